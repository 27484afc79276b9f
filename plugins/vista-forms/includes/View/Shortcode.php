<?php
/**
 * The `[vista_form id="12"]` shortcode: the same form as the vista/form block, for classic
 * content and widgets. `id` takes a form id or its slug.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\View;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Kit;

/**
 * Registers and renders the shortcode.
 */
final class Shortcode {

	public const TAG = 'vista_form';

	/**
	 * The form the shortcode names.
	 *
	 * @param mixed $atts Shortcode attributes.
	 */
	public static function render( $atts ): string {
		return FormEmbed::render( self::attributes( $atts ) );
	}

	/**
	 * Block attributes of the shortcode's: a number is an id, anything else a slug.
	 *
	 * @param mixed $atts Shortcode attributes.
	 * @return array<string, mixed>
	 */
	public static function attributes( $atts ): array {
		$atts  = is_array( $atts ) ? $atts : array();
		$value = Kit\BlockShortcode::id_or_slug( $atts['id'] ?? ( $atts['form'] ?? ( $atts[0] ?? '' ) ) );
		if ( is_int( $value ) ) {
			return array( 'formId' => $value );
		}
		return '' === $value ? array() : array( 'formSlug' => $value );
	}
}
