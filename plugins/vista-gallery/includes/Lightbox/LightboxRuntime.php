<?php
/**
 * WordPress's React runtime for the lightbox, fetched when a visitor is about to open it.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Lightbox;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit;
use const Vista\Gallery\PLUGIN_FILE;
use const Vista\Gallery\VERSION;

/**
 * The lightbox popup's chunks render with Preact, bundled with them (webpack.config.js), so the
 * only WordPress scripts they need are wp-i18n and its dependencies, for their translated strings.
 * A gallery page must not pay for those either until the popup is wanted: the build lists them as
 * dependencies of the gallery's view script; they are taken off it here, and the scripts (with
 * their own dependencies and inline parts, in load order) are handed to the opener, which loads
 * them on the first sign of intent (src/gallery/lightbox/runtime.ts).
 */
final class LightboxRuntime {

	/**
	 * Externals of the popup chunk (see the view script's view.asset.php). WordPress's React
	 * (react, react-jsx-runtime, wp-element) is no longer one of them (issue 36 goal 2); a build
	 * of before that listed them, so they are still taken off the view script's dependencies.
	 */
	public const HANDLES = array( 'wp-i18n' );

	/** What the view script depended on before the popup moved to Preact: never loaded with it. */
	private const FORMER_HANDLES = array( 'react', 'react-jsx-runtime', 'wp-element' );

	public const BLOCK = 'vista/gallery';

	/** The popup's chunks, registered (never queued) so their strings get translations. */
	public const CHUNKS = array( 'gallery-lightbox', 'gallery-lightbox-comments', 'gallery-lightbox-ecommerce' );

	/**
	 * The gallery's view scripts.
	 *
	 * @return string[]
	 */
	private static function view_handles(): array {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( self::BLOCK );
		return $type ? $type->view_script_handles : array();
	}

	/**
	 * Takes the runtime off the view script's dependencies.
	 */
	public static function defer_runtime(): void {
		$scripts = wp_scripts();
		foreach ( self::CHUNKS as $chunk ) {
			wp_register_script( 'vista-' . $chunk, plugins_url( 'build/' . $chunk . '.js', PLUGIN_FILE ), array( 'wp-i18n' ), VERSION, true );
			wp_set_script_translations( 'vista-' . $chunk, Kit\Bootstrap::slug(), Kit\Bootstrap::languages_dir() );
		}
		foreach ( self::view_handles() as $handle ) {
			if ( isset( $scripts->registered[ $handle ] ) ) {
				$script       = $scripts->registered[ $handle ];
				$script->deps = array_values( array_diff( $script->deps, self::HANDLES, self::FORMER_HANDLES ) );
			}
		}
	}

	/**
	 * Puts the runtime's description before the view script, once it is queued.
	 */
	public static function describe_runtime(): void {
		static $done = false;
		$scripts     = wp_scripts();
		foreach ( self::view_handles() as $handle ) {
			if ( $done || ! wp_script_is( $handle, 'enqueued' ) ) {
				continue;
			}
			$done = true;
			wp_add_inline_script( $handle, 'window.vistaLightboxRuntime = ' . wp_json_encode( self::scripts( $scripts ) ) . ';', 'before' );
		}
	}

	/**
	 * The runtime's scripts in load order: each with its id (as WordPress prints it), address and
	 * inline parts.
	 *
	 * @param \WP_Scripts $scripts Registered scripts.
	 * @return array<int, array{id: string, src: string, before: string, after: string}>
	 */
	public static function scripts( \WP_Scripts $scripts ): array {
		$order = array();
		foreach ( self::HANDLES as $handle ) {
			self::visit( $scripts, $handle, $order );
		}
		$list = array();
		foreach ( $order as $handle ) {
			$script = $scripts->registered[ $handle ];
			$src    = (string) $script->src;
			if ( '' !== $src && ! preg_match( '#^(https?:)?//#', $src ) ) {
				$src = $scripts->base_url . $src;
			}
			if ( '' !== $src ) {
				$version = null === $script->ver ? '' : ( $script->ver ? $script->ver : $scripts->default_version );
				$src     = '' === $version ? $src : add_query_arg( 'ver', $version, $src );
			}
			$list[] = array(
				'id'     => $handle . '-js',
				'src'    => '' === $src ? '' : esc_url_raw( $src ),
				'before' => implode( "\n", array_filter( (array) $scripts->get_data( $handle, 'before' ), 'is_string' ) ),
				'after'  => implode( "\n", array_filter( (array) $scripts->get_data( $handle, 'after' ), 'is_string' ) ),
			);
		}
		// The chunks' translations (wp i18n make-json files), once wp-i18n is there.
		$translations = '';
		foreach ( self::CHUNKS as $chunk ) {
			$translations .= (string) $scripts->print_translations( 'vista-' . $chunk, false );
		}
		if ( '' !== $translations ) {
			$list[] = array(
				'id'     => 'vista-gallery-lightbox-translations-js',
				'src'    => '',
				'before' => '',
				'after'  => $translations,
			);
		}
		return $list;
	}

	/**
	 * Depth first: a script's dependencies before it, each once.
	 *
	 * @param \WP_Scripts $scripts Registered scripts.
	 * @param string      $handle  Script.
	 * @param string[]    $order   Load order so far.
	 */
	private static function visit( \WP_Scripts $scripts, string $handle, array &$order ): void {
		if ( in_array( $handle, $order, true ) || ! isset( $scripts->registered[ $handle ] ) ) {
			return;
		}
		foreach ( $scripts->registered[ $handle ]->deps as $dependency ) {
			self::visit( $scripts, (string) $dependency, $order );
		}
		$order[] = $handle;
	}
}
