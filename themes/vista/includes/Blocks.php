<?php
/**
 * The theme's blocks (sliders, counter: build/blocks), the block styles of the page-builder helpers
 * (001 §1, §4: stretched rows, parallax backgrounds) and the scripts that only pages using them load.
 *
 * @package Vista\Theme
 */

declare( strict_types=1 );

namespace Vista\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Registers blocks and block styles; enqueues a helper's script when a rendered block needs it.
 */
final class Blocks {

	public const PAGE_BUILDER = 'vista-page-builder';
	public const VIDEO_RESIZE = 'vista-video-resize';

	/** Classes that call for the page-builder helper (block styles, and markers for classic content). */
	private const PAGE_BUILDER_MARKERS = array( 'is-style-vista-parallax', 'vista-parallax', 'is-style-vista-stretch', 'vista-stretch-row', 'vista-grid-relayout' );

	/**
	 * Hooks registration and the per-page script choice.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_blocks' ) );
		// Registered before any block renders: a block theme renders the page before wp_head.
		add_action( 'init', array( self::class, 'register_scripts' ) );
		add_filter( 'render_block', array( self::class, 'enqueue_for_block' ), 10, 2 );
	}

	/**
	 * Points the block's scripts at the theme's own languages/ folder: WordPress sets their text
	 * domain but looks for their translations only in wp-content/languages.
	 *
	 * @param \WP_Block_Type $type The block just registered.
	 */
	private static function translate_scripts( \WP_Block_Type $type ): void {
		$scripts = wp_scripts();
		foreach ( array_merge( $type->editor_script_handles, $type->view_script_handles ) as $handle ) {
			if ( ! empty( $scripts->registered[ $handle ]->textdomain ) ) {
				wp_set_script_translations( $handle, 'vista', get_stylesheet_directory() . '/languages' );
			}
		}
	}

	/**
	 * On a right-to-left site, links the block's mirrored stylesheet (the build writes view-rtl.css
	 * beside view.css with rtlcss). WordPress picks that file for a theme's block but marks it with
	 * the '.min' suffix of its own files, so a linked (not inlined) style kept the left-to-right
	 * address: with no suffix, `view.css` becomes `view-rtl.css`.
	 *
	 * @param \WP_Block_Type $type The block just registered.
	 */
	private static function link_rtl_styles( \WP_Block_Type $type ): void {
		$styles = wp_styles();
		foreach ( array_merge( $type->style_handles, $type->view_style_handles ) as $handle ) {
			if ( 'replace' === $styles->get_data( $handle, 'rtl' ) ) {
				$styles->add_data( $handle, 'suffix', '' );
			}
		}
	}

	/**
	 * The built blocks, and the block styles that turn the helpers on from the editor.
	 */
	public static function register_blocks(): void {
		foreach ( glob( get_stylesheet_directory() . '/build/blocks/*', GLOB_ONLYDIR ) ?: array() as $block_dir ) {
			$type = register_block_type( $block_dir );
			if ( $type instanceof \WP_Block_Type ) {
				self::translate_scripts( $type );
				self::link_rtl_styles( $type );
			}
		}
		foreach ( array( 'core/cover', 'core/group' ) as $block ) {
			register_block_style(
				$block,
				array(
					'name'  => 'vista-parallax',
					'label' => __( 'Parallax', 'vista' ),
				)
			);
		}
		register_block_style(
			'core/group',
			array(
				'name'  => 'vista-stretch',
				'label' => __( 'Stretched row', 'vista' ),
			)
		);
	}

	/**
	 * The helpers' scripts, registered for the pages that turn out to need them.
	 */
	public static function register_scripts(): void {
		Assets::register( self::PAGE_BUILDER, 'page-builder' );
		Assets::register( self::VIDEO_RESIZE, 'video-resize' );
		wp_localize_script( self::PAGE_BUILDER, 'vistaPageBuilder', array( 'parallaxMinWidth' => Settings::parallax_min_width() ) );
	}

	/**
	 * Enqueues a helper when a block about to be shown needs it: page-builder markers, a query loop
	 * laid out as a grid, a video frame, or a count-up marker in classic content.
	 *
	 * @param string               $content Rendered block.
	 * @param array<string, mixed> $block   The block.
	 */
	public static function enqueue_for_block( $content, $block ): string {
		$content = (string) $content;
		if ( is_admin() || '' === $content ) {
			return $content;
		}
		$name = (string) ( $block['blockName'] ?? '' );
		if ( self::has_any( $content, self::PAGE_BUILDER_MARKERS ) || ( 'core/post-template' === $name && str_contains( $content, 'is-layout-grid' ) ) ) {
			self::enqueue( self::PAGE_BUILDER );
		}
		if ( str_contains( $content, '<iframe' ) && 'core/embed' !== $name ) {
			self::enqueue( self::VIDEO_RESIZE );
		}
		if ( 'core/embed' === $name && ! str_contains( $content, 'wp-has-aspect-ratio' ) ) {
			self::enqueue( self::VIDEO_RESIZE );
		}
		if ( str_contains( $content, 'vista-count-up' ) && 'vista/counter' !== $name ) {
			self::enqueue( generate_block_asset_handle( 'vista/counter', 'viewScript' ) );
		}
		return $content;
	}

	/**
	 * Enqueues a registered script and its style.
	 *
	 * @param string $handle Handle of both.
	 */
	private static function enqueue( string $handle ): void {
		wp_enqueue_script( $handle );
		if ( wp_style_is( $handle, 'registered' ) ) {
			wp_enqueue_style( $handle );
		}
	}

	/**
	 * Whether the text holds any of the class names.
	 *
	 * @param string   $content Rendered block.
	 * @param string[] $needles Class names.
	 */
	private static function has_any( string $content, array $needles ): bool {
		foreach ( $needles as $needle ) {
			if ( str_contains( $content, $needle ) ) {
				return true;
			}
		}
		return false;
	}
}
