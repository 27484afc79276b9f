import { __ } from '@wordpress/i18n';
import { registerPlaceholderBlock } from '@vista/shared/placeholder-block';
import metadata from './block.json';

registerPlaceholderBlock( metadata, {
	label: __( 'Vista Video Gallery', 'vista-video' ),
	instructions: __( 'Video galleries are chosen here.', 'vista-video' ),
} );
