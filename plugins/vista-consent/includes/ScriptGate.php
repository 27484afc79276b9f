<?php
/**
 * Holds back the scripts the owner marked as needing consent (by handle, with a category): they
 * are printed inert (type="text/plain") and the notice script runs them, in order and without a
 * reload, once the visitor allows their category.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Rewrites the script tags of held handles.
 */
final class ScriptGate {

	public const CATEGORY_ATTRIBUTE = 'data-vista-consent';

	/**
	 * The category each held handle waits for.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array<string, string>
	 */
	public static function held_handles( array $settings ): array {
		return array_column( $settings['heldScripts'], 'category', 'handle' );
	}

	/**
	 * Makes every script tag of a held handle (its file and its inline parts) inert, unless the
	 * server already knows the visitor allows the category and no page cache may serve this page to
	 * someone else.
	 *
	 * @param string $tag    The handle's script tags.
	 * @param string $handle Script handle.
	 */
	public static function filter_tag( string $tag, string $handle ): string {
		$settings = Settings::get();
		$category = self::held_handles( $settings )[ $handle ] ?? null;
		if ( null === $category || is_admin() ) {
			return $tag;
		}
		if ( ! $settings['cache'] && ConsentState::current( $settings )->allows( $category ) ) {
			return $tag;
		}
		return self::make_inert( $tag, $category );
	}

	/**
	 * Sets type="text/plain" and the category on every <script> in the markup.
	 *
	 * @param string $tag      Markup with script tags.
	 * @param string $category Category the scripts wait for.
	 */
	public static function make_inert( string $tag, string $category ): string {
		$processor = new \WP_HTML_Tag_Processor( $tag );
		while ( $processor->next_tag( 'script' ) ) {
			$original = $processor->get_attribute( 'type' );
			if ( is_string( $original ) && '' !== $original && 'text/javascript' !== $original && 'module' !== $original ) {
				continue;
			}
			if ( 'module' === $original ) {
				$processor->set_attribute( 'data-vista-type', 'module' );
			}
			$processor->set_attribute( 'type', 'text/plain' );
			$processor->set_attribute( self::CATEGORY_ATTRIBUTE, $category );
		}
		return $processor->get_updated_html();
	}
}
