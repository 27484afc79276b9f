<?php
/**
 * Where a visitor is inside an album instance (000 §2.1 album view, §3.10): the albums visited
 * from the block's album (the breadcrumb, each with the page and search it showed) and the album
 * or gallery shown now.
 *
 * In the address of instance {n} (all after `type_{n}`, so "back" can cut there):
 * - `type_{n}`: album or gallery, what is shown; absent for the block's own album;
 * - `album_gallery_id_{n}`: its id;
 * - `bwg_album_breadcrumb_{n}`: JSON list of `{id, page, search}`, from the block's album down to
 *   the album the shown item was opened from.
 *
 * Every step must be a published item of the album before it, starting at the block's album: the
 * breadcrumb is cut at its first step that is not, and a shown item that is not in the last album
 * gives the block's album. So nothing outside the block's album can be reached.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

/**
 * A validated place in an album (immutable).
 */
final class AlbumPath {

	/** Albums a breadcrumb holds at most. */
	public const MAX_CRUMBS = 10;
	/** Longest breadcrumb parameter read (ten crumbs with long searches fit). */
	public const MAX_BREADCRUMB_CHARS = 8000;

	/**
	 * @param array<string, mixed>                             $options  The block's validated options (source album).
	 * @param array<int, array{id: int, page: int, search: string}> $crumbs   Albums visited, from the block's album.
	 * @param string                                           $type     '' for the block's album, else album or gallery.
	 * @param int                                              $id       The album or gallery shown (0 for the block's album).
	 * @param string                                           $base_url The address of this place (set by the view).
	 */
	public function __construct(
		public readonly array $options,
		public readonly array $crumbs = array(),
		public readonly string $type = '',
		public readonly int $id = 0,
		public readonly string $base_url = ''
	) {}

	/**
	 * The place the visitor's values name, checked step by step against the album contents.
	 *
	 * @param array<string, mixed> $options    Validated block options.
	 * @param mixed                $type       `type_{n}`.
	 * @param mixed                $id         `album_gallery_id_{n}`.
	 * @param mixed                $breadcrumb `bwg_album_breadcrumb_{n}`.
	 */
	public static function from_values( array $options, $type, $id, $breadcrumb ): self {
		$root = (int) $options['albumId'];
		$type = FieldValue::one_of( $type, array( 'album', 'gallery' ), '' );
		$id   = FieldValue::int_between( $id, 0, PHP_INT_MAX, 0 );
		if ( '' === $type || 0 === $id ) {
			return new self( $options );
		}
		$crumbs = array();
		foreach ( self::parse_breadcrumb( $breadcrumb, (bool) $options['showSearch'] ) as $k => $crumb ) {
			$reachable = 0 === $k ? $crumb['id'] === $root : AlbumQuery::contains( $crumbs[ $k - 1 ]['id'], 'album', $crumb['id'] );
			if ( ! $reachable ) {
				break;
			}
			$crumbs[] = $crumb;
		}
		if ( ! $crumbs ) {
			// An item linked without its breadcrumb was opened from the block's album.
			$crumbs = array(
				array(
					'id'     => $root,
					'page'   => 1,
					'search' => '',
				),
			);
		}
		if ( ! AlbumQuery::contains( $crumbs[ count( $crumbs ) - 1 ]['id'], $type, $id ) ) {
			return new self( $options );
		}
		return new self( $options, $crumbs, $type, $id );
	}

	/**
	 * The well-formed leading entries of a breadcrumb parameter: a JSON list of objects with a
	 * positive integer `id`, an optional page (integer, 1 … GalleryQuery::MAX_PAGE) and search
	 * (string). Reading stops at the first entry that is not, and after MAX_CRUMBS.
	 *
	 * @param mixed $value       Parameter value.
	 * @param bool  $with_search Whether searches are kept (the block shows a search box).
	 * @return array<int, array{id: int, page: int, search: string}>
	 */
	public static function parse_breadcrumb( $value, bool $with_search = true ): array {
		if ( ! is_string( $value ) || '' === $value || strlen( $value ) > self::MAX_BREADCRUMB_CHARS ) {
			return array();
		}
		$list = json_decode( $value, true, 3 );
		if ( ! is_array( $list ) || ! array_is_list( $list ) ) {
			return array();
		}
		$crumbs = array();
		foreach ( array_slice( $list, 0, self::MAX_CRUMBS ) as $entry ) {
			$id     = is_array( $entry ) ? ( $entry['id'] ?? null ) : null;
			$page   = is_array( $entry ) ? ( $entry['page'] ?? 1 ) : null;
			$search = is_array( $entry ) ? ( $entry['search'] ?? '' ) : null;
			if ( ! is_int( $id ) || $id < 1 || ! is_int( $page ) || $page < 1 || $page > GalleryQuery::MAX_PAGE || ! is_string( $search ) ) {
				break;
			}
			$crumbs[] = array(
				'id'     => $id,
				'page'   => $page,
				'search' => $with_search ? FieldValue::text( $search, GalleryRequest::MAX_SEARCH ) : '',
			);
		}
		return $crumbs;
	}

	/**
	 * The block's album.
	 */
	public function root(): int {
		return (int) $this->options['albumId'];
	}

	/**
	 * The album shown, or 0 when a gallery is.
	 */
	public function album(): int {
		if ( '' === $this->type ) {
			return $this->root();
		}
		return 'album' === $this->type ? $this->id : 0;
	}

	/**
	 * The post shown (the block's album, a sub-album or a gallery).
	 */
	public function shown(): int {
		return '' === $this->type ? $this->root() : $this->id;
	}

	/**
	 * The place of an item of the album shown, left from the given page and search.
	 *
	 * @param string $type   album or gallery.
	 * @param int    $id     Item id.
	 * @param int    $page   The album's page shown now.
	 * @param string $search The album's search now.
	 */
	public function open( string $type, int $id, int $page, string $search ): self {
		$crumbs   = $this->crumbs;
		$crumbs[] = array(
			'id'     => $this->album(),
			'page'   => max( 1, $page ),
			'search' => $search,
		);
		return new self( $this->options, $crumbs, $type, $id );
	}

	/**
	 * The place of breadcrumb entry $k (0: the block's album).
	 *
	 * @param int $k Entry.
	 */
	public function up( int $k ): self {
		if ( $k <= 0 ) {
			return new self( $this->options );
		}
		return new self( $this->options, array_slice( $this->crumbs, 0, $k ), 'album', $this->crumbs[ $k ]['id'] );
	}

	/**
	 * The same place at a given address.
	 *
	 * @param string $url Address.
	 */
	public function with_base_url( string $url ): self {
		return new self( $this->options, $this->crumbs, $this->type, $this->id, $url );
	}

	/**
	 * The address parameters of this place for instance {n}, unencoded, in the order they are
	 * written ([] for the block's album).
	 *
	 * @param int $n Instance.
	 * @return array<string, string>
	 */
	public function params( int $n ): array {
		if ( '' === $this->type ) {
			return array();
		}
		return array(
			"type_{$n}"                => $this->type,
			"album_gallery_id_{$n}"    => (string) $this->id,
			"bwg_album_breadcrumb_{$n}" => (string) wp_json_encode( $this->crumbs, JSON_UNESCAPED_UNICODE ),
		);
	}

	/**
	 * What the view script needs (data-gallery `album`): the gallery view call sends it back with every request.
	 *
	 * @return array{root: int, type: string, id: int, crumbs: array<int, array{id: int, page: int, search: string}>}
	 */
	public function script_data(): array {
		return array(
			'root'   => $this->root(),
			'type'   => $this->type,
			'id'     => $this->id,
			'crumbs' => $this->crumbs,
		);
	}
}
