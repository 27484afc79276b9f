<?php
/**
 * Serving the copies in a way a full-page cache keeps correct: the page is the same for every
 * browser, and each browser picks for itself. Every <img> of the Media Library that has copies is
 * wrapped in a <picture> whose <source type="image/avif"> and <source type="image/webp"> list the
 * copies of the img's own srcset (or src) with the same sizes; a browser that accepts neither
 * format loads the img as before. The img itself is left exactly as it was (width, height,
 * srcset, sizes, loading, fetchpriority, decoding), so the layout and the priority of the largest
 * image do not change. The picture is display:contents: it makes no box, so the img keeps its
 * place in flex and grid layouts.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Images;

defined( 'ABSPATH' ) || exit;

/**
 * Rewrites HTML.
 */
final class PictureMarkup {

	/**
	 * Wraps the images of some HTML that have copies; images already inside a <picture> (ours or
	 * the author's) are left alone, so running it twice changes nothing.
	 *
	 * @param string $html HTML.
	 */
	public static function wrap_images( string $html ): string {
		if ( ! str_contains( $html, '<img' ) ) {
			return $html;
		}
		$depth = 0;
		return (string) preg_replace_callback(
			'#<picture\b[^>]*>|</picture\s*>|<img\b[^>]*>#i',
			static function ( array $match ) use ( &$depth ): string {
				$tag = strtolower( substr( $match[0], 0, 4 ) );
				if ( '<pic' === $tag ) {
					++$depth;
				} elseif ( '</pi' === $tag ) {
					$depth = max( 0, $depth - 1 );
				} elseif ( 0 === $depth ) {
					return self::picture( $match[0] );
				}
				return $match[0];
			},
			$html
		);
	}

	/**
	 * One img in its picture, or as it was when none of its files has a copy.
	 *
	 * @param string $img The img tag.
	 */
	public static function picture( string $img ): string {
		$tags = new \WP_HTML_Tag_Processor( $img );
		if ( ! $tags->next_tag( 'img' ) ) {
			return $img;
		}
		$src    = $tags->get_attribute( 'src' );
		$srcset = $tags->get_attribute( 'srcset' );
		$sizes  = $tags->get_attribute( 'sizes' );
		if ( ! is_string( $src ) || '' === $src ) {
			return $img;
		}
		$candidates = is_string( $srcset ) && '' !== trim( $srcset ) ? self::parse_srcset( $srcset ) : array( array( $src, '' ) );
		$sources    = '';
		foreach ( array_keys( ImageCopies::FORMATS ) as $extension ) {
			$listed = self::copies_srcset( $candidates, $extension );
			if ( null !== $listed ) {
				$sources .= sprintf(
					'<source type="%s" srcset="%s"%s>',
					esc_attr( ImageCopies::FORMATS[ $extension ] ),
					esc_attr( $listed ),
					is_string( $sizes ) && '' !== $sizes && is_string( $srcset ) ? ' sizes="' . esc_attr( $sizes ) . '"' : ''
				);
			}
		}
		return '' === $sources ? $img : '<picture class="vista-speed-picture" style="display:contents">' . $sources . $img . '</picture>';
	}

	/**
	 * The copies of a srcset (or of one address) by MIME type, best first, for markup that is not
	 * an <img> in HTML: the gallery lightbox's first image, which its script loads on the press
	 * (`vista_gallery_popup_sources`). Formats without a copy of any candidate are left out.
	 *
	 * @param mixed  $sources What other filters gave (MIME type => srcset).
	 * @param string $srcset  The sizes as WordPress lists them, or one address.
	 * @return mixed
	 */
	public static function typed_sources( $sources, string $srcset = '' ) {
		if ( ! is_array( $sources ) || '' === trim( $srcset ) ) {
			return $sources;
		}
		$candidates = self::parse_srcset( $srcset );
		foreach ( array_keys( ImageCopies::FORMATS ) as $extension ) {
			$listed = self::copies_srcset( $candidates, $extension );
			if ( null !== $listed ) {
				$sources[ ImageCopies::FORMATS[ $extension ] ] = $listed;
			}
		}
		return $sources;
	}

	/**
	 * A srcset as [url, descriptor] pairs.
	 *
	 * @param string $srcset The attribute.
	 * @return array<int, array{0: string, 1: string}>
	 */
	private static function parse_srcset( string $srcset ): array {
		$candidates = array();
		foreach ( explode( ',', $srcset ) as $candidate ) {
			$parts = preg_split( '/\s+/', trim( $candidate ), 2 );
			if ( is_array( $parts ) && '' !== $parts[0] ) {
				$candidates[] = array( $parts[0], $parts[1] ?? '' );
			}
		}
		return $candidates;
	}

	/**
	 * The srcset of a format's source: each candidate's copy, or the candidate itself where its
	 * copy was not kept (larger), so every width stays available; null when no candidate has one.
	 *
	 * @param array<int, array{0: string, 1: string}> $candidates The img's candidates.
	 * @param string                                  $extension  Format.
	 */
	private static function copies_srcset( array $candidates, string $extension ): ?string {
		$any    = false;
		$listed = array();
		foreach ( $candidates as [ $url, $descriptor ] ) {
			$path = self::upload_path( $url );
			if ( null !== $path && is_file( ImageCopies::copy_path( $path, $extension ) ) ) {
				$url = ImageCopies::copy_path( $url, $extension );
				$any = true;
			}
			$listed[] = trim( $url . ' ' . $descriptor );
		}
		return $any ? implode( ', ', $listed ) : null;
	}

	/**
	 * The file of an address in the uploads folder, or null for any other address.
	 *
	 * @param string $url Address.
	 */
	private static function upload_path( string $url ): ?string {
		static $uploads = null;
		$uploads      ??= wp_get_upload_dir();
		$base           = (string) preg_replace( '#^https?:#i', '', (string) $uploads['baseurl'] );
		$address        = (string) preg_replace( '#^https?:#i', '', $url );
		if ( '' === $base || ! str_starts_with( $address, $base . '/' ) || str_contains( $address, '?' ) ) {
			return null;
		}
		$relative = rawurldecode( substr( $address, strlen( $base ) + 1 ) );
		if ( str_contains( $relative, '..' ) || ! in_array( strtolower( pathinfo( $relative, PATHINFO_EXTENSION ) ), array( 'jpg', 'jpeg', 'jpe', 'png' ), true ) ) {
			return null;
		}
		return $uploads['basedir'] . '/' . $relative;
	}
}
