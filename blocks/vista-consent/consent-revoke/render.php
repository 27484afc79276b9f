<?php
/**
 * Server render of vista/consent-revoke: the placeholder shown until the feature's own issue fills it.
 *
 * @package Vista
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo get_block_wrapper_attributes( array( 'data-vista-feature' => 'consent-revoke' ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by core. ?>>
	<p><?php esc_html_e( 'Vista Consent is installed: the control to change your cookie choice appears here.', 'vista-consent' ); ?></p>
</div>
