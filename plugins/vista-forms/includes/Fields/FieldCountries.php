<?php
/**
 * The countries of the country field: ISO 3166-1 alpha-2 code => translatable English name, from
 * countries.php beside this file.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

/**
 * The list of countries, sorted by name in the visitor's language.
 */
final class FieldCountries {

	/**
	 * Code => name, in the site's language, sorted by name.
	 *
	 * @return array<string, string>
	 */
	public static function all(): array {
		$countries = require __DIR__ . '/countries.php';
		asort( $countries, SORT_NATURAL | SORT_FLAG_CASE );
		return $countries;
	}
}
