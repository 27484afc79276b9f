<?php
/**
 * Gallery themes (000 §3.10 `theme_id`): named style presets for the thumbnails, titles, paging,
 * tag filter and lightbox, stored server-side in one option. Theme 0 is the built-in default (the
 * stylesheet's own look) and is never stored; the others are made under Galleries → Themes. Every
 * field is checked here against its type and range, so what reaches a page's CSS is only a
 * number, a #rrggbb colour or a name from a fixed list.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Themes;

defined( 'ABSPATH' ) || exit;

/**
 * Reads, checks and writes the themes.
 */
final class GalleryThemes {

	public const OPTION     = 'vista_gallery_themes';
	public const DEFAULT_ID = 0;
	public const MAX_THEMES = 100;
	public const MAX_NAME   = 80;

	/** Hover effects of a thumbnail. */
	public const HOVERS = array( 'none', 'zoom', 'lift', 'fade' );

	/** Title fonts: the page's own, or a generic family every system has. */
	public const FONTS = array( 'inherit', 'serif', 'sans-serif', 'monospace' );

	/**
	 * The default theme's values: the stylesheet's own look (view.css, lightbox.css).
	 *
	 * @return array<string, int|string>
	 */
	public static function defaults(): array {
		return array(
			'name'                 => __( 'Default', 'vista-gallery' ),
			'thumbBorderWidth'     => 0,
			'thumbBorderColor'     => '#dddddd',
			'thumbRadius'          => 0,
			'thumbSpacing'         => 6,
			'thumbHover'           => 'none',
			'titleColor'           => '#1e1e1e',
			'titleFont'            => 'inherit',
			'titleSize'            => 20,
			'pagingColor'          => '#1e1e1e',
			'pagingBackground'     => '#ffffff',
			'pagingRadius'         => 0,
			'filterColor'          => '#1e1e1e',
			'filterActiveColor'    => '#ffffff',
			'filterActiveBackground' => '#1e1e1e',
			'lightboxBackground'   => '#000000',
			'lightboxBarColor'     => '#000000',
		);
	}

	/**
	 * Ranges of the numeric fields, in px.
	 *
	 * @return array<string, array{int, int}>
	 */
	private static function ranges(): array {
		return array(
			'thumbBorderWidth' => array( 0, 20 ),
			'thumbRadius'      => array( 0, 100 ),
			'thumbSpacing'     => array( 0, 40 ),
			'titleSize'        => array( 10, 48 ),
			'pagingRadius'     => array( 0, 40 ),
		);
	}

	/**
	 * Every theme by id, the default first.
	 *
	 * @return array<int, array<string, int|string>>
	 */
	public static function all(): array {
		$themes = array( self::DEFAULT_ID => self::defaults() );
		foreach ( self::stored()['themes'] as $id => $theme ) {
			$checked = self::check( is_array( $theme ) ? $theme : array(), self::defaults() );
			if ( ! is_wp_error( $checked ) ) {
				$themes[ (int) $id ] = $checked;
			}
		}
		return $themes;
	}

	/**
	 * One theme, or null when there is none by that id.
	 *
	 * @param int $id Theme id.
	 * @return array<string, int|string>|null
	 */
	public static function get( int $id ): ?array {
		return self::all()[ $id ] ?? null;
	}

	/**
	 * Saves a theme: a new one (id null) or a change to a stored one. The default is not editable.
	 *
	 * @param int|null             $id     Theme id, or null for a new theme.
	 * @param array<string, mixed> $fields Fields sent.
	 * @return array<string, int|string>|\WP_Error The saved theme with its id, or why not.
	 */
	public static function save( ?int $id, array $fields ) {
		$stored = self::stored();
		if ( null !== $id && ! isset( $stored['themes'][ $id ] ) ) {
			return new \WP_Error( 'vista_theme_missing', __( 'This theme does not exist (the default theme cannot be changed).', 'vista-gallery' ), array( 'status' => 404 ) );
		}
		if ( null === $id && count( $stored['themes'] ) >= self::MAX_THEMES ) {
			/* translators: %d: the most themes a site can have. */
			return new \WP_Error( 'vista_theme_limit', sprintf( __( 'A site can have at most %d gallery themes.', 'vista-gallery' ), self::MAX_THEMES ), array( 'status' => 400 ) );
		}
		$base  = null === $id ? self::defaults() : self::check( $stored['themes'][ $id ], self::defaults() );
		$theme = self::check( $fields, is_wp_error( $base ) ? self::defaults() : $base );
		if ( is_wp_error( $theme ) ) {
			return $theme;
		}
		if ( null === $id ) {
			$id = max( 1, (int) $stored['next_id'] );
			$stored['next_id'] = $id + 1;
		}
		$stored['themes'][ $id ] = $theme;
		update_option( self::OPTION, $stored, true );
		return array( 'id' => $id ) + $theme;
	}

	/**
	 * Deletes a theme; blocks using it fall back to the default.
	 *
	 * @param int $id Theme id.
	 */
	public static function delete( int $id ): bool {
		$stored = self::stored();
		if ( ! isset( $stored['themes'][ $id ] ) ) {
			return false;
		}
		unset( $stored['themes'][ $id ] );
		update_option( self::OPTION, $stored, true );
		return true;
	}

	/**
	 * Fields checked over a base theme: every field known, in range; the errors by field.
	 *
	 * @param array<string, mixed>      $fields Fields sent.
	 * @param array<string, int|string> $base   Values of the fields not sent.
	 * @return array<string, int|string>|\WP_Error
	 */
	public static function check( array $fields, array $base ) {
		$errors = array();
		$theme  = $base;
		foreach ( $fields as $key => $value ) {
			if ( 'id' === $key ) {
				continue;
			}
			if ( ! array_key_exists( (string) $key, $base ) ) {
				/* translators: %s: a field name. */
				$errors[ sanitize_key( (string) $key ) ] = sprintf( __( 'Unknown field %s.', 'vista-gallery' ), sanitize_key( (string) $key ) );
				continue;
			}
			$checked = self::field( (string) $key, $value );
			if ( is_wp_error( $checked ) ) {
				$errors[ $key ] = $checked->get_error_message();
			} else {
				$theme[ $key ] = $checked;
			}
		}
		if ( $errors ) {
			return new \WP_Error( 'vista_theme_invalid', __( 'Some theme fields are not valid.', 'vista-gallery' ), array( 'status' => 400, 'errors' => $errors ) );
		}
		return $theme;
	}

	/**
	 * One field, normalised, or why it is refused.
	 *
	 * @param string $key   Field.
	 * @param mixed  $value Value.
	 * @return int|string|\WP_Error
	 */
	private static function field( string $key, $value ) {
		if ( 'name' === $key ) {
			$name = is_string( $value ) ? trim( sanitize_text_field( $value ) ) : '';
			return '' !== $name && mb_strlen( $name ) <= self::MAX_NAME ? $name
				/* translators: %d: longest name. */
				: new \WP_Error( 'invalid', sprintf( __( 'Give the theme a name of at most %d characters.', 'vista-gallery' ), self::MAX_NAME ) );
		}
		if ( isset( self::ranges()[ $key ] ) ) {
			[ $min, $max ] = self::ranges()[ $key ];
			$ok            = ( is_int( $value ) || ( is_string( $value ) && ctype_digit( $value ) ) ) && (int) $value >= $min && (int) $value <= $max;
			/* translators: 1: smallest value, 2: largest value. */
			return $ok ? (int) $value : new \WP_Error( 'invalid', sprintf( __( 'Enter a whole number from %1$d to %2$d.', 'vista-gallery' ), $min, $max ) );
		}
		if ( 'thumbHover' === $key || 'titleFont' === $key ) {
			$list = 'thumbHover' === $key ? self::HOVERS : self::FONTS;
			return is_string( $value ) && in_array( $value, $list, true ) ? $value : new \WP_Error( 'invalid', __( 'Choose one of the listed options.', 'vista-gallery' ) );
		}
		$color = is_string( $value ) ? sanitize_hex_color( strtolower( $value ) ) : null;
		return is_string( $color ) && 7 === strlen( $color ) ? $color : new \WP_Error( 'invalid', __( 'Enter a colour as #rrggbb.', 'vista-gallery' ) );
	}

	/**
	 * The stored option, well formed.
	 *
	 * @return array{next_id: int, themes: array<int, mixed>}
	 */
	private static function stored(): array {
		$option = get_option( self::OPTION, array() );
		$option = is_array( $option ) ? $option : array();
		$themes = isset( $option['themes'] ) && is_array( $option['themes'] ) ? $option['themes'] : array();
		unset( $themes[ self::DEFAULT_ID ] );
		$next = max( 1, (int) ( $option['next_id'] ?? 1 ), $themes ? max( array_map( 'intval', array_keys( $themes ) ) ) + 1 : 1 );
		return array( 'next_id' => $next, 'themes' => $themes );
	}
}
