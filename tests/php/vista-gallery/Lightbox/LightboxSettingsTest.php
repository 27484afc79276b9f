<?php
/**
 * The lightbox settings object (000 §3.4) and the lightbox block options behind it.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/GalleryTestCase.php';

use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\GallerySettings;
use Vista\Gallery\Lightbox\LightboxEntry;
use Vista\Gallery\Lightbox\LightboxSettings;

/**
 * LightboxSettings and the lightbox options of GalleryRequest.
 */
final class LightboxSettingsTest extends GalleryTestCase {

	/** Priority of the filters a test adds, so tearDown removes those and nothing else. */
	private const TEST_PRIORITY = 999;

	/** Every field of LightboxSettings (src/gallery/common/lightbox-types.ts) and its PHP type. */
	private const FIELDS = array(
		'data'                      => 'array',
		'bwg_current_key'           => 'integer',
		'current_image_key'         => 'integer',
		'current_image_id'          => 'integer',
		'gallery_id'                => 'integer',
		'current_pos'               => 'integer',
		'enable_loop'               => 'integer',
		'preload_images'            => 'integer',
		'preload_images_count'      => 'integer',
		'open_with_fullscreen'      => 'integer',
		'open_with_autoplay'        => 'integer',
		'open_ecommerce'            => 'integer',
		'open_comment'              => 'integer',
		'popup_enable_zoom'         => 'integer',
		'popup_enable_rate'         => 'integer',
		'lightbox_rate_stars_count' => 'integer',
		'lightbox_rate_size'        => 'integer',
		'lightbox_rate_icon'        => 'string',
		'lightbox_ctrl_btn_pos'     => 'string',
		'lightbox_filmstrip_pos'    => 'string',
		'lightbox_info_pos'         => 'string',
		'lightbox_rate_pos'         => 'string',
		'lightbox_hit_pos'          => 'string',
		'lightbox_comment_width'    => 'integer',
		'lightbox_comment_pos'      => 'string',
		'image_width'               => 'integer',
		'image_height'              => 'integer',
		'filmstrip_direction'       => 'string',
		'image_filmstrip_height'    => 'integer',
		'image_filmstrip_width'     => 'integer',
		'bwg_image_effect'          => 'string',
		'site_url'                  => 'string',
		'share_url'                 => 'string',
		'enable_image_filmstrip'    => 'integer',
		'enable_image_ecommerce'    => 'integer',
		'ecommerceACtive'           => 'integer',
		'slideshow_interval'        => 'double',
		'slideshow_effect_duration' => 'double',
		'enable_addthis'            => 'integer',
		'addthis_profile_id'        => 'string',
		'image_right_click'         => 'integer',
		'popup_enable_ctrl_btn'     => 'integer',
		'popup_enable_fullscreen'   => 'integer',
		'popup_enable_info'         => 'integer',
		'popup_info_always_show'    => 'integer',
		'popup_enable_comment'      => 'integer',
		'popup_enable_captcha'      => 'integer',
		'popup_enable_email'        => 'integer',
		'popup_enable_download'     => 'integer',
		'popup_enable_share'        => 'integer',
		'popup_enable_hit_counter'  => 'integer',
		'comment_moderation'        => 'integer',
		'privacy_policy_url'        => 'string',
		'comment_author'            => 'array',
		'watermark'                 => 'NULL',
		'nonce'                     => 'string',
		'shortcode_id'              => 'string',
		'comment_url'               => 'string',
		'rate_url'                  => 'string',
		'ecommerce_url'             => 'string',
		'cart_url'                  => 'string',
		'captcha_url'               => 'string',
		'checkout_url'              => 'string',
	);

	private int $user = 0;

	protected function tearDown(): void {
		// Only this test's own callbacks: the plugin's parts fill these fields at the default priority.
		remove_all_filters( 'vista_gallery_lightbox_settings', self::TEST_PRIORITY );
		delete_option( GallerySettings::OPTION );
		update_option( 'comment_moderation', '0' );
		if ( $this->user ) {
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $this->user );
			$this->user = 0;
		}
		parent::tearDown();
	}

	private function settings( array $attributes = array(), int $key = 1, bool $open_ecommerce = false, bool $open_comment = false, string $page = '' ): array {
		$options = GalleryRequest::options( array_merge( array( 'galleryId' => $this->gallery ), $attributes ) );
		$data    = array();
		foreach ( $this->images as $i => $id ) {
			$data[] = LightboxEntry::of( get_post( $id ), $i + 1, $options );
		}
		return LightboxSettings::of( new GalleryRequest( $options ), $data, $key, $open_ecommerce, $open_comment, $page );
	}

	public function test_every_field_is_present_and_typed_with_sensible_defaults(): void {
		$s = $this->settings();
		foreach ( self::FIELDS as $key => $type ) {
			$this->assertArrayHasKey( $key, $s );
			$this->assertSame( $type, gettype( $s[ $key ] ), $key );
		}
		$this->assertSame( array(), array_diff( array_keys( $s ), array_keys( self::FIELDS ) ) );
		$this->assertCount( 5, $s['data'] );
		$this->assertSame( 1, $s['current_image_key'] );
		$this->assertSame( $this->images[1], $s['current_image_id'] );
		$this->assertSame( $this->gallery, $s['gallery_id'] );
		$this->assertSame( 90, $s['current_pos'], 'one 90 px thumbnail before it' );
		$this->assertSame( 1, $s['popup_enable_rate'] );
		$this->assertSame( 5, $s['lightbox_rate_stars_count'] );
		$this->assertSame( 'star', $s['lightbox_rate_icon'] );
		$this->assertSame( 1, $s['popup_enable_comment'] );
		$this->assertSame( 1, $s['popup_enable_share'] );
		$this->assertSame( 1, $s['popup_enable_download'] );
		$this->assertSame( 1, $s['enable_image_filmstrip'] );
		$this->assertSame( 'bottom', $s['lightbox_ctrl_btn_pos'] );
		$this->assertSame( 'horizontal', $s['filmstrip_direction'] );
		$this->assertSame( 5.0, $s['slideshow_interval'] );
		$this->assertSame( \Vista\Gallery\Ecommerce\EcommerceSettings::page_url( 'cart' ), $s['checkout_url'], 'the cart page, from the ecommerce filter' );
		$this->assertSame( array( 'name' => '', 'email' => '' ), $s['comment_author'] );
		$this->assertTrue( (bool) wp_verify_nonce( $s['nonce'], 'vista_gallery_lightbox' ) );
		foreach ( array( 'comment_url' => 'vista_gallery_comment', 'rate_url' => 'vista_gallery_rate', 'ecommerce_url' => 'vista_gallery_ecommerce', 'captcha_url' => 'vista_gallery_captcha' ) as $key => $action ) {
			$this->assertStringContainsString( 'admin-ajax.php?action=' . $action, $s[ $key ] );
		}
		$this->assertStringEndsWith( 'admin-ajax.php', $s['cart_url'] );
		$this->assertStringEndsWith( sprintf( '#bwg%d/%d', $this->gallery, $this->images[1] ), $s['share_url'] );
	}

	public function test_the_block_options_reach_the_spec_names(): void {
		$s = $this->settings(
			array(
				'lightboxWidth'                => 1000,
				'lightboxHeight'               => 700,
				'lightboxEffect'               => 'cubeH',
				'lightboxInterval'             => '2.5',
				'lightboxEffectDuration'       => 0.5,
				'lightboxAutoplay'             => true,
				'lightboxFullscreen'           => true,
				'lightboxLoop'                 => false,
				'lightboxFilmstripPos'         => 'right',
				'lightboxFilmstripThumbHeight' => 70,
				'lightboxRateStarsCount'       => 10,
				'lightboxRateIcon'             => 'heart',
				'lightboxRatePos'              => 'top',
				'lightboxHitCounter'           => true,
				'lightboxCommentPos'           => 'right',
				'lightboxCommentWidth'         => 500,
				'lightboxRightClick'           => true,
				'lightboxPreloadCount'         => 0,
				'lightboxOpenComment'          => true,
			),
			3
		);
		$this->assertSame( 1000, $s['image_width'] );
		$this->assertSame( 700, $s['image_height'] );
		$this->assertSame( 'cubeH', $s['bwg_image_effect'] );
		$this->assertSame( 2.5, $s['slideshow_interval'] );
		$this->assertSame( 0.5, $s['slideshow_effect_duration'] );
		$this->assertSame( 1, $s['open_with_autoplay'] );
		$this->assertSame( 1, $s['open_with_fullscreen'] );
		$this->assertSame( 0, $s['enable_loop'] );
		$this->assertSame( 'right', $s['lightbox_filmstrip_pos'] );
		$this->assertSame( 'vertical', $s['filmstrip_direction'] );
		$this->assertSame( 210, $s['current_pos'], 'three 70 px thumbnails above it' );
		$this->assertSame( 10, $s['lightbox_rate_stars_count'] );
		$this->assertSame( 'heart', $s['lightbox_rate_icon'] );
		$this->assertSame( 'top', $s['lightbox_rate_pos'] );
		$this->assertSame( 1, $s['popup_enable_hit_counter'] );
		$this->assertSame( 'right', $s['lightbox_comment_pos'] );
		$this->assertSame( 500, $s['lightbox_comment_width'] );
		$this->assertSame( 1, $s['image_right_click'] );
		$this->assertSame( 0, $s['preload_images_count'] );
		$this->assertSame( 1, $s['open_comment'] );
		$this->assertSame( 0, $this->settings( array( 'lightboxOpenComment' => true, 'lightboxComments' => false ) )['open_comment'], 'no comments, nothing to open' );
	}

	public function test_invalid_options_fall_back_or_are_clamped(): void {
		$o = GalleryRequest::options(
			array(
				'lightboxRateStarsCount' => 99,
				'lightboxRateIcon'       => '<script>',
				'lightboxEffect'         => 'explode',
				'lightboxFilmstripPos'   => array( 'left' ),
				'lightboxInterval'       => 'NaN',
				'lightboxEffectDuration' => 1e12,
				'lightboxWidth'          => '99999999999999999999999',
				'lightboxCommentWidth'   => -5,
				'lightboxZoom'           => 'yes please',
				'lightboxShare'          => array( true ),
				'lightboxUnknown'        => 1,
			)
		);
		$this->assertSame( 10, $o['lightboxRateStarsCount'] );
		$this->assertSame( 'star', $o['lightboxRateIcon'] );
		$this->assertSame( 'fade', $o['lightboxEffect'] );
		$this->assertSame( 'bottom', $o['lightboxFilmstripPos'] );
		$this->assertSame( 5.0, $o['lightboxInterval'] );
		$this->assertSame( 10.0, $o['lightboxEffectDuration'] );
		$this->assertSame( 4000, $o['lightboxWidth'] );
		$this->assertSame( 200, $o['lightboxCommentWidth'] );
		$this->assertFalse( $o['lightboxZoom'] );
		$this->assertFalse( $o['lightboxShare'] );
		$this->assertArrayNotHasKey( 'lightboxUnknown', $o );
		$this->assertSame( 1, GalleryRequest::options( array( 'lightboxRateStarsCount' => '0' ) )['lightboxRateStarsCount'] );
	}

	public function test_every_lightbox_default_is_in_block_json_with_the_same_value(): void {
		$block = json_decode( (string) file_get_contents( dirname( __DIR__, 4 ) . '/blocks/vista-gallery/gallery/block.json' ), true );
		foreach ( GalleryRequest::DEFAULTS as $key => $default ) {
			if ( ! str_starts_with( $key, 'lightbox' ) ) {
				continue;
			}
			$this->assertArrayHasKey( $key, $block['attributes'] );
			$this->assertEquals( $default, $block['attributes'][ $key ]['default'], $key );
			$this->assertEquals( $default, GalleryRequest::options( array() )[ $key ], $key );
		}
	}

	public function test_open_ecommerce_needs_the_option(): void {
		$this->assertSame( 0, $this->settings( array(), 0, true )['open_ecommerce'] );
		$this->assertSame( 1, $this->settings( array( 'lightboxEcommerce' => true ), 0, true )['open_ecommerce'] );
		// Whether the shop shows also needs a price list on the site: EcommerceAjaxTest covers that.
		$this->assertSame( 0, $this->settings( array(), 0, true )['enable_image_ecommerce'] );
	}

	public function test_comment_moderation_follows_the_site_or_the_block(): void {
		update_option( 'comment_moderation', '0' );
		$this->assertSame( 0, $this->settings()['comment_moderation'] );
		$this->assertSame( 1, $this->settings( array( 'lightboxCommentModeration' => true ) )['comment_moderation'] );
		update_option( 'comment_moderation', '1' );
		$this->assertSame( 1, $this->settings()['comment_moderation'] );
	}

	public function test_a_logged_in_visitor_is_the_comment_author(): void {
		$this->user = (int) wp_insert_user( array( 'user_login' => 'lb' . wp_generate_password( 6, false ), 'user_pass' => wp_generate_password(), 'user_email' => 'reader@example.org', 'display_name' => 'Ada Reader' ) );
		wp_set_current_user( $this->user );
		$this->assertSame( array( 'name' => 'Ada Reader', 'email' => 'reader@example.org' ), $this->settings()['comment_author'] );
	}

	public function test_the_watermark_is_given_only_when_applied_to_the_lightbox(): void {
		update_option( GallerySettings::OPTION, array( 'watermark_type' => 'text', 'watermark_text' => 'Vista', 'watermark_font_size' => 30, 'watermark_opacity' => 40, 'watermark_position' => 'center', 'watermark_apply' => array( 'lightbox' ) ) );
		$this->assertSame(
			array( 'type' => 'text', 'text' => 'Vista', 'image_url' => '', 'size' => 30, 'color' => '#ffffff', 'opacity' => 40, 'position' => 'center' ),
			$this->settings()['watermark']
		);
		update_option( GallerySettings::OPTION, array( 'watermark_type' => 'text', 'watermark_text' => 'Vista', 'watermark_apply' => array( 'slideshow' ) ) );
		$this->assertNull( $this->settings()['watermark'] );
		update_option( GallerySettings::OPTION, array( 'watermark_type' => 'image', 'watermark_image_id' => 0, 'watermark_apply' => array( 'lightbox' ) ) );
		$this->assertNull( $this->settings()['watermark'], 'an image watermark without its image' );
	}

	public function test_the_filter_changes_options_but_not_the_images_or_nonce(): void {
		add_filter(
			'vista_gallery_lightbox_settings',
			function ( array $settings, array $options ): array {
				$this->assertSame( $this->gallery, $options['galleryId'] );
				$settings['checkout_url']    = 'https://example.org/cart/';
				$settings['ecommerceACtive'] = 1;
				$settings['data']            = array();
				$settings['nonce']           = 'forged';
				return $settings;
			},
			self::TEST_PRIORITY,
			2
		);
		$s = $this->settings();
		$this->assertSame( 'https://example.org/cart/', $s['checkout_url'] );
		$this->assertSame( 1, $s['ecommerceACtive'] );
		$this->assertCount( 5, $s['data'] );
		$this->assertNotSame( 'forged', $s['nonce'] );
	}

	public function test_the_share_address_stays_on_this_site(): void {
		$this->assertStringStartsWith( home_url( '/photos/?a=1#bwg' ), $this->settings( array(), 0, false, false, home_url( '/photos/?a=1#old' ) )['share_url'] );
		$this->assertStringStartsWith( home_url( '/#bwg' ), $this->settings( array(), 0, false, false, 'https://evil.example/x' )['share_url'] );
	}
}
