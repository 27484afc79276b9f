<?php
/**
 * A minimal PDF 1.4 writer: A4 pages of wrapped text lines in the standard Helvetica fonts (no
 * embedding, WinAnsi encoding), with a correct cross-reference table. No PDF library is available
 * to the plugin, and an entry needs nothing more.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Entries;

defined( 'ABSPATH' ) || exit;

/**
 * Collects text lines on pages and writes the document. The work per document is bounded: text
 * past MAX_CHARACTERS or pages past MAX_PAGES is left out with a notice (issue 13 item 1), and
 * wrapping measures each character a bounded number of times, whatever the words.
 */
final class PdfWriter {

	/** Most characters of text one document shows (about 40 pages of one paragraph). */
	public const MAX_CHARACTERS = 200000;

	/** Most pages of text one document holds; a notice page may follow. */
	public const MAX_PAGES = 100;

	private const PAGE_WIDTH  = 595;
	private const PAGE_HEIGHT = 842;
	private const MARGIN      = 50;

	/** Helvetica advance widths (1/1000 em) of the printable ASCII characters, from its AFM. */
	private const WIDTHS = array( 278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584 );

	/** @var array<int, string> Content stream of each page. */
	private array $pages = array();

	private float $y = 0;

	/** Characters of text the document may still show. */
	private int $characters_left = self::MAX_CHARACTERS;

	/** Whether text was left out. */
	private bool $truncated = false;

	/** How many character widths were looked up (the timing-free measure of the wrap's work). */
	private static int $measurements = 0;

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
		if ( $this->truncated ) {
			return;
		}
		// Cut before encoding and wrapping, so the rest of a huge value costs nothing.
		if ( mb_strlen( $text ) > $this->characters_left ) {
			$text = mb_substr( $text, 0, $this->characters_left );
			$this->truncate();
		}
		$this->characters_left -= mb_strlen( $text );
		$this->lines( self::wrap( self::encode( $text ), $size, $bold, self::PAGE_WIDTH - 2 * self::MARGIN ), $size, $bold );
		if ( $this->truncated ) {
			$this->notice();
			return;
		}
		$this->y -= $after;
	}

	/**
	 * Whether text was left out of the document.
	 */
	public function is_truncated(): bool {
		return $this->truncated;
	}

	/**
	 * Writes wrapped lines, starting pages as needed, up to the last page allowed.
	 *
	 * @param string[] $lines Encoded lines.
	 * @param float    $size  Font size.
	 * @param bool     $bold  Bold.
	 */
	private function lines( array $lines, float $size, bool $bold ): void {
		$leading = $size * 1.3;
		foreach ( $lines as $line ) {
			if ( $this->y - $leading < self::MARGIN ) {
				if ( count( $this->pages ) >= self::MAX_PAGES ) {
					$this->truncate();
					return;
				}
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
	}

	/**
	 * Marks the document as cut short.
	 */
	private function truncate(): void {
		$this->truncated = true;
	}

	/**
	 * Says, on a page of its own, that the rest of the entry is on the entries screen.
	 */
	private function notice(): void {
		$this->new_page();
		$this->truncated = false;
		$this->lines( self::wrap( self::encode( __( 'This entry is longer than a PDF shows: the rest is on the Entries screen.', 'vista-forms' ) ), 11, true, self::PAGE_WIDTH - 2 * self::MARGIN ), 11, true );
		$this->truncated = true;
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
		return self::units( $text ) * self::scale( $size, $bold );
	}

	/**
	 * How many character widths were looked up since the process started (tests compare the work
	 * of two wraps without timing them).
	 */
	public static function measurements(): int {
		return self::$measurements;
	}

	/**
	 * Lines of at most a width: words wrap; a word longer than a line is cut. Each character is
	 * measured at most twice (once with its word, once more when its word is cut), so the work is
	 * linear in the text, however long a word.
	 *
	 * @param string $text  Encoded text.
	 * @param float  $size  Font size.
	 * @param bool   $bold  Bold.
	 * @param float  $width Line width in points.
	 * @return string[]
	 */
	public static function wrap( string $text, float $size, bool $bold, float $width ): array {
		$limit = $width / self::scale( $size, $bold );
		$space = self::units( ' ' );
		$lines = array();
		foreach ( explode( "\n", str_replace( array( "\r\n", "\r", "\t" ), array( "\n", "\n", '    ' ), $text ) ) as $paragraph ) {
			$line       = '';
			$line_units = 0;
			foreach ( explode( ' ', $paragraph ) as $word ) {
				$word_units = self::units( $word );
				$with_word  = '' === $line ? $word_units : $line_units + $space + $word_units;
				if ( $with_word <= $limit ) {
					$line       = '' === $line ? $word : $line . ' ' . $word;
					$line_units = $with_word;
					continue;
				}
				if ( '' !== $line ) {
					$lines[] = $line;
				}
				[ $line, $line_units ] = $word_units > $limit ? self::cut( $word, $limit, $lines ) : array( $word, $word_units );
			}
			$lines[] = $line;
		}
		return $lines;
	}

	/**
	 * Cuts a word wider than a line into full lines, one pass over its characters.
	 *
	 * @param string   $word  Encoded word.
	 * @param float    $limit Line width in font units.
	 * @param string[] $lines Lines so far; the full pieces are added.
	 * @return array{0: string, 1: int} The last, partial piece and its width in font units.
	 */
	private static function cut( string $word, float $limit, array &$lines ): array {
		$piece       = '';
		$piece_units = 0;
		$count       = strlen( $word );
		for ( $i = 0; $i < $count; $i++ ) {
			$units = self::units( $word[ $i ] );
			if ( '' !== $piece && $piece_units + $units > $limit ) {
				$lines[]     = $piece;
				$piece       = '';
				$piece_units = 0;
			}
			$piece       .= $word[ $i ];
			$piece_units += $units;
		}
		return array( $piece, $piece_units );
	}

	/**
	 * The width of encoded text in font units (1/1000 em of Helvetica).
	 *
	 * @param string $text Encoded text.
	 */
	private static function units( string $text ): int {
		$units = 0;
		$count = strlen( $text );
		for ( $i = 0; $i < $count; $i++ ) {
			$code   = ord( $text[ $i ] );
			$units += $code >= 32 && $code <= 126 ? self::WIDTHS[ $code - 32 ] : 556;
		}
		self::$measurements += $count;
		return $units;
	}

	/**
	 * Points per font unit.
	 *
	 * @param float $size Font size.
	 * @param bool  $bold Bold.
	 */
	private static function scale( float $size, bool $bold ): float {
		return $size / 1000 * ( $bold ? 1.08 : 1 );
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
