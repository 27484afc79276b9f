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
	/** The gallery's or album's title above it. */
	showTitle: boolean;
	/** The gallery's or album's description above it. */
	showDescription: boolean;
	/** The gallery theme (Galleries → Themes), 0 for the default (000 §3.10 theme_id). */
	themeId: number;
	sortBy: string;
	sortDesc: boolean;
	frontendAjax: boolean;
	thumbClickAction: string;
	thumbLinkTarget: string;
	rightClickProtection: boolean;
	/** Image browser: largest width of the image, in px. */
	browserWidth: number;
	/** Image browser: whether the title is shown. */
	browserTitle: boolean;
	/** Image browser: whether the description is shown. */
	browserDescription: boolean;
	/** Blog style: largest width of the images, in px. */
	blogWidth: number;
	/** Blog style: whether each image's title is shown. */
	blogTitle: boolean;
	/** Blog style: whether each image's description is shown. */
	blogDescription: boolean;
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
	/** 000 §3.8 enable_slideshow_music, and the audio attachment played. */
	slideshowMusic: boolean;
	slideshowMusicId: number;
	/** Carousel (000 §3.9); the interval in seconds. */
	carouselInterval: number;
	carouselColumns: number;
	carouselAutoplay: boolean;
	carouselPlayPause: boolean;
	carouselPrevNext: boolean;
	/** Lightbox (000 §3.4); times in seconds, sizes in px. */
	lightboxWidth: number;
	lightboxHeight: number;
	lightboxEffect: string;
	lightboxInterval: number;
	lightboxEffectDuration: number;
	lightboxAutoplay: boolean;
	lightboxFullscreen: boolean;
	lightboxLoop: boolean;
	lightboxFilmstrip: boolean;
	lightboxFilmstripPos: string;
	lightboxFilmstripThumbWidth: number;
	lightboxFilmstripThumbHeight: number;
	lightboxCtrlBtn: boolean;
	lightboxCtrlBtnPos: string;
	lightboxInfo: boolean;
	lightboxInfoAlwaysShow: boolean;
	lightboxInfoPos: string;
	lightboxRating: boolean;
	lightboxRateStarsCount: number;
	lightboxRateSize: number;
	lightboxRateIcon: string;
	lightboxRatePos: string;
	lightboxHitCounter: boolean;
	lightboxHitPos: string;
	lightboxZoom: boolean;
	lightboxFullscreenButton: boolean;
	lightboxComments: boolean;
	lightboxCommentPos: string;
	lightboxCommentWidth: number;
	lightboxCommentModeration: boolean;
	lightboxCaptcha: boolean;
	lightboxEmail: boolean;
	lightboxDownload: boolean;
	lightboxShare: boolean;
	lightboxEcommerce: boolean;
	lightboxOpenEcommerce: boolean;
	lightboxOpenComment: boolean;
	lightboxPreload: boolean;
	lightboxPreloadCount: number;
	lightboxRightClick: boolean;
}

/** What a layout's settings panel receives. */
export interface PanelProps {
	attributes: GalleryAttributes;
	setAttributes: ( next: Partial< GalleryAttributes > ) => void;
}
