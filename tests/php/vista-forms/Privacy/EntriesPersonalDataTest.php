<?php
/**
 * Tools → Export and Erase Personal Data find a person's form entries by the address they typed
 * or by their account, export the values and files, and erase the entries with their files,
 * leaving everyone else's.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

require_once dirname( __DIR__ ) . '/SubmissionTestCase.php';

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Entries\EntryValue;
use Vista\Forms\Privacy\EntriesPersonalData;
use Vista\Forms\Privacy\EntryFilesInExport;
use Vista\Forms\Submit\Submission;
use Vista\Forms\Submit\Upload;

/**
 * The forms' exporter, eraser and archive files.
 */
final class EntriesPersonalDataTest extends SubmissionTestCase {

	/** @var int[] */
	private array $users = array();

	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user ) {
			wp_delete_user( $user );
		}
		parent::tearDown();
	}

	/**
	 * Sends the contact form as the current user, with a file.
	 *
	 * @param string $email The address typed in the form.
	 * @param string $file  The uploaded file's name.
	 */
	private function send( string $email, string $file = 'notes.txt' ): int {
		$result = ( new Submission( new Upload( false ) ) )->process(
			FormDefinition::load( $this->form_id ),
			$this->request( array_merge( $this->valid_contact(), array( 'email' => $email ) ) ),
			array( "everest_forms_{$this->form_id}_cv" => $this->file( $file, 'Some notes of ' . $email ) )
		);
		$this->assertSame( 'success', $result['status'] );
		return $result['entry_id'];
	}

	/**
	 * Every exported item of an address, all pages.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function export_all( string $email ): array {
		$items = array();
		$page  = 1;
		do {
			$answer = EntriesPersonalData::export( $email, $page++ );
			$items  = array_merge( $items, $answer['data'] );
		} while ( ! $answer['done'] );
		return $items;
	}

	/**
	 * An exported item's values by name.
	 *
	 * @param array<string, mixed> $item Item.
	 * @return array<string, string>
	 */
	private static function values( array $item ): array {
		return array_column( $item['data'], 'value', 'name' );
	}

	public function test_the_exporter_and_eraser_are_registered_for_the_privacy_tools(): void {
		self::with_group(
			'admin',
			function (): void {
				$this->assertArrayHasKey( EntriesPersonalData::ID, apply_filters( 'wp_privacy_personal_data_exporters', array() ) );
				$this->assertArrayHasKey( EntriesPersonalData::ID, apply_filters( 'wp_privacy_personal_data_erasers', array() ) );
			}
		);
	}

	public function test_export_holds_the_entries_sent_with_the_address_in_any_case_and_no_one_elses(): void {
		$mine  = $this->send( 'ada@example.org', 'my notes.txt' );
		$other = $this->send( 'grace@example.org' );

		$items = self::export_all( ' Ada@Example.ORG' );
		$this->assertCount( 1, $items );
		$this->assertSame( 'vista-forms-entry-' . $mine, $items[0]['item_id'] );
		$values = self::values( $items[0] );
		$this->assertSame( 'Contact test form', $values['Form'] );
		$this->assertSame( 'Ada Lovelace', $values['Name'] );
		$this->assertSame( 'ada@example.org', $values['Email'] );
		$this->assertStringContainsString( 'my-notes.txt', $values['Attachment'] );
		$this->assertSame( array(), self::export_all( 'nobody@example.org' ) );
		$this->assertNotNull( EntryStore::get( $other ) );
	}

	public function test_entries_sent_from_the_account_are_found_by_its_address(): void {
		$user          = (int) wp_insert_user( array( 'user_login' => 'ada_account', 'user_pass' => wp_generate_password(), 'user_email' => 'ada.account@example.org' ) );
		$this->users[] = $user;
		wp_set_current_user( $user );
		$entry = $this->send( 'another-address@example.org' );
		wp_set_current_user( 0 );

		$items = self::export_all( 'ada.account@example.org' );
		$this->assertSame( array( 'vista-forms-entry-' . $entry ), array_column( $items, 'item_id' ) );
	}

	public function test_erasure_deletes_the_entries_and_their_files_and_keeps_other_peoples(): void {
		$mine   = $this->send( 'ada@example.org' );
		$other  = $this->send( 'grace@example.org' );
		$stored = EntryStore::get( $mine )['values']['cv'];
		$file   = Upload::base_dir() . '/' . EntryValue::files( 'file-upload', $stored )[0]['path'];
		$this->assertFileExists( $file );

		$answer = EntriesPersonalData::erase( 'ada@example.org', 1 );
		$this->assertTrue( $answer['items_removed'] );
		$this->assertFalse( $answer['items_retained'] );
		$this->assertTrue( $answer['done'] );
		$this->assertSame( array( '1 form entry was deleted, with its uploaded files.' ), $answer['messages'] );
		$this->assertNull( EntryStore::get( $mine ) );
		$this->assertFileDoesNotExist( $file );
		$this->assertNotNull( EntryStore::get( $other ) );
		$this->assertSame( array(), self::export_all( 'ada@example.org' ) );

		$again = EntriesPersonalData::erase( 'ada@example.org', 1 );
		$this->assertFalse( $again['items_removed'] );
	}

	public function test_pages_are_bounded_and_erasure_goes_through_every_page(): void {
		for ( $i = 0; $i <= EntriesPersonalData::PER_PAGE; $i++ ) {
			EntryStore::create( $this->form_id, array( 'email' => 'many@example.org' ), array() );
		}
		$first = EntriesPersonalData::export( 'many@example.org', 1 );
		$this->assertCount( EntriesPersonalData::PER_PAGE, $first['data'] );
		$this->assertFalse( $first['done'] );
		$second = EntriesPersonalData::export( 'many@example.org', 2 );
		$this->assertCount( 1, $second['data'] );
		$this->assertTrue( $second['done'] );

		$this->assertFalse( EntriesPersonalData::erase( 'many@example.org', 1 )['done'] );
		$this->assertTrue( EntriesPersonalData::erase( 'many@example.org', 2 )['done'] );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_the_uploaded_files_go_into_the_export_archive(): void {
		$mine    = $this->send( 'ada@example.org', 'cv.txt' );
		$this->send( 'grace@example.org', 'grace.txt' );
		$request = wp_create_user_request( 'ada@example.org', 'export_personal_data' );
		$this->assertIsInt( $request );
		$archive = (string) tempnam( sys_get_temp_dir(), 'vista-export' );
		$zip     = new \ZipArchive();
		$zip->open( $archive, \ZipArchive::OVERWRITE );
		$zip->addFromString( 'index.html', '<html></html>' );
		$zip->close();

		EntryFilesInExport::add_files( $archive, '', '', $request );

		$zip->open( $archive );
		$names = array();
		for ( $i = 0; $i < $zip->numFiles; $i++ ) {
			$names[] = (string) $zip->getNameIndex( $i );
		}
		$inside = preg_grep( '#^vista-forms/entry-' . $mine . '/[a-f0-9]{8}-cv\.txt$#', $names );
		$this->assertCount( 1, $inside, implode( ', ', $names ) );
		$this->assertSame( 'Some notes of ada@example.org', $zip->getFromName( (string) reset( $inside ) ) );
		$this->assertCount( 2, $names, 'the report and Ada\'s file only' );
		$zip->close();
		unlink( $archive );
		wp_delete_post( $request, true );
	}
}
