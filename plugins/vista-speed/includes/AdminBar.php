<?php
/**
 * The page-speed node of the admin bar (000 §2.6), for administrators only: a logo that shows
 * whether a check runs, and on a post's own page (or its edit screen) the post's score panel,
 * opened on hover or keyboard focus.
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
		return is_admin_bar_showing() && current_user_can( Calls::CAPABILITY );
	}

	/**
	 * The post the current screen shows: the singular page on the front end, the post being edited
	 * in the admin; 0 elsewhere.
	 */
	public static function current_post_id(): int {
		if ( is_admin() ) {
			$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
			$post   = get_post();
			return null !== $screen && 'post' === $screen->base && $post instanceof \WP_Post ? $post->ID : 0;
		}
		return is_singular() ? (int) get_queried_object_id() : 0;
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
		$post_id = self::current_post_id();
		$post    = $post_id ? TargetGuard::viewable_post( $post_id ) : null;
		$busy    = Results::any_in_progress();
		$checks  = null === $post ? null : ScorePanel::checks( $post->ID );
		$colour  = null === $checks ? '' : ScorePanel::colour( $checks );
		$title   = sprintf(
			'<span class="vista-speed-logo%s" aria-hidden="true"></span><span class="vista-speed-title">%s</span>',
			( $busy ? ' is-optimizing' : '' ) . ( '' === $colour ? '' : ' is-' . $colour ),
			esc_html__( 'Page speed', 'vista-speed' )
		);
		$admin_bar->add_node(
			array(
				'id'    => self::NODE_ID,
				'title' => $title,
				'href'  => null === $post ? SettingsScreen::page()->url() : false,
				'meta'  => array(
					'class'    => 'vista-speed-node' . ( $busy ? ' is-optimizing' : '' ),
					'tabindex' => 0,
					'html'     => null === $post ? '' : '<div class="vista-speed-hover">' . ScorePanel::html( $post->ID, 'admin-bar', $checks ) . '</div>',
				),
			)
		);
	}

	/**
	 * Enqueues the built admin-bar bundle (dependency-free, no translations: its texts are in the
	 * server's markup), its stylesheet, and what its calls need: the ajax address and the §6 nonce.
	 */
	public static function enqueue(): void {
		if ( ! self::is_shown() || ! Kit\AdminBundle::register_script( 'admin-bar', self::SCRIPT_HANDLE, array( 'in_footer' => true ), false ) ) {
			return;
		}
		wp_enqueue_script( self::SCRIPT_HANDLE );
		wp_add_inline_script(
			self::SCRIPT_HANDLE,
			'window.vistaSpeed = ' . wp_json_encode(
				array(
					'ajaxUrl' => admin_url( 'admin-ajax.php' ),
					'nonce'   => wp_create_nonce( Calls::NONCE_ACTION ),
				)
			) . ';',
			'before'
		);
		if ( is_readable( Kit\Bootstrap::build_dir() . '/admin-bar.css' ) ) {
			wp_enqueue_style( self::SCRIPT_HANDLE, Kit\Bootstrap::build_url( 'admin-bar.css' ), array(), Kit\AdminBundle::version( 'admin-bar' ) );
		}
	}
}
