/**
 * Page speed → Settings → Image optimisation: the bulk conversion of the Media Library to WebP
 * (and AVIF where the server writes it), which runs on the server in batches. The screen only
 * starts, stops, resumes or undoes it, and shows how far it got by asking every POLL_MS while it
 * runs; closing the screen does not stop it, and reopening shows where it is.
 */
import { Button, Notice } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
	formatBytes,
	imagesCall,
	POLL_MS,
	progressText,
	type ImagesConfig,
	type Task,
} from './images';

export function ImageOptimisation( { config }: { config: ImagesConfig } ) {
	const [ progress, setProgress ] = useState( config.progress );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const timer = useRef< ReturnType< typeof setTimeout > >( undefined );
	const running = progress.status === 'running';

	useEffect( () => {
		if ( ! running ) {
			return undefined;
		}
		timer.current = setTimeout( () => {
			imagesCall( config, 'status' )
				.then( setProgress )
				.catch( ( failure: Error ) => setError( failure.message ) );
		}, POLL_MS );
		return () => clearTimeout( timer.current );
	}, [ running, progress, config ] );

	const act = async ( task: Task ) => {
		setBusy( true );
		setError( '' );
		try {
			setProgress( await imagesCall( config, task ) );
		} catch ( failure ) {
			setError( ( failure as Error ).message );
		} finally {
			setBusy( false );
		}
	};

	const formats = progress.formats
		.map( ( format ) => format.toUpperCase() )
		.join( ', ' );
	return (
		<section className="vista-speed-images">
			<h2>{ __( 'Image optimisation', 'vista-speed' ) }</h2>
			<p>
				{ progress.support.webp
					? sprintf(
							/* translators: %s: formats, such as "AVIF, WEBP". */
							__(
								'Copies are made as %s beside each image and its sizes; the originals are kept, and a copy that would be larger is not kept.',
								'vista-speed'
							),
							formats
						)
					: __(
							'The server’s image library cannot write WebP images, so images cannot be converted here.',
							'vista-speed'
						) }
			</p>
			{ error && (
				<Notice status="error" onRemove={ () => setError( '' ) }>
					{ error }
				</Notice>
			) }
			<progress
				className="vista-speed-images__bar"
				max={ 100 }
				value={ progress.percent }
				aria-label={ __( 'Conversion progress', 'vista-speed' ) }
				aria-describedby="vista-speed-images-progress"
			/>
			<p id="vista-speed-images-progress" aria-live="polite">
				{ progressText( progress ) }
			</p>
			<p className="vista-speed-images__saved">
				{ sprintf(
					/* translators: 1: bytes such as "1.2 MB", 2: number of images. */
					__(
						'Saved in total: %1$s over %2$d images.',
						'vista-speed'
					),
					formatBytes( progress.savedBytes ),
					progress.converted
				) }
			</p>
			<div className="vista-speed-images__buttons">
				{ running ? (
					<Button
						variant="secondary"
						disabled={ busy }
						onClick={ () => act( 'stop' ) }
					>
						{ __( 'Stop', 'vista-speed' ) }
					</Button>
				) : (
					<Button
						variant="primary"
						disabled={ busy || ! progress.support.webp }
						onClick={ () => act( 'start' ) }
					>
						{ __( 'Convert all images', 'vista-speed' ) }
					</Button>
				) }
				{ progress.status === 'stopped' && (
					<Button
						variant="secondary"
						disabled={ busy }
						onClick={ () => act( 'resume' ) }
					>
						{ __( 'Resume', 'vista-speed' ) }
					</Button>
				) }
				<Button
					variant="tertiary"
					isDestructive
					disabled={ busy || running || progress.converted === 0 }
					onClick={ () => act( 'undo' ) }
				>
					{ __( 'Undo: remove the copies', 'vista-speed' ) }
				</Button>
			</div>
		</section>
	);
}
