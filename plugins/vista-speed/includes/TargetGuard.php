<?php
/**
 * Which address an engine may be pointed at: only the public address of a post of this site that
 * anyone may view. Never another host, a port or scheme the site does not serve, credentials, or a
 * post that is private, a draft or of a type that is not public.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

/**
 * The guard.
 */
final class TargetGuard {

	/**
	 * The post to score, when it is a viewable post of this site. A password-protected post is
	 * never one, whatever cookie the administrator asking holds: the engine would see its form.
	 *
	 * @param mixed $post_id As posted.
	 */
	public static function viewable_post( $post_id ): ?\WP_Post {
		if ( ! is_scalar( $post_id ) || ! preg_match( '/^[1-9]\d{0,19}$/', (string) $post_id ) ) {
			return null;
		}
		$post = get_post( (int) $post_id );
		if ( ! $post instanceof \WP_Post || 'publish' !== $post->post_status || ! is_post_publicly_viewable( $post ) || '' !== (string) $post->post_password ) {
			return null;
		}
		return $post;
	}

	/**
	 * The address an engine audits for a post, or why it may not.
	 *
	 * @param \WP_Post $post A viewable post.
	 * @return string|\WP_Error
	 */
	public static function address( \WP_Post $post ) {
		$url = (string) get_permalink( $post );
		return self::is_own_public_address( $url ) ? $url : new \WP_Error( 'vista_speed_foreign_address', __( 'Only this site\'s own pages can be scored.', 'vista-speed' ) );
	}

	/**
	 * Whether an address is on this site's own public origin (the home address's scheme, host and
	 * port), with no credentials in it.
	 *
	 * @param string $url Address.
	 */
	public static function is_own_public_address( string $url ): bool {
		$target = wp_parse_url( $url );
		$home   = wp_parse_url( home_url( '/' ) );
		if ( ! is_array( $target ) || ! is_array( $home ) || isset( $target['user'] ) || isset( $target['pass'] ) ) {
			return false;
		}
		foreach ( array( 'scheme', 'host', 'port' ) as $part ) {
			if ( strtolower( (string) ( $target[ $part ] ?? '' ) ) !== strtolower( (string) ( $home[ $part ] ?? '' ) ) ) {
				return false;
			}
		}
		return str_starts_with( (string) ( $target['path'] ?? '/' ), (string) ( $home['path'] ?? '/' ) );
	}
}
