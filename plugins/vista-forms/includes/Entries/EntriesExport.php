<?php
/**
 * The entries screen's CSV export, for administrators (manage_options):
 *
 * GET /vista-forms/v1/entries/export?form_id&search
 *
 * The route answers with the export's headers and what to export; serve_csv() then streams the rows
 * in place of WordPress's JSON answer, so the export's memory stays that of one batch of entries.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Entries;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;

/**
 * The export route and its streamed answer.
 */
final class EntriesExport {

	/** The route, under EntriesController::NAMESPACE. */
	public const ROUTE = '/entries/export';

	/**
	 * Declares the route, with the entries screen's permission and arguments.
	 *
	 * @param callable             $permission Who may call it.
	 * @param array<string, mixed> $form_id    The form_id argument.
	 * @param array<string, mixed> $search     The search argument.
	 */
	public static function register_route( callable $permission, array $form_id, array $search ): void {
		register_rest_route(
			EntriesController::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'export' ),
				'permission_callback' => $permission,
				'args'                => array(
					'form_id' => $form_id,
					'search'  => $search,
				),
			)
		);
	}

	/**
	 * All entries of a form (or those matching the search) as CSV: the answer names what to export
	 * and serve_csv() streams it.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public static function export( \WP_REST_Request $request ): \WP_REST_Response {
		$form_id  = (int) $request['form_id'];
		$response = new \WP_REST_Response(
			array(
				'form_id' => $form_id,
				'search'  => trim( (string) $request['search'] ),
			)
		);
		$response->header( 'Content-Type', 'text/csv; charset=utf-8' );
		$response->header( 'Content-Disposition', 'attachment; filename="' . CsvExport::filename( FormDefinition::load( $form_id ) ) . '"' );
		$response->header( 'X-Content-Type-Options', 'nosniff' );
		return $response;
	}

	/**
	 * Streams the export as CSV text rather than sending a JSON answer: rows are read in batches
	 * and written as they come, so 100,000 entries take the memory of a few hundred.
	 *
	 * @param bool              $served  Whether the answer was sent.
	 * @param \WP_HTTP_Response $result  Answer.
	 * @param \WP_REST_Request  $request Request.
	 */
	public static function serve_csv( $served, $result, $request ): bool {
		if ( $served || ! $request instanceof \WP_REST_Request || '/' . EntriesController::NAMESPACE . self::ROUTE !== $request->get_route() || 200 !== $result->get_status() ) {
			return (bool) $served;
		}
		$export = $result->get_data();
		if ( ! is_array( $export ) || ! isset( $export['form_id'], $export['search'] ) ) {
			return (bool) $served;
		}
		$out = fopen( 'php://output', 'w' );
		CsvExport::stream( $out, FormDefinition::load( (int) $export['form_id'] ), (int) $export['form_id'], (string) $export['search'] ); // Cells defused by CsvExport.
		fclose( $out ); // The output stream.
		return true;
	}
}
