<?php
/**
 * The vista/gallery block's attributes for the attributes of a `[Best_Wordpress_Gallery]`
 * shortcode: its view (`gallery_type`), its source (`gallery_id`, `album_id`, `tag`) and the
 * options Vista has too. The names and the rule that picks a value come from the original's
 * public source, release 1.8.30 (github.com/common-repository/photo-gallery, commit
 * dbeeb35a2b85014590acf1bb8d2a26e9a1dffb9b): framework/WDWLibrary.php,
 * get_shortcode_option_params() and get_option_value(): with `use_option_defaults="1"` every
 * option is the site-wide setting of `wd_bwg_options`; otherwise the shortcode's own attribute
 * (the view's prefixed name first, e.g. `masonry_images_per_page`, then the plain one), else the
 * setting. Values Vista cannot hold are left to the block's defaults (GalleryRequest checks every
 * value again).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Maps the original's view options onto the block's attributes.
 */
final class PhotoGalleryViewOptions {

	/** The original's views (`gallery_type`) → the block's layout. */
	public const LAYOUTS = array(
		'thumbnails'             => 'thumbnails',
		'thumbnails_masonry'     => 'masonry',
		'thumbnails_mosaic'      => 'mosaic',
		'slideshow'              => 'slideshow',
		'image_browser'          => 'image_browser',
		'blog_style'             => 'blog_style',
		'carousel'               => 'carousel',
		'album_compact_preview'  => 'album_compact',
		// Vista has no masonry album: its covers show as the compact grid, its galleries in masonry.
		'album_masonry_preview'  => 'album_compact',
		'album_extended_preview' => 'album_extended',
	);

	/** Options of the lightbox and the thumbs, named alike in every view: attribute, shortcode name, setting name, type. */
	private const COMMON = array(
		array( 'thumbClickAction', 'thumb_click_action', 'thumb_click_action', 'click' ),
		array( 'thumbLinkTarget', 'thumb_link_target', 'thumb_link_target', 'target' ),
		array( 'lightboxWidth', 'popup_width', 'popup_width', 'int' ),
		array( 'lightboxHeight', 'popup_height', 'popup_height', 'int' ),
		array( 'lightboxEffect', 'popup_effect', 'popup_type', 'text' ),
		array( 'lightboxEffectDuration', 'popup_effect_duration', 'popup_effect_duration', 'number' ),
		array( 'lightboxAutoplay', 'popup_autoplay', 'popup_autoplay', 'flag' ),
		array( 'lightboxInterval', 'popup_interval', 'popup_interval', 'number' ),
		array( 'lightboxFilmstrip', 'popup_enable_filmstrip', 'popup_enable_filmstrip', 'flag' ),
		array( 'lightboxCtrlBtn', 'popup_enable_ctrl_btn', 'popup_enable_ctrl_btn', 'flag' ),
		array( 'lightboxFullscreenButton', 'popup_enable_fullscreen', 'popup_enable_fullscreen', 'flag' ),
		array( 'lightboxFullscreen', 'popup_fullscreen', 'popup_fullscreen', 'flag' ),
		array( 'lightboxComments', 'popup_enable_comment', 'popup_enable_comment', 'flag' ),
		array( 'lightboxEmail', 'popup_enable_email', 'popup_enable_email', 'flag' ),
		array( 'lightboxCaptcha', 'popup_enable_captcha', 'popup_enable_captcha', 'flag' ),
		array( 'lightboxCommentModeration', 'comment_moderation', 'comment_moderation', 'flag' ),
		array( 'lightboxInfo', 'popup_enable_info', 'popup_enable_info', 'flag' ),
		array( 'lightboxInfoAlwaysShow', 'popup_info_always_show', 'popup_info_always_show', 'flag' ),
		array( 'lightboxHitCounter', 'popup_hit_counter', 'popup_hit_counter', 'flag' ),
		array( 'lightboxRating', 'popup_enable_rate', 'popup_enable_rate', 'flag' ),
		array( 'lightboxZoom', 'popup_enable_zoom', 'popup_enable_zoom', 'flag' ),
		array( 'lightboxDownload', 'popup_enable_download', 'popup_enable_download', 'flag' ),
		array( 'lightboxEcommerce', 'popup_enable_ecommerce', 'popup_enable_ecommerce', 'flag' ),
		array( 'enableLoop', 'enable_loop', 'enable_loop', 'flag' ),
	);

	/** Options of the thumbnail views, under each view's prefix (masonry_, mosaic_ or none). */
	private const GRID = array(
		array( 'thumbWidth', 'thumb_width', 'thumb_width', 'int' ),
		array( 'thumbHeight', 'thumb_height', 'thumb_height', 'int' ),
		array( 'maxColumns', 'image_column_number', 'image_column_number', 'int' ),
		array( 'imagesPerPage', 'images_per_page', 'images_per_page', 'int' ),
		array( 'pagination', 'image_enable_page', 'image_enable_page', 'paging' ),
		array( 'sortBy', 'sort_by', 'sort_by', 'sort' ),
		array( 'sortDesc', 'order_by', 'order_by', 'desc' ),
		array( 'showSearch', 'show_search_box', 'show_search_box', 'flag' ),
		array( 'showSort', 'show_sort_images', 'show_sort_images', 'flag' ),
		array( 'showTagFilter', 'show_tag_box', 'show_tag_box', 'flag' ),
		array( 'showTitle', 'showthumbs_name', 'showthumbs_name', 'flag' ),
		array( 'showDescription', 'show_gallery_description', 'show_gallery_description', 'flag' ),
	);

	/** Options of the other views, by view. */
	private const VIEWS = array(
		'slideshow'              => array(
			array( 'slideshowEffect', 'slideshow_effect', 'slideshow_type', 'text' ),
			array( 'slideshowInterval', 'slideshow_interval', 'slideshow_interval', 'number' ),
			array( 'slideshowWidth', 'slideshow_width', 'slideshow_width', 'int' ),
			array( 'slideshowHeight', 'slideshow_height', 'slideshow_height', 'int' ),
			array( 'slideshowAutoplay', 'enable_slideshow_autoplay', 'slideshow_enable_autoplay', 'flag' ),
			array( 'slideshowShuffle', 'enable_slideshow_shuffle', 'slideshow_enable_shuffle', 'flag' ),
			array( 'slideshowFilmstripType', 'slideshow_filmstrip_type', 'slideshow_filmstrip_type', 'int' ),
			array( 'slideshowThumbnailsCount', 'slideshow_thumbnails_count', 'slideshow_thumbnails_count', 'int' ),
			array( 'slideshowShowTitle', 'slideshow_enable_title', 'slideshow_enable_title', 'flag' ),
			array( 'slideshowShowDescription', 'slideshow_enable_description', 'slideshow_enable_description', 'flag' ),
			array( 'slideshowEffectDuration', 'slideshow_effect_duration', 'slideshow_effect_duration', 'number' ),
			array( 'sortBy', 'slideshow_sort_by', 'slideshow_sort_by', 'sort' ),
			array( 'sortDesc', 'slideshow_order_by', 'slideshow_order_by', 'desc' ),
		),
		'image_browser'          => array(
			array( 'browserWidth', 'image_browser_width', 'image_browser_width', 'int' ),
			array( 'browserTitle', 'image_browser_title_enable', 'image_browser_title_enable', 'flag' ),
			array( 'browserDescription', 'image_browser_description_enable', 'image_browser_description_enable', 'flag' ),
		),
		'blog_style'             => array(
			array( 'blogWidth', 'blog_style_width', 'blog_style_width', 'int' ),
			array( 'blogTitle', 'blog_style_title_enable', 'blog_style_title_enable', 'flag' ),
			array( 'blogDescription', 'blog_style_description_enable', 'blog_style_description_enable', 'flag' ),
			array( 'imagesPerPage', 'blog_style_images_per_page', 'blog_style_images_per_page', 'int' ),
			array( 'pagination', 'blog_style_enable_page', 'blog_style_enable_page', 'paging' ),
		),
		'carousel'               => array(
			array( 'carouselInterval', 'carousel_interval', 'carousel_interval', 'number' ),
			array( 'carouselColumns', 'carousel_image_column_number', 'carousel_image_column_number', 'int' ),
			array( 'carouselAutoplay', 'enable_carousel_autoplay', 'carousel_enable_autoplay', 'flag' ),
			array( 'carouselPlayPause', 'carousel_play_pause_butt', 'carousel_play_pause_butt', 'flag' ),
			array( 'carouselPrevNext', 'carousel_prev_next_butt', 'carousel_prev_next_butt', 'flag' ),
		),
		'album_compact_preview'  => array(
			array( 'albumItemsPerPage', 'compuct_albums_per_page', 'albums_per_page', 'int' ),
			array( 'albumGalleryLayout', 'compuct_album_view_type', 'album_view_type', 'album_view' ),
			array( 'thumbWidth', 'compuct_album_thumb_width', 'album_thumb_width', 'int' ),
			array( 'thumbHeight', 'compuct_album_thumb_height', 'album_thumb_height', 'int' ),
			array( 'imagesPerPage', 'compuct_album_images_per_page', 'album_images_per_page', 'int' ),
		),
		'album_masonry_preview'  => array(
			array( 'albumItemsPerPage', 'masonry_albums_per_page', 'album_masonry_per_page', 'int' ),
			array( 'imagesPerPage', 'masonry_album_images_per_page', 'album_masonry_images_per_page', 'int' ),
		),
		'album_extended_preview' => array(
			array( 'albumItemsPerPage', 'extended_albums_per_page', 'extended_albums_per_page', 'int' ),
			array( 'albumGalleryLayout', 'extended_album_view_type', 'extended_album_view_type', 'album_view' ),
			array( 'showDescription', 'extended_album_description_enable', 'extended_album_description_enable', 'flag' ),
			array( 'imagesPerPage', 'extended_album_images_per_page', 'extended_album_images_per_page', 'int' ),
		),
	);

	/** The prefix of a thumbnail view's own names. */
	private const GRID_PREFIX = array(
		'thumbnails'         => '',
		'thumbnails_masonry' => 'masonry_',
		'thumbnails_mosaic'  => 'mosaic_',
	);

	/**
	 * The block's options (source and ids aside) for a shortcode's attributes.
	 *
	 * @param array<string, string> $params   The shortcode's attributes.
	 * @param array<string, mixed>  $settings The original's settings (`wd_bwg_options`).
	 * @return array<string, mixed>
	 */
	public static function attributes( array $params, array $settings ): array {
		$view       = self::view( $params );
		$defaults   = '1' === (string) ( $params['use_option_defaults'] ?? '0' );
		$attributes = array( 'layout' => self::LAYOUTS[ $view ] );
		$rows       = array_merge( self::COMMON, self::VIEWS[ $view ] ?? array() );
		$prefix     = self::GRID_PREFIX[ $view ] ?? null;
		if ( null !== $prefix ) {
			foreach ( self::GRID as [ $attribute, $name, $setting, $type ] ) {
				$rows[] = array( $attribute, $prefix . $name, $prefix . $setting, $type, $name );
			}
		}
		foreach ( $rows as $row ) {
			$value = self::pick( $params, $settings, $defaults, $row[1], $row[2], $row[4] ?? null );
			if ( null !== $value ) {
				$converted = self::convert( $value, $row[3] );
				if ( null !== $converted ) {
					$attributes[ $row[0] ] = $converted;
				}
			}
		}
		if ( 'thumbnails_masonry' === $view || 'thumbnails_mosaic' === $view ) {
			// The masonry and mosaic views have one thumb size (their `…_thumb_size` setting).
			$size = self::pick( $params, $settings, $defaults, 'thumb_width', $prefix . 'thumb_size', null );
			if ( null !== $size && is_numeric( $size ) ) {
				$attributes['thumbWidth']  = (int) $size;
				$attributes['thumbHeight'] = (int) $size;
			}
		}
		return $attributes;
	}

	/**
	 * The shortcode's view, thumbnails when it names none Vista knows.
	 *
	 * @param array<string, string> $params The shortcode's attributes.
	 */
	public static function view( array $params ): string {
		$view = (string) ( $params['gallery_type'] ?? 'thumbnails' );
		return isset( self::LAYOUTS[ $view ] ) ? $view : 'thumbnails';
	}

	/**
	 * An option's value by the original's rule, or null when neither names it.
	 *
	 * @param array<string, string> $params   Shortcode attributes.
	 * @param array<string, mixed>  $settings Site-wide settings.
	 * @param bool                  $defaults Whether the shortcode takes the settings.
	 * @param string                $name     The attribute's name.
	 * @param string                $setting  The setting's name.
	 * @param string|null           $fallback The plain name a view's prefixed attribute falls back to.
	 * @return mixed
	 */
	private static function pick( array $params, array $settings, bool $defaults, string $name, string $setting, ?string $fallback ) {
		if ( ! $defaults ) {
			if ( isset( $params[ $name ] ) ) {
				return $params[ $name ];
			}
			if ( null !== $fallback && isset( $params[ $fallback ] ) ) {
				return $params[ $fallback ];
			}
		}
		return isset( $settings[ $setting ] ) && is_scalar( $settings[ $setting ] ) ? $settings[ $setting ] : null;
	}

	/**
	 * A value in the block's terms, or null when Vista has no counterpart.
	 *
	 * @param mixed  $value The original's value.
	 * @param string $type  How to read it.
	 * @return bool|int|float|string|null
	 */
	private static function convert( $value, string $type ) {
		$text = strtolower( trim( (string) $value ) );
		return match ( $type ) {
			'int'        => is_numeric( $text ) ? (int) $text : null,
			'number'     => is_numeric( $text ) ? (float) $text : null,
			'flag'       => in_array( $text, array( '1', 'true', 'yes', 'on' ), true ),
			'text'       => '' === $text ? null : (string) $value,
			'target'     => '1' === $text ? '_blank' : '_self',
			'click'      => in_array( $text, array( 'open_lightbox', 'redirect_to_url', 'do_nothing' ), true ) ? $text : null,
			// 0 none, 1 page numbers, 2 "load more", 3 more on scroll (shown as "load more").
			'paging'     => array( '0' => 'none', '1' => 'numbers', '2' => 'load_more', '3' => 'load_more' )[ $text ] ?? null,
			'sort'       => array(
				'order'    => 'order',
				'default'  => 'order',
				'alt'      => 'title',
				'date'     => 'date',
				'filename' => 'filename',
				'random'   => 'random',
				'rand()'   => 'random',
			)[ $text ] ?? null,
			'desc'       => 'desc' === $text,
			'album_view' => array(
				'thumbnail' => 'thumbnails',
				'masonry'   => 'masonry',
				'mosaic'    => 'mosaic',
			)[ $text ] ?? null,
			default      => null,
		};
	}
}
