/**
 * Where files come into an import: a drop zone, and two pickers, one for images and one for a
 * whole folder. The inputs are hidden behind labels styled as buttons, so each picker reads as one
 * control.
 */
import { DropZone } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { formatSize } from './file-checks';

interface Props {
	accept: string[];
	maxUploadSize: number;
	disabled: boolean;
	onFiles: ( files: FileList | File[] | null ) => void;
}

function FilePicker( {
	id,
	label,
	folder,
	accept,
	disabled,
	onFiles,
}: {
	id: string;
	label: string;
	folder: boolean;
	accept?: string;
	disabled: boolean;
	onFiles: Props[ 'onFiles' ];
} ) {
	// React's types lack the attribute that makes the input pick a folder.
	const folderProps = folder ? { webkitdirectory: '' } : {};
	return (
		<>
			<input
				id={ id }
				type="file"
				className="screen-reader-text"
				multiple
				accept={ accept }
				disabled={ disabled }
				{ ...folderProps }
				onChange={ ( event ) => {
					onFiles( event.currentTarget.files );
					// The same files chosen again are offered again.
					event.currentTarget.value = '';
				} }
			/>
			<label htmlFor={ id } className="components-button is-secondary">
				{ label }
			</label>
		</>
	);
}

export function ImportPickers( {
	accept,
	maxUploadSize,
	disabled,
	onFiles,
}: Props ) {
	return (
		<div className="vista-gallery-import__drop">
			<DropZone
				label={ __( 'Drop images here', 'vista-gallery' ) }
				onFilesDrop={ ( dropped ) => onFiles( dropped ) }
			/>
			<p>
				{ __( 'Drop images here, or choose them:', 'vista-gallery' ) }
			</p>
			<div className="vista-gallery-import__pickers">
				<FilePicker
					id="vista-gallery-import-files"
					label={ __( 'Choose images', 'vista-gallery' ) }
					folder={ false }
					accept={ accept.join( ',' ) }
					disabled={ disabled }
					onFiles={ onFiles }
				/>
				<FilePicker
					id="vista-gallery-import-folder"
					label={ __( 'Choose a folder', 'vista-gallery' ) }
					folder
					disabled={ disabled }
					onFiles={ onFiles }
				/>
			</div>
			<p className="description">
				{ sprintf(
					/* translators: %s: largest size, e.g. "8 MB". */
					__( 'Images up to %s each.', 'vista-gallery' ),
					formatSize( maxUploadSize )
				) }
			</p>
		</div>
	);
}
