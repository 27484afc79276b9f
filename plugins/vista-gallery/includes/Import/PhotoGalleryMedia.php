<?php
/**
 * An image of Photo Gallery by 10Web as a Media Library attachment: its file copied into the
 * uploads folder (the untouched upload under `.original/` when the original kept one), its alt
 * text as the attachment's title and alt (000 §3.2), its description as the content, its date,
 * its redirect address and its hit count. A second run updates the fields of the attachment the
 * first made and copies nothing again.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Feedback\HitCounter;
use Vista\Gallery\PostTypes;

/**
 * Makes or updates the attachment of one original image.
 */
final class PhotoGalleryMedia {

	/** File types copied, by extension. */
	private const TYPES = array(
		'jpg'  => 'image/jpeg',
		'jpeg' => 'image/jpeg',
		'png'  => 'image/png',
		'gif'  => 'image/gif',
		'webp' => 'image/webp',
		'svg'  => 'image/svg+xml',
	);

	/**
	 * @param string $folder The original's files (PhotoGalleryTables::upload_dir()).
	 */
	public function __construct( private string $folder ) {}

	/**
	 * The file an image row stands for, or why there is none.
	 *
	 * @param object $image A `bwg_image` row.
	 * @return string|\WP_Error The file's path.
	 */
	public function source_file( object $image ) {
		$url = (string) $image->image_url;
		if ( str_starts_with( (string) $image->filetype, 'EMBED_' ) || preg_match( '#^(https?:)?//#i', $url ) ) {
			return new \WP_Error( 'external', __( 'The image is stored at another site (an embedded or external item), so it has no file here to copy.', 'vista-gallery' ) );
		}
		// Addresses carry a cache-busting query (`?bwg=…`) and may be HTML-escaped, as the original saves them.
		$relative = '/' . ltrim( html_entity_decode( (string) strtok( $url, '?' ), ENT_QUOTES ), '/' );
		if ( str_contains( $relative, '..' ) ) {
			return new \WP_Error( 'path', __( 'The image file’s address leaves the gallery folder.', 'vista-gallery' ) );
		}
		$slash    = strrpos( $relative, '/' );
		$original = $this->folder . substr( $relative, 0, (int) $slash ) . '/.original' . substr( $relative, (int) $slash );
		foreach ( array( $original, $this->folder . $relative ) as $file ) {
			if ( is_file( $file ) && is_readable( $file ) ) {
				return $file;
			}
		}
		return new \WP_Error(
			'missing',
			/* translators: %s: the image file's path inside the gallery folder */
			sprintf( __( 'The image file %s is missing.', 'vista-gallery' ), $relative )
		);
	}

	/**
	 * Makes the attachment (copying the file) or, given the one an earlier run made, updates it.
	 *
	 * @param object   $image    A `bwg_image` row.
	 * @param int|null $existing The attachment an earlier run made.
	 * @return int|\WP_Error The attachment's id.
	 */
	public function save( object $image, ?int $existing ) {
		$existing ??= PhotoGalleryOrigin::post( 'images', $image->id );
		if ( null !== $existing && 'attachment' === get_post_type( $existing ) ) {
			$this->write_fields( $existing, $image );
			return $existing;
		}
		$file = $this->source_file( $image );
		if ( is_wp_error( $file ) ) {
			return $file;
		}
		$id = $this->copy( $file, $image );
		if ( ! is_wp_error( $id ) ) {
			$this->write_fields( $id, $image );
		}
		return $id;
	}

	/**
	 * Copies the file into the uploads folder and makes its attachment with WordPress's sizes.
	 *
	 * @param string $file  The original's file.
	 * @param object $image Its row.
	 * @return int|\WP_Error
	 */
	private function copy( string $file, object $image ) {
		$extension = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
		$mime      = self::TYPES[ $extension ] ?? '';
		if ( '' === $mime || 'image/svg+xml' === $mime ) {
			// An SVG is refused by the Media Library unless a plugin allows it: not copied behind its back.
			return new \WP_Error( 'type', __( 'The file is not a JPEG, PNG, GIF or WebP image.', 'vista-gallery' ) );
		}
		$date    = self::date( $image );
		$uploads = wp_upload_dir( substr( $date, 0, 4 ) . '/' . substr( $date, 5, 2 ) );
		if ( ! empty( $uploads['error'] ) ) {
			return new \WP_Error( 'uploads', (string) $uploads['error'] );
		}
		$name   = wp_unique_filename( $uploads['path'], sanitize_file_name( wp_basename( $file ) ) );
		$target = $uploads['path'] . '/' . $name;
		if ( ! copy( $file, $target ) ) {
			return new \WP_Error( 'copy', __( 'The image file could not be copied into the uploads folder.', 'vista-gallery' ) );
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => $mime,
				'post_title'     => self::title( $image ),
				'post_status'    => 'inherit',
				'post_date'      => $date,
				'post_date_gmt'  => PhotoGalleryFeedback::date( (string) $image->date ),
				'post_author'    => (int) $image->author,
				'guid'           => $uploads['url'] . '/' . $name,
				'meta_input'     => array( PhotoGalleryOrigin::META => PhotoGalleryOrigin::mark( 'images', $image->id ) ),
			),
			$target,
			0,
			true
		);
		if ( is_wp_error( $id ) ) {
			wp_delete_file( $target );
			return $id;
		}
		require_once ABSPATH . 'wp-admin/includes/image.php';
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $target ) );
		return (int) $id;
	}

	/**
	 * The attachment's fields from the row: title and alt, description, date, redirect, hits.
	 *
	 * @param int    $id    Attachment.
	 * @param object $image Row.
	 */
	private function write_fields( int $id, object $image ): void {
		global $wpdb;
		$date = self::date( $image );
		// Straight to the row, as an import of trusted stored text (WordPress's importer does the same
		// through wp_insert_post with kses off): the title and description keep what the original showed.
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_title'    => self::title( $image ),
				'post_excerpt'  => '',
				'post_content'  => wp_kses_post( (string) $image->description ),
				'post_date'     => $date,
				'post_date_gmt' => PhotoGalleryFeedback::date( (string) $image->date ),
			),
			array( 'ID' => $id )
		);
		clean_post_cache( $id );
		update_post_meta( $id, '_wp_attachment_image_alt', self::title( $image ) );
		update_post_meta( $id, PostTypes::META_REDIRECT_URL, esc_url_raw( (string) $image->redirect_url ) );
		update_post_meta( $id, HitCounter::META, max( 0, (int) $image->hit_count ) );
	}

	/**
	 * The row's alt text, the title the original shows (000 §3.2).
	 *
	 * @param object $image Row.
	 */
	private static function title( object $image ): string {
		return sanitize_text_field( html_entity_decode( (string) $image->alt, ENT_QUOTES ) );
	}

	/**
	 * The row's date in the site's time (the original stores it in UTC, see PhotoGalleryFeedback::date()).
	 *
	 * @param object $image Row.
	 */
	private static function date( object $image ): string {
		return get_date_from_gmt( PhotoGalleryFeedback::date( (string) $image->date ) );
	}
}
