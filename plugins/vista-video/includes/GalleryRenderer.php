<?php
/**
 * The server's render of a video gallery (000 §2.4): the current player, the thumbnail list in
 * `columns` and the paging buttons. The thumbnail list is also call 13's answer (GalleryPageAjax).
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * Gallery markup, escaped.
 */
final class GalleryRenderer {

	/**
	 * The block's markup.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $wrapper    The block wrapper's attributes (escaped by core).
	 */
	public static function render_block( array $attributes, string $wrapper ): string {
		$spec = GallerySpec::from( $attributes );
		$page = Sources::page( $spec, '' );
		if ( ! $page->items ) {
			return sprintf( '<div %s data-vista-feature="video-gallery"><p class="vista-video__empty">%s</p></div>', $wrapper, esc_html( self::empty_text( $spec, $page ) ) );
		}
		$consent = Settings::consent_required();
		$options = array(
			'playlistId'  => $spec['playlistId'],
			'pageSize'    => $spec['pageSize'],
			'columns'     => $spec['columns'],
			'showTitle'   => $spec['showTitle'],
			'showPaging'  => $spec['showPaging'],
			'autonext'    => $spec['autonext'],
			'thumbplay'   => $spec['thumbplay'],
			'autoplay'    => $spec['autoplay'],
			'pauseOthers' => $spec['pauseOthers'],
		);
		$texts   = array(
			'error'   => __( 'Sorry, there was an error loading the next page.', 'vista-video' ),
			/* translators: %d: a page number. */
			'loaded'  => __( 'Page %d of the videos is shown.', 'vista-video' ),
			/* translators: %s: a video's title. */
			'play'    => __( 'Play: %s', 'vista-video' ),
			/* translators: %s: a video host, such as YouTube. */
			'hosted'  => __( 'This video is hosted by %s. Playing it loads their player, which may set cookies.', 'vista-video' ),
			'accept'  => __( 'Accept and play', 'vista-video' ),
		);
		return sprintf(
			'<div %1$s data-vista-feature="video-gallery" data-security="%2$s" data-ajax="%3$s" data-options="%4$s" data-texts="%5$s" data-consent="%6$s"><div class="vista-video__stage">%7$s</div><div class="vista-video__list">%8$s</div><p class="vista-video__status screen-reader-text" role="status" aria-live="polite"></p></div>',
			$wrapper,
			esc_attr( BlockToken::sign( $spec ) ),
			esc_url( admin_url( 'admin-ajax.php' ) ),
			esc_attr( (string) wp_json_encode( $options ) ),
			esc_attr( (string) wp_json_encode( $texts ) ),
			$consent ? '1' : '0',
			Player::html( $page->items[0], $spec['autoplay'] ),
			self::list_html( $spec, $page, $page->items[0]->videoid )
		);
	}

	/**
	 * The thumbnail list of a page and its paging buttons (call 13's answer).
	 *
	 * @param array<string, mixed> $spec    Normalised spec.
	 * @param VideoPage            $page    Page.
	 * @param string               $current The current video's id ('' for none).
	 */
	public static function list_html( array $spec, VideoPage $page, string $current = '' ): string {
		$html = sprintf( '<ul class="vista-video__thumbs" style="--vista-video-columns:%d" data-page="%d">', (int) $spec['columns'], $page->number );
		foreach ( $page->items as $item ) {
			$html .= '<li>' . self::thumb( $item, (bool) $spec['showTitle'], $item->videoid === $current ) . '</li>';
		}
		$html .= '</ul>';
		if ( $spec['showPaging'] && ( '' !== $page->prev || '' !== $page->next ) ) {
			$html .= '<div class="vista-video__paging">'
				. self::page_button( $spec, $page->prev, 'prev', __( 'Previous page', 'vista-video' ) )
				/* translators: %d: a page number. */
				. '<span class="vista-video__page-number">' . esc_html( sprintf( __( 'Page %d', 'vista-video' ), $page->number ) ) . '</span>'
				. self::page_button( $spec, $page->next, 'next', __( 'Next page', 'vista-video' ) )
				. '</div>';
		}
		return $html;
	}

	/**
	 * A thumbnail: a button carrying its `videoid` and what the player needs.
	 *
	 * @param VideoItem $item       Video.
	 * @param bool      $show_title Whether the title is shown (it is read out either way).
	 * @param bool      $current    Whether it is the current video.
	 */
	private static function thumb( VideoItem $item, bool $show_title, bool $current ): string {
		$poster = $item->hosted() ? Posters::url( $item->poster ) : $item->poster;
		$image  = '' !== $poster
			? sprintf( '<img src="%s" alt="" loading="lazy" decoding="async">', esc_url( $poster ) )
			: '';
		return sprintf(
			'<button type="button" class="vista-video__thumb"%s %s><span class="vista-video__thumb-img">%s</span><span class="%s">%s</span></button>',
			$current ? ' aria-current="true"' : '',
			Player::data_attributes( $item ),
			$image,
			$show_title ? 'vista-video__thumb-title' : 'screen-reader-text',
			esc_html( $item->title )
		);
	}

	/**
	 * A paging button, with the options Embed Plus writes on its page buttons (000 §3.11).
	 *
	 * @param array<string, mixed> $spec  Spec.
	 * @param string               $token The page's token ('' disables the button).
	 * @param string               $dir   prev or next.
	 * @param string               $label Text.
	 */
	private static function page_button( array $spec, string $token, string $dir, string $label ): string {
		return sprintf(
			'<button type="button" class="wp-element-button vista-video__page vista-video__page--%1$s" data-pagetoken="%2$s" data-playlistid="%3$s" data-pagesize="%4$d" data-epcolumns="%5$d" data-showtitle="%6$d" data-showpaging="%7$d" data-autonext="%8$d" data-thumbplay="%9$d"%10$s>%11$s</button>',
			esc_attr( $dir ),
			esc_attr( $token ),
			esc_attr( (string) $spec['playlistId'] ),
			(int) $spec['pageSize'],
			(int) $spec['columns'],
			(int) $spec['showTitle'],
			(int) $spec['showPaging'],
			(int) $spec['autonext'],
			(int) $spec['thumbplay'],
			'' === $token ? ' disabled' : '',
			esc_html( $label )
		);
	}

	/**
	 * What an empty gallery says.
	 *
	 * @param array<string, mixed> $spec Spec.
	 * @param VideoPage            $page Page.
	 */
	private static function empty_text( array $spec, VideoPage $page ): string {
		if ( 'live' === $spec['source'] ) {
			return '' !== $spec['liveMessage'] ? $spec['liveMessage'] : __( 'The live stream is not on air right now.', 'vista-video' );
		}
		if ( 'youtube' === $spec['source'] && '' === ApiKey::get() ) {
			return __( 'This playlist needs a YouTube API key: add one under Settings → Video, or choose the public feed.', 'vista-video' );
		}
		return $page->failed ? __( 'The videos could not be loaded. Please try again later.', 'vista-video' ) : __( 'No videos to show yet.', 'vista-video' );
	}
}
