<?php
/**
 * One image of the lightbox popup (000 §3.1, plus `embed_html`), and the one check every lightbox
 * endpoint makes before it trusts an image id from the visitor: `visible_image()`.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Lightbox;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\PostTypes;
use Vista\Gallery\Views\EmbedMarkup;

/**
 * Builds lightbox entries and says which images a visitor may see.
 */
final class LightboxEntry {

	/** Size of the image shown large in the popup; the original stays `pure_image_url`. */
	public const DISPLAY_SIZE = 'large';
	/** Size of a filmstrip thumbnail. */
	public const THUMB_SIZE = 'medium';

	/**
	 * The §3.1 entry of an image; the rating, comment and price fields start empty and the
	 * `vista_gallery_lightbox_entry` filter lets the plugin's other parts fill them.
	 *
	 * @param \WP_Post             $attachment The image.
	 * @param int                  $number     1-based position in the list.
	 * @param array<string, mixed> $options    Validated block options (GalleryRequest::options).
	 * @return array<string, mixed>
	 */
	public static function of( \WP_Post $attachment, int $number, array $options ): array {
		$id       = $attachment->ID;
		$filetype = PostTypes::sanitize_filetype( get_post_meta( $id, PostTypes::META_FILETYPE, true ) );
		$full     = wp_get_attachment_image_src( $id, 'full' ) ?: array( '', 0, 0 );
		$large    = wp_get_attachment_image_src( $id, self::DISPLAY_SIZE ) ?: $full;
		$thumb    = wp_get_attachment_image_src( $id, self::THUMB_SIZE ) ?: $large;
		$embed    = '' !== $filetype ? esc_url_raw( (string) get_post_meta( $id, PostTypes::META_EMBED_URL, true ) ) : '';
		// Plain text, as the on-page views show them: the popup writes them as text, never as HTML.
		$alt         = trim( wp_strip_all_tags( $attachment->post_title ) );
		$description = trim( wp_strip_all_tags( $attachment->post_content ) );
		$entry       = array(
			'id'                     => $id,
			'alt'                    => $alt,
			'description'            => $description,
			'filetype'               => $filetype,
			'image_url'              => '' !== $filetype ? $embed : (string) $large[0],
			'thumb_url'              => (string) $thumb[0],
			'pure_image_url'         => '' !== $filetype ? $embed : (string) $full[0],
			'filename'               => wp_basename( (string) get_attached_file( $id ) ),
			'image_width'            => (int) $full[1],
			'image_height'           => (int) $full[2],
			'number'                 => max( 1, $number ),
			'hit_count'              => 0,
			'rate'                   => 0,
			'rate_count'             => 0,
			'avg_rating'             => 0.0,
			'comment_count'          => 0,
			'pricelist'              => 0,
			'pricelist_sections'     => '',
			'pricelist_manual_price' => '',
			'embed_html'             => '',
		);
		if ( '' !== $filetype ) {
			$entry['embed_html'] = EmbedMarkup::html(
				$entry,
				(int) ( $options['lightboxWidth'] ?? GalleryRequest::DEFAULTS['lightboxWidth'] ),
				(int) ( $options['lightboxHeight'] ?? GalleryRequest::DEFAULTS['lightboxHeight'] )
			);
		}
		$filtered = apply_filters( 'vista_gallery_lightbox_entry', $entry, $attachment );
		if ( ! is_array( $filtered ) ) {
			return $entry;
		}
		// The image and its place are the server's, whatever a filter says.
		return array_merge( self::typed( $filtered, $entry ), array( 'id' => $id, 'number' => $entry['number'] ) );
	}

	/**
	 * The attachment when a visitor may see it in a lightbox, else null: an attachment that is not
	 * private, draft or trashed, whose parent post (if any) is published without a password, and
	 * that a published, unprotected gallery lists or that carries a gallery tag (tag views show
	 * those). Every lightbox endpoint checks image ids here.
	 *
	 * @param int $id Attachment id.
	 */
	public static function visible_image( int $id ): ?\WP_Post {
		if ( $id <= 0 ) {
			return null;
		}
		$image = get_post( $id );
		if ( ! $image instanceof \WP_Post || ! self::viewable( $image ) ) {
			return null;
		}
		if ( self::in_published_gallery( $id ) ) {
			return $image;
		}
		$tags = get_the_terms( $id, PostTypes::TAXONOMY );
		return is_array( $tags ) && $tags ? $image : null;
	}

	/**
	 * Whether the attachment itself may be seen: not private, draft or trashed, and its parent
	 * post (if any) published without a password. Where it is listed is not checked here.
	 *
	 * @param \WP_Post $image Post.
	 */
	public static function viewable( \WP_Post $image ): bool {
		if ( 'attachment' !== $image->post_type || ! in_array( $image->post_status, array( 'inherit', 'publish' ), true ) || '' !== $image->post_password ) {
			return false;
		}
		if ( $image->post_parent > 0 ) {
			$parent = get_post( $image->post_parent );
			if ( ! $parent instanceof \WP_Post || 'publish' !== $parent->post_status || '' !== $parent->post_password ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether a published gallery without a password lists the image. The serialized id list is
	 * narrowed in SQL and read exactly in PHP (a LIKE on a serialized array can match an index).
	 *
	 * @param int $id Attachment id.
	 */
	private static function in_published_gallery( int $id ): bool {
		global $wpdb;
		$galleries = $wpdb->get_col( // A lookup by value, no cache fits.
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID
				WHERE p.post_type = %s AND p.post_status = 'publish' AND p.post_password = ''
				AND m.meta_key = %s AND m.meta_value LIKE %s LIMIT 200",
				PostTypes::GALLERY,
				PostTypes::META_IMAGES,
				'%' . $wpdb->esc_like( 'i:' . $id . ';' ) . '%'
			)
		);
		foreach ( $galleries as $gallery ) {
			if ( in_array( $id, PostTypes::sanitize_ids( get_post_meta( (int) $gallery, PostTypes::META_IMAGES, true ) ), true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The filtered entry with every field of the contract kept at its type; a filter that drops
	 * or mistypes a field gets the value it replaced, and added keys pass through.
	 *
	 * @param array<string, mixed> $filtered Filtered entry.
	 * @param array<string, mixed> $entry    Entry before the filter.
	 * @return array<string, mixed>
	 */
	private static function typed( array $filtered, array $entry ): array {
		foreach ( $entry as $key => $value ) {
			$new = $filtered[ $key ] ?? null;
			if ( is_int( $value ) ) {
				$filtered[ $key ] = is_numeric( $new ) ? (int) $new : $value;
			} elseif ( is_float( $value ) ) {
				$filtered[ $key ] = is_numeric( $new ) ? (float) $new : $value;
			} else {
				$filtered[ $key ] = is_scalar( $new ) ? (string) $new : $value;
			}
		}
		return $filtered;
	}
}
