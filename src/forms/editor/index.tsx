/**
 * Editor script of the forms: the field blocks (in every editor, so content holding them
 * parses), the form settings panel and the template picker (in the form editor only).
 */
import { registerPlugin } from '@wordpress/plugins';
import { registerFieldBlocks } from './fields';
import { FormSettingsPanel } from './settings-panel';
import { FormTemplatesPlugin } from './templates/templates-plugin';
import type { TemplateSummary } from './templates/types';
import './editor.css';

declare global {
	interface Window {
		vistaFormsEditor?: {
			postType: string;
			formType: string;
			templates?: TemplateSummary[];
		};
	}
}

const context = window.vistaFormsEditor;
registerFieldBlocks( !! context && context.postType === context.formType );
registerPlugin( 'vista-form-settings', { render: FormSettingsPanel } );
registerPlugin( 'vista-form-templates', { render: FormTemplatesPlugin } );
