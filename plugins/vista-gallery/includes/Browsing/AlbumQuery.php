<?php
/**
 * What an album holds (000 §1 albums): its published galleries and albums in the album's order,
 * each with a cover image and a count, a page at a time, filtered by search words.
 *
 * Only published items of the right post type are ever listed, and the album navigation accepts
 * only listed items (AlbumPath), so a draft, a deleted post or an id the visitor made up never
 * shows. Filtering is in PHP over the album's own list, so no visitor input reaches SQL.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\ImageAccess;
use Vista\Gallery\PostTypes;

/**
 * Queries of album contents.
 */
final class AlbumQuery {

	/** Items read from one album; a larger list is cut here. */
	public const MAX_ITEMS = 500;
	/** How deep the cover of an album is looked for through its first items (albums may nest in a cycle). */
	public const MAX_COVER_DEPTH = 10;

	/**
	 * Whether the id is a published album.
	 *
	 * @param int $id Post id.
	 */
	public static function is_album( int $id ): bool {
		$post = $id > 0 ? get_post( $id ) : null;
		return $post instanceof \WP_Post && PostTypes::ALBUM === $post->post_type && 'publish' === $post->post_status;
	}

	/**
	 * The published items of a published album, in its order ([] for anything else).
	 *
	 * @param int $album_id Album id.
	 * @return array<int, array{type: string, id: int, post: \WP_Post}>
	 */
	public static function members( int $album_id ): array {
		if ( ! self::is_album( $album_id ) ) {
			return array();
		}
		$listed = array_slice( PostTypes::sanitize_album_items( get_post_meta( $album_id, PostTypes::META_ITEMS, true ) ), 0, self::MAX_ITEMS );
		if ( ! $listed ) {
			return array();
		}
		// One query for every item (it primes their meta too).
		$posts = get_posts(
			array(
				'post_type'      => array( PostTypes::GALLERY, PostTypes::ALBUM ),
				'post_status'    => 'publish',
				'post__in'       => array_values( array_unique( array_column( $listed, 'id' ) ) ),
				'posts_per_page' => count( $listed ),
				'orderby'        => 'post__in',
			)
		);
		$by_id = array();
		foreach ( $posts as $post ) {
			$by_id[ $post->ID ] = $post;
		}
		$members = array();
		foreach ( $listed as $item ) {
			$post     = $by_id[ $item['id'] ] ?? null;
			$expected = 'album' === $item['type'] ? PostTypes::ALBUM : PostTypes::GALLERY;
			if ( $post && $expected === $post->post_type ) {
				$members[] = array(
					'type' => $item['type'],
					'id'   => $item['id'],
					'post' => $post,
				);
			}
		}
		return $members;
	}

	/**
	 * Whether a published album lists this published item.
	 *
	 * @param int    $album_id Album id.
	 * @param string $type     gallery or album.
	 * @param int    $id       Item id.
	 */
	public static function contains( int $album_id, string $type, int $id ): bool {
		foreach ( self::members( $album_id ) as $member ) {
			if ( $member['type'] === $type && $member['id'] === $id ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * One page of an album's items whose title or description holds every search word.
	 *
	 * @param int    $album_id Album id.
	 * @param string $search   Search words.
	 * @param int    $page     1-based page.
	 * @param int    $per_page Items a page.
	 * @return array{items: array<int, array<string, mixed>>, total: int, page: int, pages: int}
	 */
	public static function page( int $album_id, string $search, int $page, int $per_page ): array {
		$members = self::members( $album_id );
		$words   = preg_split( '/\s+/u', mb_strtolower( trim( $search ) ), -1, PREG_SPLIT_NO_EMPTY ) ?: array();
		if ( $words ) {
			$members = array_values(
				array_filter(
					$members,
					static function ( array $member ) use ( $words ): bool {
						$text = mb_strtolower( $member['post']->post_title . ' ' . wp_strip_all_tags( $member['post']->post_content ) );
						foreach ( $words as $word ) {
							if ( ! str_contains( $text, $word ) ) {
								return false;
							}
						}
						return true;
					}
				)
			);
		}
		$total    = count( $members );
		$per_page = max( 1, $per_page );
		$pages    = max( 1, (int) ceil( $total / $per_page ) );
		$page     = min( max( 1, $page ), $pages );
		return array(
			'items' => array_map( array( self::class, 'entry' ), array_slice( $members, ( $page - 1 ) * $per_page, $per_page ) ),
			'total' => $total,
			'page'  => $page,
			'pages' => $pages,
		);
	}

	/**
	 * An item as the album views show it.
	 *
	 * @param array{type: string, id: int, post: \WP_Post} $member Member.
	 * @return array{type: string, id: int, title: string, description: string, cover: int, count: int}
	 */
	public static function entry( array $member ): array {
		return array(
			'type'        => $member['type'],
			'id'          => $member['id'],
			'title'       => $member['post']->post_title,
			'description' => wp_strip_all_tags( $member['post']->post_content ),
			'cover'       => self::cover( $member['type'], $member['id'] ),
			'count'       => 'album' === $member['type'] ? count( self::members( $member['id'] ) ) : count( self::image_ids( $member['id'] ) ),
		);
	}

	/**
	 * The attachment id of an item's cover, 0 when it has none: a gallery's featured image, else
	 * its first image; an album's featured image, else the cover of its first item that has one.
	 *
	 * @param string $type  gallery or album.
	 * @param int    $id    Item id.
	 * @param int    $depth Albums descended so far.
	 */
	public static function cover( string $type, int $id, int $depth = 0 ): int {
		$featured = (int) get_post_thumbnail_id( $id );
		if ( $featured && 'attachment' === get_post_type( $featured ) ) {
			return $featured;
		}
		if ( 'gallery' === $type ) {
			return self::image_ids( $id )[0] ?? 0;
		}
		if ( $depth >= self::MAX_COVER_DEPTH ) {
			return 0;
		}
		foreach ( self::members( $id ) as $member ) {
			$cover = self::cover( $member['type'], $member['id'], $depth + 1 );
			if ( $cover ) {
				return $cover;
			}
		}
		return 0;
	}

	/**
	 * The images of a published gallery that still exist and the visitor may read, in the
	 * gallery's order.
	 *
	 * @param int $gallery_id Gallery id.
	 * @return int[]
	 */
	public static function image_ids( int $gallery_id ): array {
		$ids = PostTypes::sanitize_ids( get_post_meta( $gallery_id, PostTypes::META_IMAGES, true ) );
		if ( ! $ids ) {
			return array();
		}
		$images = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'post__in'       => $ids,
				'orderby'        => 'post__in',
				'posts_per_page' => count( $ids ),
			)
		);
		// A cover or count must not reveal what the visitor may not read (ImageAccess).
		return array_map( static fn ( \WP_Post $image ) => $image->ID, ImageAccess::readable_only( $images ) );
	}
}
