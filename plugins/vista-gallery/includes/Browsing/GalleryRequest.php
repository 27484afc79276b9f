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
	public const AJAX_ACTIONS  = array( 'reload', 'page', 'load_more', 'search', 'sort', 'tag', 'album' );
	public const MAX_SEARCH    = 200;
	public const MAX_TAGS      = 50;
	public const MAX_INSTANCE  = 1000;
	public const MAX_SEED      = 2147483647;
	/** Widths of an image shown large (image browser, blog style), in px: block.json's clamp. */
	public const MIN_LARGE_WIDTH = GallerySchema::RULES['browserWidth'][1];
	public const MAX_LARGE_WIDTH = GallerySchema::RULES['browserWidth'][2];

	/**
	 * Slideshow effects (000 §4.2), as block.json lists them; `random` draws one of the eleven of
	 * RANDOM_EFFECTS in src/gallery/slideshow/logic.ts at every change.
	 */
	public const SLIDESHOW_EFFECTS = GallerySchema::RULES['slideshowEffect'][1];

	/**
	 * Block attribute defaults: block.json's, through the generated GallerySchema (`npm run generate`).
	 * An option is one attribute in block.json (its type, default, and `enum`, `clamp` or `slug`).
	 */
	public const DEFAULTS = GallerySchema::DEFAULTS;

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
	 * Block attributes, each checked by its rule in block.json (GallerySchema::RULES); unknown keys
	 * dropped, a missing or unusable one given its default.
	 *
	 * @param mixed $attributes Attributes.
	 * @return array<string, mixed>
	 */
	public static function options( $attributes ): array {
		$a       = is_array( $attributes ) ? $attributes : array();
		$options = array();
		foreach ( GallerySchema::RULES as $name => $rule ) {
			$options[ $name ] = self::checked( $a[ $name ] ?? GallerySchema::DEFAULTS[ $name ], $rule, GallerySchema::DEFAULTS[ $name ] );
		}
		// An album shows its items, a gallery or a tag its images: a mismatched pair gets the
		// source's first layout.
		$album_layout = in_array( $options['layout'], self::ALBUM_LAYOUTS, true );
		if ( 'album' === $options['source'] && ! $album_layout ) {
			$options['layout'] = 'album_compact';
		} elseif ( 'album' !== $options['source'] && $album_layout ) {
			$options['layout'] = 'thumbnails';
		}
		return $options;
	}

	/**
	 * One attribute checked by its rule (GallerySchema::RULES: a FieldValue check and its arguments).
	 *
	 * @param mixed                 $value    Value.
	 * @param array<int, mixed>     $rule     The check's name, then the allowed values or the bounds.
	 * @param bool|int|float|string $fallback The attribute's default.
	 * @return bool|int|float|string
	 */
	private static function checked( $value, array $rule, $fallback ) {
		return match ( $rule[0] ) {
			'one_of'         => FieldValue::one_of( $value, $rule[1], $fallback ),
			'int_one_of'     => FieldValue::int_one_of( $value, $rule[1], $fallback ),
			'int_between'    => FieldValue::int_between( $value, $rule[1], $rule[2], $fallback ),
			'number_between' => FieldValue::number_between( $value, $rule[1], $rule[2], $fallback ),
			'slug'           => sanitize_title( FieldValue::text( $value, $rule[1] ) ),
			'flag'           => FieldValue::flag( $value ),
		};
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
