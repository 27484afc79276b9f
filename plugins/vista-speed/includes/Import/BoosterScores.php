<?php
/**
 * 10Web Booster's stored PageSpeed scores, read where Booster keeps them. The facts come from its
 * public source (read there, nothing of it copied): 10Web Booster (tenweb-speed-optimizer 2.2.16)
 * as vendored in terencesharaz/site at 53c2a8767d9ee4f818c06218061a47e528ac0683,
 * wp-content/plugins/tenweb-speed-optimizer/OptimizerAdmin.php: the front page's scores in the
 * option `two-front-page-speed`, every other optimised page's in its post meta `two_page_speed`,
 * both an array of `previous_score` (before optimisation) and `current_score` (after), each with
 * desktop_score and mobile_score (0-100), desktop_tti and mobile_tti (load time in seconds, a
 * string), date and status ('inprogress' while a check runs); the front page's post is
 * url_to_postid( home_url() ).
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Import;

defined( 'ABSPATH' ) || exit;

/**
 * The stored scores, one entry per page: the front page's option first (as entry 0), then the
 * post meta rows by meta_id.
 */
final class BoosterScores {

	public const FRONT_OPTION = 'two-front-page-speed';
	public const POST_META    = 'two_page_speed';

	/**
	 * The two checks an entry may hold, oldest first.
	 */
	public const CHECKS = array( 'previous_score', 'current_score' );

	/**
	 * How many pages have stored scores (the front page and each post meta row).
	 */
	public static function count(): int {
		global $wpdb;
		$rows = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s", self::POST_META ) ); // SQL: core table name.
		return $rows + ( is_array( get_option( self::FRONT_OPTION, null ) ) ? 1 : 0 );
	}

	/**
	 * The entries after `$after` (0 is the front page's, -1 before it), at most `$limit`: entry id
	 * → [ post id, the stored array ].
	 *
	 * @param int $after The last entry handled.
	 * @param int $limit How many.
	 * @return array<int, array{int, mixed}>
	 */
	public static function after( int $after, int $limit ): array {
		global $wpdb;
		$entries = array();
		if ( $after < 0 ) {
			$front = get_option( self::FRONT_OPTION, null );
			if ( is_array( $front ) ) {
				$entries[0] = array( (int) url_to_postid( home_url( '/' ) ) ?: (int) get_option( 'page_on_front' ), $front );
				--$limit;
			}
		}
		if ( $limit > 0 ) {
			$rows = $wpdb->get_results( $wpdb->prepare( "SELECT meta_id, post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_id > %d ORDER BY meta_id LIMIT %d", self::POST_META, max( 0, $after ), $limit ) ); // SQL: core table name.
			foreach ( (array) $rows as $row ) {
				$entries[ (int) $row->meta_id ] = array( (int) $row->post_id, maybe_unserialize( $row->meta_value ) );
			}
		}
		return $entries;
	}

	/**
	 * One stored check as Vista Speed keeps it, or null when it holds no finished score.
	 *
	 * @param mixed $check The stored check.
	 * @return array{desktop_score: int, desktop_tti: ?float, mobile_score: int, mobile_tti: ?float, time: int}|null
	 */
	public static function check( $check ): ?array {
		if ( ! is_array( $check ) || 'inprogress' === ( $check['status'] ?? '' ) || ! is_numeric( $check['desktop_score'] ?? null ) || ! is_numeric( $check['mobile_score'] ?? null ) ) {
			return null;
		}
		$time = is_string( $check['date'] ?? null ) ? strtotime( $check['date'] ) : false;
		return array(
			'desktop_score' => max( 0, min( 100, (int) $check['desktop_score'] ) ),
			'desktop_tti'   => is_numeric( $check['desktop_tti'] ?? null ) ? round( (float) $check['desktop_tti'], 1 ) : null,
			'mobile_score'  => max( 0, min( 100, (int) $check['mobile_score'] ) ),
			'mobile_tti'    => is_numeric( $check['mobile_tti'] ?? null ) ? round( (float) $check['mobile_tti'], 1 ) : null,
			'time'          => false !== $time ? $time : time(),
		);
	}
}
