<?php
/**
 * Which images a signed block shows: its gallery's, its tag's, or those of the galleries its album
 * reaches. A lightbox write (vote, comment) takes its gallery's settings (stars, captcha,
 * moderation) from the block token it is sent with; the token counts only for an image that
 * block shows, so a token of a gallery without captcha or moderation cannot carry a comment or a
 * vote onto another gallery's image (issue 31 item 3).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Lightbox;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\AlbumPath;
use Vista\Gallery\Browsing\AlbumQuery;
use Vista\Gallery\PostTypes;

/**
 * The images of a block's source.
 */
final class BlockImages {

	/**
	 * Whether the block of these signed options shows the image.
	 *
	 * @param array<string, mixed> $options  Options from a verified block token.
	 * @param int                  $image_id Attachment id.
	 */
	public static function shows( array $options, int $image_id ): bool {
		switch ( $options['source'] ?? '' ) {
			case 'gallery':
				return self::gallery_lists( (int) $options['galleryId'], $image_id );
			case 'tag':
				return (int) $options['tagId'] > 0 && has_term( (int) $options['tagId'], PostTypes::TAXONOMY, $image_id );
			case 'album':
				foreach ( self::album_galleries( (int) $options['albumId'] ) as $gallery ) {
					if ( self::gallery_lists( $gallery, $image_id ) ) {
						return true;
					}
				}
				return false;
		}
		return false;
	}

	/**
	 * An album's options turned into those of the gallery the visitor opened in it (as AlbumView
	 * renders it), or null when that gallery is not reachable from the block's album.
	 *
	 * @param array<string, mixed> $options    The block's options (source album).
	 * @param int                  $gallery_id The gallery asked for.
	 * @return array<string, mixed>|null
	 */
	public static function album_gallery( array $options, int $gallery_id ): ?array {
		if ( $gallery_id <= 0 || ! in_array( $gallery_id, self::album_galleries( (int) $options['albumId'] ), true ) ) {
			return null;
		}
		return array_merge(
			$options,
			array(
				'source'    => 'gallery',
				'galleryId' => $gallery_id,
				'layout'    => $options['albumGalleryLayout'],
			)
		);
	}

	/**
	 * The galleries an album reaches, itself or through nested albums, as deep as a breadcrumb
	 * can go.
	 *
	 * @param int $album_id Album.
	 * @return int[]
	 */
	private static function album_galleries( int $album_id ): array {
		$albums    = array( $album_id );
		$seen      = array();
		$galleries = array();
		// Breadth first over nested albums.
		for ( $depth = 0; $albums && $depth <= AlbumPath::MAX_CRUMBS; $depth++ ) {
			$next = array();
			foreach ( $albums as $album ) {
				if ( isset( $seen[ $album ] ) ) {
					continue;
				}
				$seen[ $album ] = true;
				foreach ( AlbumQuery::members( $album ) as $member ) {
					if ( 'gallery' === $member['type'] ) {
						$galleries[] = (int) $member['id'];
					} elseif ( 'album' === $member['type'] ) {
						$next[] = (int) $member['id'];
					}
				}
			}
			$albums = $next;
		}
		return array_values( array_unique( $galleries ) );
	}

	/**
	 * Whether a published gallery without a password lists the image.
	 *
	 * @param int $gallery_id Gallery.
	 * @param int $image_id   Attachment id.
	 */
	private static function gallery_lists( int $gallery_id, int $image_id ): bool {
		$gallery = $gallery_id > 0 ? get_post( $gallery_id ) : null;
		if ( ! $gallery instanceof \WP_Post || PostTypes::GALLERY !== $gallery->post_type || 'publish' !== $gallery->post_status || '' !== $gallery->post_password ) {
			return false;
		}
		return in_array( $image_id, PostTypes::sanitize_ids( get_post_meta( $gallery_id, PostTypes::META_IMAGES, true ) ), true );
	}
}
