<?php
/**
 * The page-speed node shows to administrators only.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

use Vista\Speed\AdminBar;
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
