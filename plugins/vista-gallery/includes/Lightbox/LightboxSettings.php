<?php
/**
 * The lightbox popup's settings object (000 §3.4, LightboxSettings of
 * src/gallery/common/lightbox-types.ts): the block's validated lightbox options under the spec's names,
 * the images, where the popup opens, and the addresses and nonce of the lightbox calls.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Lightbox;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\BrowsingQuery;
use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\GallerySettings;

/**
 * Builds the settings of one popup.
 */
final class LightboxSettings {

	/** Nonce action of every lightbox call (3-9). */
	public const NONCE_ACTION = 'vista_gallery_lightbox';

	/** The admin-ajax actions of the lightbox calls (LIGHTBOX.md). */
	public const ACTION_DATA      = 'vista_gallery_lightbox';
	public const ACTION_COMMENT   = 'vista_gallery_comment';
	public const ACTION_RATE      = 'vista_gallery_rate';
	public const ACTION_ECOMMERCE = 'vista_gallery_ecommerce';
	public const ACTION_CAPTCHA   = 'vista_gallery_captcha';

	/**
	 * The settings of a popup opening on one image of a list.
	 *
	 * @param GalleryRequest                   $request        Validated options (the block's) and state.
	 * @param array<int, array<string, mixed>> $data           Entries (LightboxEntry::of), in order.
	 * @param int                              $current_key    Index in $data of the image it opens on.
	 * @param bool                             $open_ecommerce Open the ecommerce panel (the lightbox data call `open_ecommerce`, or the block's option).
	 * @param bool                             $open_comment   Open the comments (the lightbox data call `open_comment`, or the block's option).
	 * @param string                           $page_url       The page the gallery is on ('' for the home page).
	 * @return array<string, mixed>
	 */
	public static function of( GalleryRequest $request, array $data, int $current_key, bool $open_ecommerce = false, bool $open_comment = false, string $page_url = '' ): array {
		$o           = $request->view;
		$data        = array_values( $data );
		$current_key = max( 0, min( count( $data ) - 1, $current_key ) );
		$image_id    = (int) ( $data[ $current_key ]['id'] ?? 0 );
		$gallery_id  = BrowsingQuery::source_id( $o );
		$vertical    = in_array( $o->lightboxFilmstripPos, array( 'left', 'right' ), true );
		$page_url    = '' === $page_url ? home_url( '/' ) : strtok( GalleryRenderer::same_site( $page_url ), '#' );
		$user        = wp_get_current_user();
		$ajax        = admin_url( 'admin-ajax.php' );

		$settings = array(
			'data'                      => $data,
			'bwg_current_key'           => $current_key,
			'current_image_key'         => $current_key,
			'current_image_id'          => $image_id,
			'gallery_id'                => $gallery_id,
			// Where the filmstrip is scrolled to: the thumbnails before the current one.
			'current_pos'               => $current_key * ( $vertical ? (int) $o->lightboxFilmstripThumbHeight : (int) $o->lightboxFilmstripThumbWidth ),
			'enable_loop'               => (int) $o->lightboxLoop,
			'preload_images'            => (int) $o->lightboxPreload,
			'preload_images_count'      => (int) $o->lightboxPreloadCount,
			'open_with_fullscreen'      => (int) $o->lightboxFullscreen,
			'open_with_autoplay'        => (int) $o->lightboxAutoplay,
			'open_ecommerce'            => (int) ( ( $open_ecommerce || $o->lightboxOpenEcommerce ) && $o->lightboxEcommerce ),
			'open_comment'              => (int) ( ( $open_comment || $o->lightboxOpenComment ) && $o->lightboxComments ),
			'popup_enable_zoom'         => (int) $o->lightboxZoom,
			'popup_enable_rate'         => (int) $o->lightboxRating,
			'lightbox_rate_stars_count' => (int) $o->lightboxRateStarsCount,
			'lightbox_rate_size'        => (int) $o->lightboxRateSize,
			'lightbox_rate_icon'        => (string) $o->lightboxRateIcon,
			'lightbox_ctrl_btn_pos'     => (string) $o->lightboxCtrlBtnPos,
			'lightbox_filmstrip_pos'    => (string) $o->lightboxFilmstripPos,
			'lightbox_info_pos'         => (string) $o->lightboxInfoPos,
			'lightbox_rate_pos'         => (string) $o->lightboxRatePos,
			'lightbox_hit_pos'          => (string) $o->lightboxHitPos,
			'lightbox_comment_width'    => (int) $o->lightboxCommentWidth,
			'lightbox_comment_pos'      => (string) $o->lightboxCommentPos,
			'image_width'               => (int) $o->lightboxWidth,
			'image_height'              => (int) $o->lightboxHeight,
			'filmstrip_direction'       => $vertical ? 'vertical' : 'horizontal',
			'image_filmstrip_height'    => (int) $o->lightboxFilmstripThumbHeight,
			'image_filmstrip_width'     => (int) $o->lightboxFilmstripThumbWidth,
			'bwg_image_effect'          => (string) $o->lightboxEffect,
			'site_url'                  => home_url( '/' ),
			'share_url'                 => $page_url . sprintf( '#bwg%d/%d', $gallery_id, $image_id ),
			'enable_image_filmstrip'    => (int) $o->lightboxFilmstrip,
			'enable_image_ecommerce'    => (int) $o->lightboxEcommerce,
			// The ecommerce part turns this on (filter below) when a shop is set up.
			'ecommerceACtive'           => 0,
			'slideshow_interval'        => (float) $o->lightboxInterval,
			'slideshow_effect_duration' => (float) $o->lightboxEffectDuration,
			'enable_addthis'            => 0,
			'addthis_profile_id'        => '',
			'image_right_click'         => (int) $o->lightboxRightClick,
			'popup_enable_ctrl_btn'     => (int) $o->lightboxCtrlBtn,
			'popup_enable_fullscreen'   => (int) $o->lightboxFullscreenButton,
			'popup_enable_info'         => (int) $o->lightboxInfo,
			'popup_info_always_show'    => (int) $o->lightboxInfoAlwaysShow,
			'popup_enable_comment'      => (int) $o->lightboxComments,
			'popup_enable_captcha'      => (int) $o->lightboxCaptcha,
			'popup_enable_email'        => (int) $o->lightboxEmail,
			'popup_enable_download'     => (int) $o->lightboxDownload,
			'popup_enable_share'        => (int) $o->lightboxShare,
			'popup_enable_hit_counter'  => (int) $o->lightboxHitCounter,
			'comment_moderation'        => (int) ( $o->lightboxCommentModeration || '1' === (string) get_option( 'comment_moderation' ) ),
			'privacy_policy_url'        => (string) get_privacy_policy_url(),
			'comment_author'            => array(
				'name'  => $user->exists() ? (string) $user->display_name : '',
				'email' => $user->exists() ? (string) $user->user_email : '',
			),
			'watermark'                 => self::watermark(),
			'nonce'                     => wp_create_nonce( self::NONCE_ACTION ),
			// The block's options as the server signed them (BlockToken): the comment and rating calls
			// read the gallery's captcha, moderation and star count from it, never from loose fields.
			'shortcode_id'              => BlockToken::sign( $request->options ),
			'comment_url'               => add_query_arg( 'action', self::ACTION_COMMENT, $ajax ),
			'rate_url'                  => add_query_arg( 'action', self::ACTION_RATE, $ajax ),
			'ecommerce_url'             => add_query_arg( 'action', self::ACTION_ECOMMERCE, $ajax ),
			'cart_url'                  => $ajax,
			'captcha_url'               => add_query_arg( 'action', self::ACTION_CAPTCHA, $ajax ),
			'checkout_url'              => '',
		);
		$filtered = apply_filters( 'vista_gallery_lightbox_settings', $settings, $request->options );
		if ( ! is_array( $filtered ) ) {
			return $settings;
		}
		// The images, the place and the nonce are the server's: a filter adds or changes options only.
		return array_merge(
			$filtered,
			array_intersect_key( $settings, array_flip( array( 'data', 'bwg_current_key', 'current_image_key', 'current_image_id', 'gallery_id', 'nonce', 'shortcode_id' ) ) )
		);
	}

	/**
	 * The watermark of the lightbox (GallerySettings), or null when it is off there or
	 * incomplete. `opacity` is the setting's percentage (0-100), `size` the text's font size or
	 * the image's width, in px.
	 *
	 * @return array{type: string, text: string, image_url: string, size: int, color: string, opacity: int, position: string}|null
	 */
	public static function watermark(): ?array {
		$s    = GallerySettings::get();
		$type = (string) $s['watermark_type'];
		if ( 'none' === $type || ! in_array( 'lightbox', $s['watermark_apply'], true ) ) {
			return null;
		}
		$image_url = 'image' === $type ? GallerySettings::upload_url( $s ) : '';
		if ( ( 'text' === $type && '' === $s['watermark_text'] ) || ( 'image' === $type && '' === $image_url ) ) {
			return null;
		}
		return array(
			'type'      => $type,
			'text'      => 'text' === $type ? (string) $s['watermark_text'] : '',
			'image_url' => $image_url,
			'size'      => (int) ( 'text' === $type ? $s['watermark_font_size'] : $s['watermark_width'] ),
			'color'     => (string) $s['watermark_color'],
			'opacity'   => (int) $s['watermark_opacity'],
			'position'  => (string) $s['watermark_position'],
		);
	}
}
