<?php
/**
 * Server render of vista/gallery: the placeholder shown until the feature's own issue fills it.
 *
 * @package Vista
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo get_block_wrapper_attributes( array( 'data-vista-feature' => 'gallery' ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by core. ?>>
	<p><?php esc_html_e( 'Vista Gallery is installed: galleries and albums appear here.', 'vista-gallery' ); ?></p>
</div>
