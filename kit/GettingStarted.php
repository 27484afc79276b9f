<?php
/**
 * The suite's first-run screen, "Welcome to Vista" (Dashboard → Getting started, issue 34 item 5):
 * a card for each active Vista plugin (what it does, its main screen, one click to a sample) and
 * the "Add to a page" dialog. Each plugin ships this class in its copy of the kit, since each
 * installs alone; the first copy to answer `admin_menu` registers the one screen, and every
 * plugin's StarterContent class adds its card through the `vista_getting_started_cards` filter.
 *
 * The screen opens by itself once: after the first single activation of a Vista plugin from the
 * plugins screen, for the administrator who activated it. Never after a bulk or network
 * activation, or one made through admin-ajax, the REST API or WP-CLI (nobody would see it there).
 *
 * @package Vista\Kit
 */

declare( strict_types=1 );

namespace Vista\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * The screen, its menu item and the redirect after activation.
 */
final class GettingStarted {

	public const SLUG = 'vista-getting-started';

	/** The action fired once the screen is registered, so that other plugins' copies step back. */
	public const REGISTERED = 'vista_getting_started_registered';

	/** The filter each plugin's StarterContent class answers with its card. */
	public const CARDS = 'vista_getting_started_cards';

	private static ?AdminPage $page = null;

	/**
	 * The option that records, under the plugin's own prefix (so Delete takes it along), who is to
	 * see the screen (`redirect:<user id>`) or that it has been shown (`shown`).
	 */
	public static function option(): string {
		return str_replace( '-', '_', Bootstrap::slug() ) . '_getting_started';
	}

	/**
	 * On activation: arms the redirect for the administrator who activated the plugin alone, from
	 * the plugins screen, unless a Vista plugin has already shown the screen on this site.
	 *
	 * @param bool $network_wide Whether the plugin is being activated for the whole network.
	 */
	public static function arm( bool $network_wide = false ): void {
		if ( ! self::single_activation( $network_wide ) || self::shown_before() ) {
			return;
		}
		update_option( self::option(), 'redirect:' . get_current_user_id(), false );
	}

	/**
	 * Whether this activation is one a person made from the plugins screen, one plugin at a time.
	 *
	 * @param bool $network_wide Whether the plugin is being activated for the whole network.
	 */
	public static function single_activation( bool $network_wide ): bool {
		if ( $network_wide || wp_doing_ajax() || wp_is_rest_endpoint() || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			return false;
		}
		// Only compared: WordPress's plugins.php has checked the nonce of the action it runs. A
		// single activation is a GET of action=activate; a bulk one posts activate-selected.
		$action = isset( $_GET['action'] ) ? sanitize_key( wp_unslash( $_GET['action'] ) ) : '';
		return 'activate' === $action && current_user_can( 'manage_options' );
	}

	/**
	 * Whether any Vista plugin's copy has shown the screen on this site already.
	 */
	public static function shown_before(): bool {
		global $wpdb;
		$found = $wpdb->get_var(
			$wpdb->prepare(
				"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s AND option_value = 'shown' LIMIT 1",
				'vista\_%\_getting\_started'
			)
		);
		return null !== $found;
	}

	/**
	 * Where the armed redirect goes for this request, or null: only the administrator who activated
	 * the plugin, on a wp-admin page of this site (not admin-ajax, not a bulk activation's return).
	 */
	public static function redirect_target(): ?string {
		$armed = get_option( self::option() );
		if ( ! is_string( $armed ) || ! str_starts_with( $armed, 'redirect:' ) ) {
			return null;
		}
		if ( wp_doing_ajax() || wp_is_rest_endpoint() || is_network_admin() || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			return null;
		}
		// Only its presence is read: WordPress's return from a bulk activation.
		if ( isset( $_GET['activate-multi'] ) || (int) substr( $armed, 9 ) !== get_current_user_id() || ! current_user_can( 'manage_options' ) ) {
			return null;
		}
		update_option( self::option(), 'shown', false );
		return admin_url( 'index.php?page=' . self::SLUG );
	}

	/**
	 * Goes to the screen when the redirect is armed for this request (admin_init).
	 */
	public static function maybe_redirect(): void {
		$target = self::redirect_target();
		if ( null !== $target && wp_safe_redirect( $target ) ) {
			exit;
		}
	}

	/**
	 * Adds Dashboard → Getting started, unless another Vista plugin's copy has (admin_menu).
	 */
	public static function add_page(): void {
		if ( did_action( self::REGISTERED ) ) {
			return;
		}
		do_action( self::REGISTERED );
		self::$page = new AdminPage(
			array(
				'slug'        => self::SLUG,
				'parent'      => 'index.php',
				'title'       => __( 'Welcome to Vista', 'vista-kit' ),
				'menu_title'  => __( 'Getting started', 'vista-kit' ),
				'capability'  => 'manage_options',
				'bundle'      => 'onboarding',
				'handle'      => Bootstrap::slug() . '-onboarding',
				'mount_id'    => 'vista-getting-started',
				'noscript'    => __( 'The getting started screen needs JavaScript.', 'vista-kit' ),
				'data_global' => 'vistaGettingStarted',
				'data'        => array( self::class, 'data' ),
			)
		);
		self::$page->add_page();
	}

	/**
	 * Loads the screen's bundle on its own page (admin_enqueue_scripts).
	 *
	 * @param string $hook_suffix The admin page being loaded.
	 */
	public static function enqueue( string $hook_suffix ): void {
		self::$page?->enqueue( $hook_suffix );
	}

	/**
	 * A card with no sample (a plugin whose work is a setting or a screen): what it does and a
	 * link to its main screen.
	 *
	 * @param array<string, string|int> $texts order, title, description, screenUrl, screenLabel.
	 * @return array<string, mixed>
	 */
	public static function plain_card( array $texts ): array {
		return array(
			'plugin'      => Bootstrap::slug(),
			'order'       => (int) ( $texts['order'] ?? 0 ),
			'title'       => (string) $texts['title'],
			'description' => (string) $texts['description'],
			'screenUrl'   => (string) $texts['screenUrl'],
			'screenLabel' => (string) $texts['screenLabel'],
			'demoLabel'   => '',
			'path'        => '',
			'sample'      => null,
		);
	}

	/**
	 * What the screen shows: its texts (in the text domain of the plugin that registered it) and
	 * the active plugins' cards, in the suite's order.
	 *
	 * @return array<string, mixed>
	 */
	public static function data(): array {
		$cards = apply_filters( self::CARDS, array() );
		$cards = is_array( $cards ) ? array_values( array_filter( $cards, 'is_array' ) ) : array();
		usort( $cards, static fn ( $a, $b ) => ( $a['order'] ?? 0 ) <=> ( $b['order'] ?? 0 ) );
		return array(
			'cards'   => $cards,
			'strings' => GettingStartedStrings::all(),
		);
	}
}
