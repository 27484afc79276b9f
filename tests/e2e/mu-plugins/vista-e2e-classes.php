<?php
/**
 * Plugin Name: Vista end-to-end class count
 * Description: Linked into the local 'test' site only (tools/site/site.sh). A request that carries
 * the header X-Vista-E2E-Classes: 1 gets, after its page, an HTML comment listing the suite's
 * classes and traits PHP loaded to answer it, and the lines of their files
 * (tests/e2e/suite/classes-loaded.spec.ts): what a visitor's page costs in code, measured on the
 * real request.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

/**
 * The classes each plugin's hooks.php binds only in the admin, the REST API or admin-ajax.php:
 * what a visitor's page must never load.
 *
 * @return string[]
 */
function vista_e2e_back_office_classes(): array {
	$where = array();
	foreach ( glob( WP_PLUGIN_DIR . '/vista-*/hooks.php' ) ?: array() as $file ) {
		$table = require $file;
		foreach ( is_array( $table ) ? $table : array() as $group => $entries ) {
			foreach ( in_array( $group, array( 'shortcodes', 'upgrades' ), true ) ? array() : (array) $entries as $entry ) {
				if ( is_array( $entry[1] ?? null ) ) {
					$where[ (string) $entry[1][0] ][ $group ] = true;
				}
			}
		}
	}
	$back_office = array();
	foreach ( $where as $class => $groups ) {
		if ( ! array_diff_key( $groups, array_flip( array( 'admin', 'rest', 'ajax' ) ) ) ) {
			$back_office[] = $class;
		}
	}
	sort( $back_office );
	return $back_office;
}

if ( 'cli' !== PHP_SAPI && '1' === ( $_SERVER['HTTP_X_VISTA_E2E_CLASSES'] ?? '' ) ) {
	add_action(
		'shutdown',
		static function (): void {
			$ours   = static fn ( array $names ): array => array_values( array_filter( $names, static fn ( string $name ): bool => str_starts_with( $name, 'Vista\\' ) ) );
			$loaded = array(
				'classes'    => $ours( get_declared_classes() ),
				'traits'     => $ours( array_merge( get_declared_traits(), get_declared_interfaces() ) ),
				'lines'      => 0,
				'backOffice' => vista_e2e_back_office_classes(),
			);
			foreach ( array_merge( $loaded['classes'], $loaded['traits'] ) as $name ) {
				$file              = ( new ReflectionClass( $name ) )->getFileName();
				$loaded['lines']  += is_string( $file ) ? count( (array) file( $file ) ) : 0;
			}
			sort( $loaded['classes'] );
			sort( $loaded['traits'] );
			// Class names only (PHP identifiers and backslashes), so the comment cannot break out.
			echo "\n<!-- vista-e2e-classes " . wp_json_encode( $loaded ) . " -->\n";
		},
		PHP_INT_MAX
	);
}
