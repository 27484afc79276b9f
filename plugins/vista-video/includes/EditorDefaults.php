<?php
/**
 * What the video gallery block's sidebar shows for an option the block leaves to the site: the
 * defaults of Settings → Video, handed to the block's editor script, so the per-page and columns
 * boxes show the number a gallery will use rather than nothing.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * The block editor's copy of the site's gallery defaults.
 */
final class EditorDefaults {

	/**
	 * Adds `window.vistaVideoEditor` before the block's editor script (enqueue_block_editor_assets).
	 */
	public static function describe(): void {
		$handle = generate_block_asset_handle( 'vista/video-gallery', 'editorScript' );
		if ( ! wp_script_is( $handle, 'registered' ) ) {
			return;
		}
		$settings = Settings::get();
		$defaults = array(
			'pageSize' => (int) $settings['pageSize'],
			'columns'  => (int) $settings['columns'],
		);
		foreach ( array( 'showTitle', 'showPaging', 'autonext', 'thumbplay', 'pauseOthers' ) as $flag ) {
			$defaults[ $flag ] = (bool) $settings[ $flag ];
		}
		wp_add_inline_script( $handle, 'window.vistaVideoEditor = ' . wp_json_encode( array( 'defaults' => $defaults ) ) . ';', 'before' );
	}
}
