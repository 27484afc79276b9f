<?php
/**
 * Generated from blocks/vista-gallery/gallery/block.json by `npm run generate` (tools/generate): do not edit; change
 * block.json and run the command again.
 *
 * The options of one vista/gallery block as its views read them: each attribute a named, typed property, made in one place (from_array()) from the options the server validated (GalleryRequest::options()) or verified in a signed token, never from what a visitor sends.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

/**
 * A vista/gallery block's validated options.
 */
final class ViewOptions {

	/**
	 * Use from_array(): the parameters are the keys of GallerySchema::DEFAULTS.
	 */
	private function __construct(
		public readonly string $source,
		public readonly int $galleryId,
		public readonly string $gallerySlug,
		public readonly int $tagId,
		public readonly int $albumId,
		public readonly string $albumSlug,
		public readonly string $layout,
		public readonly string $albumGalleryLayout,
		public readonly int $albumItemsPerPage,
		public readonly int $thumbWidth,
		public readonly int $thumbHeight,
		public readonly int $maxColumns,
		public readonly bool $resizable,
		public readonly int $imagesPerPage,
		public readonly string $pagination,
		public readonly bool $showSearch,
		public readonly bool $showSort,
		public readonly bool $showTagFilter,
		public readonly bool $showTitle,
		public readonly bool $showDescription,
		public readonly int $themeId,
		public readonly string $sortBy,
		public readonly bool $sortDesc,
		public readonly bool $frontendAjax,
		public readonly string $thumbClickAction,
		public readonly string $thumbLinkTarget,
		public readonly bool $rightClickProtection,
		public readonly int $browserWidth,
		public readonly bool $browserTitle,
		public readonly bool $browserDescription,
		public readonly int $blogWidth,
		public readonly bool $blogTitle,
		public readonly bool $blogDescription,
		public readonly string $slideshowEffect,
		public readonly float $slideshowInterval,
		public readonly float $slideshowEffectDuration,
		public readonly bool $slideshowAutoplay,
		public readonly bool $slideshowShuffle,
		public readonly bool $enableLoop,
		public readonly int $slideshowFilmstripType,
		public readonly string $filmstripDirection,
		public readonly int $slideshowThumbnailsCount,
		public readonly bool $preloadImages,
		public readonly int $preloadImagesCount,
		public readonly int $slideshowWidth,
		public readonly int $slideshowHeight,
		public readonly bool $slideshowShowTitle,
		public readonly bool $slideshowShowDescription,
		public readonly bool $slideshowMusic,
		public readonly int $slideshowMusicId,
		public readonly float $carouselInterval,
		public readonly int $carouselColumns,
		public readonly bool $carouselAutoplay,
		public readonly bool $carouselPlayPause,
		public readonly bool $carouselPrevNext,
		public readonly int $lightboxWidth,
		public readonly int $lightboxHeight,
		public readonly string $lightboxEffect,
		public readonly float $lightboxInterval,
		public readonly float $lightboxEffectDuration,
		public readonly bool $lightboxAutoplay,
		public readonly bool $lightboxFullscreen,
		public readonly bool $lightboxLoop,
		public readonly bool $lightboxFilmstrip,
		public readonly string $lightboxFilmstripPos,
		public readonly int $lightboxFilmstripThumbWidth,
		public readonly int $lightboxFilmstripThumbHeight,
		public readonly bool $lightboxCtrlBtn,
		public readonly string $lightboxCtrlBtnPos,
		public readonly bool $lightboxInfo,
		public readonly bool $lightboxInfoAlwaysShow,
		public readonly string $lightboxInfoPos,
		public readonly bool $lightboxRating,
		public readonly int $lightboxRateStarsCount,
		public readonly int $lightboxRateSize,
		public readonly string $lightboxRateIcon,
		public readonly string $lightboxRatePos,
		public readonly bool $lightboxHitCounter,
		public readonly string $lightboxHitPos,
		public readonly bool $lightboxZoom,
		public readonly bool $lightboxFullscreenButton,
		public readonly bool $lightboxComments,
		public readonly string $lightboxCommentPos,
		public readonly int $lightboxCommentWidth,
		public readonly bool $lightboxCommentModeration,
		public readonly bool $lightboxCaptcha,
		public readonly bool $lightboxEmail,
		public readonly bool $lightboxDownload,
		public readonly bool $lightboxShare,
		public readonly bool $lightboxEcommerce,
		public readonly bool $lightboxOpenEcommerce,
		public readonly bool $lightboxOpenComment,
		public readonly bool $lightboxPreload,
		public readonly int $lightboxPreloadCount,
		public readonly bool $lightboxRightClick
	) {}

	/**
	 * The typed options of validated ones (GalleryRequest::options()).
	 *
	 * @param array<string, mixed> $options Validated options: every key of GallerySchema::DEFAULTS.
	 */
	public static function from_array( array $options ): self {
		// Named arguments from the validated keys; a missing or mistyped one is a TypeError, never a default.
		return new self( ...array_intersect_key( $options, GallerySchema::DEFAULTS ) );
	}
}
