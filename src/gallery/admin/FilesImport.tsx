/**
 * Import images (a folder, or many files) into the Media Library one by one, with a progress bar,
 * then add them to a gallery. Files are checked here first (type, size); the server checks again.
 */
import { Button, DropZone, Notice, SelectControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { speak } from '@wordpress/a11y';
import { parseSaveError } from '@vista/shared/settings/errors';
import {
	listCollections,
	readCollection,
	saveCollection,
	uploadFile,
} from './api';
import { adminConfig } from './config';
import {
	checkFile,
	formatSize,
	isHiddenFile,
	type FileProblem,
} from './file-checks';
import { importCounts, type ImportEntry } from './import-queue';
import { PAGES, screenUrl } from './navigation';
import { appendIds } from './ordering';
import type { CollectionSummary } from './types';

function problemText( problem: FileProblem, maxSize: number ): string {
	switch ( problem ) {
		case 'not-image':
			return __( 'Not an image file.', 'vista-gallery' );
		case 'type':
			return __(
				'This image type is not accepted by the site.',
				'vista-gallery'
			);
		case 'empty':
			return __( 'The file is empty.', 'vista-gallery' );
		case 'too-large':
			return sprintf(
				/* translators: %s: largest size, e.g. "8 MB". */
				__( 'Larger than the %s the site accepts.', 'vista-gallery' ),
				formatSize( maxSize )
			);
	}
}

export function FilesImport() {
	const config = adminConfig();
	const [ galleries, setGalleries ] = useState< CollectionSummary[] >( [] );
	const [ galleryId, setGalleryId ] = useState( () =>
		String(
			new URLSearchParams( window.location.search ).get( 'gallery' ) ?? ''
		)
	);
	const [ entries, setEntries ] = useState< ImportEntry[] >( [] );
	const files = useRef( new Map< string, File >() );
	const [ running, setRunning ] = useState( false );
	const [ result, setResult ] = useState< {
		status: 'success' | 'error' | 'warning';
		message: string;
	} | null >( null );
	const [ status, setStatus ] = useState( '' );

	useEffect( () => {
		listCollections( 'vista-galleries' ).then(
			setGalleries,
			() => undefined
		);
	}, [] );

	const addFiles = ( list: FileList | File[] | null ) => {
		const added: ImportEntry[] = [];
		for ( const file of Array.from( list ?? [] ) ) {
			if ( isHiddenFile( file ) ) {
				continue;
			}
			const key = `${ Date.now() }-${ Math.random() }-${ file.name }`;
			const problem = checkFile( file, {
				maxSize: config.maxUploadSize,
				types: config.imageTypes,
			} );
			files.current.set( key, file );
			added.push( {
				key,
				name:
					( file as File & { webkitRelativePath?: string } )
						.webkitRelativePath || file.name,
				size: file.size,
				status: problem ? 'refused' : 'waiting',
				message: problem
					? problemText( problem, config.maxUploadSize )
					: undefined,
			} );
		}
		setResult( null );
		setEntries( ( current ) => [
			...current.filter( ( entry ) => entry.status !== 'done' ),
			...added,
		] );
		const refused = added.filter(
			( entry ) => entry.status === 'refused'
		).length;
		speak(
			sprintf(
				/* translators: 1: number of files ready, 2: number refused. */
				__(
					'%1$d files ready to import, %2$d refused.',
					'vista-gallery'
				),
				added.length - refused,
				refused
			)
		);
	};

	const update = ( key: string, change: Partial< ImportEntry > ) =>
		setEntries( ( current ) =>
			current.map( ( entry ) =>
				entry.key === key ? { ...entry, ...change } : entry
			)
		);

	const start = async () => {
		setRunning( true );
		setResult( null );
		const queue = entries.filter( ( entry ) => entry.status === 'waiting' );
		const uploaded: number[] = [];
		let failed = 0;
		for ( const [ index, entry ] of queue.entries() ) {
			setStatus(
				sprintf(
					/* translators: 1: file number, 2: count, 3: file name. */
					__( 'Uploading %1$d of %2$d: %3$s', 'vista-gallery' ),
					index + 1,
					queue.length,
					entry.name
				)
			);
			update( entry.key, { status: 'uploading' } );
			const file = files.current.get( entry.key );
			try {
				if ( ! file ) {
					throw new Error(
						__( 'The file is gone.', 'vista-gallery' )
					);
				}
				const id = await uploadFile( file );
				uploaded.push( id );
				update( entry.key, { status: 'done', attachmentId: id } );
			} catch ( failure ) {
				failed++;
				update( entry.key, {
					status: 'failed',
					message: parseSaveError(
						failure,
						__( 'The upload failed.', 'vista-gallery' )
					).message,
				} );
			}
		}
		let message: string = sprintf(
			/* translators: 1: number uploaded, 2: number failed. */
			__(
				'Import complete: %1$d uploaded, %2$d failed.',
				'vista-gallery'
			),
			uploaded.length,
			failed
		);
		let ok = failed === 0;
		const gallery = Number( galleryId );
		if ( gallery > 0 && uploaded.length > 0 ) {
			try {
				const current = await readCollection< number >(
					'vista-galleries',
					gallery
				);
				await saveCollection( 'vista-galleries', {
					...current,
					items: appendIds( current.items, uploaded ),
				} );
				message +=
					' ' +
					sprintf(
						/* translators: 1: number of images, 2: gallery title. */
						_n(
							'%1$d image added to "%2$s".',
							'%1$d images added to "%2$s".',
							uploaded.length,
							'vista-gallery'
						),
						uploaded.length,
						current.title
					);
			} catch ( failure ) {
				ok = false;
				message +=
					' ' +
					parseSaveError(
						failure,
						__(
							'The images could not be added to the gallery.',
							'vista-gallery'
						)
					).message;
			}
		}
		setStatus( '' );
		setResult( { status: ok ? 'success' : 'warning', message } );
		setRunning( false );
	};

	const counts = importCounts( entries );
	const waiting = entries.filter(
		( entry ) => entry.status === 'waiting'
	).length;
	const statusText = {
		waiting: __( 'Waiting', 'vista-gallery' ),
		uploading: __( 'Uploading…', 'vista-gallery' ),
		done: __( 'Uploaded', 'vista-gallery' ),
		failed: __( 'Failed', 'vista-gallery' ),
		refused: __( 'Refused', 'vista-gallery' ),
	};

	return (
		<div className="vista-gallery-import">
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Add the imported images to', 'vista-gallery' ) }
				value={ galleryId }
				onChange={ setGalleryId }
				disabled={ running }
				options={ [
					{
						value: '',
						label: __(
							'No gallery (Media Library only)',
							'vista-gallery'
						),
					},
					...galleries.map( ( gallery ) => ( {
						value: String( gallery.id ),
						label: gallery.title,
					} ) ),
				] }
			/>
			<div className="vista-gallery-import__drop">
				<DropZone
					label={ __( 'Drop images here', 'vista-gallery' ) }
					onFilesDrop={ ( dropped ) => addFiles( dropped ) }
				/>
				<p>
					{ __(
						'Drop images here, or choose them:',
						'vista-gallery'
					) }
				</p>
				<div className="vista-gallery-import__pickers">
					<input
						id="vista-gallery-import-files"
						type="file"
						className="screen-reader-text"
						multiple
						accept={ config.imageTypes.join( ',' ) }
						disabled={ running }
						onChange={ ( event ) => {
							addFiles( event.currentTarget.files );
							event.currentTarget.value = '';
						} }
					/>
					<label
						htmlFor="vista-gallery-import-files"
						className="components-button is-secondary"
					>
						{ __( 'Choose images', 'vista-gallery' ) }
					</label>
					<input
						id="vista-gallery-import-folder"
						type="file"
						className="screen-reader-text"
						multiple
						disabled={ running }
						// @ts-expect-error: not in React's types.
						webkitdirectory=""
						onChange={ ( event ) => {
							addFiles( event.currentTarget.files );
							event.currentTarget.value = '';
						} }
					/>
					<label
						htmlFor="vista-gallery-import-folder"
						className="components-button is-secondary"
					>
						{ __( 'Choose a folder', 'vista-gallery' ) }
					</label>
				</div>
				<p className="description">
					{ sprintf(
						/* translators: %s: largest size, e.g. "8 MB". */
						__( 'Images up to %s each.', 'vista-gallery' ),
						formatSize( config.maxUploadSize )
					) }
				</p>
			</div>
			{ entries.length > 0 && (
				<div className="vista-gallery-import__progress">
					<label htmlFor="vista-gallery-import-progress">
						{ sprintf(
							/* translators: 1: files handled, 2: files to upload, 3: failed. */
							__(
								'%1$d of %2$d files uploaded (%3$d failed)',
								'vista-gallery'
							),
							counts.done,
							counts.total,
							counts.failed
						) }
					</label>
					<progress
						id="vista-gallery-import-progress"
						max={ Math.max( counts.total, 1 ) }
						value={ counts.finished }
					/>
					<Button
						variant="primary"
						onClick={ start }
						disabled={ running || waiting === 0 }
						accessibleWhenDisabled
						isBusy={ running }
					>
						{ sprintf(
							/* translators: %d: number of files. */
							_n(
								'Import %d file',
								'Import %d files',
								waiting,
								'vista-gallery'
							),
							waiting
						) }
					</Button>
					<ul className="vista-gallery-import__files">
						{ entries.map( ( entry ) => (
							<li
								key={ entry.key }
								className={ `is-${ entry.status }` }
							>
								<span className="vista-gallery-import__name">
									{ entry.name }
								</span>{ ' ' }
								<span>({ formatSize( entry.size ) })</span>{ ' ' }
								<strong>{ statusText[ entry.status ] }</strong>
								{ entry.message && (
									<span>: { entry.message }</span>
								) }
							</li>
						) ) }
					</ul>
				</div>
			) }
			<div
				className="screen-reader-text"
				aria-live="polite"
				role="status"
			>
				{ status }
			</div>
			{ result && (
				<Notice
					status={ result.status }
					onRemove={ () => setResult( null ) }
				>
					<p>{ result.message }</p>
					{ Number( galleryId ) > 0 && (
						<p>
							<a
								href={ screenUrl( PAGES.galleries, {
									edit: galleryId,
								} ) }
							>
								{ __( 'Open the gallery', 'vista-gallery' ) }
							</a>
						</p>
					) }
				</Notice>
			) }
		</div>
	);
}
