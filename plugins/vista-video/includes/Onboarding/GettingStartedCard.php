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

use Vista\Video\Kit\PlainCard;
use Vista\Video\SettingsPage;

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
			'order'       => 30,
			'title'       => __( 'Video galleries', 'vista-video' ),
			'description' => __( 'Show YouTube playlists, channels and your own videos as a gallery block, loaded only when a visitor asks.', 'vista-video' ),
			'screenUrl'   => SettingsPage::page()->url(),
			'screenLabel' => __( 'Open the video settings', 'vista-video' ),
		);
	}
}
