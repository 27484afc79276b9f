<?php
/**
 * The gallery plugin's own settings (Galleries → Settings): for now the watermark of 000 §3.8
 * (`watermark_type`, text or image, its size, and `upload_url`, the address of the chosen image,
 * resolved here from the attachment id), and the views it is drawn on.
 *
 * Stored as one option; read over the defaults, so a setting added by a later version has its
 * default until the owner changes it. A change is validated as a whole: one bad field and nothing
 * is stored.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

defined( 'ABSPATH' ) || exit;

/**
 * Defaults, reading and the watermark's checks; storing and validating a change as a whole are the
 * kit's (Kit\SettingsStore).
 */
final class GallerySettings extends Kit\SettingsStore {

	public const OPTION = 'vista_gallery_settings';

	public const WATERMARK_TYPES     = array( 'none', 'image', 'text' );
	public const WATERMARK_POSITIONS = array( 'top-left', 'top-center', 'top-right', 'middle-left', 'center', 'middle-right', 'bottom-left', 'bottom-center', 'bottom-right' );
	/** The views a watermark can be drawn on (000 §3.8 names it for the slideshow and lightbox). */
	public const WATERMARK_PLACES = array( 'image_browser', 'blog_style', 'slideshow', 'lightbox' );

	public const MAX_TEXT = 100;

	/**
	 * Stored defaults.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array(
			'watermark_type'      => 'none',
			'watermark_text'      => '',
			'watermark_font_size' => 24,
			'watermark_color'     => '#ffffff',
			'watermark_opacity'   => 60,
			'watermark_position'  => 'bottom-right',
			'watermark_image_id'  => 0,
			'watermark_width'     => 120,
			'watermark_height'    => 60,
			'watermark_apply'     => self::WATERMARK_PLACES,
		);
	}

	/**
	 * The stored settings over the defaults; anything stored that no longer fits is left at its
	 * default rather than reaching the page.
	 *
	 * @return array<string, mixed>
	 */
	public static function get(): array {
		$stored   = get_option( self::OPTION, array() );
		$settings = self::defaults();
		foreach ( is_array( $stored ) ? array_intersect_key( $stored, $settings ) : array() as $key => $value ) {
			$checked = self::validate_field( (string) $key, $value );
			if ( ! is_wp_error( $checked ) ) {
				$settings[ $key ] = $checked;
			}
		}
		return $settings;
	}

	/**
	 * The address of the watermark image (000 §3.8 `upload_url`), or '' when none is chosen or the
	 * attachment is gone.
	 *
	 * @param array<string, mixed>|null $settings Settings (the stored ones by default).
	 */
	public static function upload_url( ?array $settings = null ): string {
		$settings = $settings ?? self::get();
		$id       = (int) $settings['watermark_image_id'];
		if ( $id <= 0 || ! wp_attachment_is_image( $id ) ) {
			return '';
		}
		$url = wp_get_attachment_image_url( $id, 'medium' );
		return is_string( $url ) ? $url : '';
	}

	/**
	 * Cross-field rules, once each field is valid: a text watermark needs its text, an image
	 * watermark its image.
	 *
	 * @param array<string, mixed>  $settings The complete new settings.
	 * @param array<string, string> $errors   The fields refused so far.
	 * @return array<string, string>
	 */
	protected static function validate_together( array $settings, array $errors ): array {
		$together = array();
		if ( $errors ) {
			return $together;
		}
		if ( 'text' === $settings['watermark_type'] && '' === $settings['watermark_text'] ) {
			$together['watermark_text'] = __( 'Enter the text of the watermark.', 'vista-gallery' );
		}
		if ( 'image' === $settings['watermark_type'] && 0 === $settings['watermark_image_id'] ) {
			$together['watermark_image_id'] = __( 'Choose the image of the watermark.', 'vista-gallery' );
		}
		return $together;
	}

	/**
	 * One field, normalised, or why it is refused.
	 *
	 * @param string $key   Field.
	 * @param mixed  $value Value.
	 * @return mixed|\WP_Error
	 */
	protected static function validate_field( string $key, $value ) {
		switch ( $key ) {
			case 'watermark_type':
				return Kit\Validate::one_of( $value, self::WATERMARK_TYPES );
			case 'watermark_position':
				return Kit\Validate::one_of( $value, self::WATERMARK_POSITIONS );
			case 'watermark_text':
				return self::text( $value );
			case 'watermark_color':
				if ( is_string( $value ) && preg_match( '/^#(?:[0-9a-fA-F]{3}){1,2}$/', trim( $value ) ) ) {
					$hex = strtolower( ltrim( trim( $value ), '#' ) );
					return '#' . ( 3 === strlen( $hex ) ? $hex[0] . $hex[0] . $hex[1] . $hex[1] . $hex[2] . $hex[2] : $hex );
				}
				return Kit\Validate::error( __( 'Enter a colour as #rrggbb, such as #ffffff.', 'vista-gallery' ) );
			case 'watermark_font_size':
				return Kit\Validate::integer_in( $value, 8, 200 )
					?? Kit\Validate::error( __( 'The font size is from 8 to 200 pixels.', 'vista-gallery' ) );
			case 'watermark_opacity':
				return Kit\Validate::integer_in( $value, 0, 100 )
					?? Kit\Validate::error( __( 'The opacity is from 0 to 100 percent.', 'vista-gallery' ) );
			case 'watermark_width':
				return Kit\Validate::integer_in( $value, 10, 2000 )
					?? Kit\Validate::error( __( 'The watermark width is from 10 to 2000 pixels.', 'vista-gallery' ) );
			case 'watermark_height':
				return Kit\Validate::integer_in( $value, 10, 2000 )
					?? Kit\Validate::error( __( 'The watermark height is from 10 to 2000 pixels.', 'vista-gallery' ) );
			case 'watermark_image_id':
				$id = Kit\Validate::integer_in( $value, 0, PHP_INT_MAX );
				if ( 0 === $id || ( null !== $id && wp_attachment_is_image( $id ) ) ) {
					return $id;
				}
				return Kit\Validate::error( __( 'Choose an image from the media library.', 'vista-gallery' ) );
			case 'watermark_apply':
				if ( ! is_array( $value ) || ! array_is_list( $value ) || count( array_filter( $value, 'is_string' ) ) !== count( $value ) || array_diff( $value, self::WATERMARK_PLACES ) ) {
					return Kit\Validate::error( __( 'Choose the views from the list.', 'vista-gallery' ) );
				}
				// In the order of the list, each once.
				return array_values( array_intersect( self::WATERMARK_PLACES, $value ) );
		}
		return Kit\Validate::error( __( 'Unknown setting.', 'vista-gallery' ) );
	}

	/**
	 * The watermark text: one line of plain text. Markup is refused rather than stripped, so the
	 * owner sees what will not be shown instead of a silently changed text.
	 *
	 * @param mixed $value Value.
	 * @return string|\WP_Error
	 */
	private static function text( $value ) {
		if ( ! is_string( $value ) ) {
			return Kit\Validate::error( __( 'The watermark text must be text.', 'vista-gallery' ) );
		}
		$text = trim( $value );
		if ( preg_match( '/[<>]/', $text ) ) {
			return Kit\Validate::error( __( 'The watermark text cannot contain < or >: it is shown as plain text.', 'vista-gallery' ) );
		}
		if ( ! mb_check_encoding( $text, 'UTF-8' ) || preg_match( '/[\x00-\x1F\x7F]/', $text ) ) {
			return Kit\Validate::error( __( 'The watermark text must be one line of plain text.', 'vista-gallery' ) );
		}
		if ( mb_strlen( $text ) > self::MAX_TEXT ) {
			/* translators: %d: the longest text allowed, in characters. */
			return Kit\Validate::error( sprintf( __( 'The watermark text is at most %d characters long.', 'vista-gallery' ), self::MAX_TEXT ) );
		}
		return $text;
	}
}
