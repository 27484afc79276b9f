<?php
/**
 * Issue 32 item 7: deleting a plugin leaves nothing of it (tables, options, transients, scheduled
 * events, its posts and terms, its meta rows, the files it made), and the owner's media stay. Each
 * plugin is installed on a scratch site, used (an update, its settings, its jobs, what visitors
 * and the owner make with it), deactivated and deleted as Plugins → Delete does, and the site is
 * compared with what it was before the plugin came.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Lifecycle;

use Vista\Tests\VistaTestCase;

require_once __DIR__ . '/ScratchSite.php';

/**
 * Install, use, delete, compare.
 */
final class UninstallTest extends VistaTestCase {

	/**
	 * @dataProvider plugins
	 *
	 * @param string $slug Plugin.
	 */
	public function test_deleting_the_plugin_leaves_the_site_as_it_was_with_the_owners_media( string $slug ): void {
		$site = new ScratchSite( $slug );
		try {
			$this->assertTrue( $site->run( 'install' )['ok'] );
			$image = $site->run( 'media' )['image'];
			$site->run( 'snapshot' );
			$this->assertTrue( $site->run( 'activate' )['ok'] );
			$site->run( 'exercise' );
			$made = $site->run( 'leftovers' );
			$this->assertNotEmpty( $made['left']['options'] ?? array(), 'the plugin was used and stored something' );

			$site->run( 'deactivate' );
			$site->run( 'uninstall' );

			$this->assertSame( array(), $site->run( 'leftovers' ), "{$slug} leaves this behind (left) or took this away (gone)" );
			$this->assertGreaterThan( 0, $image );
		} finally {
			$site->drop();
		}
	}
}
