<?php
/**
 * REST endpoint of the settings screen: read and save the settings, for users who manage options.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * GET and POST /vista-consent/v1/settings: the kit's settings route, answering the settings with
 * the texts shown for empty fields.
 */
final class SettingsController {

	public const ROUTE = '/settings';

	/**
	 * Declares the route (rest_api_init).
	 */
	public static function register_routes(): void {
		( new Kit\SettingsRoute( ConsentLogController::NAMESPACE, self::ROUTE, Settings::class, array( self::class, 'extra' ) ) )->register_routes();
	}

	/**
	 * What the screen gets besides the settings: the texts shown for empty fields (with the default
	 * wording), and the button texts of each wording, for the form's placeholders and preview.
	 *
	 * @return array{defaultTexts: array<string, string>, wordingTexts: array<string, array{acceptText: string, refuseText: string}>}
	 */
	public static function extra(): array {
		$wordings = array();
		foreach ( Settings::WORDINGS as $wording ) {
			$texts                = Settings::default_texts( $wording );
			$wordings[ $wording ] = array(
				'acceptText' => $texts['acceptText'],
				'refuseText' => $texts['refuseText'],
			);
		}
		return array(
			'defaultTexts' => Settings::default_texts(),
			'wordingTexts' => $wordings,
		);
	}
}
