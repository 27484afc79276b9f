<?php
/**
 * The getting started cards of the plugins whose work is a setting or a screen (issue 34): each
 * keeps only its texts and link, and the kit's PlainCard gives them the card's shape.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests;

/**
 * Each plugin's Onboarding\GettingStartedCard.
 */
final class KitPlainCardTest extends VistaTestCase {

	/**
	 * @return array<string, array{class-string, string, string, string}>
	 */
	public static function cards(): array {
		return array(
			'video'   => array( \Vista\Video\Onboarding\GettingStartedCard::class, 'vista-video', 'Video galleries', 'Open the video settings' ),
			'consent' => array( \Vista\Consent\Onboarding\GettingStartedCard::class, 'vista-consent', 'Cookie notice', 'Set up the cookie notice' ),
			'stats'   => array( \Vista\Stats\Onboarding\GettingStartedCard::class, 'vista-stats', 'Statistics', 'Open the statistics' ),
			'speed'   => array( \Vista\Speed\Onboarding\GettingStartedCard::class, 'vista-speed', 'Page speed', 'Open the page speed report' ),
		);
	}

	/**
	 * @dataProvider cards
	 * @param class-string $card_class The plugin's card.
	 * @param string       $slug       The plugin.
	 * @param string       $title      The card's title.
	 * @param string       $label      Its link's text.
	 */
	public function test_each_card_keeps_its_title_and_link_after_the_others( string $card_class, string $slug, string $title, string $label ): void {
		$before = array( array( 'plugin' => 'another' ) );
		$cards  = $card_class::card( $before );
		$this->assertCount( 2, $cards, 'The cards so far are kept.' );
		$card = $cards[1];
		$this->assertSame( $slug, $card['plugin'] );
		$this->assertSame( $title, $card['title'] );
		$this->assertSame( $label, $card['screenLabel'] );
		$this->assertStringStartsWith( admin_url(), $card['screenUrl'] );
		$this->assertNotSame( '', $card['description'] );
		$this->assertSame( '', $card['demoLabel'], 'No sample for a plain card.' );
		$this->assertSame( 'vista-consent' === $slug, null !== $card['turnOn'], 'Only the notice has a "turn on" button.' );
	}

	public function test_a_non_list_from_another_filter_is_replaced(): void {
		$this->assertCount( 1, \Vista\Speed\Onboarding\GettingStartedCard::card( 'not a list' ) );
	}
}
