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

use Vista\Stats\Kit\PlainCard;
use Vista\Stats\Dashboard\DashboardPage;

/**
 * The card's texts and link; its shape is the kit's.
 */
final class GettingStartedCard extends PlainCard {

	/**
	 * What the card says and where it leads.
	 *
	 * @return array{order: int, title: string, description: string, screenUrl: string, screenLabel: string}
	 */
	protected static function texts(): array {
		return array(
			'order'       => 50,
			'title'       => __( 'Statistics', 'vista-stats' ),
			'description' => __( 'Count visits, pages, referrers and searches without cookies, and read them on a dashboard.', 'vista-stats' ),
			'screenUrl'   => DashboardPage::page()->url(),
			'screenLabel' => __( 'Open the statistics', 'vista-stats' ),
		);
	}
}
