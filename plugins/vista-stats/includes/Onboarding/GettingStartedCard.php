<?php
/**
 * This plugin's card on the suite's getting started screen (the kit's GettingStarted): what it
 * does and a link to its main screen.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Onboarding;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Kit\GettingStarted;
use Vista\Stats\Dashboard\DashboardPage;

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
				'order'       => 50,
				'title'       => __( 'Statistics', 'vista-stats' ),
				'description' => __( 'Count visits, pages, referrers and searches without cookies, and read them on a dashboard.', 'vista-stats' ),
				'screenUrl'   => DashboardPage::page()->url(),
				'screenLabel' => __( 'Open the statistics', 'vista-stats' ),
			)
		);
		return $cards;
	}
}
