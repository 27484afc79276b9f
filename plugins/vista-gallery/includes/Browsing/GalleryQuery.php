<?php
/**
 * The images a gallery view shows (000 §3.2 fields, §3.10 request fields): a gallery's images in
 * their order, or every image with a tag, filtered by tags and a search, sorted, a page at a time.
 *
 * A page of a gallery in its own order, unfiltered (the default view, and every page a visitor
 * pages through), is a seek on the gallery's rows (GalleryItems): page 300 of 10,000 images costs
 * what page 1 does (issue 36 goal 2). Filters, searches and the other orders happen in PHP over
 * the gallery's own list, so every database gets the same answer and no user input reaches SQL.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\ImageAccess;
use Vista\Gallery\PostTypes;

/**
 * One query of a gallery view.
 */
final class GalleryQuery {

	public const SORTS       = array( 'order', 'title', 'date', 'filename', 'random' );
	public const MAX_PER_PAGE = 100;
	public const MAX_PAGE     = 10000;

	/**
	 * @param string $source   gallery or tag.
	 * @param int    $id       Gallery id, or tag term id.
	 * @param int[]  $tags     Only images with any of these tags (empty: all).
	 * @param string $search   Words that the title, description or alt text must contain.
	 * @param string $sort     One of SORTS.
	 * @param bool   $desc     Descending.
	 * @param int    $page     1-based page.
	 * @param int    $per_page Images a page (0: all).
	 * @param int    $seed     Seed of the random order, so pages of one visit agree.
	 */
	public function __construct(
		public readonly string $source,
		public readonly int $id,
		public readonly array $tags = array(),
		public readonly string $search = '',
		public readonly string $sort = 'order',
		public readonly bool $desc = false,
		public readonly int $page = 1,
		public readonly int $per_page = 30,
		public readonly int $seed = 0
	) {}

	/**
	 * Runs the query.
	 *
	 * @return array{items: array<int, array<string, mixed>>, total: int, page: int, pages: int}
	 */
	public function run(): array {
		$sought = $this->sought();
		if ( null !== $sought ) {
			return $sought;
		}
		$images = $this->filtered( $this->candidates() );
		$images = $this->sorted( $images );
		$total  = count( $images );
		$pages  = $this->per_page > 0 ? max( 1, (int) ceil( $total / $this->per_page ) ) : 1;
		$page   = min( max( 1, $this->page ), $pages );
		if ( $this->per_page > 0 ) {
			$images = array_slice( $images, ( $page - 1 ) * $this->per_page, $this->per_page );
		}
		return array(
			'items' => array_map( array( self::class, 'entry' ), $images ),
			'total' => $total,
			'page'  => $page,
			'pages' => $pages,
		);
	}

	/**
	 * Whether a page of this query is a seek on the gallery's rows: a gallery in its own order,
	 * neither filtered nor searched, a page at a time.
	 */
	private function seekable(): bool {
		return 'gallery' === $this->source && 'order' === $this->sort && ! $this->tags && '' === trim( $this->search ) && $this->per_page > 0;
	}

	/**
	 * The page by a seek on the gallery's rows, or null when the PHP filter must decide: another
	 * query, a gallery that is not published, or one listing an image this visitor might not be
	 * allowed to see (then each image is checked as before).
	 *
	 * @return array{items: array<int, array<string, mixed>>, total: int, page: int, pages: int}|null
	 */
	private function sought(): ?array {
		if ( ! $this->seekable() || ! self::published_gallery( $this->id ) ) {
			return null;
		}
		$census = GalleryItems::census( $this->id );
		if ( $census['doubtful'] > 0 || 0 === $census['total'] ) {
			return null;
		}
		$pages = max( 1, (int) ceil( $census['total'] / $this->per_page ) );
		$page  = min( max( 1, $this->page ), $pages );
		$ids   = GalleryItems::page_ids( $this->id, ( $page - 1 ) * $this->per_page, $this->per_page, $this->desc, $census['total'] );
		_prime_post_caches( $ids );
		$images = array_values( array_filter( array_map( 'get_post', $ids ) ) );
		return array(
			'items' => array_map( array( self::class, 'entry' ), $images ),
			'total' => $census['total'],
			'page'  => $page,
			'pages' => $pages,
		);
	}

	/**
	 * A window of the query's list (the lightbox's, issue 36 goal 2): at most $size image ids from
	 * $start, or centred on the image when $start is null, with the list's length and the image's
	 * place in it. A seek on the gallery's rows where the page seek applies; else the filtered
	 * list's ids, without building an entry for each image.
	 *
	 * @param int      $image_id The image the window is about (must be in the list).
	 * @param int|null $start    0-based index of the window's first image, or null to centre it.
	 * @param int      $size     Images at most.
	 * @return array{ids: int[], offset: int, total: int, index: int}|null Null when the list does not hold the image.
	 */
	public function window( int $image_id, ?int $start, int $size ): ?array {
		$size = max( 1, $size );
		if ( 'gallery' === $this->source && 'order' === $this->sort && ! $this->tags && '' === trim( $this->search ) && self::published_gallery( $this->id ) ) {
			$census   = GalleryItems::census( $this->id );
			$position = 0 === $census['doubtful'] ? GalleryItems::position( $this->id, $image_id ) : null;
			if ( 0 === $census['doubtful'] && null === $position ) {
				return null;
			}
			if ( null !== $position ) {
				$total  = $census['total'];
				$index  = $this->desc ? $total - 1 - $position : $position;
				$offset = self::window_start( $start, $index, $size, $total );
				return array(
					'ids'    => GalleryItems::page_ids( $this->id, $offset, $size, $this->desc, $total ),
					'offset' => $offset,
					'total'  => $total,
					'index'  => $index,
				);
			}
		}
		$ids   = array_map( static fn ( \WP_Post $image ) => $image->ID, $this->sorted( $this->filtered( $this->candidates() ) ) );
		$index = array_search( $image_id, $ids, true );
		if ( false === $index ) {
			return null;
		}
		$offset = self::window_start( $start, $index, $size, count( $ids ) );
		return array(
			'ids'    => array_slice( $ids, $offset, $size ),
			'offset' => $offset,
			'total'  => count( $ids ),
			'index'  => $index,
		);
	}

	/**
	 * Where a window starts: where asked (kept inside the list), or with the image in its middle.
	 *
	 * @param int|null $start Asked start, or null.
	 * @param int      $index The image's index.
	 * @param int      $size  Window size.
	 * @param int      $total List length.
	 */
	private static function window_start( ?int $start, int $index, int $size, int $total ): int {
		$start ??= $index - intdiv( $size, 2 );
		return max( 0, min( $start, $total - $size ) );
	}

	/**
	 * Whether the gallery has at least one image to show, without reading its list when it has
	 * rows that need no check (a gallery of 10,000 images renders without loading them all).
	 */
	public function has_images(): bool {
		if ( 'gallery' === $this->source && self::published_gallery( $this->id ) ) {
			$census = GalleryItems::census( $this->id );
			if ( $census['total'] > 0 && 0 === $census['doubtful'] ) {
				return true;
			}
		}
		return (bool) $this->candidates();
	}

	/**
	 * Whether the id is a published gallery.
	 *
	 * @param int $id Post id.
	 */
	private static function published_gallery( int $id ): bool {
		$gallery = get_post( $id );
		return $gallery instanceof \WP_Post && PostTypes::GALLERY === $gallery->post_type && 'publish' === $gallery->post_status;
	}

	/**
	 * Ids of every image the source holds, before filters and paging (for the tag filter's list).
	 *
	 * @return int[]
	 */
	public function source_ids(): array {
		return array_map( static fn ( \WP_Post $image ) => $image->ID, $this->candidates() );
	}

	/**
	 * The attachments the source holds, in the source's order.
	 *
	 * @return \WP_Post[]
	 */
	private function candidates(): array {
		// Only what the visitor may read as the REST API decides: an attachment of a private post
		// stays as private as its post (issue 31 item 9).
		return ImageAccess::readable_only( $this->source_images() );
	}

	/**
	 * The attachments the source lists, in the source's order, before the read rule.
	 *
	 * @return \WP_Post[]
	 */
	private function source_images(): array {
		if ( 'tag' === $this->source ) {
			return get_posts(
				array(
					'post_type'      => 'attachment',
					'post_status'    => 'inherit',
					'post_mime_type' => 'image',
					'posts_per_page' => 1000,
					'orderby'        => 'date',
					'order'          => 'DESC',
					'tax_query'      => array( // The tag's images.
						array(
							'taxonomy' => PostTypes::TAXONOMY,
							'terms'    => array( $this->id ),
						),
					),
				)
			);
		}
		$gallery = get_post( $this->id );
		if ( ! $gallery || PostTypes::GALLERY !== $gallery->post_type || 'publish' !== $gallery->post_status ) {
			return array();
		}
		$ids = PostTypes::sanitize_ids( get_post_meta( $gallery->ID, PostTypes::META_IMAGES, true ) );
		if ( ! $ids ) {
			return array();
		}
		// Ordered here rather than by the database: `orderby post__in` becomes a FIELD() call with
		// one argument per image, which the SQLite translation cannot run past a few hundred.
		$images = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'post__in'       => $ids,
				'orderby'        => 'ID',
				'order'          => 'ASC',
				'posts_per_page' => count( $ids ),
			)
		);
		$position = array_flip( $ids );
		usort( $images, static fn ( \WP_Post $a, \WP_Post $b ) => $position[ $a->ID ] <=> $position[ $b->ID ] );
		return $images;
	}

	/**
	 * The gallery tags of an image, from the term cache.
	 *
	 * @param int $image_id Attachment id.
	 * @return int[]
	 */
	private static function tag_ids( int $image_id ): array {
		$terms = get_the_terms( $image_id, PostTypes::TAXONOMY );
		return is_array( $terms ) ? array_map( static fn ( \WP_Term $term ) => $term->term_id, $terms ) : array();
	}

	/**
	 * Only the images with one of the tags and all the search words.
	 *
	 * @param \WP_Post[] $images Images.
	 * @return \WP_Post[]
	 */
	private function filtered( array $images ): array {
		if ( $this->tags ) {
			$images = array_filter(
				$images,
				// get_posts primed the term cache: no query per image.
				fn ( \WP_Post $image ) => (bool) array_intersect( $this->tags, self::tag_ids( $image->ID ) )
			);
		}
		$words = preg_split( '/\s+/u', mb_strtolower( trim( $this->search ) ), -1, PREG_SPLIT_NO_EMPTY ) ?: array();
		if ( $words ) {
			$images = array_filter(
				$images,
				static function ( \WP_Post $image ) use ( $words ): bool {
					$text = mb_strtolower( $image->post_title . ' ' . $image->post_content . ' ' . $image->post_excerpt . ' ' . get_post_meta( $image->ID, '_wp_attachment_image_alt', true ) );
					foreach ( $words as $word ) {
						if ( ! str_contains( $text, $word ) ) {
							return false;
						}
					}
					return true;
				}
			);
		}
		return array_values( $images );
	}

	/**
	 * The images in the requested order.
	 *
	 * @param \WP_Post[] $images Images in the source's order.
	 * @return \WP_Post[]
	 */
	private function sorted( array $images ): array {
		switch ( $this->sort ) {
			case 'title':
				usort( $images, static fn ( $a, $b ) => strnatcasecmp( $a->post_title, $b->post_title ) );
				break;
			case 'date':
				usort( $images, static fn ( $a, $b ) => strcmp( $a->post_date_gmt, $b->post_date_gmt ) ?: $a->ID <=> $b->ID );
				break;
			case 'filename':
				usort( $images, static fn ( $a, $b ) => strnatcasecmp( wp_basename( (string) get_attached_file( $a->ID ) ), wp_basename( (string) get_attached_file( $b->ID ) ) ) );
				break;
			case 'random':
				// A seeded shuffle: the same seed gives the same order on every page of a visit.
				$keyed = array();
				foreach ( $images as $image ) {
					$keyed[ hash( 'crc32b', $this->seed . ':' . $image->ID ) . ':' . $image->ID ] = $image;
				}
				ksort( $keyed );
				$images = array_values( $keyed );
				break;
		}
		return $this->desc && 'random' !== $this->sort ? array_reverse( $images ) : $images;
	}

	/**
	 * One image as the views and the lightbox read it (000 §3.2, plus thumb_url).
	 *
	 * @param \WP_Post $image Attachment.
	 * @return array<string, mixed>
	 */
	public static function entry( \WP_Post $image ): array {
		$full     = wp_get_attachment_image_src( $image->ID, 'full' ) ?: array( '', 0, 0 );
		$thumb    = wp_get_attachment_image_src( $image->ID, 'medium' ) ?: $full;
		$filetype = PostTypes::sanitize_filetype( get_post_meta( $image->ID, PostTypes::META_FILETYPE, true ) );
		return array(
			'id'             => $image->ID,
			'alt'            => $image->post_title,
			'description'    => $image->post_content,
			'filetype'       => $filetype,
			'image_url'      => '' !== $filetype ? (string) get_post_meta( $image->ID, PostTypes::META_EMBED_URL, true ) : (string) $full[0],
			'thumb_url'      => (string) $thumb[0],
			'filename'       => wp_basename( (string) get_attached_file( $image->ID ) ),
			'image_width'    => (int) $full[1],
			'image_height'   => (int) $full[2],
			'thumb_width'    => (int) $thumb[1],
			'thumb_height'   => (int) $thumb[2],
			'redirect_url'   => (string) get_post_meta( $image->ID, PostTypes::META_REDIRECT_URL, true ),
			'is_embed_video' => str_contains( $filetype, 'VIDEO' ),
		);
	}
}
