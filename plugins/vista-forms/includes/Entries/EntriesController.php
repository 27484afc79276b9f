<?php
/**
 * REST routes of the entries screen, for administrators (manage_options); the cookie nonce is the
 * one api-fetch sends.
 *
 * GET    /vista-forms/v1/entries/forms           forms with their entry counts
 * GET    /vista-forms/v1/entries?form_id&page&search&before&after
 * DELETE /vista-forms/v1/entries?ids[]           bulk delete
 * GET    /vista-forms/v1/entries/export?form_id&search   CSV (EntriesExport)
 * GET    /vista-forms/v1/entries/{id}
 * POST   /vista-forms/v1/entries/{id}            { starred?, read? }
 * DELETE /vista-forms/v1/entries/{id}
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Entries;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Validation\Validator;
use Vista\Forms\Editor\Quiz;
use Vista\Forms\Payments\PaymentView;

/**
 * Routes and answers.
 */
final class EntriesController {

	public const NAMESPACE = 'vista-forms/v1';

	/** Fields shown as columns of the list. */
	private const SUMMARY_FIELDS = 3;

	/** Characters of a value shown in the list; the entry's own view shows the whole value. */
	public const SUMMARY_LENGTH = 100;

	/**
	 * Declares the routes.
	 */
	public static function register_routes(): void {
		$permission = array( self::class, 'can_manage' );
		$form_id    = array(
			'type'     => 'integer',
			'required' => true,
			'minimum'  => 1,
		);
		$search     = array(
			'type'      => 'string',
			'default'   => '',
			'maxLength' => 200,
		);
		register_rest_route(
			self::NAMESPACE,
			'/entries/forms',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'forms' ),
				'permission_callback' => $permission,
			)
		);
		register_rest_route( self::NAMESPACE, '/entries', self::collection_endpoints( $permission, $form_id, $search ) );
		EntriesExport::register_route( $permission, $form_id, $search );
		register_rest_route(
			self::NAMESPACE,
			'/entries/(?P<id>\d+)',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( self::class, 'get' ),
					'permission_callback' => $permission,
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( self::class, 'update' ),
					'permission_callback' => $permission,
					'args'                => array(
						'starred' => array( 'type' => 'boolean' ),
						'read'    => array( 'type' => 'boolean' ),
					),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( self::class, 'delete' ),
					'permission_callback' => $permission,
				),
			)
		);
	}

	/**
	 * The endpoints of /entries: a page of a form's entries, and deleting several.
	 *
	 * @param callable             $permission Who may call them.
	 * @param array<string, mixed> $form_id    The form_id argument.
	 * @param array<string, mixed> $search     The search argument.
	 * @return array<int, array<string, mixed>>
	 */
	private static function collection_endpoints( callable $permission, array $form_id, array $search ): array {
		return array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'list' ),
				'permission_callback' => $permission,
				'args'                => array(
					'form_id'  => $form_id,
					'search'   => $search,
					'page'     => array(
						'type'    => 'integer',
						'default' => 1,
						'minimum' => 1,
					),
					'per_page' => array(
						'type'    => 'integer',
						'default' => EntryStore::PER_PAGE,
						'minimum' => 1,
						'maximum' => 100,
					),
					// The page after (older than) or before (newer than) a page the screen shows,
					// found from its last or first entry instead of an offset.
					'before'   => array(
						'type'    => 'integer',
						'default' => 0,
						'minimum' => 0,
					),
					'after'    => array(
						'type'    => 'integer',
						'default' => 0,
						'minimum' => 0,
					),
				),
			),
			array(
				'methods'             => \WP_REST_Server::DELETABLE,
				'callback'            => array( self::class, 'delete_many' ),
				'permission_callback' => $permission,
				'args'                => array(
					'ids' => array(
						'type'     => 'array',
						'required' => true,
						'minItems' => 1,
						'maxItems' => 1000,
						'items'    => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
					),
				),
			),
		);
	}

	/**
	 * Only administrators read and change entries.
	 *
	 * @return true|\WP_Error
	 */
	public static function can_manage() {
		return current_user_can( 'manage_options' ) ? true : new \WP_Error( 'rest_forbidden', __( 'You are not allowed to manage form entries.', 'vista-forms' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * Forms (any status but trash), with entry counts.
	 */
	public static function forms(): \WP_REST_Response {
		$counts = EntryStore::counts();
		$posts  = get_posts(
			array(
				'post_type'      => FormDefinition::POST_TYPE,
				'post_status'    => array( 'publish', 'draft', 'pending', 'private', 'future' ),
				'posts_per_page' => 500,
				'orderby'        => 'title',
				'order'          => 'ASC',
			)
		);
		$forms  = array();
		foreach ( $posts as $post ) {
			$forms[] = array(
				'id'     => $post->ID,
				'title'  => '' !== $post->post_title ? $post->post_title : sprintf( /* translators: %d: form id. */ __( 'Form #%d', 'vista-forms' ), $post->ID ),
				'total'  => $counts[ $post->ID ]['total'] ?? 0,
				'unread' => $counts[ $post->ID ]['unread'] ?? 0,
			);
		}
		return new \WP_REST_Response( $forms );
	}

	/**
	 * A page of entries of a form.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public static function list( \WP_REST_Request $request ): \WP_REST_Response {
		$form_id  = (int) $request['form_id'];
		$per_page = (int) $request['per_page'];
		$result   = EntryQuery::query( $form_id, trim( (string) $request['search'] ), (int) $request['page'], $per_page, (int) $request['before'], (int) $request['after'] );
		$form     = FormDefinition::load( $form_id );
		$columns  = array_slice(
			array_values(
				array_filter(
					null === $form ? array() : $form->fields(),
					static fn ( $field ) => ! in_array( $field['type'], array_merge( Validator::NOT_STORED, array( 'password' ) ), true )
				)
			),
			0,
			self::SUMMARY_FIELDS
		);
		$entries  = array();
		$payments = PaymentView::of_entries( array_column( $result['entries'], 'id' ) );
		foreach ( $result['entries'] as $entry ) {
			$summary = array();
			foreach ( $columns as $field ) {
				$summary[] = isset( $entry['values'][ $field['id'] ] ) ? self::shortened( EntryValue::text( (string) $field['type'], $entry['values'][ $field['id'] ] ) ) : '';
			}
			$entries[] = array(
				'id'      => $entry['id'],
				'created' => self::iso( $entry['created'] ),
				'status'  => $entry['status'],
				'starred' => $entry['starred'],
				'read'    => $entry['read'],
				'summary' => $summary,
				'payment' => $payments[ $entry['id'] ] ?? null,
			);
		}
		$response = new \WP_REST_Response(
			array(
				'columns'     => array_map(
					static fn ( $field ) => '' !== (string) $field['label'] ? (string) $field['label'] : (string) $field['id'],
					$columns
				),
				'entries'     => $entries,
				'total'       => $result['total'],
				'total_pages' => (int) max( 1, ceil( $result['total'] / $per_page ) ),
			)
		);
		$response->header( 'X-WP-Total', (string) $result['total'] );
		return $response;
	}

	/**
	 * A value as the list shows it: one line, at most SUMMARY_LENGTH characters and an ellipsis,
	 * so one long message cannot make the list unusable (issue 20).
	 *
	 * @param string $text The value as text.
	 */
	private static function shortened( string $text ): string {
		$line = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
		return mb_strlen( $line ) > self::SUMMARY_LENGTH ? rtrim( mb_substr( $line, 0, self::SUMMARY_LENGTH ) ) . '…' : $line;
	}

	/**
	 * One entry with every field and its files.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function get( \WP_REST_Request $request ) {
		$entry = EntryStore::get( (int) $request['id'] );
		return null === $entry ? self::not_found() : new \WP_REST_Response( self::full( $entry ) );
	}

	/**
	 * Stars or marks read an entry.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function update( \WP_REST_Request $request ) {
		$entry_id = (int) $request['id'];
		if ( null === EntryStore::get( $entry_id ) ) {
			return self::not_found();
		}
		$flags = array();
		foreach ( array( 'starred', 'read' ) as $flag ) {
			if ( null !== $request->get_param( $flag ) ) {
				$flags[ $flag ] = (bool) $request->get_param( $flag );
			}
		}
		EntryStore::update_flags( $entry_id, $flags );
		return new \WP_REST_Response( self::full( (array) EntryStore::get( $entry_id ) ) );
	}

	/**
	 * Deletes an entry and its files.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function delete( \WP_REST_Request $request ) {
		return 1 === EntryStore::delete( array( (int) $request['id'] ) ) ? new \WP_REST_Response( array( 'deleted' => 1 ) ) : self::not_found();
	}

	/**
	 * Deletes several entries.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public static function delete_many( \WP_REST_Request $request ): \WP_REST_Response {
		return new \WP_REST_Response( array( 'deleted' => EntryStore::delete( array_map( 'intval', (array) $request['ids'] ) ) ) );
	}

	/**
	 * An entry for the screen: flags, dates and every field as text, files with download links.
	 *
	 * @param array<string, mixed> $entry Entry from EntryStore.
	 * @return array<string, mixed>
	 */
	private static function full( array $entry ): array {
		$form   = FormDefinition::load( (int) $entry['form_id'] );
		$fields = array();
		foreach ( EntryValue::lines( $form, $entry['values'] ) as $line ) {
			$type  = '' !== $line['type'] ? $line['type'] : 'file-upload';
			$files = array();
			foreach ( EntryValue::files( $type, $entry['values'][ $line['id'] ] ) as $index => $file ) {
				$files[] = array(
					'name' => $file['name'],
					'size' => $file['size'],
					'url'  => EntryFileDownload::download_url( (int) $entry['id'], $line['id'], $index ),
				);
			}
			$fields[] = $line + array( 'files' => $files );
		}
		return array(
			'id'         => $entry['id'],
			'form_id'    => $entry['form_id'],
			'created'    => self::iso( (string) $entry['created'] ),
			'starred'    => $entry['starred'],
			'read'       => $entry['read'],
			'user_id'    => $entry['user_id'],
			'user_agent' => $entry['user_agent'],
			'referer'    => $entry['referer'],
			'fields'     => $fields,
			'pdf_url'    => PdfEntry::url( (int) $entry['form_id'], (int) $entry['id'] ),
			'quiz'       => Quiz::stored_result( $entry['values'] ),
			'payment'    => PaymentView::of_entries( array( (int) $entry['id'] ) )[ (int) $entry['id'] ] ?? null,
		);
	}

	/**
	 * A stored UTC time as ISO 8601.
	 *
	 * @param string $created Y-m-d H:i:s.
	 */
	private static function iso( string $created ): string {
		return str_replace( ' ', 'T', $created ) . 'Z';
	}

	/**
	 * The error of a missing entry.
	 */
	private static function not_found(): \WP_Error {
		return new \WP_Error( 'vista_forms_entry_not_found', __( 'This entry does not exist.', 'vista-forms' ), array( 'status' => 404 ) );
	}
}
