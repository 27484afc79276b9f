<?php
/**
 * The Instagram accounts whose galleries are kept up to date, with their long-lived tokens. The
 * tokens live in one option that is never autoloaded, never registered for REST and never
 * printed: the admin screen gets only the names, the expiry dates and the state (summaries()).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Instagram;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\PostTypes;

/**
 * Token storage, by Instagram user id.
 */
final class InstagramAccounts {

	public const OPTION = 'vista_gallery_instagram_accounts';

	/** Gallery meta: where an Instagram gallery comes from and how it is kept up to date. */
	public const META_SOURCE = '_vista_instagram_source';

	/** A token is refreshed when fewer days than this are left of its 60. */
	public const REFRESH_WITHIN = 10 * DAY_IN_SECONDS;

	/** A long-lived token's life. */
	public const LIFETIME = 60 * DAY_IN_SECONDS;

	/**
	 * Every stored account.
	 *
	 * @return array<string, array{username: string, token: string, expires_at: int, known: bool, status: string, message: string}>
	 */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		return is_array( $stored ) ? $stored : array();
	}

	/**
	 * One account, or null.
	 *
	 * @param string $user_id Instagram user id.
	 * @return array{username: string, token: string, expires_at: int, known: bool, status: string, message: string}|null
	 */
	public static function get( string $user_id ): ?array {
		$all = self::all();
		return isset( $all[ $user_id ] ) && is_array( $all[ $user_id ] ) ? $all[ $user_id ] : null;
	}

	/**
	 * Stores or replaces an account's token.
	 *
	 * @param string $user_id    Instagram user id.
	 * @param string $username   User name.
	 * @param string $token      Long-lived token.
	 * @param int    $expires_at When it expires (Unix time).
	 * @param bool   $known      Whether Instagram told the expiry (false: assumed from a new token's 60 days).
	 */
	public static function save( string $user_id, string $username, string $token, int $expires_at, bool $known ): void {
		$all             = self::all();
		$all[ $user_id ] = array(
			'username'   => $username,
			'token'      => $token,
			'expires_at' => $expires_at,
			'known'      => $known,
			'status'     => 'ok',
			'message'    => '',
		);
		update_option( self::OPTION, $all, false );
	}

	/**
	 * Marks an account as failing, with the reason an administrator reads.
	 *
	 * @param string $user_id Instagram user id.
	 * @param string $status  expired (the token is no longer accepted) or error.
	 * @param string $message Reason.
	 */
	public static function mark( string $user_id, string $status, string $message ): void {
		$all = self::all();
		if ( isset( $all[ $user_id ] ) ) {
			$all[ $user_id ]['status']  = $status;
			$all[ $user_id ]['message'] = $message;
			update_option( self::OPTION, $all, false );
		}
	}

	/**
	 * Disconnects an account: its token is deleted and its galleries stop following it (their
	 * images stay). The daily update is unscheduled when no account is left.
	 *
	 * @param string $user_id Instagram user id.
	 * @return bool Whether the account was stored.
	 */
	public static function forget( string $user_id ): bool {
		$all = self::all();
		if ( ! isset( $all[ $user_id ] ) ) {
			return false;
		}
		foreach ( self::galleries( $user_id ) as $gallery ) {
			$source                = $gallery['source'];
			$source['update_flag'] = '';
			$source['last_error']  = '';
			update_post_meta( $gallery['id'], self::META_SOURCE, $source );
		}
		unset( $all[ $user_id ] );
		if ( $all ) {
			update_option( self::OPTION, $all, false );
		} else {
			delete_option( self::OPTION );
			wp_clear_scheduled_hook( InstagramUpdater::CRON_HOOK );
		}
		return true;
	}

	/**
	 * What the admin screen may show: no token.
	 *
	 * @return array<int, array{username: string, expiresAt: int, status: string, message: string, galleries: int}>
	 */
	public static function summaries(): array {
		$out = array();
		foreach ( self::all() as $user_id => $account ) {
			$out[] = array(
				'id'        => (string) $user_id,
				'username'  => (string) ( $account['username'] ?? '' ),
				'expiresAt' => (int) ( $account['expires_at'] ?? 0 ),
				'status'    => (string) ( $account['status'] ?? 'ok' ),
				'message'   => (string) ( $account['message'] ?? '' ),
				'galleries' => count( self::galleries( (string) $user_id ) ),
			);
		}
		return $out;
	}

	/**
	 * The galleries kept up to date from an account (or from every account, with '').
	 *
	 * @param string $user_id Instagram user id, or '' for all.
	 * @return array<int, array{id: int, source: array<string, mixed>}>
	 */
	public static function galleries( string $user_id = '' ): array {
		$ids = get_posts(
			array(
				'post_type'      => PostTypes::GALLERY,
				'post_status'    => array( 'publish', 'draft', 'private' ),
				'fields'         => 'ids',
				'posts_per_page' => 200,
				'meta_key'       => self::META_SOURCE, // The galleries with an Instagram source.
			)
		);
		$out = array();
		foreach ( $ids as $id ) {
			$source = get_post_meta( (int) $id, self::META_SOURCE, true );
			if ( is_array( $source ) && '' !== ( $source['update_flag'] ?? '' ) && ( '' === $user_id || ( $source['user_id'] ?? '' ) === $user_id ) ) {
				$out[] = array(
					'id'     => (int) $id,
					'source' => $source,
				);
			}
		}
		return $out;
	}
}
