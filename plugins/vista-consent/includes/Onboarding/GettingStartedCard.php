<?php
/**
 * This plugin's card on the suite's getting started screen (the kit's GettingStarted): what it
 * does, a link to its settings and, while the notice is off, one click that turns it on.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent\Onboarding;

defined( 'ABSPATH' ) || exit;

use Vista\Consent\Kit\PlainCard;
use Vista\Consent\AdminPage;
use Vista\Consent\NoticeSwitchController;
use Vista\Consent\Settings;

/**
 * The card's texts, link and "Turn on the cookie notice"; its shape is the kit's.
 */
final class GettingStartedCard extends PlainCard {

	/**
	 * What the card says and where it leads.
	 *
	 * @return array{order: int, title: string, description: string, screenUrl: string, screenLabel: string}
	 */
	protected static function texts(): array {
		return array(
			'order'       => 40,
			'title'       => __( 'Cookie notice', 'vista-consent' ),
			'description' => __( 'Ask visitors for consent before cookies and embeds load, keep a record of each choice, and let them change it later.', 'vista-consent' ),
			'screenUrl'   => AdminPage::page()->url(),
			'screenLabel' => __( 'Set up the cookie notice', 'vista-consent' ),
		);
	}

	/**
	 * The notice's state and the button that turns it on.
	 *
	 * @return array{on: bool, path: string, label: string, onText: string, linkUrl: string, linkLabel: string}
	 */
	protected static function turn_on(): array {
		return array(
			'on'        => (bool) Settings::get()['showNotice'],
			'path'      => NoticeSwitchController::path(),
			'label'     => __( 'Turn on the cookie notice', 'vista-consent' ),
			'onText'    => __( 'The cookie notice is on.', 'vista-consent' ),
			'linkUrl'   => home_url( '/' ),
			'linkLabel' => __( 'See it on the home page', 'vista-consent' ),
		);
	}
}
