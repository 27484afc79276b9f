<?php
/**
 * Issue 32 item 5: on a network (subdirectories), activating a plugin for the network sets up
 * every site, a site made afterwards is set up as it is made, a deleted site's tables go with it,
 * and deleting the plugin removes every site's data: the network is as it was before, but for the
 * sites made since and what WordPress itself keeps of them.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Lifecycle;

use Vista\Tests\VistaTestCase;

require_once __DIR__ . '/ScratchSite.php';

/**
 * Network-activate, add sites, use, delete a site, delete the plugin, compare.
 */
final class NetworkTest extends VistaTestCase {

	/**
	 * @dataProvider plugins
	 *
	 * @param string $slug Plugin.
	 */
	public function test_a_network_activation_serves_every_site_and_deleting_leaves_nothing( string $slug ): void {
		$network = new ScratchSite( $slug, true );
		try {
			$this->assertTrue( $network->run( 'install' )['ok'] );
			$this->assertTrue( $network->run( 'add-site', 'two' )['ok'] );
			$network->run( 'media' );
			$network->run( 'snapshot' );
			$this->assertTrue( $network->run( 'activate', 'network' )['ok'] );
			$this->assertTrue( $network->run( 'add-site', 'three' )['ok'] );

			$sites   = $network->run( 'versions' );
			$version = $sites['/']['version'];
			$this->assertNotFalse( $version );
			foreach ( array( '/two/', '/three/' ) as $path ) {
				$this->assertSame( $version, $sites[ $path ]['version'], "{$path} is set up" );
				$this->assertCount( count( $sites['/']['tables'] ), $sites[ $path ]['tables'], "{$path} has the plugin's tables" );
			}

			$network->run( 'media' );
			$network->run( 'exercise' );
			$this->assertTrue( $network->run( 'delete-site', 'three' )['ok'] );
			$this->assertSame( array(), self::of_site( 3, $network->run( 'leftovers' )['left'] ?? array() ), 'a deleted site leaves no table or row' );

			// A site made after the activation, used, still there when the plugin is deleted.
			$this->assertTrue( $network->run( 'add-site', 'four' )['ok'] );
			$network->run( 'media' );
			$network->run( 'exercise' );
			$network->run( 'deactivate', 'network' );
			$network->run( 'uninstall' );

			$leftovers = $network->run( 'leftovers' );
			$leftovers['left'] = self::without_core_of_site( 4, $leftovers['left'] ?? array() );
			// WordPress empties a deleted site's uploads folder but keeps the folder itself.
			$leftovers['left']['files'] = array_values( array_diff( $leftovers['left']['files'] ?? array(), array( '/sites/3/' ) ) );
			$leftovers['left']  = array_filter( $leftovers['left'] );
			$this->assertSame( array(), array_filter( $leftovers ), "{$slug} leaves this behind (left) or took this away (gone)" );
		} finally {
			$network->drop();
		}
	}

	/**
	 * What is left of one site (its tables, its rows).
	 *
	 * @param int                     $site The site.
	 * @param array<string, string[]> $left The leftovers.
	 * @return array<string, string[]>
	 */
	private static function of_site( int $site, array $left ): array {
		$mine = static fn ( string $name ): bool => str_starts_with( $name, "site {$site} " ) || str_contains( $name, "vtnet_{$site}_" );
		return array_filter( array_map( static fn ( $names ) => array_values( array_filter( $names, $mine ) ), $left ) );
	}

	/**
	 * The leftovers but WordPress's own tables and rows of a site made after the snapshot: what
	 * carries the plugin's name stays in.
	 *
	 * @param int                     $site The site.
	 * @param array<string, string[]> $left The leftovers.
	 * @return array<string, string[]>
	 */
	private static function without_core_of_site( int $site, array $left ): array {
		$core = static fn ( string $name ): bool => ( str_starts_with( $name, "site {$site} " ) || str_contains( $name, "vtnet_{$site}_" ) || str_contains( $name, "/sites/{$site}/" ) || "/sites/{$site}" === rtrim( $name, '/' ) || '/sites/' === $name ) && ! str_contains( strtolower( $name ), 'vista' );
		return array_filter( array_map( static fn ( $names ) => array_values( array_filter( $names, static fn ( $name ) => ! $core( $name ) ) ), $left ) );
	}
}
