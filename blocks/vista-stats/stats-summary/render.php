<?php
/**
 * Server render of vista/stats-summary: the site's or this page's views and visitors, and popular
 * posts (issue 20). No script: the numbers are in the page as printed.
 *
 * @package Vista
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$vista_stats_scope = \Vista\Stats\Dashboard\SummaryBlock::settings( $attributes )['scope'];
?>
<div <?php echo get_block_wrapper_attributes( array( 'data-vista-feature' => 'stats-summary', 'data-scope' => $vista_stats_scope ) ); // Escaped by core. ?>>
	<?php echo \Vista\Stats\Dashboard\SummaryBlock::render( $attributes, $block ?? null ); // Built escaped. ?>
</div>
