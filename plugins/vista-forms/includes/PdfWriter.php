<?php
/**
 * A minimal PDF 1.4 writer: A4 pages of wrapped text lines in the standard Helvetica fonts (no
 * embedding, WinAnsi encoding), with a correct cross-reference table. No PDF library is available
 * to the plugin, and an entry needs nothing more.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * Collects text lines on pages and writes the document.
 */
final class PdfWriter {

	private const PAGE_WIDTH  = 595;
	private const PAGE_HEIGHT = 842;
	private const MARGIN      = 50;

	/** Helvetica advance widths (1/1000 em) of the printable ASCII characters, from its AFM. */
	private const WIDTHS = array( 278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584 );

	/** @var array<int, string> Content stream of each page. */
	private array $pages = array();

	private float $y = 0;

	public function __construct( private string $title = '' ) {
		$this->new_page();
	}

	/**
	 * Adds text, wrapped to the page width, starting a new page when the current one is full.
	 *
	 * @param string $text  Text (UTF-8; characters outside Windows-1252 print as '?').
	 * @param float  $size  Font size in points.
	 * @param bool   $bold  Helvetica-Bold.
	 * @param float  $after Extra space after the text.
	 */
	public function text( string $text, float $size = 11, bool $bold = false, float $after = 0 ): void {
		$leading = $size * 1.3;
		foreach ( self::wrap( self::encode( $text ), $size, $bold, self::PAGE_WIDTH - 2 * self::MARGIN ) as $line ) {
			if ( $this->y - $leading < self::MARGIN ) {
				$this->new_page();
			}
			$this->y -= $leading;
			$this->pages[ array_key_last( $this->pages ) ] .= sprintf(
				"BT /%s %s Tf %d %s Td (%s) Tj ET\n",
				$bold ? 'F2' : 'F1',
				self::number( $size ),
				self::MARGIN,
				self::number( $this->y ),
				self::escape( $line )
			);
		}
		$this->y -= $after;
	}

	/**
	 * The document.
	 */
	public function output(): string {
		$objects   = array();
		$page_refs = array();
		$first     = 5;
		foreach ( $this->pages as $i => $stream ) {
			$page_refs[] = ( $first + 2 * $i ) . ' 0 R';
		}
		$objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
		$objects[2] = '<< /Type /Pages /Kids [' . implode( ' ', $page_refs ) . '] /Count ' . count( $this->pages ) . ' >>';
		$objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
		$objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
		foreach ( $this->pages as $i => $stream ) {
			$page_id             = $first + 2 * $i;
			$objects[ $page_id ] = sprintf(
				'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents %d 0 R >>',
				self::PAGE_WIDTH,
				self::PAGE_HEIGHT,
				$page_id + 1
			);
			$objects[ $page_id + 1 ] = '<< /Length ' . strlen( $stream ) . " >>\nstream\n" . $stream . 'endstream';
		}
		$info_id             = count( $objects ) + 1;
		$objects[ $info_id ] = '<< /Title (' . self::escape( self::encode( $this->title ) ) . ') /Producer (Vista Forms) >>';

		$pdf     = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
		$offsets = array();
		foreach ( $objects as $id => $body ) {
			$offsets[ $id ] = strlen( $pdf );
			$pdf           .= "{$id} 0 obj\n{$body}\nendobj\n";
		}
		$xref = strlen( $pdf );
		$pdf .= 'xref' . "\n0 " . ( count( $objects ) + 1 ) . "\n0000000000 65535 f \n";
		foreach ( $offsets as $offset ) {
			$pdf .= sprintf( "%010d 00000 n \n", $offset );
		}
		$pdf .= 'trailer' . "\n<< /Size " . ( count( $objects ) + 1 ) . " /Root 1 0 R /Info {$info_id} 0 R >>\nstartxref\n{$xref}\n%%EOF\n";
		return $pdf;
	}

	/**
	 * How many pages the document has so far.
	 */
	public function page_count(): int {
		return count( $this->pages );
	}

	/**
	 * The width of a Windows-1252 string in points.
	 *
	 * @param string $text Encoded text.
	 * @param float  $size Font size.
	 * @param bool   $bold Bold (a little wider: measured generously).
	 */
	public static function width( string $text, float $size, bool $bold = false ): float {
		$units = 0;
		$count = strlen( $text );
		for ( $i = 0; $i < $count; $i++ ) {
			$code   = ord( $text[ $i ] );
			$units += $code >= 32 && $code <= 126 ? self::WIDTHS[ $code - 32 ] : 556;
		}
		return $units * $size / 1000 * ( $bold ? 1.08 : 1 );
	}

	/**
	 * Lines of at most a width: words wrap; a word longer than a line is cut.
	 *
	 * @param string $text  Encoded text.
	 * @param float  $size  Font size.
	 * @param bool   $bold  Bold.
	 * @param float  $width Line width in points.
	 * @return string[]
	 */
	public static function wrap( string $text, float $size, bool $bold, float $width ): array {
		$lines = array();
		foreach ( explode( "\n", str_replace( array( "\r\n", "\r", "\t" ), array( "\n", "\n", '    ' ), $text ) ) as $paragraph ) {
			$line = '';
			foreach ( explode( ' ', $paragraph ) as $word ) {
				$candidate = '' === $line ? $word : $line . ' ' . $word;
				if ( self::width( $candidate, $size, $bold ) <= $width ) {
					$line = $candidate;
					continue;
				}
				if ( '' !== $line ) {
					$lines[] = $line;
				}
				while ( self::width( $word, $size, $bold ) > $width ) {
					$cut = strlen( $word );
					while ( $cut > 1 && self::width( substr( $word, 0, $cut ), $size, $bold ) > $width ) {
						--$cut;
					}
					$lines[] = substr( $word, 0, $cut );
					$word    = substr( $word, $cut );
				}
				$line = $word;
			}
			$lines[] = $line;
		}
		return $lines;
	}

	/**
	 * Starts a page.
	 */
	private function new_page(): void {
		$this->pages[] = '';
		$this->y       = self::PAGE_HEIGHT - self::MARGIN;
	}

	/**
	 * UTF-8 text as Windows-1252 (the WinAnsi encoding of the fonts), control characters removed.
	 *
	 * @param string $text UTF-8.
	 */
	private static function encode( string $text ): string {
		$text    = (string) preg_replace( '/[^\P{C}\n]/u', '', wp_check_invalid_utf8( $text, true ) );
		$encoded = '';
		foreach ( mb_str_split( $text ) as $char ) {
			$converted = @mb_convert_encoding( $char, 'Windows-1252', 'UTF-8' ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- unmappable characters are handled below.
			$encoded  .= ( '?' === $converted && '?' !== $char ) || ! is_string( $converted ) ? '?' : $converted;
		}
		return $encoded;
	}

	/**
	 * A PDF literal string's content.
	 *
	 * @param string $text Encoded text.
	 */
	private static function escape( string $text ): string {
		return strtr(
			$text,
			array(
				'\\' => '\\\\',
				'('  => '\\(',
				')'  => '\\)',
			)
		);
	}

	/**
	 * A number as PDF writes it.
	 *
	 * @param float $number Number.
	 */
	private static function number( float $number ): string {
		return rtrim( rtrim( number_format( $number, 2, '.', '' ), '0' ), '.' );
	}
}
