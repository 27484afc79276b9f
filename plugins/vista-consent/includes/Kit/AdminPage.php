<?php
// A copy of kit/AdminPage.php for vista-consent, made by `npm run kit`: change the kit, not this file.
/**
 * An admin screen of the plugin: a menu entry (a submenu of another menu, or a menu of its own)
 * whose page is the mount point of a React bundle, loaded on that page only. The plugin's hooks.php
 * binds it in the admin through the screen's class (see AdminScreen).
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * One screen.
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
	 *   bundle: string,
	 *   handle: string,
	 *   mount_id: string,
	 *   noscript: string,
	 *   data_global?: string,
	 *   data?: callable,
	 *   after_enqueue?: callable,
	 *   wrap_class?: string,
	 *   submenu_title?: string,
	 *   old_parent?: string
	 * } $args The page: `parent` is the parent menu's slug (none: a menu of its own with `icon`
	 *         and `position`); `bundle` names build/{bundle}.js; `data` returns the array given to
	 *         the script as window.{data_global}; `wrap_class` adds classes to the page's wrap;
	 *         `submenu_title` (a menu of its own only) names the menu's first submenu item, which
	 *         leads to this page, so the menu keeps it when other screens add items below.
	 *         `old_parent` is the menu file the screen was under before (its old address
	 *         `old_parent?page=slug` is sent to url(), see redirect_old_address()).
	 *         The menu entry's priority on admin_menu, and whether the plugins list links to
	 *         the screen, are the plugin's hooks.php's to say.
	 */
	public function __construct( private array $args ) {
		$this->data          = $args['data'] ?? null;
		$this->after_enqueue = $args['after_enqueue'] ?? null;
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
	 * Sends the screen's old address (`old_parent?page=slug`, from before it moved to another menu:
	 * bookmarks, documentation, older links) to url(), its query kept. Runs on admin_menu, before
	 * WordPress refuses a page asked for under a menu it is no longer in.
	 */
	public function redirect_old_address(): void {
		global $pagenow;
		$old = $this->args['old_parent'] ?? '';
		if ( '' === $old || $old !== $pagenow || $this->args['slug'] !== sanitize_key( wp_unslash( $_GET['page'] ?? '' ) ) ) {
			return;
		}
		$query = array_map( 'sanitize_text_field', wp_unslash( (array) $_GET ) );
		wp_safe_redirect( add_query_arg( array_map( 'rawurlencode', $query ), $this->url() ) );
		exit;
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
