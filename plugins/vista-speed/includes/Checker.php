<?php
/**
 * Runs one score check of a post: a desktop and a mobile audit by the chosen engine, stored as one
 * row of the post's history. The row is marked in progress first, so every other page (and the
 * §4.5 polling) sees that a check runs, and new checks wait for it.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

use Vista\Speed\Engine\Engine;
use Vista\Speed\Engine\Engines;

/**
 * The check.
 */
final class Checker {

	/**
	 * Checks a post whose address the guard accepted.
	 *
	 * @param \WP_Post    $post   The post.
	 * @param string      $url    Its public address.
	 * @param Engine|null $engine The engine (the settings' one when null).
	 * @return array<string, mixed> The stored row (completed or failed).
	 */
	public static function run( \WP_Post $post, string $url, ?Engine $engine = null ): array {
		$id     = Results::start( $post->ID );
		$engine = $engine ?? Engines::current();
		$scores = array();
		if ( is_wp_error( $engine ) ) {
			Results::fail( $id, $engine->get_error_message() );
			return (array) Results::latest( $post->ID );
		}
		foreach ( array( 'desktop', 'mobile' ) as $strategy ) {
			$score = $engine->audit( $url, $strategy );
			if ( is_wp_error( $score ) ) {
				Results::fail( $id, $score->get_error_code() . ': ' . $score->get_error_message() );
				return (array) Results::latest( $post->ID );
			}
			$scores[ $strategy ] = $score;
		}
		Results::complete( $id, $scores['desktop'], $scores['mobile'] );
		return (array) Results::latest( $post->ID );
	}
}
