<?php
/**
 * The suite's one list of plugins and theme (suite.json), for the PHP tools and tests.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

/**
 * The list: `plugins` (each with slug, source, namespace) and `theme`.
 *
 * @return array{plugins: array<int, array{slug: string, source: string, namespace: string}>, theme: array{slug: string, source: string, namespace: string}}
 */
function vista_suite(): array {
	static $suite = null;
	if ( null === $suite ) {
		$suite = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/suite.json' ), true, 8, JSON_THROW_ON_ERROR );
	}
	return $suite;
}

/**
 * The plugins' slugs, in the list's order.
 *
 * @return string[]
 */
function vista_suite_plugin_slugs(): array {
	return array_column( vista_suite()['plugins'], 'slug' );
}
