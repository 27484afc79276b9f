<?php
/**
 * What one gallery instance shows: the block's options (validated), and the visitor's browsing
 * state read from the address (000 §2.1 `_{n}` parameters) or from the gallery view call's form fields
 * (000 §3.10). Every value is bounded here, so nothing the visitor sends reaches a query or the
 * page unchecked.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

/**
 * Parsed and validated options and state of one gallery view.
 */
final class GalleryRequest {

	/** Layouts that show a gallery's (or a tag's) images. */
	public const LAYOUTS       = array( 'thumbnails', 'masonry', 'mosaic', 'slideshow', 'carousel', 'image_browser', 'blog_style' );
	/** Layouts of an album's items (000 §1 compact or extended album previews): source album only. */
	public const ALBUM_LAYOUTS = array( 'album_compact', 'album_extended' );
	/** Layouts a gallery opened from an album can use (more plug in through GalleryRenderer::VIEWS). */
	public const ALBUM_GALLERY_LAYOUTS = array( 'thumbnails', 'masonry', 'mosaic' );
	public const PAGINATIONS   = array( 'numbers', 'load_more', 'none' );
	public const CLICK_ACTIONS = array( 'open_lightbox', 'redirect_to_url', 'do_nothing' );
	public const LINK_TARGETS  = array( '_self', '_blank' );
	public const AJAX_ACTIONS  = array( 'reload', 'page', 'load_more', 'search', 'sort', 'tag', 'album' );
	public const MAX_SEARCH    = 200;
	public const MAX_TAGS      = 50;
	public const MAX_INSTANCE  = 1000;
	public const MAX_SEED      = 2147483647;
	/** Widths of an image shown large (image browser, blog style), in px. */
	public const MIN_LARGE_WIDTH = 200;
	public const MAX_LARGE_WIDTH = 3000;

	/**
	 * Slideshow effects (000 §4.2); `random` draws one of the eleven of RANDOM_EFFECTS in
	 * src/gallery/slideshow/logic.ts at every change.
	 */
	public const SLIDESHOW_EFFECTS    = array( 'none', 'fade', 'cubeH', 'cubeV', 'sliceH', 'sliceV', 'slideH', 'slideV', 'scaleOut', 'scaleIn', 'blockScale', 'kaleidoscope', 'fan', 'blindH', 'blindV', 'random' );
	public const FILMSTRIP_TYPES      = array( 0, 1, 2 );
	public const FILMSTRIP_DIRECTIONS = array( 'horizontal', 'vertical' );

	/** Lightbox (000 §3.4): where its parts go, and the rating icons. */
	public const LIGHTBOX_FILMSTRIP_POSITIONS = array( 'top', 'bottom', 'left', 'right' );
	public const LIGHTBOX_BAR_POSITIONS       = array( 'top', 'bottom' );
	public const LIGHTBOX_SIDES               = array( 'left', 'right' );
	public const LIGHTBOX_RATE_ICONS          = array( 'star', 'bell', 'circle', 'flag', 'square', 'heart' );

	/** Block attribute defaults (block.json holds the same values). */
	public const DEFAULTS = array(
		'source'               => 'gallery',
		'galleryId'            => 0,
		'gallerySlug'          => '',
		'tagId'                => 0,
		'albumId'              => 0,
		'albumSlug'            => '',
		'layout'               => 'thumbnails',
		'albumGalleryLayout'   => 'thumbnails',
		'albumItemsPerPage'    => 12,
		'thumbWidth'           => 180,
		'thumbHeight'          => 90,
		'maxColumns'           => 5,
		'resizable'            => true,
		'imagesPerPage'        => 30,
		'pagination'           => 'numbers',
		'showSearch'           => false,
		'showSort'             => false,
		'showTagFilter'        => false,
		// The gallery's or album's title and description above it (000 §3.10 title_{n}, description_{n}).
		'showTitle'            => false,
		'showDescription'      => false,
		// 000 §3.10 theme_id: the gallery theme (Themes\GalleryThemes); 0 is the default.
		'themeId'              => 0,
		'sortBy'               => 'order',
		'sortDesc'             => false,
		'frontendAjax'         => true,
		'thumbClickAction'     => 'open_lightbox',
		'thumbLinkTarget'      => '_self',
		'rightClickProtection' => false,
		'browserWidth'         => 800,
		'browserTitle'         => true,
		'browserDescription'   => true,
		'blogWidth'            => 800,
		'blogTitle'            => true,
		'blogDescription'      => true,
		// Slideshow (000 §3.8); times in seconds.
		'slideshowEffect'          => 'fade',
		'slideshowInterval'        => 5,
		'slideshowEffectDuration'  => 1,
		'slideshowAutoplay'        => false,
		'slideshowShuffle'         => false,
		'enableLoop'               => true,
		'slideshowFilmstripType'   => 1,
		'filmstripDirection'       => 'horizontal',
		'slideshowThumbnailsCount' => 5,
		'preloadImages'            => true,
		'preloadImagesCount'       => 10,
		'slideshowWidth'           => 800,
		'slideshowHeight'          => 500,
		'slideshowShowTitle'       => false,
		'slideshowShowDescription' => false,
		// 000 §3.8 enable_slideshow_music: an audio attachment played with the autoplay.
		'slideshowMusic'           => false,
		'slideshowMusicId'         => 0,
		// Carousel (000 §3.9); the interval in seconds.
		'carouselInterval'         => 5,
		'carouselColumns'          => 5,
		'carouselAutoplay'         => false,
		'carouselPlayPause'        => true,
		'carouselPrevNext'         => true,
		// Lightbox (000 §3.4); times in seconds, sizes in px.
		'lightboxWidth'                => 800,
		'lightboxHeight'               => 600,
		'lightboxEffect'               => 'fade',
		'lightboxInterval'             => 5,
		'lightboxEffectDuration'       => 1,
		'lightboxAutoplay'             => false,
		'lightboxFullscreen'           => false,
		'lightboxLoop'                 => true,
		'lightboxFilmstrip'            => true,
		'lightboxFilmstripPos'         => 'bottom',
		'lightboxFilmstripThumbWidth'  => 90,
		'lightboxFilmstripThumbHeight' => 60,
		'lightboxCtrlBtn'              => true,
		'lightboxCtrlBtnPos'           => 'bottom',
		'lightboxInfo'                 => true,
		'lightboxInfoAlwaysShow'       => false,
		'lightboxInfoPos'              => 'top',
		'lightboxRating'               => true,
		'lightboxRateStarsCount'       => 5,
		'lightboxRateSize'             => 20,
		'lightboxRateIcon'             => 'star',
		'lightboxRatePos'              => 'bottom',
		'lightboxHitCounter'           => false,
		'lightboxHitPos'               => 'bottom',
		'lightboxZoom'                 => true,
		'lightboxFullscreenButton'     => true,
		'lightboxComments'             => true,
		'lightboxCommentPos'           => 'left',
		'lightboxCommentWidth'         => 400,
		'lightboxCommentModeration'    => false,
		'lightboxCaptcha'              => false,
		'lightboxEmail'                => true,
		'lightboxDownload'             => true,
		'lightboxShare'                => true,
		'lightboxEcommerce'            => false,
		'lightboxOpenEcommerce'        => false,
		'lightboxOpenComment'          => false,
		'lightboxPreload'              => true,
		'lightboxPreloadCount'         => 10,
		'lightboxRightClick'           => false,
	);

	/** The options, typed (built here, once per request, from the validated array). */
	public readonly ViewOptions $view;

	/**
	 * @param array<string, mixed> $options Validated block options (keys of DEFAULTS): the wire
	 *                                      form that BlockToken signs and filters receive.
	 * @param string               $search  Search words.
	 * @param string               $sort    Sort key (GalleryQuery::SORTS).
	 * @param int[]                $tags    Tag filter.
	 * @param int                  $page    1-based page.
	 * @param int                  $seed    Random order seed.
	 * @param AlbumPath|null       $album   Where the visitor is in the album (source album only).
	 */
	public function __construct(
		public readonly array $options,
		public readonly string $search = '',
		public readonly string $sort = 'order',
		public readonly array $tags = array(),
		public readonly int $page = 1,
		public readonly int $seed = 0,
		public readonly ?AlbumPath $album = null
	) {
		$this->view = ViewOptions::from_array( $options );
	}

	/**
	 * Block attributes, each checked against its type and range; unknown keys dropped.
	 *
	 * @param mixed $attributes Attributes.
	 * @return array<string, mixed>
	 */
	public static function options( $attributes ): array {
		$a = is_array( $attributes ) ? $attributes : array();
		$d      = self::DEFAULTS;
		$source = FieldValue::one_of( $a['source'] ?? null, array( 'gallery', 'tag', 'album' ), $d['source'] );
		$layout = FieldValue::one_of( $a['layout'] ?? null, array_merge( self::LAYOUTS, self::ALBUM_LAYOUTS ), $d['layout'] );
		// An album shows its items, a gallery or a tag its images: a mismatched pair gets the
		// source's first layout.
		if ( 'album' === $source && ! in_array( $layout, self::ALBUM_LAYOUTS, true ) ) {
			$layout = 'album_compact';
		} elseif ( 'album' !== $source && in_array( $layout, self::ALBUM_LAYOUTS, true ) ) {
			$layout = 'thumbnails';
		}
		return array(
			'source'               => $source,
			'galleryId'            => FieldValue::int_between( $a['galleryId'] ?? 0, 0, PHP_INT_MAX, 0 ),
			'gallerySlug'          => sanitize_title( FieldValue::text( $a['gallerySlug'] ?? '', 200 ) ),
			'tagId'                => FieldValue::int_between( $a['tagId'] ?? 0, 0, PHP_INT_MAX, 0 ),
			'albumId'              => FieldValue::int_between( $a['albumId'] ?? 0, 0, PHP_INT_MAX, 0 ),
			'albumSlug'            => sanitize_title( FieldValue::text( $a['albumSlug'] ?? '', 200 ) ),
			'layout'               => $layout,
			'albumGalleryLayout'   => FieldValue::one_of( $a['albumGalleryLayout'] ?? null, self::ALBUM_GALLERY_LAYOUTS, $d['albumGalleryLayout'] ),
			'albumItemsPerPage'    => FieldValue::int_between( $a['albumItemsPerPage'] ?? null, 1, GalleryQuery::MAX_PER_PAGE, $d['albumItemsPerPage'] ),
			'thumbWidth'           => FieldValue::int_between( $a['thumbWidth'] ?? null, 20, 2000, $d['thumbWidth'] ),
			'thumbHeight'          => FieldValue::int_between( $a['thumbHeight'] ?? null, 20, 2000, $d['thumbHeight'] ),
			'maxColumns'           => FieldValue::int_between( $a['maxColumns'] ?? null, 1, 20, $d['maxColumns'] ),
			'resizable'            => FieldValue::flag( $a['resizable'] ?? $d['resizable'] ),
			'imagesPerPage'        => FieldValue::int_between( $a['imagesPerPage'] ?? null, 1, GalleryQuery::MAX_PER_PAGE, $d['imagesPerPage'] ),
			'pagination'           => FieldValue::one_of( $a['pagination'] ?? null, self::PAGINATIONS, $d['pagination'] ),
			'showSearch'           => FieldValue::flag( $a['showSearch'] ?? false ),
			'showSort'             => FieldValue::flag( $a['showSort'] ?? false ),
			'showTagFilter'        => FieldValue::flag( $a['showTagFilter'] ?? false ),
			'showTitle'            => FieldValue::flag( $a['showTitle'] ?? false ),
			'showDescription'      => FieldValue::flag( $a['showDescription'] ?? false ),
			'themeId'              => FieldValue::int_between( $a['themeId'] ?? 0, 0, PHP_INT_MAX, 0 ),
			'sortBy'               => FieldValue::one_of( $a['sortBy'] ?? null, GalleryQuery::SORTS, $d['sortBy'] ),
			'sortDesc'             => FieldValue::flag( $a['sortDesc'] ?? false ),
			'frontendAjax'         => FieldValue::flag( $a['frontendAjax'] ?? $d['frontendAjax'] ),
			'thumbClickAction'     => FieldValue::one_of( $a['thumbClickAction'] ?? null, self::CLICK_ACTIONS, $d['thumbClickAction'] ),
			'thumbLinkTarget'      => FieldValue::one_of( $a['thumbLinkTarget'] ?? null, self::LINK_TARGETS, $d['thumbLinkTarget'] ),
			'rightClickProtection' => FieldValue::flag( $a['rightClickProtection'] ?? false ),
			'browserWidth'         => FieldValue::int_between( $a['browserWidth'] ?? null, self::MIN_LARGE_WIDTH, self::MAX_LARGE_WIDTH, $d['browserWidth'] ),
			'browserTitle'         => FieldValue::flag( $a['browserTitle'] ?? $d['browserTitle'] ),
			'browserDescription'   => FieldValue::flag( $a['browserDescription'] ?? $d['browserDescription'] ),
			'blogWidth'            => FieldValue::int_between( $a['blogWidth'] ?? null, self::MIN_LARGE_WIDTH, self::MAX_LARGE_WIDTH, $d['blogWidth'] ),
			'blogTitle'            => FieldValue::flag( $a['blogTitle'] ?? $d['blogTitle'] ),
			'blogDescription'      => FieldValue::flag( $a['blogDescription'] ?? $d['blogDescription'] ),
		) + self::slideshow_options( $a ) + self::lightbox_options( $a );
	}

	/**
	 * The slideshow's and the carousel's block attributes, each checked like the others.
	 *
	 * @param array<string, mixed> $a Attributes.
	 * @return array<string, mixed>
	 */
	private static function slideshow_options( array $a ): array {
		$d = self::DEFAULTS;
		return array(
			'slideshowEffect'          => FieldValue::one_of( $a['slideshowEffect'] ?? null, self::SLIDESHOW_EFFECTS, $d['slideshowEffect'] ),
			'slideshowInterval'        => FieldValue::number_between( $a['slideshowInterval'] ?? null, 1, 120, $d['slideshowInterval'] ),
			'slideshowEffectDuration'  => FieldValue::number_between( $a['slideshowEffectDuration'] ?? null, 0.1, 10, $d['slideshowEffectDuration'] ),
			'slideshowAutoplay'        => FieldValue::flag( $a['slideshowAutoplay'] ?? false ),
			'slideshowShuffle'         => FieldValue::flag( $a['slideshowShuffle'] ?? false ),
			'enableLoop'               => FieldValue::flag( $a['enableLoop'] ?? $d['enableLoop'] ),
			'slideshowFilmstripType'   => FieldValue::int_one_of( $a['slideshowFilmstripType'] ?? null, self::FILMSTRIP_TYPES, $d['slideshowFilmstripType'] ),
			'filmstripDirection'       => FieldValue::one_of( $a['filmstripDirection'] ?? null, self::FILMSTRIP_DIRECTIONS, $d['filmstripDirection'] ),
			'slideshowThumbnailsCount' => FieldValue::int_between( $a['slideshowThumbnailsCount'] ?? null, 1, 20, $d['slideshowThumbnailsCount'] ),
			'preloadImages'            => FieldValue::flag( $a['preloadImages'] ?? $d['preloadImages'] ),
			'preloadImagesCount'       => FieldValue::int_between( $a['preloadImagesCount'] ?? null, 0, 100, $d['preloadImagesCount'] ),
			'slideshowWidth'           => FieldValue::int_between( $a['slideshowWidth'] ?? null, 100, 4000, $d['slideshowWidth'] ),
			'slideshowHeight'          => FieldValue::int_between( $a['slideshowHeight'] ?? null, 50, 4000, $d['slideshowHeight'] ),
			'slideshowShowTitle'       => FieldValue::flag( $a['slideshowShowTitle'] ?? false ),
			'slideshowShowDescription' => FieldValue::flag( $a['slideshowShowDescription'] ?? false ),
			'slideshowMusic'           => FieldValue::flag( $a['slideshowMusic'] ?? false ),
			'slideshowMusicId'         => FieldValue::int_between( $a['slideshowMusicId'] ?? 0, 0, PHP_INT_MAX, 0 ),
			'carouselInterval'         => FieldValue::number_between( $a['carouselInterval'] ?? null, 1, 120, $d['carouselInterval'] ),
			'carouselColumns'          => FieldValue::int_between( $a['carouselColumns'] ?? null, 1, 10, $d['carouselColumns'] ),
			'carouselAutoplay'         => FieldValue::flag( $a['carouselAutoplay'] ?? false ),
			'carouselPlayPause'        => FieldValue::flag( $a['carouselPlayPause'] ?? $d['carouselPlayPause'] ),
			'carouselPrevNext'         => FieldValue::flag( $a['carouselPrevNext'] ?? $d['carouselPrevNext'] ),
		);
	}

	/**
	 * The lightbox's block attributes (000 §3.4), each checked like the others.
	 *
	 * @param array<string, mixed> $a Attributes.
	 * @return array<string, mixed>
	 */
	private static function lightbox_options( array $a ): array {
		$d     = self::DEFAULTS;
		$flags = array( 'lightboxAutoplay', 'lightboxFullscreen', 'lightboxLoop', 'lightboxFilmstrip', 'lightboxCtrlBtn', 'lightboxInfo', 'lightboxInfoAlwaysShow', 'lightboxRating', 'lightboxHitCounter', 'lightboxZoom', 'lightboxFullscreenButton', 'lightboxComments', 'lightboxCommentModeration', 'lightboxCaptcha', 'lightboxEmail', 'lightboxDownload', 'lightboxShare', 'lightboxEcommerce', 'lightboxOpenEcommerce', 'lightboxOpenComment', 'lightboxPreload', 'lightboxRightClick' );
		$out   = array(
			'lightboxWidth'                => FieldValue::int_between( $a['lightboxWidth'] ?? null, 100, 4000, $d['lightboxWidth'] ),
			'lightboxHeight'               => FieldValue::int_between( $a['lightboxHeight'] ?? null, 50, 4000, $d['lightboxHeight'] ),
			'lightboxEffect'               => FieldValue::one_of( $a['lightboxEffect'] ?? null, self::SLIDESHOW_EFFECTS, $d['lightboxEffect'] ),
			'lightboxInterval'             => FieldValue::number_between( $a['lightboxInterval'] ?? null, 1, 120, $d['lightboxInterval'] ),
			'lightboxEffectDuration'       => FieldValue::number_between( $a['lightboxEffectDuration'] ?? null, 0.1, 10, $d['lightboxEffectDuration'] ),
			'lightboxFilmstripPos'         => FieldValue::one_of( $a['lightboxFilmstripPos'] ?? null, self::LIGHTBOX_FILMSTRIP_POSITIONS, $d['lightboxFilmstripPos'] ),
			'lightboxFilmstripThumbWidth'  => FieldValue::int_between( $a['lightboxFilmstripThumbWidth'] ?? null, 20, 500, $d['lightboxFilmstripThumbWidth'] ),
			'lightboxFilmstripThumbHeight' => FieldValue::int_between( $a['lightboxFilmstripThumbHeight'] ?? null, 20, 500, $d['lightboxFilmstripThumbHeight'] ),
			'lightboxCtrlBtnPos'           => FieldValue::one_of( $a['lightboxCtrlBtnPos'] ?? null, self::LIGHTBOX_BAR_POSITIONS, $d['lightboxCtrlBtnPos'] ),
			'lightboxInfoPos'              => FieldValue::one_of( $a['lightboxInfoPos'] ?? null, self::LIGHTBOX_BAR_POSITIONS, $d['lightboxInfoPos'] ),
			'lightboxRateStarsCount'       => FieldValue::int_between( $a['lightboxRateStarsCount'] ?? null, 1, 10, $d['lightboxRateStarsCount'] ),
			'lightboxRateSize'             => FieldValue::int_between( $a['lightboxRateSize'] ?? null, 8, 100, $d['lightboxRateSize'] ),
			'lightboxRateIcon'             => FieldValue::one_of( $a['lightboxRateIcon'] ?? null, self::LIGHTBOX_RATE_ICONS, $d['lightboxRateIcon'] ),
			'lightboxRatePos'              => FieldValue::one_of( $a['lightboxRatePos'] ?? null, self::LIGHTBOX_BAR_POSITIONS, $d['lightboxRatePos'] ),
			'lightboxHitPos'               => FieldValue::one_of( $a['lightboxHitPos'] ?? null, self::LIGHTBOX_BAR_POSITIONS, $d['lightboxHitPos'] ),
			'lightboxCommentPos'           => FieldValue::one_of( $a['lightboxCommentPos'] ?? null, self::LIGHTBOX_SIDES, $d['lightboxCommentPos'] ),
			'lightboxCommentWidth'         => FieldValue::int_between( $a['lightboxCommentWidth'] ?? null, 200, 1000, $d['lightboxCommentWidth'] ),
			'lightboxPreloadCount'         => FieldValue::int_between( $a['lightboxPreloadCount'] ?? null, 0, 100, $d['lightboxPreloadCount'] ),
		);
		foreach ( $flags as $key ) {
			$out[ $key ] = FieldValue::flag( $a[ $key ] ?? $d[ $key ] );
		}
		return $out;
	}

	/**
	 * The state of instance {n} from the page address (000 §2.1): `bwg_search_{n}`, `sort_by_{n}`,
	 * `filter_tag_{n}`, `page_number_{n}`, plus `bwg_random_seed_{n}` so a random order survives
	 * paging without ajax; an album also reads `type_{n}`, `album_gallery_id_{n}` and
	 * `bwg_album_breadcrumb_{n}` (AlbumPath). Each instance reads only its own parameters.
	 *
	 * @param array<string, mixed> $options Validated options.
	 * @param int                  $n       Instance number.
	 * @param array<string, mixed> $query   The query parameters ($_GET, unslashed).
	 */
	public static function from_query( array $options, int $n, array $query ): self {
		return self::make(
			$options,
			$query[ "bwg_search_{$n}" ] ?? '',
			$query[ "sort_by_{$n}" ] ?? null,
			$query[ "filter_tag_{$n}" ] ?? '',
			$query[ "page_number_{$n}" ] ?? 1,
			$query[ "bwg_random_seed_{$n}" ] ?? 0,
			self::album_path( $options, $n, $query )
		);
	}

	/**
	 * The state from the gallery view call's fields (000 §3.10). The tag filter is `bwg_tag_id_{gallery}`.
	 *
	 * @param array<string, mixed> $options Validated options.
	 * @param int                  $n       Instance number (`bwg`).
	 * @param array<string, mixed> $fields  The posted fields (unslashed).
	 */
	public static function from_fields( array $options, int $n, array $fields ): self {
		$album   = self::album_path( $options, $n, $fields );
		$gallery = (int) ( 'tag' === $options['source'] ? $options['tagId'] : $options['galleryId'] );
		if ( null !== $album ) {
			// Inside an album the tag filter belongs to the gallery opened from it.
			$gallery = 'gallery' === $album->type ? $album->id : 0;
		}
		return self::make(
			$options,
			$fields[ "bwg_search_{$n}" ] ?? '',
			$fields[ "sortImagesByValue_{$n}" ] ?? null,
			$fields[ "bwg_tag_id_{$gallery}" ] ?? '',
			$fields[ "page_number_{$n}" ] ?? 1,
			$fields[ "bwg_random_seed_{$n}" ] ?? 0,
			$album
		);
	}

	/**
	 * Where instance {n} of an album is (000 §2.1 album view, §3.10 `type_{n}`,
	 * `album_gallery_id_{n}`, `bwg_album_breadcrumb_{n}`); null for a gallery or tag source. The
	 * block's album comes from the options, never from the visitor (the gallery view call's `album_id` is not read).
	 *
	 * @param array<string, mixed> $options Validated options.
	 * @param int                  $n       Instance number.
	 * @param array<string, mixed> $values  Query parameters or posted fields.
	 */
	private static function album_path( array $options, int $n, array $values ): ?AlbumPath {
		if ( 'album' !== $options['source'] ) {
			return null;
		}
		return AlbumPath::from_values(
			$options,
			$values[ "type_{$n}" ] ?? null,
			$values[ "album_gallery_id_{$n}" ] ?? null,
			$values[ "bwg_album_breadcrumb_{$n}" ] ?? null
		);
	}

	/**
	 * Builds a validated state.
	 *
	 * @param array<string, mixed> $options Options.
	 * @param mixed                $search  Search.
	 * @param mixed                $sort    Sort key.
	 * @param mixed                $tags    Tag list.
	 * @param mixed                $page    Page.
	 * @param mixed                $seed    Seed.
	 * @param AlbumPath|null       $album   Place in the album.
	 */
	private static function make( array $options, $search, $sort, $tags, $page, $seed, ?AlbumPath $album = null ): self {
		$sort = FieldValue::one_of( $sort, GalleryQuery::SORTS, (string) $options['sortBy'] );
		$seed = FieldValue::int_between( $seed, 0, self::MAX_SEED, 0 );
		if ( 'random' === $sort && 0 === $seed ) {
			$seed = wp_rand( 1, self::MAX_SEED );
		}
		return new self(
			$options,
			$options['showSearch'] ? FieldValue::text( $search, self::MAX_SEARCH ) : '',
			$sort,
			$options['showTagFilter'] ? FieldValue::tag_list( $tags ) : array(),
			FieldValue::int_between( $page, 1, GalleryQuery::MAX_PAGE, 1 ),
			$seed,
			$album
		);
	}
}
