/**
 * Editor script of vista/video-gallery.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import {
	GalleryEdit,
	type VideoGalleryAttributes,
} from '../../../src/video/editor/GalleryEdit';
import metadata from './block.json';

registerBlockType(
	metadata as unknown as BlockConfiguration< VideoGalleryAttributes >,
	{ edit: GalleryEdit, save: () => null }
);
