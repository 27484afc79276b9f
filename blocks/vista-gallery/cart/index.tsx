import { __ } from '@wordpress/i18n';
import { registerPlaceholderBlock } from '@vista/shared/placeholder-block';
import metadata from './block.json';
import './style.css';

registerPlaceholderBlock( metadata, {
	label: __( 'Gallery Cart', 'vista-gallery' ),
	instructions: __(
		'Visitors see the prints, products and downloads in their cart here.',
		'vista-gallery'
	),
} );
