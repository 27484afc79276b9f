<?php
/**
 * The entry PDF: a valid PDF 1.4 (header, objects at the offsets the xref gives, trailer), wrapped
 * text over several pages, and only for the submitter's key or an administrator.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

require_once __DIR__ . '/SubmissionTestCase.php';

use Vista\Forms\EntryStore;
use Vista\Forms\PdfEntry;
use Vista\Forms\PdfWriter;

/**
 * PdfWriter and PdfEntry.
 */
final class PdfEntryTest extends SubmissionTestCase {

	/**
	 * Checks the structure of a PDF and returns its objects' bodies by number.
	 *
	 * @param string $pdf Document.
	 * @return array<int, string>
	 */
	private function parse( string $pdf ): array {
		$this->assertStringStartsWith( '%PDF-1.4', $pdf );
		$this->assertStringEndsWith( "%%EOF\n", $pdf );
		$this->assertSame( 1, preg_match( '/startxref\n(\d+)\n%%EOF\n$/', $pdf, $start ) );
		$xref = (int) $start[1];
		$this->assertSame( 'xref', substr( $pdf, $xref, 4 ) );
		$this->assertSame( 1, preg_match( '/^xref\n0 (\d+)\n/', substr( $pdf, $xref ), $head ) );
		$count   = (int) $head[1];
		$rows    = explode( "\n", substr( $pdf, $xref + strlen( $head[0] ), 20 * $count ) );
		$objects = array();
		$this->assertSame( '0000000000 65535 f ', $rows[0] );
		for ( $id = 1; $id < $count; $id++ ) {
			$this->assertSame( 1, preg_match( '/^(\d{10}) 00000 n $/', $rows[ $id ], $row ), "xref row {$id}" );
			$offset = (int) $row[1];
			$this->assertSame( "{$id} 0 obj\n", substr( $pdf, $offset, strlen( "{$id} 0 obj\n" ) ), "object {$id} at its offset" );
			$end            = strpos( $pdf, "\nendobj\n", $offset );
			$objects[ $id ] = substr( $pdf, $offset, $end - $offset );
		}
		$this->assertSame( 1, preg_match( '/trailer\n<< \/Size ' . $count . ' \/Root 1 0 R/', $pdf ) );
		foreach ( $objects as $body ) {
			if ( preg_match( '/<< \/Length (\d+) >>\nstream\n/', $body, $length, PREG_OFFSET_CAPTURE ) ) {
				$stream_start = $length[0][1] + strlen( $length[0][0] );
				$this->assertSame( 'endstream', substr( $body, $stream_start + (int) $length[1][0], 9 ), 'stream length' );
			}
		}
		return $objects;
	}

	public function test_writer_output_parses_and_wraps_over_pages(): void {
		$writer = new PdfWriter( 'Title (with) \\ parens' );
		$writer->text( 'Heading', 18, true );
		for ( $i = 0; $i < 80; $i++ ) {
			$writer->text( "Line {$i}: " . str_repeat( 'lorem ipsum ', 12 ) . 'Ünïcödé € ✓' );
		}
		$this->assertGreaterThan( 3, $writer->page_count() );
		$pdf     = $writer->output();
		$objects = $this->parse( $pdf );
		$this->assertStringContainsString( '/Count ' . $writer->page_count(), $objects[2] );
		$this->assertStringContainsString( '/BaseFont /Helvetica ', $objects[3] );
		$this->assertStringContainsString( '(Title \\(with\\) \\\\ parens)', $pdf );
		$this->assertStringContainsString( "\xDCn\xEFc\xF6d\xE9 \x80 ?", $pdf, 'WinAnsi text, unknown characters as ?' );
		foreach ( PdfWriter::wrap( str_repeat( 'word ', 200 ) . str_repeat( 'x', 500 ), 11, false, 495 ) as $line ) {
			$this->assertLessThanOrEqual( 495, PdfWriter::width( $line, 11 ) );
		}
	}

	public function test_entry_pdf_holds_the_fields_and_needs_the_key(): void {
		$entry_id = EntryStore::create( $this->form_id, array( 'name' => 'Ada (Countess)', 'message' => "Line one\nLine two" ), array() );
		$pdf      = PdfEntry::document_for( $this->form_id, $entry_id, PdfEntry::key( $this->form_id, $entry_id ) );
		$this->assertNotNull( $pdf );
		$this->parse( $pdf );
		$this->assertStringContainsString( '(Ada \\(Countess\\)) Tj', $pdf );
		$this->assertStringContainsString( '(Line two) Tj', $pdf );
		$this->assertStringContainsString( '(Contact test form) Tj', $pdf );

		$this->assertNull( PdfEntry::document_for( $this->form_id, $entry_id, 'forged' ) );
		$this->assertNull( PdfEntry::document_for( $this->form_id, $entry_id, PdfEntry::key( $this->form_id, $entry_id + 1 ) ) );
		$this->assertNull( PdfEntry::document_for( $this->form_id + 1, $entry_id, PdfEntry::key( $this->form_id + 1, $entry_id ) ), 'entry of another form' );

		$admin = (int) wp_insert_user( array( 'user_login' => 'pdf-admin-' . wp_generate_password( 6, false ), 'user_pass' => wp_generate_password(), 'role' => 'administrator' ) );
		wp_set_current_user( $admin );
		$this->assertNotNull( PdfEntry::document_for( $this->form_id, $entry_id, '' ) );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $admin );
	}

	public function test_link_has_the_spec_address(): void {
		$this->assertSame(
			home_url( '/' ) . '?page=evf-entries-pdf&form_id=5&entry_id=9&key=' . PdfEntry::key( 5, 9 ),
			PdfEntry::url( 5, 9 )
		);
	}
}
