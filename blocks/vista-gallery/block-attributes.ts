/**
 * Generated from blocks/vista-gallery/<block>/block.json by `npm run generate` (tools/generate): do not edit.
 * Change an attribute in its block.json and run the command again.
 */

/** The attributes of vista/gallery (vista-gallery/gallery/block.json). */
export type GalleryAttributes = {
	/** One of "gallery", "tag", "album". */
	source: string;
	galleryId: number;
	gallerySlug: string;
	tagId: number;
	albumId: number;
	albumSlug: string;
	/** One of "thumbnails", "masonry", "mosaic", "slideshow", "carousel", "image_browser", "blog_style", "album_compact", "album_extended". */
	layout: string;
	/** One of "thumbnails", "masonry", "mosaic". */
	albumGalleryLayout: string;
	albumItemsPerPage: number;
	thumbWidth: number;
	thumbHeight: number;
	maxColumns: number;
	resizable: boolean;
	imagesPerPage: number;
	/** One of "numbers", "load_more", "none". */
	pagination: string;
	showSearch: boolean;
	showSort: boolean;
	showTagFilter: boolean;
	/** The gallery's or album's title above it (000 §3.10 title_{n}). */
	showTitle: boolean;
	/** The gallery's or album's description above it (000 §3.10 description_{n}). */
	showDescription: boolean;
	/** The gallery theme (Galleries → Themes), 0 for the default (000 §3.10 theme_id). */
	themeId: number;
	/** One of "order", "title", "date", "filename", "random". */
	sortBy: string;
	sortDesc: boolean;
	frontendAjax: boolean;
	/** One of "open_lightbox", "redirect_to_url", "do_nothing". */
	thumbClickAction: string;
	/** One of "_self", "_blank". */
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
	/** Slideshow (000 §3.8): the change between images; `random` draws one at every change (000 §4.2). One of "none", "fade", "cubeH", "cubeV", "sliceH", "sliceV", "slideH", "slideV", "scaleOut", "scaleIn", "blockScale", "kaleidoscope", "fan", "blindH", "blindV", "random". */
	slideshowEffect: string;
	/** Slideshow: seconds each image shows. */
	slideshowInterval: number;
	/** Slideshow: seconds the change lasts. */
	slideshowEffectDuration: number;
	slideshowAutoplay: boolean;
	slideshowShuffle: boolean;
	enableLoop: boolean;
	/** One of 0, 1, 2. */
	slideshowFilmstripType: number;
	/** One of "horizontal", "vertical". */
	filmstripDirection: string;
	slideshowThumbnailsCount: number;
	preloadImages: boolean;
	preloadImagesCount: number;
	slideshowWidth: number;
	slideshowHeight: number;
	slideshowShowTitle: boolean;
	slideshowShowDescription: boolean;
	/** 000 §3.8 enable_slideshow_music: play slideshowMusicId with the autoplay. */
	slideshowMusic: boolean;
	/** The audio attachment the slideshow plays. */
	slideshowMusicId: number;
	/** Carousel (000 §3.9): seconds each image shows. */
	carouselInterval: number;
	carouselColumns: number;
	carouselAutoplay: boolean;
	carouselPlayPause: boolean;
	carouselPrevNext: boolean;
	/** Lightbox (000 §3.4): its width in px. */
	lightboxWidth: number;
	lightboxHeight: number;
	/** One of "none", "fade", "cubeH", "cubeV", "sliceH", "sliceV", "slideH", "slideV", "scaleOut", "scaleIn", "blockScale", "kaleidoscope", "fan", "blindH", "blindV", "random". */
	lightboxEffect: string;
	/** Lightbox: seconds each image shows in its slideshow. */
	lightboxInterval: number;
	/** Lightbox: seconds the change lasts. */
	lightboxEffectDuration: number;
	lightboxAutoplay: boolean;
	lightboxFullscreen: boolean;
	lightboxLoop: boolean;
	lightboxFilmstrip: boolean;
	/** One of "top", "bottom", "left", "right". */
	lightboxFilmstripPos: string;
	lightboxFilmstripThumbWidth: number;
	lightboxFilmstripThumbHeight: number;
	lightboxCtrlBtn: boolean;
	/** One of "top", "bottom". */
	lightboxCtrlBtnPos: string;
	lightboxInfo: boolean;
	lightboxInfoAlwaysShow: boolean;
	/** One of "top", "bottom". */
	lightboxInfoPos: string;
	lightboxRating: boolean;
	lightboxRateStarsCount: number;
	lightboxRateSize: number;
	/** One of "star", "bell", "circle", "flag", "square", "heart". */
	lightboxRateIcon: string;
	/** One of "top", "bottom". */
	lightboxRatePos: string;
	lightboxHitCounter: boolean;
	/** One of "top", "bottom". */
	lightboxHitPos: string;
	lightboxZoom: boolean;
	lightboxFullscreenButton: boolean;
	lightboxComments: boolean;
	/** One of "left", "right". */
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
};
