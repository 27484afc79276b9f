<?php
/**
 * The entry PDF: a valid PDF 1.4 (header, objects at the offsets the xref gives, trailer), wrapped
 * text over several pages, and only for the submitter's key or an administrator.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

require_once dirname( __DIR__ ) . '/SubmissionTestCase.php';

use PHPUnit\Framework\Assert;
use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Entries\PdfCache;
use Vista\Forms\Entries\PdfEntry;
use Vista\Forms\Entries\PdfWriter;

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
		$this->assertMatchesRegularExpression(
			'#^' . preg_quote( home_url( '/' ), '#' ) . '\?page=evf-entries-pdf&form_id=5&entry_id=9&key=\d+\.[a-f0-9]{64}$#',
			PdfEntry::url( 5, 9 )
		);
	}

	/**
	 * Issue 13 item 1: a submitter held a key that never expired. The key now carries its expiry
	 * in what is signed.
	 */
	/**
	 * Issue 30: a key handed out just before the kit keyed the MAC by purpose (an HMAC under the
	 * auth salt) still opens its PDF until it expires; an expired one of that kind does not.
	 */
	public function test_a_key_handed_out_before_the_kit_mac_opens_until_it_expires(): void {
		$entry_id = EntryStore::create( $this->form_id, array( 'name' => 'Ada' ), array() );
		$form_id  = $this->form_id;
		$old      = static fn ( int $expires ): string => $expires . '.' . hash_hmac( 'sha256', "entry-pdf|{$form_id}|{$entry_id}|{$expires}", wp_salt( 'auth' ) );
		$live     = $old( time() + 600 );
		$this->assertNotSame( $live, PdfEntry::key( $this->form_id, $entry_id, time() + 600 ) );
		$this->assertNotNull( PdfEntry::document_for( $this->form_id, $entry_id, $live ) );
		$this->assertNull( PdfEntry::document_for( $this->form_id, $entry_id, $old( time() - 1 ) ) );
		$this->assertNull( PdfEntry::document_for( $this->form_id, $entry_id + 1, $live ), 'another entry' );
	}

	public function test_the_submitters_key_expires_and_its_expiry_cannot_be_moved(): void {
		$entry_id = EntryStore::create( $this->form_id, array( 'name' => 'Ada' ), array() );
		$fresh    = PdfEntry::key( $this->form_id, $entry_id );
		$this->assertNotNull( PdfEntry::document_for( $this->form_id, $entry_id, $fresh ) );
		$expiry = (int) strtok( $fresh, '.' );
		$this->assertEqualsWithDelta( time() + PdfEntry::ACCESS_SECONDS, $expiry, 60 );

		$expired = PdfEntry::key( $this->form_id, $entry_id, time() - 1 );
		$this->assertNull( PdfEntry::document_for( $this->form_id, $entry_id, $expired ), 'an expired key' );
		$moved = ( time() + 10 * YEAR_IN_SECONDS ) . substr( $expired, strpos( $expired, '.' ) );
		$this->assertNull( PdfEntry::document_for( $this->form_id, $entry_id, $moved ), 'an expiry moved by hand' );
		$this->assertNull( PdfEntry::document_for( $this->form_id, $entry_id, hash_hmac( 'sha256', "entry-pdf|{$this->form_id}|{$entry_id}", wp_salt( 'auth' ) ) ), 'a key of the old, never-expiring kind' );
	}

	/**
	 * Issue 14: the spec's link without a key (001 §2) opens the entry for the browser that sent it,
	 * whose httponly cookie holds the key; another visitor's entry stays closed whatever ids are
	 * tried, and the cookie of one entry opens no other.
	 */
	public function test_the_keyless_link_opens_only_the_submitters_own_entry(): void {
		$mine   = EntryStore::create( $this->form_id, array( 'name' => 'Mine' ), array() );
		$theirs = EntryStore::create( $this->form_id, array( 'name' => 'Theirs' ), array() );
		$jar    = array( PdfEntry::cookie_name( $mine ) => PdfEntry::key( $this->form_id, $mine ) );

		$key = PdfEntry::request_key( $mine, array(), $jar );
		$this->assertStringContainsString( '(Mine) Tj', (string) PdfEntry::document_for( $this->form_id, $mine, $key ) );
		foreach ( array( $theirs, $mine + 1000, 0 ) as $other ) {
			$this->assertNull( PdfEntry::document_for( $this->form_id, $other, PdfEntry::request_key( $other, array(), $jar ) ), "entry {$other}" );
		}
		$this->assertNull( PdfEntry::document_for( $this->form_id + 1, $mine, $key ), 'the same entry under another form' );
		$this->assertNull( PdfEntry::document_for( $this->form_id, $theirs, PdfEntry::request_key( $theirs, array(), array( PdfEntry::cookie_name( $theirs ) => $key ) ) ), 'my key in their cookie' );
		$this->assertNull( PdfEntry::document_for( $this->form_id, $mine, PdfEntry::request_key( $mine, array(), array() ) ), 'no cookie' );
	}

	/**
	 * Issue 13 item 1: the wrap of a word wider than the line took cubic time (4,000 characters,
	 * 7 s). Counted, not timed: the character widths looked up for one word grow linearly.
	 */
	public function test_wrapping_a_long_word_measures_each_character_a_bounded_number_of_times(): void {
		$work = static function ( int $length ): int {
			$before = PdfWriter::measurements();
			$lines  = PdfWriter::wrap( str_repeat( 'W', $length ), 11, false, 495 );
			foreach ( $lines as $line ) {
				Assert::assertLessThanOrEqual( 495, PdfWriter::width( $line, 11 ) );
			}
			Assert::assertSame( $length, strlen( implode( '', $lines ) ), 'nothing lost' );
			return PdfWriter::measurements() - $before - $length; // Less the check's own measuring.
		};
		$ten_thousand = $work( 10000 );
		$this->assertLessThanOrEqual( 2 * 10000 + 10, $ten_thousand, 'each character measured at most twice' );
		$this->assertLessThanOrEqual( 2 * $ten_thousand + 10, $work( 20000 ), 'twice the word, twice the work' );
		$this->assertLessThanOrEqual( 2 * 40000 + 10, $work( 40000 ) );
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function worst_entries(): array {
		return array(
			'one word of a megabyte' => array( str_repeat( 'W', 1048000 ) ),
			'a megabyte of newlines' => array( str_repeat( "a\n", 524000 ) ),
			'a megabyte of words'    => array( str_repeat( 'lorem ', 174000 ) ),
		);
	}

	/**
	 * @dataProvider worst_entries
	 *
	 * @param string $value The largest value a submission may hold (Submission::MAX_POST_BYTES).
	 */
	public function test_the_work_per_pdf_is_capped_with_a_notice( string $value ): void {
		$entry_id = EntryStore::create( $this->form_id, array( 'message' => $value ), array() );
		$before   = PdfWriter::measurements();
		$pdf      = PdfEntry::document_for( $this->form_id, $entry_id, PdfEntry::key( $this->form_id, $entry_id ) );
		$this->assertNotNull( $pdf );
		$this->assertLessThanOrEqual( 3 * PdfWriter::MAX_CHARACTERS, PdfWriter::measurements() - $before );
		$objects = $this->parse( $pdf );
		$this->assertSame( 1, preg_match( '#/Count (\d+)#', $objects[2], $count ) );
		$this->assertLessThanOrEqual( PdfWriter::MAX_PAGES + 1, (int) $count[1] );
		$this->assertStringContainsString( 'This entry is longer than a PDF shows', $pdf );
	}

	public function test_a_built_pdf_is_cached_until_the_entry_changes(): void {
		$entry_id = EntryStore::create( $this->form_id, array( 'name' => 'Grace', 'message' => str_repeat( 'cached ', 2000 ) ), array() );
		$key      = PdfEntry::key( $this->form_id, $entry_id );
		$first    = PdfEntry::document_for( $this->form_id, $entry_id, $key );
		$before   = PdfWriter::measurements();
		$this->assertSame( $first, PdfEntry::document_for( $this->form_id, $entry_id, $key ) );
		$this->assertSame( $before, PdfWriter::measurements(), 'served from the cache, not built again' );
		$this->assertCount( 1, glob( PdfCache::dir() . '/entry-' . $entry_id . '-*.pdf' ) );

		EntryStore::set_value( $entry_id, 'name', 'Grace Hopper' );
		$changed = PdfEntry::document_for( $this->form_id, $entry_id, $key );
		$this->assertStringContainsString( '(Grace Hopper) Tj', (string) $changed );
		$this->assertCount( 1, glob( PdfCache::dir() . '/entry-' . $entry_id . '-*.pdf' ), 'the old file is gone' );

		EntryStore::delete( array( $entry_id ) );
		$this->assertCount( 0, glob( PdfCache::dir() . '/entry-' . $entry_id . '-*.pdf' ) );
	}
}
