<?php
/**
 * The rating call (000 §7 call 8): `POST admin-ajax.php?action=vista_gallery_rate` with `image_id`, `rate`,
 * `ajax_task` (save_rate | save_hit_count) and `nonce`; answers the rate form, whose data
 * attributes carry the §3.5 rating parameters and the hit count. Also fills the rating and hit
 * fields of every lightbox entry (the lightbox data call).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Feedback;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Kit;
use Vista\Gallery\Lightbox\BlockImages;
use Vista\Gallery\Lightbox\LightboxEntry;
use Vista\Gallery\Lightbox\LightboxSettings;

/**
 * The rating and hit endpoint.
 */
final class RatingAjax {

	public const ACTION       = LightboxSettings::ACTION_RATE;
	public const NONCE_ACTION = LightboxSettings::NONCE_ACTION;

	/**
	 * Answers the request and ends it.
	 */
	public static function handle(): void {
		// The nonce is checked in respond(); the HTML is built escaped by form() / error().
		[ $status, $html ] = self::respond( Kit\Ajax::posted() );
		Kit\Ajax::send_html( $status, $html );
	}

	/**
	 * The status and HTML for the posted fields. Anything refused changes nothing.
	 *
	 * @param array<string, mixed> $fields Posted fields (unslashed).
	 * @return array{int, string}
	 */
	public static function respond( array $fields ): array {
		if ( ! Kit\Ajax::write_allowed( $fields, self::NONCE_ACTION ) ) {
			return array( 403, self::error( __( 'This page has expired. Reload it to rate.', 'vista-gallery' ) ) );
		}
		$image = LightboxEntry::visible_image( self::positive_int( $fields['image_id'] ?? null ) );
		if ( null === $image ) {
			return array( 404, self::error( __( 'This image cannot be found.', 'vista-gallery' ) ) );
		}
		$task = $fields['ajax_task'] ?? '';
		if ( 'save_hit_count' === $task ) {
			HitCounter::hit( $image->ID, RatingVisitor::throttle_key() );
			return array( 200, self::form( $image->ID, RatingVisitor::key( false ), 'hit' ) );
		}
		if ( 'save_rate' !== $task ) {
			return array( 400, self::error( __( 'This request is not valid.', 'vista-gallery' ) ) );
		}
		return self::save_rate( $image, $fields );
	}

	/**
	 * The save_rate task: a vote, or 0 to withdraw one's own.
	 *
	 * @param \WP_Post             $image  The (visible) image.
	 * @param array<string, mixed> $fields Posted fields (unslashed).
	 * @return array{int, string}
	 */
	private static function save_rate( \WP_Post $image, array $fields ): array {
		$rate = self::rate_value( $fields['rate'] ?? null );
		if ( null === $rate ) {
			return array( 400, self::error( __( 'This rating is not valid.', 'vista-gallery' ) ) );
		}
		if ( 0 === $rate ) {
			// 0 withdraws one's own rating ('Cancel your rating.'); with none to withdraw it is
			// just a value outside the stars.
			$visitor = RatingVisitor::key( false );
			if ( '' === $visitor || ! RatingStore::cancel( $image->ID, $visitor ) ) {
				return array( 400, self::error( __( 'This rating is not valid.', 'vista-gallery' ) ) );
			}
			VisitorState::forget( self::voter_key( $image->ID ) );
			return array( 200, self::form( $image->ID, $visitor, 'cancelled' ) );
		}
		$known = RatingVisitor::key( false );
		if ( '' !== $known && RatingStore::own_rate( $image->ID, $known ) > 0 ) {
			// A vote stands: telling its owner so records nothing and needs no gallery settings.
			return array( 200, self::form( $image->ID, $known, 'already' ) );
		}
		// A new vote: the gallery's stars are the server's, from the signed block (000 §3.10
		// `shortcode_id`) of a block that shows this image, never another gallery's.
		$options = BlockToken::verify( $fields['shortcode_id'] ?? null );
		if ( null === $options ) {
			return array( 400, self::error( __( 'This gallery request is not valid.', 'vista-gallery' ) ) );
		}
		if ( ! BlockImages::shows( $options, $image->ID ) ) {
			return array( 403, self::error( __( 'This image is not in this gallery.', 'vista-gallery' ) ) );
		}
		if ( ! $options['lightboxRating'] ) {
			return array( 403, self::error( __( 'Rating is off in this gallery.', 'vista-gallery' ) ) );
		}
		if ( $rate > (int) $options['lightboxRateStarsCount'] ) {
			return array( 400, self::error( __( 'This rating is not valid.', 'vista-gallery' ) ) );
		}
		$visitor = RatingVisitor::key( true );
		// One vote a day per anonymous visitor (their address, its /64 for IPv6) whatever cookie or
		// browser string they send: neither makes a new voter (issue 13 item 3, issue 31 item 7).
		if ( ! VisitorState::claim( self::voter_key( $image->ID ), RatingVisitor::seconds_left_today() ) ) {
			return array( 200, self::form( $image->ID, $visitor, 'already' ) );
		}
		$result = RatingStore::rate( $image->ID, $visitor, $rate ) ? 'rated' : 'already';
		return array( 200, self::form( $image->ID, $visitor, $result ) );
	}

	/**
	 * Where today's vote of this visitor on the image is marked (VisitorState). A signed-in user
	 * is one voter by id already: their mark is their id.
	 *
	 * @param int $image_id Image.
	 */
	private static function voter_key( int $image_id ): string {
		return VisitorState::key( 'voter', RatingVisitor::throttle_key() . '|' . $image_id );
	}

	/**
	 * A rating value: a whole number 1..MAX_RATE, or 0 to cancel one's rating; null for anything
	 * else (negative, too high, not a number, an array).
	 *
	 * @param mixed $value Posted value.
	 */
	public static function rate_value( $value ): ?int {
		if ( is_int( $value ) ) {
			$value = (string) $value;
		}
		if ( ! is_string( $value ) || ! preg_match( '/^\d{1,2}$/', $value ) ) {
			return null;
		}
		$rate = (int) $value;
		return $rate <= RatingStore::MAX_RATE ? $rate : null;
	}

	/**
	 * The rate form of the rating call: the §3.5 parameters as data attributes, a hint for people.
	 *
	 * @param int    $image_id Image.
	 * @param string $visitor  RatingVisitor::key(), '' when unknown.
	 * @param string $result   rated | already | cancelled | hit.
	 */
	public static function form( int $image_id, string $visitor, string $result ): string {
		$summary = RatingStore::summary( $image_id );
		$own     = RatingStore::own_rate( $image_id, $visitor );
		if ( 'already' === $result ) {
			$hint = __( 'You have already rated.', 'vista-gallery' );
		} elseif ( $summary['count'] > 0 ) {
			/* translators: %d: number of votes */
			$hint = sprintf( __( 'Votes: %d', 'vista-gallery' ), $summary['count'] );
		} else {
			$hint = __( 'Not rated yet.', 'vista-gallery' );
		}
		return sprintf(
			'<form class="bwg_rate_form" data-image-id="%d" data-current-rate="%d" data-current-rate-count="%d" data-current-avg-rating="%s" data-hit-count="%d" data-rated="%d" data-result="%s"><p class="bwg_rate_hint" role="status">%s</p></form>',
			$image_id,
			$own,
			$summary['count'],
			esc_attr( (string) $summary['average'] ),
			HitCounter::count( $image_id ),
			$own > 0 ? 1 : 0,
			esc_attr( $result ),
			esc_html( $hint )
		);
	}

	/**
	 * Fills an entry's rating and hit fields (filter `vista_gallery_lightbox_entry`).
	 *
	 * @param array<string, mixed> $entry      Lightbox entry (000 §3.1).
	 * @param \WP_Post             $attachment The image.
	 * @return array<string, mixed>
	 */
	public static function entry( array $entry, \WP_Post $attachment ): array {
		$summary             = RatingStore::summary( $attachment->ID );
		$entry['hit_count']  = HitCounter::count( $attachment->ID );
		$entry['rate']       = RatingStore::own_rate( $attachment->ID, RatingVisitor::key( false ) );
		$entry['rate_count'] = $summary['count'];
		$entry['avg_rating'] = $summary['average'];
		return $entry;
	}

	/**
	 * A posted id: a positive whole number, else 0.
	 *
	 * @param mixed $value Posted value.
	 */
	public static function positive_int( $value ): int {
		if ( is_int( $value ) ) {
			return max( 0, $value );
		}
		return is_string( $value ) && preg_match( '/^[1-9]\d{0,18}$/', $value ) ? (int) $value : 0;
	}

	/**
	 * A short error text.
	 *
	 * @param string $message Message.
	 */
	private static function error( string $message ): string {
		return '<p class="bwg_rate_error">' . esc_html( $message ) . '</p>';
	}
}
