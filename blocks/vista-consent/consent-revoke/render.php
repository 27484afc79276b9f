<?php
/**
 * Server render of vista/consent-revoke: the manual revoke control (000 §3.13 revokeCookiesOpt),
 * a button that reopens the cookie notice. The notice script, on every page, wires it.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo get_block_wrapper_attributes( array( 'data-vista-feature' => 'consent-revoke' ) ); // Escaped by core. ?>>
	<?php echo \Vista\Consent\Notice::revoke_button( \Vista\Consent\Settings::get(), 'cn-revoke-inline' ); // Built escaped. ?>
</div>
