<?php
/**
 * The page-speed node shows to administrators only.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

use Vista\Speed\AdminBar;
use Vista\Speed\Results;
use Vista\Speed\Score;
use Vista\Tests\VistaTestCase;

/**
 * Who sees the admin-bar node.
 */
final class AdminBarTest extends VistaTestCase {

	private function admin_bar_for( int $user_id ): \WP_Admin_Bar {
		wp_set_current_user( $user_id );
		require_once ABSPATH . WPINC . '/class-wp-admin-bar.php';
		$bar = new \WP_Admin_Bar();
		add_filter( 'show_admin_bar', '__return_true' );
		AdminBar::add_node( $bar );
		remove_filter( 'show_admin_bar', '__return_true' );
		return $bar;
	}

	public function test_administrator_gets_the_node(): void {
		$this->assertNotNull( $this->admin_bar_for( 1 )->get_node( AdminBar::NODE_ID ) );
	}

	public function test_a_pages_node_reads_its_checks_once_for_both_its_dot_and_its_panel(): void {
		global $wp_query;
		$page = wp_insert_post(
			array(
				'post_title'  => 'Scored',
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		$this->assertIsInt( $page );
		Results::complete( Results::start( $page ), new Score( 95, 800.0, array() ), new Score( 40, 3000.0, array() ) );
		$wp_query = new \WP_Query( array( 'page_id' => $page ) );
		$reads    = array();
		$record   = static function ( string $query ) use ( &$reads ): string {
			if ( str_contains( $query, Results::table() ) && str_starts_with( ltrim( $query ), 'SELECT' ) ) {
				$reads[] = $query;
			}
			return $query;
		};
		add_filter( 'query', $record );
		try {
			$node = $this->admin_bar_for( 1 )->get_node( AdminBar::NODE_ID );
		} finally {
			remove_filter( 'query', $record );
			$wp_query = $GLOBALS['wp_the_query'];
			wp_delete_post( $page, true );
		}
		$this->assertNotNull( $node );
		$this->assertStringContainsString( 'is-red', $node->title, 'the dot shows the lower score' );
		$this->assertStringContainsString( 'data-score="40"', $node->meta['html'], 'the panel shows the check' );
		$this->assertSame( array_values( array_unique( $reads ) ), $reads, 'no query of the results table ran twice' );
	}

	public function test_subscriber_does_not(): void {
		$user = wp_insert_user(
			array(
				'user_login' => 'reader_' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'subscriber',
			)
		);
		$this->assertIsInt( $user );
		try {
			$this->assertNull( $this->admin_bar_for( $user )->get_node( AdminBar::NODE_ID ) );
		} finally {
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $user );
		}
	}
}
