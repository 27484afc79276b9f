<?php
/**
 * The current player of a gallery: a Media Library video plays in the browser's own `<video>`; a
 * hosted video starts as a facade (000 §2.4, §4.4, §9.3): a 16:9 poster served from the site with
 * a play button named after the video, which the visitor's press turns into the host's player.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * Player markup, escaped. The view script builds the same markup when the current video changes.
 */
final class Player {

	/**
	 * The player of a video.
	 *
	 * @param VideoItem $item     Video.
	 * @param bool      $autoplay Whether a Media Library video starts on its own (muted, as
	 *                            browsers allow).
	 */
	public static function html( VideoItem $item, bool $autoplay = false ): string {
		if ( ! $item->hosted() ) {
			return sprintf(
				'<div class="vista-video__frame"><video class="vista-video__video" controls playsinline preload="metadata" data-videoid="%s" src="%s" poster="%s"%s></video></div>',
				esc_attr( $item->videoid ),
				esc_url( $item->src ),
				esc_url( $item->poster ),
				$autoplay ? ' autoplay muted' : ''
			);
		}
		return self::facade( $item );
	}

	/**
	 * The facade of a hosted video.
	 *
	 * @param VideoItem $item Video.
	 */
	public static function facade( VideoItem $item ): string {
		$poster = Posters::url( $item->poster );
		$max    = 'youtube' === $item->kind ? Posters::url( HostedVideo::youtube_poster( $item->videoid, 'maxresdefault' ) ) : '';
		$image  = '' !== $poster
			? sprintf( '<img class="vista-video__poster" src="%s" data-max="%s" alt="" decoding="async">', esc_url( $poster ), esc_url( $max ) )
			: '<span class="vista-video__poster"></span>';
		return sprintf(
			'<div class="vista-video__frame vista-video__facade" data-videoid="%s" data-kind="%s" data-embed="%s" data-host="%s">%s<button type="button" class="vista-video__play" aria-label="%s"></button></div>',
			esc_attr( $item->videoid ),
			esc_attr( $item->kind ),
			esc_url( HostedVideo::embed_url( $item->kind, $item->videoid ) ),
			esc_attr( HostedVideo::NAMES[ $item->kind ] ?? '' ),
			$image,
			/* translators: %s: a video's title. */
			esc_attr( sprintf( __( 'Play: %s', 'vista-video' ), $item->title ) )
		);
	}

	/**
	 * What a thumbnail carries for the player: `data-videoid` (000 §3.11) and the rest.
	 *
	 * @param VideoItem $item Video.
	 */
	public static function data_attributes( VideoItem $item ): string {
		$hosted = $item->hosted();
		$fields = array(
			'videoid' => $item->videoid,
			'kind'    => $item->kind,
			'title'   => $item->title,
			'src'     => $hosted ? HostedVideo::embed_url( $item->kind, $item->videoid ) : $item->src,
			'poster'  => $hosted ? Posters::url( $item->poster ) : $item->poster,
			'max'     => 'youtube' === $item->kind ? Posters::url( HostedVideo::youtube_poster( $item->videoid, 'maxresdefault' ) ) : '',
			'host'    => HostedVideo::NAMES[ $item->kind ] ?? '',
		);
		$html   = array();
		foreach ( $fields as $name => $value ) {
			$html[] = sprintf( 'data-%s="%s"', $name, in_array( $name, array( 'src', 'poster', 'max' ), true ) ? esc_url( $value ) : esc_attr( $value ) );
		}
		return implode( ' ', $html );
	}
}
