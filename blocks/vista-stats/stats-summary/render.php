<?php
/**
 * Server render of vista/stats-summary: the placeholder shown until the feature's own issue fills it.
 *
 * @package Vista
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo get_block_wrapper_attributes( array( 'data-vista-feature' => 'stats-summary' ) ); // Escaped by core. ?>>
	<p><?php esc_html_e( 'Vista Stats is installed: a summary of visits appears here.', 'vista-stats' ); ?></p>
</div>
