<?php
/**
 * How many new carts one visitor may start in a day. A cart lives in a cookie; a client that
 * sends no cookie starts a new cart with every add-to-cart, and each stayed 30 days (issue 31
 * item 12). New carts are counted per signed-in user, else per network address (its /64 for
 * IPv6) of the day, never per browser string or cookie, which a client renews at will.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Feedback\RatingVisitor;
use Vista\Gallery\Feedback\VisitorState;

/**
 * A daily quota of new carts per visitor.
 */
final class NewCartLimit {

	/** New carts a visitor may start in a day (filter `vista_gallery_new_carts_per_day`). */
	public const PER_DAY = 20;

	/**
	 * Takes one new cart from the visitor's quota of today: false when it is spent. Each cart
	 * holds a numbered place, so parallel requests cannot take the same one.
	 */
	public static function claim(): bool {
		$quota   = max( 1, (int) apply_filters( 'vista_gallery_new_carts_per_day', self::PER_DAY ) );
		$visitor = RatingVisitor::throttle_key();
		$ttl     = RatingVisitor::seconds_left_today();
		for ( $place = 1; $place <= $quota; $place++ ) {
			if ( VisitorState::claim( VisitorState::key( 'new-cart', $visitor . '|' . $place ), $ttl ) ) {
				return true;
			}
		}
		return false;
	}
}
