<?php
// A copy of kit/PlainCard.php for vista-speed, made by `npm run kit`: change the kit, not this file.
/**
 * A plugin's card on the getting started screen (GettingStarted) when its work is a setting or a
 * screen rather than a sample: what it does, a link to its main screen and, optionally, a one-click
 * "turn on" button (a setting the card turns on through the plugin's own REST route). Each plugin's card
 * class extends this one and gives only its texts and links.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * The card's shape; the plugin's subclass gives its data.
 */
abstract class PlainCard {

	/**
	 * The card's texts and links.
	 *
	 * @return array{order: int, title: string, description: string, screenUrl: string, screenLabel: string}
	 */
	abstract protected static function texts(): array;

	/**
	 * The card's one-click "turn on" button, or null for none: `on` (whether the setting is on already),
	 * `path` (the REST route that turns it on, POSTed with the REST nonce), `label` (the button's
	 * text), `onText` (what the card says once it is on), `linkUrl` and `linkLabel` (where to see
	 * it then).
	 *
	 * @return array{on: bool, path: string, label: string, onText: string, linkUrl: string, linkLabel: string}|null
	 */
	protected static function turn_on(): ?array {
		return null;
	}

	/**
	 * Adds the card (the `vista_getting_started_cards` filter).
	 *
	 * @param mixed $cards The cards so far.
	 * @return array<int, array<string, mixed>>
	 */
	final public static function card( $cards ): array {
		$cards   = is_array( $cards ) ? $cards : array();
		$cards[] = GettingStarted::plain_card( static::texts() ) + array( 'turnOn' => static::turn_on() );
		return $cards;
	}
}
