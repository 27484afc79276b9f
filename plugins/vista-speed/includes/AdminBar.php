<?php
/**
 * The page-speed node of the admin bar (000 §2.6), for administrators only.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the admin-bar node and loads its script only where that node is shown.
 */
final class AdminBar {

	public const NODE_ID       = 'vista-speed';
	public const SCRIPT_HANDLE = 'vista-speed-admin-bar';

	/**
	 * Hooks the node and its assets once WordPress knows the admin bar shows (admin_bar_init, on
	 * the front end and in the admin alike), and only for a user who may optimise: a visitor's
	 * request hooks nothing more.
	 */
	public static function register(): void {
		add_action( 'admin_bar_init', array( self::class, 'hook' ) );
	}

	/**
	 * Hooks the node and the script for the current request, when it shows the widget.
	 */
	public static function hook(): void {
		if ( ! self::is_shown() ) {
			return;
		}
		add_action( 'admin_bar_menu', array( self::class, 'add_node' ), 90 );
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
	}

	/**
	 * Whether the current request shows the widget: the admin bar is on and the user may optimise.
	 */
	public static function is_shown(): bool {
		return is_admin_bar_showing() && current_user_can( 'manage_options' );
	}

	/**
	 * Adds the node.
	 *
	 * @param \WP_Admin_Bar $admin_bar The admin bar being built.
	 */
	public static function add_node( \WP_Admin_Bar $admin_bar ): void {
		if ( ! self::is_shown() ) {
			return;
		}
		$admin_bar->add_node(
			array(
				'id'    => self::NODE_ID,
				'title' => esc_html__( 'Page speed', 'vista-speed' ),
				'href'  => false,
				'meta'  => array( 'class' => 'vista-speed-node' ),
			)
		);
	}

	/**
	 * Enqueues the built admin-bar bundle with the dependencies webpack extracted. The script is
	 * dependency-free and has no strings of its own: no screen styles, no translations.
	 */
	public static function enqueue(): void {
		if ( self::is_shown() && Kit\AdminBundle::register_script( 'admin-bar', self::SCRIPT_HANDLE, array( 'in_footer' => true ), false ) ) {
			wp_enqueue_script( self::SCRIPT_HANDLE );
		}
	}
}
