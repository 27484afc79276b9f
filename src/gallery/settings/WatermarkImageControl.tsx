/**
 * The watermark image: chosen from the media library (the attachment id is stored, the server
 * resolves its address), with a preview and a way to remove it.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { helpWithError } from '@vista/shared/settings/field';
import { hasMediaModal, openImagePicker } from '../admin/media-modal';

interface Props {
	imageId: number;
	imageUrl: string;
	onChange: ( id: number, url: string ) => void;
	error?: string;
}

export function WatermarkImageControl( {
	imageId,
	imageUrl,
	onChange,
	error,
}: Props ) {
	const errorId = 'vista-gallery-settings-image-error';
	const choose = () =>
		openImagePicker(
			{
				title: __( 'Choose the watermark image', 'vista-gallery' ),
				button: __( 'Use this image', 'vista-gallery' ),
			},
			( image ) => onChange( image.id, image.url )
		);
	return (
		<fieldset
			className={
				'vista-gallery-settings-image' +
				( error ? ' vista-settings-has-error' : '' )
			}
		>
			<legend className="vista-gallery-settings-image__legend">
				{ __( 'Watermark image', 'vista-gallery' ) }
			</legend>
			<div className="vista-gallery-settings-image__preview">
				{ imageId > 0 && imageUrl !== '' ? (
					<img
						src={ imageUrl }
						alt={ __( 'The watermark image', 'vista-gallery' ) }
					/>
				) : (
					<p>{ __( 'No image chosen.', 'vista-gallery' ) }</p>
				) }
			</div>
			<div className="vista-gallery-settings-image__actions">
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ choose }
					disabled={ ! hasMediaModal() }
					accessibleWhenDisabled
					aria-invalid={ error ? 'true' : undefined }
					aria-describedby={ error ? errorId : undefined }
				>
					{ imageId > 0
						? __( 'Replace the image', 'vista-gallery' )
						: __( 'Choose an image', 'vista-gallery' ) }
				</Button>
				{ imageId > 0 && (
					<Button
						__next40pxDefaultSize
						variant="tertiary"
						isDestructive
						onClick={ () => onChange( 0, '' ) }
					>
						{ __( 'Remove the image', 'vista-gallery' ) }
					</Button>
				) }
			</div>
			{ error && (
				<p
					id={ errorId }
					className="vista-gallery-settings-image__error"
				>
					{ helpWithError( error ) }
				</p>
			) }
		</fieldset>
	);
}
