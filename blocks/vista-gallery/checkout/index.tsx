import { __ } from '@wordpress/i18n';
import { registerPlaceholderBlock } from '@vista/shared/placeholder-block';
import metadata from './block.json';
import './style.css';

registerPlaceholderBlock( metadata, {
	label: __( 'Gallery Checkout', 'vista-gallery' ),
	instructions: __(
		'Visitors send their order here; you find it under Galleries → Orders.',
		'vista-gallery'
	),
} );
