<?php
/**
 * This plugin's card on the suite's getting started screen (the kit's GettingStarted): what it
 * does and a link to its main screen.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video\Onboarding;

defined( 'ABSPATH' ) || exit;

use Vista\Video\Kit\GettingStarted;
use Vista\Video\SettingsPage;

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
				'order'       => 30,
				'title'       => __( 'Video galleries', 'vista-video' ),
				'description' => __( 'Show YouTube playlists, channels and your own videos as a gallery block, loaded only when a visitor asks.', 'vista-video' ),
				'screenUrl'   => SettingsPage::page()->url(),
				'screenLabel' => __( 'Open the video settings', 'vista-video' ),
			)
		);
		return $cards;
	}
}
