/**
 * The attributes of vista/gallery (block.json holds their defaults and the server validates them
 * again in GalleryRequest::options()).
 */
export interface GalleryAttributes {
	source: string;
	galleryId: number;
	gallerySlug: string;
	tagId: number;
	albumId: number;
	albumSlug: string;
	layout: string;
	albumGalleryLayout: string;
	albumItemsPerPage: number;
	thumbWidth: number;
	thumbHeight: number;
	maxColumns: number;
	resizable: boolean;
	imagesPerPage: number;
	pagination: string;
	showSearch: boolean;
	showSort: boolean;
	showTagFilter: boolean;
	sortBy: string;
	sortDesc: boolean;
	frontendAjax: boolean;
	thumbClickAction: string;
	thumbLinkTarget: string;
	rightClickProtection: boolean;
}

/** What a layout's settings panel receives. */
export interface PanelProps {
	attributes: GalleryAttributes;
	setAttributes: ( next: Partial< GalleryAttributes > ) => void;
}
