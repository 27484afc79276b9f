/**
 * The texts of the shared record editor (@vista/shared/record-editor) for the price list editor,
 * in this plugin's text domain. The editor is handed its list, so it has no load texts; it closes
 * on saving, so it has no "saved" notice (the list of price lists says so).
 */
import { __ } from '@wordpress/i18n';
import type { RecordEditorStrings } from '@vista/shared/record-editor/strings';

export function priceListEditorStrings(): RecordEditorStrings {
	return {
		saveFailed: __( 'The price list was not saved.', 'vista-gallery' ),
		save: __( 'Save price list', 'vista-gallery' ),
		saving: __( 'Saving…', 'vista-gallery' ),
		unsaved: __( 'Unsaved changes', 'vista-gallery' ),
	};
}
