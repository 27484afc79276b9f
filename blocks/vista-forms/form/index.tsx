import { __ } from '@wordpress/i18n';
import { registerPlaceholderBlock } from '@vista/shared/placeholder-block';
import metadata from './block.json';

registerPlaceholderBlock( metadata, {
	label: __( 'Vista Form', 'vista-forms' ),
	instructions: __( 'Choose the form to embed here.', 'vista-forms' ),
} );
