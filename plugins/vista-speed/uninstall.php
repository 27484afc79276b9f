<?php
/**
 * Removes everything Vista Speed stored, on every site, when the owner deletes the plugin: the
 * scores, the settings, the image optimisation's job, and the WebP/AVIF copies it made beside the
 * owner's images (the images themselves stay). What stays is listed in readme.txt.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Kit/Uninstall.php';
require_once __DIR__ . '/includes/Images/ImageCopies.php';

\Vista\Speed\Kit\Uninstall::everything(
	array(
		'prefixes' => array( 'vista_speed_' ),
		'meta'     => array( '_vista_speed_' ),
	),
	static function (): void {
		global $wpdb;
		// The copies are listed in their images' meta, which goes next.
		$images = $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s", \Vista\Speed\Images\ImageCopies::META ) ); // SQL: core table name.
		foreach ( $images as $image_id ) {
			\Vista\Speed\Images\ImageCopies::remove( (int) $image_id );
		}
	}
);
