<?php
/**
 * Server render of vista/gallery-checkout (CheckoutPage): the order form and its confirmation.
 *
 * @package Vista
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

echo \Vista\Gallery\Ecommerce\CheckoutPage::render( get_block_wrapper_attributes( array( 'class' => 'vista-checkout' ) ) ); // Escaped by the renderer.
