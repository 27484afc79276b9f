/**
 * The attributes of vista/gallery (block.json holds their defaults and the server validates them
 * again in GalleryRequest::options()).
 */
export interface GalleryAttributes {
	source: string;
	galleryId: number;
	gallerySlug: string;
	tagId: number;
	layout: string;
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
	/** Slideshow (000 §3.8); times in seconds. */
	slideshowEffect: string;
	slideshowInterval: number;
	slideshowEffectDuration: number;
	slideshowAutoplay: boolean;
	slideshowShuffle: boolean;
	enableLoop: boolean;
	slideshowFilmstripType: number;
	filmstripDirection: string;
	slideshowThumbnailsCount: number;
	preloadImages: boolean;
	preloadImagesCount: number;
	slideshowWidth: number;
	slideshowHeight: number;
	slideshowShowTitle: boolean;
	slideshowShowDescription: boolean;
	/** Carousel (000 §3.9); the interval in seconds. */
	carouselInterval: number;
	carouselColumns: number;
	carouselAutoplay: boolean;
	carouselPlayPause: boolean;
	carouselPrevNext: boolean;
}

/** What a layout's settings panel receives. */
export interface PanelProps {
	attributes: GalleryAttributes;
	setAttributes: ( next: Partial< GalleryAttributes > ) => void;
}
