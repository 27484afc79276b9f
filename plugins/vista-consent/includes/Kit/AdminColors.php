<?php
// A copy of kit/AdminColors.php for vista-consent, made by `npm run kit`: change the kit, not this file.
/**
 * Vista's admin screens in the user's admin colour scheme (Users → Profile → Admin Color Scheme).
 * WordPress's components read `--wp-admin-theme-color`, but WordPress sets it per scheme only in
 * the block editor's stylesheets; elsewhere the components' own default (a blue of no scheme)
 * applies. The screens that load a Vista bundle get the scheme's values on their body, so a user
 * with "Midnight" sees Vista in Midnight. The values are the block editor's for each core scheme
 * and the admin's own buttons' for the default one.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * The theme colour custom properties of the current user's scheme.
 */
final class AdminColors {

	/** Marks the rule in the page, so several plugins' screens print it once. */
	private const MARKER = '/* vista-admin-scheme */';

	/**
	 * The theme colour and its two darker shades, by core scheme.
	 *
	 * @var array<string, array{0: string, 1: string, 2: string}>
	 */
	private const SCHEMES = array(
		'fresh'     => array( '#2271b1', '#135e96', '#0a4b78' ),
		'light'     => array( '#0085ba', '#0073a1', '#006187' ),
		'modern'    => array( '#3858e9', '#2145e6', '#183ad6' ),
		'blue'      => array( '#096484', '#07526c', '#064054' ),
		'coffee'    => array( '#46403c', '#383330', '#2b2724' ),
		'ectoplasm' => array( '#523f6d', '#46365d', '#3a2c4d' ),
		'midnight'  => array( '#e14d43', '#dd382d', '#d02c21' ),
		'ocean'     => array( '#627c83', '#576e74', '#4c6066' ),
		'sunrise'   => array( '#dd823b', '#d97426', '#c36922' ),
	);

	/**
	 * The CSS rule of a scheme, or '' for a scheme this does not know (a plugin's own scheme keeps
	 * whatever that plugin sets).
	 *
	 * @param string $scheme Scheme name, as stored in the user's `admin_color` option.
	 */
	public static function rule( string $scheme ): string {
		$shades = self::SCHEMES[ $scheme ] ?? null;
		if ( null === $shades ) {
			return '';
		}
		$names        = array( '--wp-admin-theme-color', '--wp-admin-theme-color-darker-10', '--wp-admin-theme-color-darker-20' );
		$declarations = array();
		foreach ( $shades as $index => $hex ) {
			$declarations[] = $names[ $index ] . ':' . $hex;
			$declarations[] = $names[ $index ] . '--rgb:' . implode( ', ', array_map( 'hexdec', str_split( substr( $hex, 1 ), 2 ) ) );
		}
		return self::MARKER . 'body.wp-admin{' . implode( ';', $declarations ) . '}';
	}

	/**
	 * Adds the current user's scheme to WordPress's component styles (once a page).
	 */
	public static function follow_user_scheme(): void {
		$scheme = (string) get_user_option( 'admin_color' );
		$rule   = self::rule( '' === $scheme ? 'fresh' : $scheme );
		$after  = wp_styles()->get_data( 'wp-components', 'after' );
		if ( '' === $rule || ( is_array( $after ) && str_contains( implode( '', $after ), self::MARKER ) ) ) {
			return;
		}
		wp_add_inline_style( 'wp-components', $rule );
	}
}
