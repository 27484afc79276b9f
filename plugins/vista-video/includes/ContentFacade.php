<?php
/**
 * Beyond the spec: with the `contentFacade` setting on, every YouTube and Vimeo embed in post
 * content gets the gallery's facade and consent gate instead of the host's iframe, so reading a
 * post contacts no video host until the visitor presses play.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * Replaces content embeds with a one-video gallery.
 */
final class ContentFacade {

	/**
	 * The facade in place of a supported embed.
	 *
	 * @param mixed $html Embed markup.
	 * @param mixed $url  Embedded address.
	 * @return mixed
	 */
	public static function filter( $html, $url ) {
		if ( is_admin() || ! is_string( $url ) || ! Settings::get()['contentFacade'] ) {
			return $html;
		}
		$video = HostedVideo::parse( $url );
		if ( null === $video || 'dailymotion' === $video['provider'] ) {
			return $html;
		}
		$attributes = array(
			'source'     => 'urls',
			'urls'       => array( $url ),
			'showPaging' => false,
		);
		wp_enqueue_script( 'vista-video-gallery-view-script' );
		wp_enqueue_style( 'vista-video-gallery-style' );
		return GalleryRenderer::render_block( $attributes, 'class="wp-block-vista-video-gallery vista-video--single"' );
	}
}
