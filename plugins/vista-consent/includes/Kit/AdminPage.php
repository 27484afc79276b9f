<?php
// A copy of kit/AdminPage.php for vista-consent, made by `npm run kit`: change the kit, not this file.
/**
 * An admin screen of the plugin: a menu entry (a submenu of another menu, or a menu of its own)
 * whose page is the mount point of a React bundle, loaded on that page only.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * One screen. Build it with its settings and call register() once.
 */
final class AdminPage {

	private string $hook_suffix = '';

	/**
	 * Data for the screen, computed when the page loads.
	 *
	 * @var callable|null
	 */
	private $data;

	/**
	 * Things to do after the bundle is enqueued (extra styles, the media modal).
	 *
	 * @var callable|null
	 */
	private $after_enqueue;

	/**
	 * The screen.
	 *
	 * @param array{
	 *   slug: string,
	 *   title: string,
	 *   menu_title?: string,
	 *   parent?: string,
	 *   icon?: string,
	 *   position?: int,
	 *   capability?: string,
	 *   menu_priority?: int,
	 *   bundle: string,
	 *   handle: string,
	 *   mount_id: string,
	 *   noscript: string,
	 *   data_global?: string,
	 *   data?: callable,
	 *   after_enqueue?: callable,
	 *   settings_link?: bool,
	 *   wrap_class?: string,
	 *   submenu_title?: string
	 * } $args The page: `parent` is the parent menu's slug (none: a menu of its own with `icon`
	 *         and `position`); `bundle` names build/{bundle}.js; `data` returns the array given to
	 *         the script as window.{data_global}; `settings_link` adds a "Settings" link to the
	 *         plugin's row in the plugins list; `wrap_class` adds classes to the page's wrap;
	 *         `submenu_title` (a menu of its own only) names the menu's first submenu item, which
	 *         leads to this page, so the menu keeps it when other screens add items below.
	 */
	public function __construct( private array $args ) {
		$this->data          = $args['data'] ?? null;
		$this->after_enqueue = $args['after_enqueue'] ?? null;
	}

	/**
	 * Describes and hooks a page once its texts can be translated (on init, after the kit loads the
	 * plugin's translations), in the admin only.
	 *
	 * @param callable $describe Returns the page's arguments (see the constructor).
	 */
	public static function add_on_init( callable $describe ): void {
		if ( is_admin() ) {
			add_action( 'init', static fn () => ( new self( $describe() ) )->register() );
		}
	}

	/**
	 * Hooks the page (in the admin only; nothing of it loads on the front end).
	 */
	public function register(): void {
		if ( ! is_admin() ) {
			return;
		}
		// Submenus after their parent menu (added at the default priority) unless told otherwise.
		$priority = $this->args['menu_priority'] ?? ( isset( $this->args['parent'] ) ? 20 : 10 );
		add_action( 'admin_menu', array( $this, 'add_page' ), $priority );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		if ( ! empty( $this->args['settings_link'] ) ) {
			add_filter( 'plugin_action_links_' . plugin_basename( Bootstrap::file() ), array( $this, 'action_links' ) );
		}
	}

	/**
	 * Adds the menu entry.
	 */
	public function add_page(): void {
		$title      = $this->args['title'];
		$menu_title = $this->args['menu_title'] ?? $title;
		$capability = $this->args['capability'] ?? 'manage_options';
		$render     = array( $this, 'render' );
		if ( isset( $this->args['parent'] ) ) {
			$this->hook_suffix = (string) add_submenu_page( $this->args['parent'], $title, $menu_title, $capability, $this->args['slug'], $render );
			return;
		}
		$this->hook_suffix = (string) add_menu_page( $title, $menu_title, $capability, $this->args['slug'], $render, $this->args['icon'] ?? '', $this->args['position'] ?? null );
		if ( isset( $this->args['submenu_title'] ) ) {
			add_submenu_page( $this->args['slug'], $title, $this->args['submenu_title'], $capability, $this->args['slug'], $render );
		}
	}

	/**
	 * The page: the screen's mount point.
	 */
	public function render(): void {
		AdminBundle::render_mount( $this->args['title'], $this->args['mount_id'], $this->args['noscript'], array(), $this->args['wrap_class'] ?? '' );
	}

	/**
	 * Loads the screen's bundle on its own page only.
	 *
	 * @param string $hook_suffix The admin page being loaded.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' === $this->hook_suffix || $hook_suffix !== $this->hook_suffix ) {
			return;
		}
		$data = null !== $this->data ? ( $this->data )() : null;
		if ( AdminBundle::enqueue( $this->args['bundle'], $this->args['handle'], $this->args['data_global'] ?? '', $data ) && null !== $this->after_enqueue ) {
			( $this->after_enqueue )();
		}
	}

	/**
	 * A "Settings" link first in the plugin's row of the plugins list.
	 *
	 * @param string[] $links Links.
	 * @return string[]
	 */
	public function action_links( array $links ): array {
		array_unshift( $links, sprintf( '<a href="%s">%s</a>', esc_url( $this->url() ), esc_html__( 'Settings', 'vista-consent' ) ) );
		return $links;
	}

	/**
	 * The page's address.
	 */
	public function url(): string {
		$parent = $this->args['parent'] ?? 'admin.php';
		$base   = str_ends_with( $parent, '.php' ) ? $parent : 'admin.php';
		return admin_url( add_query_arg( 'page', $this->args['slug'], $base ) );
	}

	/**
	 * The page hook suffix WordPress gave the page ('' before admin_menu).
	 */
	public function hook_suffix(): string {
		return $this->hook_suffix;
	}
}
