<?php
/**
 * One image at a time, beside the bulk job: a *Convert to WebP/AVIF* link in the Media Library's
 * list rows and in an image's details, for those who may edit that image; and an image changed in
 * WordPress's image editor (new files under new names) gets copies of its new files at once, when
 * it had copies before.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Images;

defined( 'ABSPATH' ) || exit;

/**
 * The per-image conversion.
 */
final class SingleImage {

	/** The admin-post action; its nonce action adds the attachment's id. */
	public const ACTION = 'vista_speed_convert_image';

	/** The query arguments the redirect back carries: the image and how it went. */
	public const DONE_ARG   = 'vista_speed_converted';
	public const RESULT_ARG = 'vista_speed_result';

	/** Whether this request is converting, so its own metadata update starts nothing more. */
	private static bool $converting = false;

	/**
	 * The link's address, with its nonce.
	 *
	 * @param int $attachment_id Image.
	 */
	public static function url( int $attachment_id ): string {
		return wp_nonce_url( add_query_arg( array( 'action' => self::ACTION, 'attachment_id' => $attachment_id ), admin_url( 'admin-post.php' ) ), self::ACTION . '_' . $attachment_id );
	}

	/**
	 * The link, for an image the user may edit on a server that can write a format; '' otherwise.
	 *
	 * @param int $attachment_id Image.
	 */
	public static function link( int $attachment_id ): string {
		if ( ! ImageCopies::is_convertible( $attachment_id ) || ! current_user_can( 'edit_post', $attachment_id ) || ! ImageCopies::formats() ) {
			return '';
		}
		$label = null === ImageCopies::record( $attachment_id ) ? __( 'Convert to WebP/AVIF', 'vista-speed' ) : __( 'Convert to WebP/AVIF again', 'vista-speed' );
		return sprintf( '<a href="%s">%s</a>', esc_url( self::url( $attachment_id ) ), esc_html( $label ) );
	}

	/**
	 * Adds the link to a Media Library list row.
	 *
	 * @param mixed $actions Row actions.
	 * @param mixed $post    The attachment.
	 * @return mixed
	 */
	public static function row_action( $actions, $post ) {
		if ( is_array( $actions ) && $post instanceof \WP_Post ) {
			$link = self::link( $post->ID );
			if ( '' !== $link ) {
				$actions[ self::ACTION ] = $link;
			}
		}
		return $actions;
	}

	/**
	 * Converts an image for the current user: done, forbidden (may not edit it), none (not an
	 * image that gets copies), unsupported (the server writes neither format) or failed.
	 *
	 * @param int $attachment_id Image.
	 */
	public static function convert_for_user( int $attachment_id ): string {
		if ( $attachment_id <= 0 || ! current_user_can( 'upload_files' ) || ! current_user_can( 'edit_post', $attachment_id ) ) {
			return 'forbidden';
		}
		if ( ! ImageCopies::is_convertible( $attachment_id ) ) {
			return 'none';
		}
		$formats = ImageCopies::formats();
		if ( ! $formats ) {
			return 'unsupported';
		}
		$record = self::convert( $attachment_id, $formats );
		if ( null === $record ) {
			return 'failed';
		}
		update_option( BulkJob::OPTIMISED_OPTION, time(), false );
		return 'done';
	}

	/**
	 * The link's request: nonce, conversion, back to where it came from with the result.
	 */
	public static function handle(): void {
		$attachment_id = isset( $_GET['attachment_id'] ) ? absint( $_GET['attachment_id'] ) : 0;
		check_admin_referer( self::ACTION . '_' . $attachment_id );
		$result = self::convert_for_user( $attachment_id );
		if ( 'forbidden' === $result ) {
			wp_die( esc_html__( 'You may not change this image.', 'vista-speed' ), '', array( 'response' => 403 ) );
		}
		$back = wp_get_referer();
		wp_safe_redirect(
			add_query_arg(
				array(
					self::DONE_ARG   => $attachment_id,
					self::RESULT_ARG => $result,
				),
				$back ? $back : admin_url( 'upload.php' )
			)
		);
		exit;
	}

	/**
	 * The result on the screen the link was on.
	 */
	public static function notice(): void {
		// Only reads what the redirect says; the conversion was checked and done by handle().
		$attachment_id = isset( $_GET[ self::DONE_ARG ] ) ? absint( $_GET[ self::DONE_ARG ] ) : 0;
		$result        = isset( $_GET[ self::RESULT_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::RESULT_ARG ] ) ) : '';
		if ( $attachment_id <= 0 || '' === $result || ! current_user_can( 'edit_post', $attachment_id ) ) {
			return;
		}
		$messages = array(
			/* translators: 1: image title, 2: what was saved, such as "120 KB saved (40%)". */
			'done'        => sprintf( __( '%1$s: %2$s.', 'vista-speed' ), get_the_title( $attachment_id ), MediaColumn::summary( $attachment_id ) ),
			'none'        => __( 'Only JPEG and PNG images get WebP/AVIF copies.', 'vista-speed' ),
			'unsupported' => __( 'This server cannot write WebP or AVIF images: ask your host for the GD or Imagick extension with WebP support.', 'vista-speed' ),
			'failed'      => __( 'The image could not be converted: its file is missing or unreadable.', 'vista-speed' ),
		);
		if ( isset( $messages[ $result ] ) ) {
			printf( '<div class="notice notice-%1$s is-dismissible"><p>%2$s</p></div>', 'done' === $result ? 'success' : 'error', esc_html( $messages[ $result ] ) );
		}
	}

	/**
	 * After an image's metadata changes (WordPress's image editor saves new files under new names):
	 * an image that had copies gets copies of the files it now has, so the edited picture is served
	 * in the new formats too.
	 *
	 * @param int    $meta_id       Meta row.
	 * @param int    $attachment_id Post.
	 * @param string $meta_key      Meta key.
	 */
	public static function after_edit( $meta_id, $attachment_id, $meta_key ): void {
		unset( $meta_id );
		$attachment_id = (int) $attachment_id;
		if ( '_wp_attachment_metadata' !== $meta_key || self::$converting || ! ImageCopies::is_convertible( $attachment_id ) ) {
			return;
		}
		$record = ImageCopies::record( $attachment_id );
		if ( null === $record || array_keys( ImageCopies::files( $attachment_id ) ) === array_keys( (array) $record['files'] ) ) {
			return;
		}
		$formats = ImageCopies::formats();
		if ( $formats ) {
			self::convert( $attachment_id, $formats );
		}
	}

	/**
	 * Converts, with this request's own metadata updates ignored by after_edit().
	 *
	 * @param int      $attachment_id Image.
	 * @param string[] $formats       Extensions to make.
	 * @return array<string, mixed>|null The record (ImageCopies::convert).
	 */
	private static function convert( int $attachment_id, array $formats ): ?array {
		self::$converting = true;
		try {
			return ImageCopies::convert( $attachment_id, $formats );
		} finally {
			self::$converting = false;
		}
	}
}
