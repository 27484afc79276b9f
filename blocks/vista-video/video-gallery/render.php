<?php
/**
 * Server render of vista/video-gallery: the placeholder shown until the feature's own issue fills it.
 *
 * @package Vista
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo get_block_wrapper_attributes( array( 'data-vista-feature' => 'video-gallery' ) ); // Escaped by core. ?>>
	<p><?php esc_html_e( 'Vista Video is installed: video galleries appear here.', 'vista-video' ); ?></p>
</div>
