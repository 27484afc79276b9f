<?php
/**
 * The theme's settings (Appearance → Customize → Vista theme): the mobile-menu breakpoint
 * (000 §2.5, §9.4: 980 px), the preloader (000 §4.7) and the width below which parallax is off
 * (001 §4 Page builder: "disabled on mobile below a set breakpoint", value ours). Stored as theme
 * mods, so they belong to the theme and survive its upgrades.
 *
 * @package Vista\Theme
 */

declare( strict_types=1 );

namespace Vista\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Defaults, bounds and the Customizer controls of the theme's settings.
 */
final class Settings {

	/** 000 §9.4: the mobile menu applies below 980 px. */
	public const MOBILE_MENU_BREAKPOINT = 980;

	/** Parallax is off below this width unless the owner says otherwise (001 §4: value not shown). */
	public const PARALLAX_MIN_WIDTH = 768;

	/** Widths the owner may choose, in px. */
	public const MIN_WIDTH = 320;
	public const MAX_WIDTH = 2560;

	/**
	 * Hooks the Customizer section.
	 */
	public static function register(): void {
		add_action( 'customize_register', array( self::class, 'customize' ) );
	}

	/**
	 * Width below which the navigation shows its mobile menu, in px.
	 */
	public static function mobile_menu_breakpoint(): int {
		return self::width( get_theme_mod( 'vista_mobile_menu_breakpoint', self::MOBILE_MENU_BREAKPOINT ), self::MOBILE_MENU_BREAKPOINT );
	}

	/**
	 * Width below which parallax backgrounds stay still, in px.
	 */
	public static function parallax_min_width(): int {
		return self::width( get_theme_mod( 'vista_parallax_min_width', self::PARALLAX_MIN_WIDTH ), self::PARALLAX_MIN_WIDTH );
	}

	/**
	 * Whether the preloader covers the page until it has loaded (off unless the owner turns it on).
	 */
	public static function preloader(): bool {
		return (bool) get_theme_mod( 'vista_preloader', false );
	}

	/**
	 * A stored width, or the default when it is missing or out of bounds.
	 *
	 * @param mixed $value    Stored value.
	 * @param int   $fallback Default.
	 */
	public static function width( $value, int $fallback ): int {
		$width = is_numeric( $value ) ? (int) $value : $fallback;
		return $width >= self::MIN_WIDTH && $width <= self::MAX_WIDTH ? $width : $fallback;
	}

	/**
	 * Sanitises a width typed in the Customizer; out of bounds it falls back to the stored one.
	 *
	 * @param mixed $value Typed value.
	 * @return int|\WP_Error
	 */
	public static function sanitize_width( $value ) {
		$width = is_numeric( $value ) ? (int) $value : 0;
		if ( $width < self::MIN_WIDTH || $width > self::MAX_WIDTH ) {
			return new \WP_Error(
				'vista_width_out_of_range',
				/* translators: 1: smallest width, 2: largest width, in pixels. */
				sprintf( __( 'Enter a width from %1$d to %2$d pixels.', 'vista' ), self::MIN_WIDTH, self::MAX_WIDTH )
			);
		}
		return $width;
	}

	/**
	 * The section and its three controls.
	 *
	 * @param \WP_Customize_Manager $customizer The Customizer.
	 */
	public static function customize( \WP_Customize_Manager $customizer ): void {
		$customizer->add_section(
			'vista_theme',
			array(
				'title'    => __( 'Vista theme', 'vista' ),
				'priority' => 30,
			)
		);
		$widths = array(
			'vista_mobile_menu_breakpoint' => array(
				self::MOBILE_MENU_BREAKPOINT,
				__( 'Mobile menu below (px)', 'vista' ),
				__( 'Narrower windows show the menu behind a menu button.', 'vista' ),
			),
			'vista_parallax_min_width'     => array(
				self::PARALLAX_MIN_WIDTH,
				__( 'Parallax from (px)', 'vista' ),
				__( 'Narrower windows, such as phones, show parallax backgrounds still.', 'vista' ),
			),
		);
		foreach ( $widths as $id => [ $default, $label, $description ] ) {
			$customizer->add_setting(
				$id,
				array(
					'default'           => $default,
					'capability'        => 'edit_theme_options',
					'sanitize_callback' => array( self::class, 'sanitize_width' ),
				)
			);
			$customizer->add_control(
				$id,
				array(
					'section'     => 'vista_theme',
					'type'        => 'number',
					'label'       => $label,
					'description' => $description,
					'input_attrs' => array(
						'min'  => self::MIN_WIDTH,
						'max'  => self::MAX_WIDTH,
						'step' => 1,
					),
				)
			);
		}
		$customizer->add_setting(
			'vista_preloader',
			array(
				'default'           => false,
				'capability'        => 'edit_theme_options',
				'sanitize_callback' => 'rest_sanitize_boolean',
			)
		);
		$customizer->add_control(
			'vista_preloader',
			array(
				'section'     => 'vista_theme',
				'type'        => 'checkbox',
				'label'       => __( 'Show a preloader while pages load', 'vista' ),
				'description' => __( 'It hides 600 ms after the page has loaded; visitors without JavaScript never see it.', 'vista' ),
			)
		);
	}
}
