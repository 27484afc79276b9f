import { __ } from '@wordpress/i18n';
import { registerPlaceholderBlock } from '@vista/shared/placeholder-block';
import metadata from './block.json';

registerPlaceholderBlock( metadata, {
	label: __( 'Vista Gallery', 'vista-gallery' ),
	instructions: __(
		'Galleries and albums are chosen here.',
		'vista-gallery'
	),
} );
