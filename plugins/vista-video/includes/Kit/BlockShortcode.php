<?php
// A copy of kit/BlockShortcode.php for vista-video, made by `npm run kit`: change the kit, not this file.
/**
 * What a shortcode that stands for a block needs: the block's front-end styles and scripts queued
 * where the shortcode renders it (block content queues them itself), and the one reading of an
 * attribute that names a post or term by id or by slug.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * Helpers of shortcodes (and other renderers outside block content) that show a block.
 */
final class BlockShortcode {

	/**
	 * Queues the styles and view scripts of a registered block type.
	 *
	 * @param string $block Block name, such as vista/gallery.
	 * @return string[] The view script handles queued (none when the block is not registered).
	 */
	public static function enqueue( string $block ): array {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( $block );
		if ( ! $type ) {
			return array();
		}
		array_map( 'wp_enqueue_style', $type->style_handles );
		array_map( 'wp_enqueue_script', $type->view_script_handles );
		return $type->view_script_handles;
	}

	/**
	 * An attribute that names something by id or slug: a positive whole number (up to 19 digits,
	 * surrounding spaces ignored) is an id, anything else the trimmed slug ('' for nothing).
	 *
	 * @param mixed $value Attribute value.
	 * @return int|string
	 */
	public static function id_or_slug( $value ) {
		$value = is_scalar( $value ) ? trim( (string) $value ) : '';
		return 1 === preg_match( '/^[1-9][0-9]{0,18}$/', $value ) ? (int) $value : $value;
	}
}
