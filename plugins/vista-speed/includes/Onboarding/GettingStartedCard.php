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

use Vista\Speed\Kit\PlainCard;
use Vista\Speed\SiteReport;

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
			'order'       => 60,
			'title'       => __( 'Page speed', 'vista-speed' ),
			'description' => __( 'Check each page\'s speed score on a phone and a desktop, and keep its history.', 'vista-speed' ),
			'screenUrl'   => SiteReport::page()->url(),
			'screenLabel' => __( 'Open the page speed report', 'vista-speed' ),
		);
	}
}
