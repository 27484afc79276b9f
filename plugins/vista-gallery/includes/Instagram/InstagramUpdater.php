<?php
/**
 * The daily update of Instagram galleries (`update_flag`, 000 §7 call 11) and of their long-lived
 * tokens, which expire after 60 days unless refreshed: a token is refreshed once fewer than 10
 * days are left, or on the first run after an import whose token Instagram would not refresh yet.
 *
 * Several web servers may share one site and each runs WP-Cron: the day's run is claimed by
 * inserting a row of the day into the options table, whose unique name lets only one server
 * succeed, on every database.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Instagram;

defined( 'ABSPATH' ) || exit;

/**
 * The daily event.
 */
final class InstagramUpdater {

	public const CRON_HOOK = 'vista_gallery_instagram_daily';

	/** Options named with this and the day (Y-m-d) record which day's run was claimed. */
	public const CLAIM_PREFIX = 'vista_gallery_instagram_run_';

	/**
	 * Puts the daily run on WordPress's schedule unless it is there: after the first import that
	 * asks for it (first run in an hour), and after a run (the next one a day later).
	 *
	 * @param int $delay Seconds from now to the first run.
	 */
	public static function schedule( int $delay = HOUR_IN_SECONDS ): void {
		if ( ! wp_next_scheduled( self::CRON_HOOK ) ) {
			wp_schedule_event( time() + $delay, 'daily', self::CRON_HOOK );
		}
	}

	/**
	 * The day's run: tokens first, then every gallery kept up to date. Does nothing when another
	 * server already ran today.
	 *
	 * @return bool Whether this call ran the update.
	 */
	public static function run(): bool {
		if ( ! self::claim( gmdate( 'Y-m-d' ) ) ) {
			return false;
		}
		foreach ( InstagramAccounts::all() as $user_id => $account ) {
			self::refresh_token( (string) $user_id, $account );
		}
		foreach ( InstagramAccounts::galleries() as $gallery ) {
			InstagramImport::update_gallery( $gallery['id'] );
		}
		if ( ! InstagramAccounts::galleries() ) {
			wp_clear_scheduled_hook( self::CRON_HOOK );
		} else {
			// Two servers' schedulers that run this event together each rewrite WordPress's cron list,
			// and the one that writes last can drop the next day's run the other one put there (core
			// logs "could_not_set"): the server that ran the update puts it back.
			self::schedule( DAY_IN_SECONDS );
		}
		return true;
	}

	/**
	 * Refreshes an account's token when it is due.
	 *
	 * @param string               $user_id Instagram user id.
	 * @param array<string, mixed> $account Stored account.
	 */
	public static function refresh_token( string $user_id, array $account ): void {
		$left = (int) ( $account['expires_at'] ?? 0 ) - time();
		if ( 'ok' !== ( $account['status'] ?? 'ok' ) || ( ! empty( $account['known'] ) && $left >= InstagramAccounts::REFRESH_WITHIN ) ) {
			return;
		}
		$fresh = InstagramApi::refresh( (string) ( $account['token'] ?? '' ) );
		if ( ! is_wp_error( $fresh ) ) {
			InstagramAccounts::save( $user_id, (string) ( $account['username'] ?? '' ), $fresh['token'], $fresh['expires_at'], true );
			return;
		}
		if ( 'vista_instagram_token' === $fresh->get_error_code() || $left <= 0 ) {
			InstagramAccounts::mark( $user_id, 'expired', $fresh->get_error_message() );
		}
	}

	/**
	 * Claims a day's run for this server: true for the first caller only, on any database.
	 *
	 * @param string $day Y-m-d (UTC).
	 */
	public static function claim( string $day ): bool {
		return \Vista\Gallery\Kit\DayClaim::take( self::CLAIM_PREFIX, $day );
	}

}
