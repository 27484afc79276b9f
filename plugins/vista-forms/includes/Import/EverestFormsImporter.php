<?php
/**
 * Moving from Everest Forms (issue 33 item 2): its forms become Vista forms (the field blocks of
 * their definition, their settings), then its entries land in Vista Forms' entries with their
 * values, date, status, starred and read flags and their uploaded files. `[everest_form id="N"]`
 * then shows the Vista form made from form N (EverestFormShortcode). The original's posts, tables
 * and files are only read.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Kit\ImportBatch;
use Vista\Forms\Kit\ImportSource;

/**
 * The Everest Forms importer: stage `forms`, then stage `entries`.
 */
final class EverestFormsImporter implements ImportSource {

	public const ID = 'everest-forms';

	/** The mapping of each original form an entries step has needed (form id => mapping or null). */
	private array $forms = array();

	/**
	 * @param EverestFormsReader $reader Reads the original's posts and tables.
	 */
	public function __construct( private EverestFormsReader $reader = new EverestFormsReader() ) {}

	public function id(): string {
		return self::ID;
	}

	public function label(): string {
		return 'Everest Forms';
	}

	public function description(): string {
		return __( 'Brings the forms and entries of Everest Forms, with the uploaded files, into Vista Forms.', 'vista-forms' );
	}

	public function inventory(): array {
		$stages = array();
		$forms  = $this->reader->count_forms();
		if ( $forms > 0 ) {
			$stages[] = array(
				'stage' => 'forms',
				'label' => __( 'Forms', 'vista-forms' ),
				'count' => $forms,
			);
		}
		$entries = $this->reader->count_entries();
		if ( $entries > 0 ) {
			$stages[] = array(
				'stage' => 'entries',
				'label' => __( 'Entries', 'vista-forms' ),
				'count' => $entries,
			);
		}
		return $stages;
	}

	public function step( string $stage, string $cursor, ImportBatch $batch ): ?string {
		if ( 'forms' === $stage ) {
			$rows = $this->reader->forms_after( (int) $cursor, $batch->limit() );
			foreach ( $rows as $row ) {
				$this->import_form( $row, $batch );
			}
			return count( $rows ) < $batch->limit() ? null : (string) $rows[ count( $rows ) - 1 ]->ID;
		}
		if ( 'entries' === $stage ) {
			EntryStore::migrate();
			$entries = $this->reader->entries_after( (int) $cursor, $batch->limit() );
			foreach ( $entries as $entry ) {
				$this->import_entry( $entry['row'], $entry['meta'], $batch );
			}
			return count( $entries ) < $batch->limit() ? null : (string) $entries[ count( $entries ) - 1 ]['row']->entry_id;
		}
		return null;
	}

	/**
	 * One form: a new Vista form, or the one an earlier run made, rewritten.
	 *
	 * @param object      $row   The original's post row.
	 * @param ImportBatch $batch The step.
	 */
	private function import_form( object $row, ImportBatch $batch ): void {
		$original = (int) $row->ID;
		if ( 'trash' === $row->post_status ) {
			$batch->skipped( 'forms', $original, __( 'The form is in the trash of Everest Forms.', 'vista-forms' ) );
			return;
		}
		$definition = EverestFormsReader::decode( (string) $row->post_content );
		if ( null === $definition ) {
			$batch->skipped( 'forms', $original, __( 'The form holds no Everest Forms definition.', 'vista-forms' ) );
			return;
		}
		$mapped = EverestFormMapper::map( $definition );
		$target = $batch->target( 'forms', $original );
		$post   = array(
			'post_type'     => FormDefinition::POST_TYPE,
			'post_status'   => 'publish' === $row->post_status ? 'publish' : 'draft',
			'post_title'    => (string) $row->post_title,
			'post_content'  => $mapped['content'],
			'post_date'     => (string) $row->post_date,
			'post_date_gmt' => (string) $row->post_date_gmt,
		);
		if ( null !== $target && get_post_type( $target ) === FormDefinition::POST_TYPE ) {
			$post['ID'] = $target;
		}
		$form_id = wp_insert_post( wp_slash( $post ), true );
		if ( is_wp_error( $form_id ) || 0 === $form_id ) {
			$batch->skipped( 'forms', $original, __( 'WordPress refused to save the form.', 'vista-forms' ) );
			return;
		}
		update_post_meta( $form_id, FormDefinition::SETTINGS_META, wp_slash( $mapped['settings'] ) );
		$batch->imported( 'forms', $original, $form_id );
		foreach ( $mapped['skipped'] as $field => $reason ) {
			$batch->skipped( 'fields', $original . ':' . $field, $reason );
		}
	}

	/**
	 * One entry: a new Vista entry of the form made from its form, or the one an earlier run made.
	 *
	 * @param object                $row   The original's entry row.
	 * @param array<string, string> $meta  Its meta rows.
	 * @param ImportBatch           $batch The step.
	 */
	private function import_entry( object $row, array $meta, ImportBatch $batch ): void {
		$original = (int) $row->entry_id;
		$form_id  = $batch->target( 'forms', (int) $row->form_id );
		$mapping  = $this->form_mapping( (int) $row->form_id );
		if ( null === $form_id || null === $mapping ) {
			$batch->skipped( 'entries', $original, __( 'Its form was not imported.', 'vista-forms' ) );
			return;
		}
		$target  = $batch->target( 'entries', $original );
		$earlier = null === $target ? null : EntryStore::get( $target );
		$values  = EverestEntryMapper::values( $meta, (string) $row->fields, $mapping, null === $earlier ? array() : $earlier['values'] );
		$entry   = EverestEntryWriter::save( null === $earlier ? null : (int) $earlier['id'], $form_id, $row, $values['values'] );
		if ( 0 === $entry ) {
			$batch->skipped( 'entries', $original, __( 'The database refused the entry.', 'vista-forms' ) );
			return;
		}
		$batch->imported( 'entries', $original, $entry );
		foreach ( $values['missing'] as $url ) {
			/* translators: %s: the address of a file an entry of Everest Forms points to. */
			$batch->skipped( 'files', $original, sprintf( __( 'The file %s is missing or is not a file type Vista Forms accepts.', 'vista-forms' ), $url ) );
		}
	}

	/**
	 * The mapping (fields and meta-keys) of an original form, read once per step.
	 *
	 * @param int $form_id The original form.
	 * @return array{fields: array<string, array{id: string, type: string}>, meta_keys: array<string, string>}|null
	 */
	private function form_mapping( int $form_id ): ?array {
		if ( ! array_key_exists( $form_id, $this->forms ) ) {
			$definition               = $this->reader->form_definition( $form_id );
			$this->forms[ $form_id ] = null === $definition ? null : array_intersect_key( EverestFormMapper::map( $definition ), array_flip( array( 'fields', 'meta_keys' ) ) );
		}
		return $this->forms[ $form_id ];
	}
}
