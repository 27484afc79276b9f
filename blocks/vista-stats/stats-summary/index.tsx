import { __ } from '@wordpress/i18n';
import { registerPlaceholderBlock } from '@vista/shared/placeholder-block';
import metadata from './block.json';

registerPlaceholderBlock( metadata, {
	label: __( 'Visitor Statistics', 'vista-stats' ),
	instructions: __( 'A summary of visits appears here.', 'vista-stats' ),
} );
