<?php
/**
 * Issue 33 item 2: the Everest Forms importer, run over the original's site of the fixture
 * (tests/fixtures/originals/everest-forms.php: 3 forms, 600 entries, uploads, shortcode pages).
 * Each form becomes a Vista form with its fields and settings, each entry a Vista entry with its
 * values, date, status, starred flag and files; a second run adds nothing; the original's data is
 * left as it was; `[everest_form id="N"]` shows the imported form.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Entries\EntryValue;
use Vista\Forms\Import\EverestFormShortcode;
use Vista\Forms\Import\EverestFormsImporter;
use Vista\Forms\Kit\ImportMap;
use Vista\Forms\Kit\ImportRunner;
use Vista\Forms\Submit\Upload;
use Vista\Tests\VistaTestCase;

require_once dirname( __DIR__, 3 ) . '/fixtures/originals/everest-forms.php';

/**
 * The importer end to end, on SQLite and MariaDB.
 */
final class EverestFormsImporterTest extends VistaTestCase {

	/** What the fixture made. */
	private static array $fixture;

	/** The first run's final state. */
	private static array $state;

	/** Bytes the first run took at its peak, above what was in use when it started. */
	private static int $peak;

	/** The original's data before the run (EverestOriginalChecksum). */
	private static string $checksum;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::forget_imports();
		self::$fixture  = vista_fixture_everest_forms( 'build' );
		self::$checksum = self::original_checksum();
		$before         = memory_get_usage();
		memory_reset_peak_usage();
		self::$state = ( new ImportRunner( new EverestFormsImporter() ) )->run_all( 50 );
		self::$peak  = memory_get_peak_usage() - $before;
	}

	public static function tearDownAfterClass(): void {
		self::forget_imports();
		vista_fixture_everest_forms( 'drop' );
		parent::tearDownAfterClass();
	}

	/**
	 * Removes what imports made: the Vista forms, their entries (imported or sent since) and files,
	 * the map rows, the state.
	 */
	private static function forget_imports(): void {
		global $wpdb;
		ImportMap::install();
		EntryStore::migrate();
		$map = new ImportMap();
		foreach ( $map->all( EverestFormsImporter::ID, 'forms' ) as $form_id ) {
			EntryStore::delete( array_column( EntryStore::query( $form_id, '', 1, 0 )['entries'], 'id' ) );
			wp_delete_post( $form_id, true );
		}
		// SQL: the kit's own table.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . ImportMap::table() . ' WHERE source = %s', EverestFormsImporter::ID ) );
		delete_option( ( new ImportRunner( new EverestFormsImporter() ) )->option() );
	}

	/**
	 * A digest of everything the original holds: its tables' rows, its form posts, its files.
	 */
	private static function original_checksum(): string {
		global $wpdb;
		$parts = array();
		foreach ( array( 'evf_entries' => 'entry_id', 'evf_entrymeta' => 'meta_id' ) as $table => $key ) {
			// SQL: the fixture's tables.
			$parts[] = wp_json_encode( $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}{$table} ORDER BY {$key}", ARRAY_A ) );
		}
		$parts[] = wp_json_encode( $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_status, post_title, post_content, post_modified FROM {$wpdb->posts} WHERE post_type = %s ORDER BY ID", 'everest_form' ), ARRAY_A ) );
		foreach ( glob( wp_upload_dir( null, false )['basedir'] . '/everest_forms_uploads/*/*' ) ?: array() as $file ) {
			$parts[] = $file . ':' . md5_file( $file );
		}
		return md5( implode( "\n", $parts ) );
	}

	/**
	 * The Vista form made from the fixture's form number $index.
	 *
	 * @param int $index 0, 1 or 2.
	 */
	private function form( int $index ): FormDefinition {
		$id   = ( new ImportMap() )->target( EverestFormsImporter::ID, 'forms', (string) self::$fixture['forms'][ $index ] );
		$form = null === $id ? null : FormDefinition::load( $id );
		$this->assertNotNull( $form, "Form {$index} was imported and published." );
		return $form;
	}

	/**
	 * The Vista entry made from the fixture's entry number $k (1..600, in the site's order).
	 *
	 * @param int $k The entry's number.
	 * @return array<string, mixed>
	 */
	private function entry( int $k ): array {
		global $wpdb;
		// SQL: the fixture's table.
		$original = (int) $wpdb->get_var( $wpdb->prepare( "SELECT entry_id FROM {$wpdb->prefix}evf_entries ORDER BY entry_id LIMIT 1 OFFSET %d", $k - 1 ) );
		$id       = ( new ImportMap() )->target( EverestFormsImporter::ID, 'entries', (string) $original );
		$entry    = null === $id ? null : EntryStore::get( $id );
		$this->assertNotNull( $entry, "Entry {$k} was imported." );
		return $entry;
	}

	public function test_the_run_reports_every_form_and_entry(): void {
		$this->assertSame( 'done', self::$state['status'] );
		$this->assertSame( array( 'forms', 'entries' ), array_column( self::$state['stages'], 'stage' ) );
		$this->assertSame( array( 3, 600 ), array_column( self::$state['stages'], 'count' ) );
		$this->assertSame( array( 'imported' => 3, 'updated' => 0, 'skipped' => 0 ), self::$state['counts']['forms'] );
		$this->assertSame( array( 'imported' => 600, 'updated' => 0, 'skipped' => 0 ), self::$state['counts']['entries'] );
		$this->assertArrayNotHasKey( 'files', self::$state['counts'], 'Every file was copied.' );
	}

	public function test_fields_of_the_first_form_keep_their_type_and_settings(): void {
		$form   = $this->form( 0 );
		$fields = $form->fields();
		$this->assertSame( 'Contact us', $form->title );
		$this->assertSame(
			array( 'abcdefgh-1', 'abcdefgh-2', 'abcdefgh-3', 'abcdefgh-4', 'abcdefgh-5', 'abcdefgh-6', 'abcdefgh-7', 'abcdefgh-8', 'abcdefgh-9', 'abcdefgh-10', 'abcdefgh-11' ),
			array_keys( $fields ),
			'The fields keep their order; the captcha and yes/no fields are left out.'
		);
		$this->assertSame( array( 'text', 'text', 'email', 'text', 'textarea', 'select', 'radio', 'checkbox', 'number', 'date-time', 'file-upload' ), array_values( array_column( $fields, 'type' ) ) );
		$this->assertSame( 'First name', $fields['abcdefgh-1']['label'] );
		$this->assertTrue( $fields['abcdefgh-1']['required'] );
		$this->assertFalse( $fields['abcdefgh-2']['required'] );
		$this->assertSame( 'you@example.com', $fields['abcdefgh-3']['placeholder'] );
		$this->assertSame( 3, $fields['abcdefgh-4']['min_length'] );
		$this->assertSame( 2, $fields['abcdefgh-5']['min_words'] );
		$this->assertSame( array( 'Sales', 'Support', 'Billing' ), array_column( $fields['abcdefgh-6']['choices'], 'label' ) );
		$this->assertSame( 'Support', $fields['abcdefgh-6']['default'], 'The preset choice stays preset.' );
		$this->assertSame( array( 'Email', 'Phone' ), array_column( $fields['abcdefgh-7']['choices'], 'label' ) );
		$this->assertSame( 2, $fields['abcdefgh-8']['choice_limit'] );
		$this->assertSame( array( '1', '500', '1' ), array( $fields['abcdefgh-9']['min'], $fields['abcdefgh-9']['max'], $fields['abcdefgh-9']['step'] ) );
		$this->assertTrue( (bool) $fields['abcdefgh-10']['date']['pastDisableDate'] );
		$this->assertSame( 'date', $fields['abcdefgh-10']['date']['dateTime'] );
		$this->assertSame( 'txt,pdf', $fields['abcdefgh-11']['extensions'] );
		$this->assertSame( '2', $fields['abcdefgh-11']['max_size_mb'] );
		// The title becomes a heading, and the first row's two grids sit side by side.
		$this->assertStringContainsString( '<h3 class="wp-block-heading">About you</h3>', $form->content() );
		$this->assertMatchesRegularExpression( '#<!-- wp:columns -->.*wp:vista-forms/field-text \{"fieldId":"abcdefgh-1".*<!-- wp:column -->.*"fieldId":"abcdefgh-2"#s', $form->content() );
	}

	public function test_fields_of_the_other_forms_keep_their_type_and_settings(): void {
		$fields = $this->form( 1 )->fields();
		$this->assertSame(
			array( 'name' => 'text', 'email' => 'email', 'phone' => 'phone', 'site' => 'url', 'photo' => 'image-upload', 'cv' => 'file-upload', 'address' => 'address', 'country' => 'country', 'salary' => 'range-slider', 'source' => 'hidden', 'password' => 'password', 'privacy' => 'privacy-policy' ),
			array_map( static fn ( $field ) => $field['type'], $fields )
		);
		$this->assertTrue( $fields['email']['confirm'] );
		$this->assertTrue( $fields['phone']['smart_phone'] );
		$this->assertSame( 'png,jpg', $fields['photo']['extensions'] );
		$this->assertSame( 2, $fields['cv']['max_files'] );
		$this->assertSame( array( '20', '200', '5' ), array( $fields['salary']['min'], $fields['salary']['max'], $fields['salary']['step'] ) );
		$this->assertSame( 'jobs-page', $fields['source']['default'] );
		$this->assertSame( 'I agree to the privacy policy.', $fields['privacy']['privacy_text'] );

		$form   = $this->form( 2 );
		$fields = $form->fields();
		$this->assertSame( array( 'stars' => 'rating', 'scale' => 'scale-rating', 'likert' => 'likert', 'comment' => 'textarea', 'ticket' => 'payment-single', 'topics' => 'checkbox' ), array_map( static fn ( $field ) => $field['type'], $fields ), 'A dropdown of several choices becomes checkboxes.' );
		$this->assertSame( array( 'Web', 'Data', 'Design' ), array_column( $fields['topics']['choices'], 'label' ) );
		$this->assertSame( 5, $fields['stars']['max_rating'] );
		$this->assertSame( array( 0, 10 ), array( $fields['scale']['scale_min'], $fields['scale']['scale_max'] ) );
		$this->assertSame( array( 'Talks', 'Workshops' ), $fields['likert']['rows'] );
		$this->assertSame( array( 'Poor', 'Fair', 'Good' ), $fields['likert']['columns'] );
		$this->assertSame( '25', $fields['ticket']['price'] );
		$this->assertStringContainsString( '<!-- wp:separator -->', $form->content() );
	}

	public function test_form_settings_carry_over(): void {
		$contact = $this->form( 0 )->settings();
		$this->assertSame( 'Thanks for contacting us!', $contact['success_message'] );
		$this->assertSame( 'Send message', $contact['submit_label'] );
		$this->assertSame( 'Sending…', $contact['process_text'] );
		$this->assertTrue( $contact['ajax_submission'] );
		$this->assertTrue( $contact['notify_email'] );
		$this->assertSame( 'owner@example.com', $contact['notify_to'] );
		$this->assertSame( 'none', $contact['redirect'] );

		$jobs = $this->form( 1 )->settings();
		$this->assertFalse( $jobs['ajax_submission'] );
		$this->assertFalse( $jobs['notify_email'] );
		$this->assertSame( array( 'same', 'https://example.com/thanks' ), array( $jobs['redirect'], $jobs['redirect_url'] ) );

		$this->assertSame( 'beside', $this->form( 2 )->settings()['preview_confirmation'] );
	}

	public function test_fields_vista_lacks_are_skipped_with_a_reason(): void {
		$skips = array();
		foreach ( self::$state['skips'] as $skip ) {
			$skips[ $skip['original'] ] = $skip['reason'];
		}
		list( $contact, $jobs, $feedback ) = self::$fixture['forms'];
		$this->assertStringContainsString( 'captcha', $skips[ "{$contact}:AbCdEfGh-13" ] );
		$this->assertSame( 'Vista Forms has no "yes-no" field.', $skips[ "{$contact}:AbCdEfGh-14" ] );
		$this->assertSame( 'Vista Forms has no "repeater" field.', $skips[ "{$jobs}:skills" ] );
		$this->assertSame( 'Vista Forms has no "html" field.', $skips[ "{$feedback}:html" ] );
		$this->assertSame( array( 'imported' => 0, 'updated' => 0, 'skipped' => 4 ), self::$state['counts']['fields'] );
	}

	public function test_entries_keep_their_form_values_date_status_and_flags(): void {
		$counts = EntryStore::counts();
		foreach ( array( 300, 200, 100 ) as $index => $expected ) {
			$this->assertSame( $expected, $counts[ $this->form( $index )->id ]['total'] ?? 0, "Form {$index} has its entries." );
		}
		$first = $this->entry( 1 );
		$this->assertSame( $this->form( 0 )->id, $first['form_id'] );
		$this->assertSame( gmdate( 'Y-m-d H:i:s', 1736467200 + 45000 ), $first['created'] );
		$this->assertSame( 'Ada1', $first['values']['abcdefgh-1'] );
		$this->assertSame( 'ada1@example.com', $first['values']['abcdefgh-3'] );
		$this->assertSame( 'Support', $first['values']['abcdefgh-6'] );
		$this->assertSame( 'Phone', $first['values']['abcdefgh-7'] );
		$this->assertSame( '["Offers"]', $first['values']['abcdefgh-8'] );
		$this->assertSame( 'News, Events', EntryValue::text( 'checkbox', $this->entry( 2 )['values']['abcdefgh-8'] ) );
		$this->assertSame( '2', $first['values']['abcdefgh-9'] );
		$this->assertSame( 'publish', $first['status'] );
		$this->assertFalse( $first['starred'] );

		$this->assertSame( 'trash', $this->entry( 25 )['status'] );
		$this->assertSame( 'spam', $this->entry( 30 )['status'] );
		$this->assertTrue( $this->entry( 7 )['starred'] );
		$this->assertTrue( $this->entry( 3 )['read'] );

		$jobs = $this->entry( 301 );
		$this->assertSame( '1 Main Street, Lyon, Rhône, 69001, FR', EntryValue::text( 'address', $jobs['values']['address'] ) );
		$feedback = $this->entry( 501 );
		$this->assertSame( 'Talks: Fair, Workshops: Good', EntryValue::text( 'likert', $feedback['values']['likert'] ) );
		$this->assertSame( '2', $feedback['values']['stars'] );
		$this->assertSame( 'Data', EntryValue::text( 'checkbox', $feedback['values']['topics'] ) );
		$this->assertSame( 'Web, Design', EntryValue::text( 'checkbox', $this->entry( 502 )['values']['topics'] ) );

		global $wpdb;
		$table = EntryStore::entries_table();
		// SQL: own table, every imported entry.
		$flags = $wpdb->get_row( "SELECT SUM(starred) AS starred, SUM(CASE WHEN status = 'trash' THEN 1 ELSE 0 END) AS trash FROM {$table}", ARRAY_A );
		$this->assertSame( self::$fixture['starred'], (int) $flags['starred'] );
		$this->assertSame( self::$fixture['statuses']['trash'], (int) $flags['trash'] );
	}

	public function test_uploaded_files_are_copied_into_vista_forms_folder(): void {
		$copied = 0;
		foreach ( array( 10 => 'abcdefgh-11', 305 => 'photo', 304 => 'cv' ) as $k => $field ) {
			$entry = $this->entry( $k );
			$type  = 'abcdefgh-11' === $field ? 'file-upload' : ( 'photo' === $field ? 'image-upload' : 'file-upload' );
			$files = EntryValue::files( $type, $entry['values'][ $field ] ?? '' );
			$this->assertNotEmpty( $files, "Entry {$k}'s {$field} has its files." );
			foreach ( $files as $file ) {
				$this->assertFileExists( Upload::base_dir() . '/' . $file['path'] );
				++$copied;
			}
		}
		$this->assertSame( 4, $copied );
		$notes = EntryValue::files( 'file-upload', $this->entry( 10 )['values']['abcdefgh-11'] )[0];
		$this->assertSame( 'notes-10.txt', $notes['name'], 'The name the visitor gave is kept.' );
		$this->assertSame( "Notes of entry 10.\n", file_get_contents( Upload::base_dir() . '/' . $notes['path'] ) );
		$cv = EntryValue::files( 'file-upload', $this->entry( 304 )['values']['cv'] );
		$this->assertSame( array( 'cv-304.pdf', 'letter-304.txt' ), array_column( $cv, 'name' ) );
		$this->assertSame( 'application/pdf', $cv[0]['type'] );
	}

	public function test_a_second_run_updates_and_adds_nothing(): void {
		global $wpdb;
		$table   = EntryStore::entries_table();
		$count   = static fn () => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // SQL: own table.
		$forms   = static fn () => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", FormDefinition::POST_TYPE ) );
		$files   = static fn () => count( glob( Upload::base_dir() . '/*/*.*' ) ?: array() );
		$before  = array( $count(), $forms(), $files() );
		$entry   = $this->entry( 10 );
		$state   = ( new ImportRunner( new EverestFormsImporter() ) )->run_all( 200 );
		$this->assertSame( array( 'imported' => 0, 'updated' => 3, 'skipped' => 0 ), $state['counts']['forms'] );
		$this->assertSame( array( 'imported' => 0, 'updated' => 600, 'skipped' => 0 ), $state['counts']['entries'] );
		$this->assertSame( $before, array( $count(), $forms(), $files() ), 'No entry, form or file was added.' );
		$again = $this->entry( 10 );
		$this->assertSame( $entry['id'], $again['id'] );
		$this->assertSame( $entry['values'], $again['values'], 'The entry keeps its copied files.' );
	}

	public function test_the_original_data_is_unchanged(): void {
		$this->assertSame( self::$checksum, self::original_checksum() );
	}

	public function test_memory_stays_bounded(): void {
		$this->assertLessThan( 24 * MB_IN_BYTES, self::$peak, 'Steps of 50 entries keep the run far from the memory limit.' );
	}

	public function test_the_original_shortcode_shows_the_imported_form(): void {
		$hooks = require dirname( __DIR__, 4 ) . '/plugins/vista-forms/hooks.php';
		$this->assertSame( array( EverestFormShortcode::class, 'render' ), $hooks['shortcodes']['everest_form'] );
		$html = EverestFormShortcode::render( array( 'id' => (string) self::$fixture['forms'][0] ) );
		$this->assertStringContainsString( 'name="everest_forms[form_fields][abcdefgh-3]"', $html );
		$this->assertStringContainsString( 'value="' . $this->form( 0 )->id . '"', $html );
		$this->assertStringNotContainsString( 'everest_forms[form_fields]', EverestFormShortcode::render( array( 'id' => '999999' ) ), 'A form never imported shows nothing to a visitor.' );
	}

	/**
	 * Last, as it imports afresh: a worker killed in the middle of a step, after some of the step's
	 * entries were written and before the run's progress was saved, resumes to the same report as
	 * a run never killed, with no entry or file made twice.
	 */
	public function test_a_run_killed_halfway_resumes_to_the_same_result(): void {
		self::forget_imports();
		// The copies (each folder also holds an empty index.php).
		$files  = static fn () => count( preg_grep( '#/index\.php$#', glob( Upload::base_dir() . '/*/*.*' ) ?: array(), PREG_GREP_INVERT ) );
		$before = $files();
		$killed = new ImportRunner( self::killed_at_step( 8 ) );
		$killed->start();
		try {
			$killed->advance( 600.0, 50 );
			$this->fail( 'The worker should have been killed.' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'worker killed', $e->getMessage() );
		}
		// The killed request's lock has expired by the time the owner reloads the screen.
		delete_option( $killed->option() . '_lock' );
		$state = ( new ImportRunner( new EverestFormsImporter() ) )->advance( 600.0, 50 );
		$this->assertSame( 'done', $state['status'] );
		$this->assertSame( self::$state['counts'], $state['counts'] );
		$counts = EntryStore::counts();
		$this->assertSame( 600, array_sum( array_map( static fn ( $form ) => $counts[ $form ]['total'] ?? 0, ( new ImportMap() )->all( EverestFormsImporter::ID, 'forms' ) ) ) );
		$this->assertSame( self::$fixture['files'], $files() - $before, 'Each file was copied once.' );
	}

	/**
	 * The importer, with the worker killed after the given step's items were written.
	 *
	 * @param int $at The step (1-based) that dies.
	 */
	private static function killed_at_step( int $at ): \Vista\Forms\Kit\ImportSource {
		return new class( $at ) implements \Vista\Forms\Kit\ImportSource {
			private int $steps = 0;
			private EverestFormsImporter $importer;
			public function __construct( private int $at ) {
				$this->importer = new EverestFormsImporter();
			}
			public function id(): string {
				return $this->importer->id();
			}
			public function label(): string {
				return $this->importer->label();
			}
			public function description(): string {
				return $this->importer->description();
			}
			public function inventory(): array {
				return $this->importer->inventory();
			}
			public function step( string $stage, string $cursor, \Vista\Forms\Kit\ImportBatch $batch ): ?string {
				$next = $this->importer->step( $stage, $cursor, $batch );
				if ( ++$this->steps === $this->at ) {
					throw new \RuntimeException( 'worker killed' );
				}
				return $next;
			}
		};
	}
}
