<?php
/**
 * Removes everything Vista Video stored, on every site, when the owner deletes the plugin: its
 * options, the API key, the cached answers of video hosts and the posters it kept in the uploads
 * folder. What stays is listed in readme.txt.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Kit/Uninstall.php';

\Vista\Video\Kit\Uninstall::everything(
	array(
		'prefixes' => array( 'vista_video_' ),
		'folders'  => array( 'vista-video' ),
	)
);
