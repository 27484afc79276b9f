<?php
/**
 * Fixtures of the lightbox rating, hit and comment tests: a visitor with an address and no
 * cookies, users made on demand, and an image only a private gallery lists.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once __DIR__ . '/GalleryTestCase.php';

use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Feedback\CommentAjax;
use Vista\Gallery\Feedback\RatingAjax;
use Vista\Gallery\Feedback\RatingVisitor;
use Vista\Gallery\Lightbox\LightboxEntry;
use Vista\Gallery\PostTypes;

/**
 * Visitors, users and a private gallery.
 */
abstract class RatingTestCase extends GalleryTestCase {

	/** @var int[] */
	private array $users = array();
	/** @var int[] */
	private array $extra_posts = array();
	private array $saved_cookies = array();
	private string $saved_ip     = '';

	protected function setUp(): void {
		parent::setUp();
		$this->saved_cookies = $_COOKIE;
		$this->saved_ip      = (string) ( $_SERVER['REMOTE_ADDR'] ?? '' );
		$this->visitor( '203.0.113.7' );
	}

	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user ) {
			wp_delete_user( $user );
		}
		foreach ( $this->extra_posts as $post ) {
			wp_delete_post( $post, true );
		}
		$this->users       = array();
		$this->extra_posts = array();
		$_COOKIE           = $this->saved_cookies;
		$_SERVER['REMOTE_ADDR'] = $this->saved_ip;
		parent::tearDown();
	}

	/**
	 * Becomes a new anonymous visitor: no cookies, signed out, at the given address.
	 *
	 * @param string $ip Address.
	 */
	protected function visitor( string $ip ): void {
		wp_set_current_user( 0 );
		foreach ( array_keys( $_COOKIE ) as $name ) {
			if ( str_starts_with( (string) $name, 'vista_gallery_' ) ) {
				unset( $_COOKIE[ $name ] );
			}
		}
		$_SERVER['REMOTE_ADDR'] = $ip;
	}

	/**
	 * A new user of the role, signed in.
	 *
	 * @param string $role Role.
	 */
	protected function sign_in( string $role ): int {
		$login         = $role . '_' . wp_generate_password( 8, false, false );
		$user          = (int) wp_insert_user(
			array(
				'user_login'   => $login,
				'user_pass'    => wp_generate_password(),
				'user_email'   => $login . '@example.org',
				'display_name' => ucfirst( $role ) . ' ' . $login,
				'role'         => $role,
			)
		);
		$this->users[] = $user;
		wp_set_current_user( $user );
		return $user;
	}

	/**
	 * The lightbox nonce of the current user.
	 */
	protected static function nonce(): string {
		return wp_create_nonce( RatingAjax::NONCE_ACTION );
	}

	/**
	 * An image that only a private gallery lists (no tags): not visible to anyone.
	 */
	protected function private_image(): int {
		$image               = (int) wp_insert_attachment(
			array(
				'post_title'     => 'Private image',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'private-image.jpg'
		);
		$gallery             = (int) wp_insert_post(
			array(
				'post_type'   => PostTypes::GALLERY,
				'post_status' => 'private',
				'post_title'  => 'Private gallery',
				'meta_input'  => array( PostTypes::META_IMAGES => array( $image ) ),
			)
		);
		$this->extra_posts[] = $image;
		$this->extra_posts[] = $gallery;
		return $image;
	}

	/**
	 * Reads a data attribute of call 8's rate form.
	 *
	 * @param string $html Form.
	 * @param string $name Attribute without data-.
	 */
	protected static function data( string $html, string $name ): string {
		$this_match = array();
		return preg_match( '/ data-' . preg_quote( $name, '/' ) . '="([^"]*)"/', $html, $this_match ) ? $this_match[1] : '';
	}

	/**
	 * The lightbox entry of an image (call 3), with its filters applied.
	 *
	 * @param int $image Image.
	 * @return array<string, mixed>
	 */
	protected function entry( int $image ): array {
		return LightboxEntry::of( get_post( $image ), 1, GalleryRequest::options( array( 'galleryId' => $this->gallery ) ) );
	}

	/**
	 * The current visitor key (for assertions on who rated).
	 */
	protected static function current_visitor(): string {
		return RatingVisitor::key( false );
	}
}
