<?php
/**
 * This plugin's card on the suite's getting started screen (the kit's GettingStarted): what it
 * does and a link to its main screen.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent\Onboarding;

defined( 'ABSPATH' ) || exit;

use Vista\Consent\Kit\GettingStarted;
use Vista\Consent\AdminPage;

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
				'order'       => 40,
				'title'       => __( 'Cookie notice', 'vista-consent' ),
				'description' => __( 'Ask visitors for consent before cookies and embeds load, keep a record of each choice, and let them change it later.', 'vista-consent' ),
				'screenUrl'   => AdminPage::page()->url(),
				'screenLabel' => __( 'Set up the cookie notice', 'vista-consent' ),
			)
		);
		return $cards;
	}
}
