<?php
/**
 * This plugin's card on the suite's getting started screen (the kit's GettingStarted): what it
 * does and a link to its main screen.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Onboarding;

defined( 'ABSPATH' ) || exit;

use Vista\Speed\Kit\GettingStarted;
use Vista\Speed\SiteReport;

/**
 * The card.
 */
final class GettingStartedCard {

	/**
	 * Adds the card (the `vista_getting_started_cards` filter).
	 *
	 * @param mixed $cards The cards so far.
	 * @return array<int, array<string, mixed>>
	 */
	public static function card( $cards ): array {
		$cards   = is_array( $cards ) ? $cards : array();
		$cards[] = GettingStarted::plain_card(
			array(
				'order'       => 60,
				'title'       => __( 'Page speed', 'vista-speed' ),
				'description' => __( 'Check each page\'s speed score on a phone and a desktop, and keep its history.', 'vista-speed' ),
				'screenUrl'   => SiteReport::page()->url(),
				'screenLabel' => __( 'Open the page speed report', 'vista-speed' ),
			)
		);
		return $cards;
	}
}
