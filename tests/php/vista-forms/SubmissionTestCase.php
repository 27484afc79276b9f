<?php
/**
 * Fixtures of the submission and entries tests: a published form made of field blocks, posted
 * the way the visitor's script posts it (call 5), with both nonces and a start time long enough ago.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Submit\SpamGuard;
use Vista\Forms\Submit\SubmissionAjax;
use Vista\Tests\VistaTestCase;

/**
 * Creates a form post and cleans up its entries and files.
 */
abstract class SubmissionTestCase extends VistaTestCase {

	protected int $form_id = 0;

	/** @var string[] Temporary files to remove. */
	private array $temp_files = array();

	/**
	 * A contact form: name (required, min 2 chars), email (required), message (textarea), topic
	 * (select), a file upload (pdf, txt, png, 1 MB).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected function contact_fields(): array {
		return array(
			array( 'fieldId' => 'name', 'type' => 'text', 'label' => 'Name', 'required' => true, 'min_length' => 2 ),
			array( 'fieldId' => 'email', 'type' => 'email', 'label' => 'Email', 'required' => true ),
			array( 'fieldId' => 'message', 'type' => 'textarea', 'label' => 'Message' ),
			array(
				'fieldId' => 'topic',
				'type'    => 'select',
				'label'   => 'Topic',
				'choices' => array( array( 'label' => 'Sales', 'value' => 'sales' ), array( 'label' => 'Support', 'value' => 'support' ) ),
			),
			array( 'fieldId' => 'cv', 'type' => 'file-upload', 'label' => 'Attachment', 'extensions' => 'pdf,txt,png', 'max_size_mb' => 1 ),
		);
	}

	protected function setUp(): void {
		parent::setUp();
		$this->form_id = $this->make_form( $this->contact_fields() );
	}

	protected function tearDown(): void {
		$entries = EntryStore::query( $this->form_id, '', 1, 0 )['entries'];
		EntryStore::delete( array_column( $entries, 'id' ) );
		wp_delete_post( $this->form_id, true );
		foreach ( $this->temp_files as $file ) {
			if ( is_file( $file ) ) {
				unlink( $file );
			}
		}
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
		parent::tearDown();
	}

	/**
	 * A published form post whose content is field blocks.
	 *
	 * @param array<int, array<string, mixed>> $fields   Block attributes, with `type`.
	 * @param array<string, mixed>             $settings Form settings.
	 */
	protected function make_form( array $fields, array $settings = array() ): int {
		$content = '';
		foreach ( $fields as $field ) {
			$type = $field['type'];
			unset( $field['type'] );
			$content .= '<!-- wp:' . FormDefinition::BLOCK_PREFIX . $type . ' ' . wp_json_encode( $field, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE ) . " /-->\n"; // As serialize_block_attributes() does.
		}
		$id = (int) wp_insert_post(
			array(
				'post_type'    => FormDefinition::POST_TYPE,
				'post_status'  => 'publish',
				'post_title'   => 'Contact test form',
				'post_content' => wp_slash( $content ),
			)
		);
		update_post_meta( $id, FormDefinition::SETTINGS_META, $settings );
		return $id;
	}

	/**
	 * A call 5 post: the fields, action, both nonces, the start time and the honeypot.
	 *
	 * @param array<string, mixed> $fields Form fields by id.
	 * @param array<string, mixed> $extra  Overrides of the other posted keys.
	 * @return array<string, mixed>
	 */
	protected function request( array $fields, array $extra = array(), ?int $form_id = null ): array {
		$form_id = $form_id ?? $this->form_id;
		return array_merge(
			array(
				'action'                    => SubmissionAjax::ACTION,
				'security'                  => wp_create_nonce( SubmissionAjax::ACTION ),
				'_wpnonce' . $form_id       => wp_create_nonce( SubmissionAjax::FORM_NONCE_ACTION ),
				'evf_submission_start_time' => (string) ( \Vista\Forms\Clock::now_ms() - 10000 ),
				SpamGuard::SIGNED_START_FIELD => SpamGuard::start_token( $form_id, \Vista\Forms\Clock::now_ms() - 10000 ),
				'everest_forms'             => array(
					'id'          => (string) $form_id,
					'hp'          => '',
					'form_fields' => $fields,
				),
			),
			$extra
		);
	}

	/**
	 * Valid values of the contact form.
	 *
	 * @return array<string, mixed>
	 */
	protected function valid_contact(): array {
		return array(
			'name'    => 'Ada Lovelace',
			'email'   => 'ada@example.org',
			'message' => "Hello,\nplease call me.",
			'topic'   => 'support',
		);
	}

	/**
	 * A file on disk, posted as an upload field's $_FILES entry.
	 *
	 * @param string $name     Client file name.
	 * @param string $contents Bytes.
	 * @return array<string, mixed>
	 */
	protected function file( string $name, string $contents ): array {
		$tmp = (string) tempnam( sys_get_temp_dir(), 'vista-forms-test' );
		file_put_contents( $tmp, $contents );
		$this->temp_files[] = $tmp;
		return array(
			'name'     => $name,
			'type'     => 'application/octet-stream',
			'tmp_name' => $tmp,
			'error'    => UPLOAD_ERR_OK,
			'size'     => strlen( $contents ),
		);
	}

	/**
	 * A small valid PNG.
	 */
	protected static function png(): string {
		$image = imagecreatetruecolor( 4, 3 );
		ob_start();
		imagepng( $image );
		return (string) ob_get_clean();
	}

	/**
	 * A minimal valid PDF.
	 */
	protected static function pdf(): string {
		return ( new \Vista\Forms\Entries\PdfWriter( 'Test' ) )->output();
	}

	/**
	 * How many entries the form has.
	 */
	protected function entry_count( ?int $form_id = null ): int {
		return EntryStore::query( $form_id ?? $this->form_id, '', 1, 1 )['total'];
	}
}
