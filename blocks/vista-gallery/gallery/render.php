<?php
/**
 * Server render of vista/gallery (GalleryRenderer): thumbnails, masonry or mosaic with the
 * browsing controls; each instance on the page gets its number {n}.
 *
 * @package Vista
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

echo \Vista\Gallery\Browsing\GalleryRenderer::render_block( $attributes, get_block_wrapper_attributes() ); // Escaped by the renderer.
