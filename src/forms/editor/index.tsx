/**
 * Editor script of the forms: the field blocks (in every editor, so content holding them
 * parses) and the form settings panel (in the form editor only).
 */
import { registerPlugin } from '@wordpress/plugins';
import { registerFieldBlocks } from './fields';
import { FormSettingsPanel } from './settings-panel';

declare global {
	interface Window {
		vistaFormsEditor?: { postType: string; formType: string };
	}
}

const context = window.vistaFormsEditor;
registerFieldBlocks( !! context && context.postType === context.formType );
registerPlugin( 'vista-form-settings', { render: FormSettingsPanel } );
