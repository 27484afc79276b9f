<?php
/**
 * The fields of call 11 (000 §7: `instagram_user`, `instagram_access_token`, `whole_post`,
 * `autogallery_image_number`, `update_flag`), checked before anything is asked of Instagram. The
 * spec leaves the rules unshown (000 §5); these are Instagram's own forms and our limits.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Instagram;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\PostTypes;

/**
 * Validation of the import request.
 */
final class InstagramInput {

	/** Most images one import adds (and one gallery keeps updated), whatever Instagram sends. */
	public const MAX_IMAGES = 100;

	/** `update_flag`: no updates, add new posts daily, or replace with the latest posts daily. */
	public const UPDATE_FLAGS = array( '', 'add', 'replace' );

	/**
	 * Whether a token has the form of an Instagram access token: letters, digits and - _ . | only.
	 *
	 * @param string $token Token.
	 */
	public static function token_ok( string $token ): bool {
		return (bool) preg_match( '/^[A-Za-z0-9_.|-]{20,2048}$/D', $token );
	}

	/**
	 * Whether a name has the form of an Instagram user name (30 letters, digits, dots, underscores).
	 *
	 * @param string $name Name without @.
	 */
	public static function username_ok( string $name ): bool {
		return (bool) preg_match( '/^[A-Za-z0-9._]{1,30}$/D', $name );
	}

	/**
	 * The request checked, or the first problem found.
	 *
	 * @param array<string, mixed> $fields Posted fields (unslashed).
	 * @return array{gallery_id: int, user: string, token: string, whole_post: bool, number: int, update_flag: string}|\WP_Error
	 */
	public static function parse( array $fields ) {
		$token = is_string( $fields['instagram_access_token'] ?? null ) ? trim( $fields['instagram_access_token'] ) : '';
		if ( '' === $token ) {
			return self::invalid( __( 'Enter the access token of your Instagram professional account.', 'vista-gallery' ) );
		}
		if ( ! self::token_ok( $token ) ) {
			return self::invalid( __( 'This is not an Instagram access token: a token is 20 or more letters and digits, without spaces or other signs.', 'vista-gallery' ) );
		}
		$user = is_string( $fields['instagram_user'] ?? null ) ? ltrim( trim( $fields['instagram_user'] ), '@' ) : '';
		if ( '' !== $user && ! self::username_ok( $user ) ) {
			return self::invalid( __( 'An Instagram user name has at most 30 letters, digits, dots and underscores.', 'vista-gallery' ) );
		}
		$whole = (string) ( is_scalar( $fields['whole_post'] ?? null ) ? $fields['whole_post'] : '0' );
		if ( ! in_array( $whole, array( '0', '1' ), true ) ) {
			return self::invalid( __( 'Choose whether to import whole posts or their images.', 'vista-gallery' ) );
		}
		$number = is_scalar( $fields['autogallery_image_number'] ?? null ) ? trim( (string) $fields['autogallery_image_number'] ) : '';
		if ( ! preg_match( '/^\d{1,4}$/D', $number ) || (int) $number < 1 || (int) $number > self::MAX_IMAGES ) {
			/* translators: %d: most images one import adds. */
			return self::invalid( sprintf( __( 'The number of images must be a whole number from 1 to %d.', 'vista-gallery' ), self::MAX_IMAGES ) );
		}
		$flag = is_string( $fields['update_flag'] ?? null ) ? $fields['update_flag'] : '';
		if ( ! in_array( $flag, self::UPDATE_FLAGS, true ) ) {
			return self::invalid( __( 'Choose how the gallery is kept up to date.', 'vista-gallery' ) );
		}
		$gallery = self::target_gallery( $fields['gallery_id'] ?? '', $flag );
		if ( is_wp_error( $gallery ) ) {
			return $gallery;
		}
		return array(
			'gallery_id'  => $gallery,
			'user'        => $user,
			'token'       => $token,
			'whole_post'  => '1' === $whole,
			'number'      => (int) $number,
			'update_flag' => $flag,
		);
	}

	/**
	 * The gallery the images go into (`gallery_id`, our addition to call 11: an existing gallery the
	 * user may edit), or 0 for a new one.
	 *
	 * @param mixed  $value Posted gallery_id.
	 * @param string $flag  The checked update_flag.
	 * @return int|\WP_Error
	 */
	private static function target_gallery( $value, string $flag ) {
		$text = is_scalar( $value ) ? trim( (string) $value ) : '';
		if ( '' === $text || '0' === $text ) {
			return 0;
		}
		if ( ! preg_match( '/^\d{1,18}$/D', $text ) ) {
			return self::invalid( __( 'Choose the gallery to add the images to, or a new gallery.', 'vista-gallery' ) );
		}
		$post = get_post( (int) $text );
		if ( ! $post instanceof \WP_Post || PostTypes::GALLERY !== $post->post_type || 'trash' === $post->post_status ) {
			return self::invalid( __( 'This gallery no longer exists. Reload the page and choose another.', 'vista-gallery' ) );
		}
		if ( ! current_user_can( 'edit_post', $post->ID ) ) {
			return self::invalid( __( 'You may not change this gallery.', 'vista-gallery' ) );
		}
		if ( 'replace' === $flag ) {
			// A daily replacement would drop the gallery's other images.
			return self::invalid( __( 'Showing only the latest posts needs a gallery of its own: import into a new gallery, or add new posts daily.', 'vista-gallery' ) );
		}
		return $post->ID;
	}

	/**
	 * A refusal of the request.
	 *
	 * @param string $message What is wrong.
	 */
	private static function invalid( string $message ): \WP_Error {
		return new \WP_Error( 'vista_instagram_invalid', $message, array( 'status' => 400 ) );
	}
}
