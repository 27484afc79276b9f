<?php
/**
 * Upload fields: type by content, allowed extensions, double extensions, size caps, the guarded
 * folder, and the administrators' download.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

require_once dirname( __DIR__ ) . '/SubmissionTestCase.php';

use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Entries\EntryValue;
use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\View\Messages;
use Vista\Forms\Submit\Submission;
use Vista\Forms\Entries\EntryFileDownload;
use Vista\Forms\Submit\Upload;

/**
 * Upload checks and storage.
 */
final class UploadTest extends SubmissionTestCase {

	/**
	 * Submits the contact form with one file in its upload field (pdf, txt, png; 1 MB).
	 *
	 * @param array<string, mixed> $file $_FILES entry.
	 * @return array{status: string, message: string, entry_id: int, errors: array<string, string>}
	 */
	private function submit_file( array $file, string $key = '' ): array {
		$key = '' !== $key ? $key : "evf_{$this->form_id}_cv";
		return ( new Submission( new Upload( false ) ) )->process( FormDefinition::load( $this->form_id ), $this->request( $this->valid_contact() ), array( $key => $file ) );
	}

	public function test_an_allowed_file_is_stored_under_a_random_name_in_a_guarded_folder(): void {
		$result = $this->submit_file( $this->file( 'My CV.pdf', self::pdf() ), "everest_forms_{$this->form_id}_cv" );
		$this->assertSame( 'success', $result['status'] );
		$stored = EntryStore::get( $result['entry_id'] )['values']['cv'];
		$file   = EntryValue::files( 'file-upload', $stored )[0];
		$this->assertSame( 'My-CV.pdf', $file['name'] );
		$this->assertSame( 'application/pdf', $file['type'] );
		$this->assertMatchesRegularExpression( '#^[a-f0-9]{32}/[a-f0-9]{32}\.pdf$#', $file['path'] );
		$base = Upload::base_dir();
		$this->assertFileExists( $base . '/.htaccess' );
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( $base . '/.htaccess' ) );
		$this->assertFileExists( $base . '/index.php' );
		$this->assertFileExists( $base . '/' . dirname( $file['path'] ) . '/index.php' );

		EntryStore::delete( array( $result['entry_id'] ) );
		$this->assertFileDoesNotExist( $base . '/' . $file['path'] );
		$this->assertDirectoryDoesNotExist( $base . '/' . dirname( $file['path'] ) );
	}

	/**
	 * @return array<string, array{string, string}>
	 */
	public static function refused_files(): array {
		return array(
			'php as jpg content'   => array( 'shell.png', '<?php system($_GET["c"]); ?>' ),
			'double extension'     => array( 'x.php.png', "\x89PNG\r\n\x1a\n" ),
			'double extension end' => array( 'x.png.php', '<?php echo 1;' ),
			'not allowed type'     => array( 'page.html', '<html><script>alert(1)</script></html>' ),
			'svg'                  => array( 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' ),
			'pdf that is html'     => array( 'doc.pdf', '<html>not a pdf</html>' ),
			'no extension'         => array( 'README', 'text' ),
		);
	}

	/**
	 * @dataProvider refused_files
	 */
	public function test_wrong_or_disguised_files_are_refused( string $name, string $contents ): void {
		$result = $this->submit_file( $this->file( $name, $contents ) );
		$this->assertSame( 'invalid', $result['status'] );
		$this->assertSame( array( 'cv' => Messages::server( 'file_type' ) ), $result['errors'] );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_files_over_the_field_size_are_refused(): void {
		$result = $this->submit_file( $this->file( 'big.txt', str_repeat( 'a', MB_IN_BYTES + 1 ) ) );
		$this->assertSame( array( 'cv' => Messages::server( 'file_size', array( '#' => 1 ) ) ), $result['errors'] );
		$upload = ( new Upload( false ) )->check(
			FormDefinition::from_array( 3, array( array( 'id' => 'f', 'type' => 'file-upload', 'extensions' => 'txt', 'max_size_mb' => 500 ) ) ),
			array( 'evf_3_f' => array_merge( $this->file( 'huge.txt', 'a' ), array( 'size' => 21 * MB_IN_BYTES ) ) )
		);
		$this->assertSame( array( 'f' => Messages::server( 'file_size', array( '#' => 20 ) ) ), $upload['errors'], 'hard cap of 20 MB' );
	}

	public function test_image_upload_takes_only_images_and_counts_files(): void {
		$form = FormDefinition::from_array( 3, array( array( 'id' => 'pic', 'type' => 'image-upload', 'extensions' => 'png,pdf,txt', 'max_files' => 2 ) ) );
		$this->assertSame( array( 'png' ), Upload::allowed_extensions( $form->fields()['pic'] ) );
		$png   = $this->file( 'a.png', self::png() );
		$multi = array();
		foreach ( array( 'name', 'type', 'tmp_name', 'error', 'size' ) as $key ) {
			$multi[ $key ] = array( $png[ $key ], $png[ $key ], $png[ $key ] );
		}
		$check = ( new Upload( false ) )->check( $form, array( 'evf_3_pic' => $multi ) );
		$this->assertSame( array( 'pic' => Messages::server( 'file_count', array( '#' => 2 ) ) ), $check['errors'] );
		$check = ( new Upload( false ) )->check( $form, array( 'evf_3_pic' => $this->file( 'a.txt', 'text' ) ) );
		$this->assertSame( array( 'pic' => Messages::server( 'file_type' ) ), $check['errors'] );
	}

	public function test_a_required_upload_needs_a_file_and_failed_uploads_are_errors(): void {
		$form  = FormDefinition::from_array( 3, array( array( 'id' => 'f', 'type' => 'file-upload', 'required' => true ) ) );
		$check = ( new Upload( false ) )->check( $form, array() );
		$this->assertSame( array( 'f' => Messages::get( 'i18n_messages_required' ) ), $check['errors'] );
		$check = ( new Upload( false ) )->check( $form, array( 'evf_3_f' => array( 'name' => 'a.txt', 'tmp_name' => '', 'size' => 0, 'error' => UPLOAD_ERR_PARTIAL ) ) );
		$this->assertSame( array( 'f' => Messages::server( 'file_failed' ) ), $check['errors'] );
		// A real request accepts only files PHP received by upload.
		$check = ( new Upload() )->check( $form, array( 'evf_3_f' => $this->file( 'a.txt', 'text' ) ) );
		$this->assertSame( array( 'f' => Messages::server( 'file_failed' ) ), $check['errors'] );
	}

	public function test_extension_reading(): void {
		$this->assertSame( 'jpg', Upload::extension_of( 'holiday.2024.jpg' ) );
		$this->assertNull( Upload::extension_of( 'x.php.jpg' ) );
		$this->assertNull( Upload::extension_of( 'x.jpg.php' ) );
		$this->assertNull( Upload::extension_of( 'x.PHTML.png' ) );
		$this->assertFalse( Upload::is_stored_path( '../../wp-config.php' ) );
	}

	public function test_only_administrators_find_files_for_download(): void {
		$result = $this->submit_file( $this->file( 'notes.txt', "hello\n" ) );
		$file   = EntryFileDownload::find( $result['entry_id'], 'cv', 0 );
		$this->assertSame( 'notes.txt', $file['name'] );
		$this->assertSame( "hello\n", file_get_contents( $file['absolute'] ) );
		$this->assertNull( EntryFileDownload::find( $result['entry_id'], 'cv', 1 ) );
		$this->assertNull( EntryFileDownload::find( $result['entry_id'], 'name', 0 ), 'a text field has no files' );

		$message = $this->expect_wp_die( static fn () => EntryFileDownload::download() );
		$this->assertStringContainsString( 'not allowed', $message );
		$url = EntryFileDownload::download_url( $result['entry_id'], 'cv', 0 );
		$this->assertStringContainsString( 'admin-post.php?action=vista_forms_entry_file', $url );
	}
}
