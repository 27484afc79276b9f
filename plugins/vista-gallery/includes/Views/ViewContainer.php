<?php
/**
 * The container every layout opens with: the data the view script reads (data-gallery,
 * data-state, the address of the gallery view call), the block's wrapper attributes, and the
 * album's navigation and the title and description above the gallery (ViewHeading).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\BrowsingQuery;
use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Lightbox\LightboxSettings;
use Vista\Gallery\Themes\ThemeStyle;

/**
 * Opening markup of an instance.
 */
final class ViewContainer {

	/**
	 * The opening tag of an instance's container: the data the view script reads (data-gallery,
	 * data-state, the gallery view call address) are the same for every layout.
	 *
	 * @param GalleryRequest       $request Request.
	 * @param int                  $n       Instance.
	 * @param string               $wrapper Block wrapper attributes, or ''.
	 * @param array<string, mixed> $state   State shown.
	 * @param int                  $pages   Pages.
	 * @param int                  $total   Images matching.
	 * @param array<string, mixed> $extra   Layout options added to data-gallery.
	 * @param string               $style   More inline CSS custom properties.
	 */
	public static function open( GalleryRequest $request, int $n, string $wrapper, array $state, int $pages, int $total, array $extra = array(), string $style = '' ): string {
		$o              = $request->view;
		$script_options = array_merge(
			array(
				'n'              => $n,
				'layout'         => $o->layout,
				'thumbWidth'     => $o->thumbWidth,
				'thumbHeight'    => $o->thumbHeight,
				'maxColumns'     => $o->maxColumns,
				'resizable'      => $o->resizable,
				'ajax'           => $o->frontendAjax,
				'pagination'     => $o->pagination,
				'defaultSort'    => $o->sortBy,
				'galleryType'    => $o->source,
				'galleryId'      => BrowsingQuery::source_id( $o ),
				'pages'          => $pages,
				'total'          => $total,
				// Inside an album, the gallery view call renders the block's album (its path says where).
				'shortcode'      => BlockToken::sign( $request->album ? $request->album->options : $request->options ),
				'nonce'          => wp_create_nonce( GalleryRenderer::NONCE_ACTION ),
				'rightClickLock' => $o->rightClickProtection,
				'themeId'        => $o->themeId,
			),
			// The lightbox data call has its own nonce (LightboxAjax), sent only where a click opens the lightbox.
			// The popup's box size goes with it: the first frame, drawn before call 3 answers, takes its place.
			'open_lightbox' === $o->thumbClickAction ? array(
				'lightboxNonce' => wp_create_nonce( LightboxSettings::NONCE_ACTION ),
				'lightboxBox'   => array( $o->lightboxWidth, $o->lightboxHeight ),
			) : array(),
			$request->album ? array( 'album' => $request->album->script_data() ) : array(),
			$extra
		);
		$style = sprintf(
			'--vista-thumb-w:%1$dpx;--vista-thumb-h:%2$dpx;--vista-thumb-h-n:%2$d;--vista-thumb-ratio:%1$d/%2$d;',
			$o->thumbWidth,
			$o->thumbHeight
		) . $style . ThemeStyle::declarations( $o->themeId );
		return sprintf(
			'<div %1$s id="vista-gallery-%2$d" data-vista-feature="gallery" data-gallery-n="%2$d" data-ajax-url="%3$s" data-lightbox-url="%8$s" data-gallery="%4$s" data-state="%5$s" style="%6$s"%7$s>',
			self::wrapper( $wrapper, sprintf( 'vista-gallery vista-gallery--%s', $o->layout ) ),
			$n,
			// The addresses carry their actions, as the original's container did (000 §7 calls 12, 3).
			esc_url( add_query_arg( 'action', GalleryRenderer::AJAX_ACTION, admin_url( 'admin-ajax.php' ) ) ),
			esc_attr( (string) wp_json_encode( $script_options ) ),
			esc_attr( (string) wp_json_encode( $state ) ),
			esc_attr( $style ),
			$o->rightClickProtection ? ' data-right-click-protection="1"' : '',
			esc_url( add_query_arg( 'action', LightboxSettings::ACTION_DATA, admin_url( 'admin-ajax.php' ) ) )
		) . ( $request->album ? AlbumView::navigation( $request->album, $n ) : '' ) . ViewHeading::markup( $request );
	}

	/**
	 * The wrapper attributes: the block's own (classes merged) or a plain class attribute.
	 *
	 * @param string $wrapper Block wrapper attributes, or ''.
	 * @param string $classes Classes to add.
	 */
	public static function wrapper( string $wrapper, string $classes ): string {
		if ( '' === $wrapper ) {
			return 'class="wp-block-vista-gallery ' . esc_attr( $classes ) . '"';
		}
		if ( preg_match( '/class="([^"]*)"/', $wrapper ) ) {
			return (string) preg_replace( '/class="([^"]*)"/', 'class="$1 ' . esc_attr( $classes ) . '"', $wrapper, 1 );
		}
		return $wrapper . ' class="' . esc_attr( $classes ) . '"';
	}
}
