/**
 * The texts of the shared record editor (@vista/shared/record-editor) for the gallery and album
 * editors, in this plugin's text domain.
 */
import { __ } from '@wordpress/i18n';
import type { RecordEditorStrings } from '@vista/shared/record-editor/strings';

export function galleryEditorStrings(): RecordEditorStrings {
	return {
		saved: __( 'Gallery saved.', 'vista-gallery' ),
		saveFailed: __( 'The gallery could not be saved.', 'vista-gallery' ),
		loadFailed: __( 'The gallery could not be loaded.', 'vista-gallery' ),
		loading: __( 'Loading the gallery…', 'vista-gallery' ),
		retry: __( 'Try again', 'vista-gallery' ),
		save: __( 'Save gallery', 'vista-gallery' ),
		saving: __( 'Saving…', 'vista-gallery' ),
		unsaved: __( 'Unsaved changes', 'vista-gallery' ),
	};
}

export function albumEditorStrings(): RecordEditorStrings {
	return {
		saved: __( 'Album saved.', 'vista-gallery' ),
		saveFailed: __( 'The album could not be saved.', 'vista-gallery' ),
		loadFailed: __( 'The album could not be loaded.', 'vista-gallery' ),
		loading: __( 'Loading the album…', 'vista-gallery' ),
		retry: __( 'Try again', 'vista-gallery' ),
		save: __( 'Save album', 'vista-gallery' ),
		saving: __( 'Saving…', 'vista-gallery' ),
		unsaved: __( 'Unsaved changes', 'vista-gallery' ),
	};
}
