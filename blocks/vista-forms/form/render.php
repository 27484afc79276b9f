<?php
/**
 * Server render of vista/form: the chosen form (FormEmbed, FormRenderer).
 *
 * @package Vista
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

echo \Vista\Forms\View\FormEmbed::render( $attributes, get_block_wrapper_attributes() ); // Escaped by the renderer.
