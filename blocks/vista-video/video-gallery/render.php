<?php
/**
 * Server render of vista/video-gallery (GalleryRenderer): the current player, the thumbnails and
 * the paging buttons, with the block's source signed for call 13.
 *
 * @package Vista
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

echo \Vista\Video\GalleryRenderer::render_block( $attributes, get_block_wrapper_attributes() ); // Escaped by the renderer.
