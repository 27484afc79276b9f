<?php
/**
 * Server render of vista/gallery-cart (CartPage): the visitor's cart, usable without JavaScript.
 *
 * @package Vista
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

echo \Vista\Gallery\Ecommerce\CartPage::render( get_block_wrapper_attributes( array( 'class' => 'vista-cart' ) ) ); // Escaped by the renderer.
