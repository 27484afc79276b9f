import { __ } from '@wordpress/i18n';
import { registerPlaceholderBlock } from '@vista/shared/placeholder-block';
import metadata from './block.json';

registerPlaceholderBlock( metadata, {
	label: __( 'Cookie Settings', 'vista-consent' ),
	instructions: __(
		'Visitors use this control to change their cookie choice.',
		'vista-consent'
	),
} );
