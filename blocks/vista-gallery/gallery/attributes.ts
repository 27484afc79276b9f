/**
 * The attributes of vista/gallery: their type is generated from block.json (block-attributes.ts,
 * `npm run generate`), which also holds their defaults and the bounds the server keeps them in
 * (GalleryRequest::options()).
 */
import type { GalleryAttributes } from '../block-attributes';

export type { GalleryAttributes };

/** What a layout's settings panel receives. */
export interface PanelProps {
	attributes: GalleryAttributes;
	setAttributes: ( next: Partial< GalleryAttributes > ) => void;
}
