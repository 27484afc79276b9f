<?php
/**
 * The visitor's choice as the server sees it, read from the consent cookies (000 §3.13).
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Decided or not, accepted or refused, and which optional categories are allowed.
 */
final class ConsentState {

	/** Cookie with the allowed optional categories, comma separated, when categories are on. */
	public const CATEGORIES_COOKIE = 'vista_consent_categories';

	/** Categories that need no consent. */
	public const ALWAYS_ALLOWED = array( 'necessary', 'functional' );

	/**
	 * @param string|null $value      The consent cookie: 'true', 'false' or null when not set.
	 * @param string[]    $categories Optional categories the visitor allowed.
	 * @param bool        $granular   Whether the owner offers per-category choices.
	 */
	private function __construct(
		public readonly ?string $value,
		public readonly array $categories,
		public readonly bool $granular
	) {}

	/**
	 * The state of the current request.
	 *
	 * @param array<string, mixed>|null $settings Settings; read when not given.
	 */
	public static function current( ?array $settings = null ): self {
		$settings = $settings ?? Settings::get();
		// Compared to two literals below.
		$raw   = self::cookie( (string) $settings['cookieName'] );
		$value = in_array( $raw, array( 'true', 'false' ), true ) ? $raw : null;
		// Filtered to known categories.
		$listed = explode( ',', (string) self::cookie( self::CATEGORIES_COOKIE ) );
		return new self( $value, array_values( array_intersect( Settings::CATEGORIES, $listed ) ), (bool) $settings['categories'] );
	}

	/**
	 * A cookie's value, or null when it is missing or not a string: PHP reads `name[a]=b` as an
	 * array, which no browser of ours writes and which must not warn on every page (issue 31 item 11).
	 *
	 * @param string $name Cookie name.
	 */
	public static function cookie( string $name ): ?string {
		$value = $_COOKIE[ $name ] ?? null; // Compared or split, never printed; checked for a string here.
		return is_string( $value ) ? wp_unslash( $value ) : null;
	}

	public function decided(): bool {
		return null !== $this->value;
	}

	public function accepted(): bool {
		return 'true' === $this->value;
	}

	/**
	 * Whether the visitor allowed a category. Without per-category choices, accepting allows all.
	 *
	 * @param string $category necessary, functional, statistics, marketing (or a WP Consent API name).
	 */
	public function allows( string $category ): bool {
		$category = 'statistics-anonymous' === $category ? 'statistics' : ( 'preferences' === $category ? 'functional' : $category );
		if ( in_array( $category, self::ALWAYS_ALLOWED, true ) ) {
			return true;
		}
		if ( ! $this->accepted() ) {
			return false;
		}
		return $this->granular ? in_array( $category, $this->categories, true ) : true;
	}

	/**
	 * The state as the public API returns it.
	 *
	 * @return array{decided: bool, accepted: bool, categories: string[]}
	 */
	public function to_array(): array {
		return array(
			'decided'    => $this->decided(),
			'accepted'   => $this->accepted(),
			'categories' => array_values( array_filter( Settings::CATEGORIES, array( $this, 'allows' ) ) ),
		);
	}
}
