<?php
/**
 * Who made a row of VisitorState, for the rows one visitor could otherwise make without limit:
 * the signed-in user, else the network address of the day (its /64 for IPv6), never the cookie
 * or browser string, which a client renews with every request (issue 31 items 2 and 7). Stored
 * hashed per kind of row, so the table shows no address and one kind's cap leaves the others be.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Feedback;

defined( 'ABSPATH' ) || exit;

/**
 * The owner of a row and how many live rows of that kind it may hold.
 */
final class StateOwner {

	/**
	 * @param string $hash 64 hex digits: kind and visitor, hashed.
	 * @param int    $cap  Live rows of this kind the visitor may hold; a new one replaces the oldest.
	 */
	private function __construct(
		public readonly string $hash,
		public readonly int $cap
	) {
	}

	/**
	 * The current visitor as the owner of rows of a kind.
	 *
	 * @param string $kind What the rows are (captcha).
	 * @param int    $cap  At least 1.
	 */
	public static function current( string $kind, int $cap ): self {
		return new self( VisitorState::key( 'owner|' . $kind, RatingVisitor::throttle_key() ), max( 1, $cap ) );
	}
}
