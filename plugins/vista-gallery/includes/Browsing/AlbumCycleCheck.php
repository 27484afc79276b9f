<?php
/**
 * Refuses (400) an album saved through wp/v2/vista-albums that would contain itself, directly or
 * through a sub-album: an album view would otherwise open without end (000 §1 albums).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\PostTypes;

/**
 * The album cycle check, hooked by the plugin's hooks.php (REST).
 */
final class AlbumCycleCheck {

	/**
	 * The albums an album contains, as stored.
	 *
	 * @param int $album_id Album id.
	 * @return int[]
	 */
	private static function sub_albums( int $album_id ): array {
		$items = get_post_meta( $album_id, PostTypes::META_ITEMS, true );
		$ids   = array();
		foreach ( is_array( $items ) ? $items : array() as $item ) {
			if ( is_array( $item ) && 'album' === ( $item['type'] ?? '' ) ) {
				$ids[] = (int) ( $item['id'] ?? 0 );
			}
		}
		return $ids;
	}

	/**
	 * Refuses to save an album whose items would contain the album itself.
	 *
	 * @param \stdClass|\WP_Error $prepared The post about to be saved.
	 * @param \WP_REST_Request    $request  Request.
	 * @return \stdClass|\WP_Error
	 */
	public static function refuse_album_cycles( $prepared, $request ) {
		$meta = $request instanceof \WP_REST_Request ? $request->get_param( 'meta' ) : null;
		$self = $request instanceof \WP_REST_Request ? (int) $request->get_param( 'id' ) : 0;
		if ( is_wp_error( $prepared ) || $self <= 0 || ! is_array( $meta ) || ! isset( $meta[ PostTypes::META_ITEMS ] ) ) {
			return $prepared;
		}
		$queue = array();
		foreach ( PostTypes::sanitize_album_items( $meta[ PostTypes::META_ITEMS ] ) as $item ) {
			if ( 'album' === $item['type'] ) {
				$queue[] = $item['id'];
			}
		}
		$seen = array();
		while ( $queue ) {
			$id = array_shift( $queue );
			if ( $id === $self ) {
				return GalleryRestController::invalid( array( 'meta' => __( 'An album cannot contain itself, directly or through one of its albums.', 'vista-gallery' ) ) );
			}
			if ( isset( $seen[ $id ] ) ) {
				continue;
			}
			$seen[ $id ] = true;
			array_push( $queue, ...self::sub_albums( $id ) );
		}
		return $prepared;
	}
}
