/**
 * Import images (a folder, or many files) into the Media Library one by one, with a progress bar,
 * then add them to a gallery. Files are checked here first (type, size); the server checks again.
 */
import { Notice, SelectControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { listCollections } from './api';
import { adminConfig } from './config';
import { ImportPickers } from './ImportPickers';
import { ImportProgress } from './ImportProgress';
import { PAGES, screenUrl } from './navigation';
import type { CollectionSummary } from './types';
import { useFilesImport } from './use-files-import';

function GalleryChoice( {
	value,
	onChange,
	disabled,
}: {
	value: string;
	onChange: ( galleryId: string ) => void;
	disabled: boolean;
} ) {
	const [ galleries, setGalleries ] = useState< CollectionSummary[] >( [] );
	useEffect( () => {
		listCollections( 'vista-galleries' ).then(
			setGalleries,
			() => undefined
		);
	}, [] );
	return (
		<SelectControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ __( 'Add the imported images to', 'vista-gallery' ) }
			value={ value }
			onChange={ onChange }
			disabled={ disabled }
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
	);
}

export function FilesImport() {
	const config = adminConfig();
	// `&gallery=<id>` in the address (the gallery editor's link) chooses the gallery.
	const [ galleryId, setGalleryId ] = useState( () =>
		String(
			new URLSearchParams( window.location.search ).get( 'gallery' ) ?? ''
		)
	);
	const { entries, running, result, clearResult, status, addFiles, start } =
		useFilesImport( galleryId );

	return (
		<div className="vista-gallery-import">
			<GalleryChoice
				value={ galleryId }
				onChange={ setGalleryId }
				disabled={ running }
			/>
			<ImportPickers
				accept={ config.imageTypes }
				maxUploadSize={ config.maxUploadSize }
				disabled={ running }
				onFiles={ addFiles }
			/>
			{ entries.length > 0 && (
				<ImportProgress
					entries={ entries }
					running={ running }
					onStart={ start }
				/>
			) }
			<div
				className="screen-reader-text"
				aria-live="polite"
				role="status"
			>
				{ status }
			</div>
			{ result && (
				<Notice status={ result.status } onRemove={ clearResult }>
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
