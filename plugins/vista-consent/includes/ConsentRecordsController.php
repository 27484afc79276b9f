<?php
/**
 * REST endpoint of Consent → Records: the consent log, filtered and a page at a time, for users
 * who manage options.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * GET /vista-consent/v1/records
 */
final class ConsentRecordsController {

	public const ROUTE = '/records';

	/**
	 * The filter's arguments, shared with the CSV export (ConsentLogExport).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function filter_args(): array {
		$day = array(
			'type'              => 'string',
			'default'           => '',
			'validate_callback' => array( self::class, 'validate_day' ),
		);
		return array(
			'from'   => $day,
			'to'     => $day,
			'choice' => array(
				'type'    => 'string',
				'default' => '',
				'enum'    => array_merge( array( '' ), ConsentLog::CHOICES ),
			),
			'search' => array(
				'type'              => 'string',
				'default'           => '',
				'validate_callback' => array( self::class, 'validate_search' ),
			),
		);
	}

	/**
	 * Declares the route (rest_api_init).
	 */
	public static function register_routes(): void {
		register_rest_route(
			ConsentLogController::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'list' ),
				'permission_callback' => array( self::class, 'can_read' ),
				'args'                => self::filter_args() + array(
					'page'     => array(
						'type'    => 'integer',
						'default' => 1,
						'minimum' => 1,
					),
					'per_page' => array(
						'type'    => 'integer',
						'default' => 20,
						'minimum' => 1,
						'maximum' => ConsentRecords::MAX_PER_PAGE,
					),
				),
			)
		);
	}

	/**
	 * Only users who manage options read the log (the REST nonce is checked by WordPress).
	 *
	 * @return true|\WP_Error
	 */
	public static function can_read() {
		return current_user_can( 'manage_options' )
			? true
			: new \WP_Error( 'rest_forbidden', __( 'You are not allowed to read the consent records.', 'vista-consent' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * A day of the date filter: empty, or a real Y-m-d date.
	 *
	 * @param mixed $value Value sent.
	 * @return true|\WP_Error
	 */
	public static function validate_day( $value ) {
		return is_string( $value ) && ( '' === $value || ConsentRecords::is_day( $value ) )
			? true
			: new \WP_Error( 'rest_invalid_param', __( 'A date is written as YYYY-MM-DD, for example 2026-01-31.', 'vista-consent' ), array( 'status' => 400 ) );
	}

	/**
	 * The consent id searched for: empty, or hex digits and dashes.
	 *
	 * @param mixed $value Value sent.
	 * @return true|\WP_Error
	 */
	public static function validate_search( $value ) {
		return is_string( $value ) && ( '' === trim( $value ) || preg_match( ConsentRecords::SEARCH_PATTERN, trim( $value ) ) )
			? true
			: new \WP_Error( 'rest_invalid_param', __( 'Search for a consent id: at least 4 of its letters a to f, digits and dashes.', 'vista-consent' ), array( 'status' => 400 ) );
	}

	/**
	 * The filter a request asks for, or an error when its days run backwards.
	 *
	 * @param array<string, mixed> $params The request's (validated) filter parameters.
	 * @return ConsentRecords|\WP_Error
	 */
	public static function filter_from( array $params ) {
		$from = (string) ( $params['from'] ?? '' );
		$to   = (string) ( $params['to'] ?? '' );
		if ( '' !== $from && '' !== $to && $from > $to ) {
			return new \WP_Error( 'rest_invalid_param', __( 'The first day comes after the last day.', 'vista-consent' ), array( 'status' => 400 ) );
		}
		return new ConsentRecords( $from, $to, (string) ( $params['choice'] ?? '' ), trim( (string) ( $params['search'] ?? '' ) ) );
	}

	/**
	 * A page of records.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function list( \WP_REST_Request $request ) {
		$filter = self::filter_from( $request->get_params() );
		if ( is_wp_error( $filter ) ) {
			return $filter;
		}
		$per_page = (int) $request['per_page'];
		$page     = (int) $request['page'];
		$total    = $filter->total();
		$records  = array_map(
			static fn ( array $row ) => array(
				'id'         => (int) $row['id'],
				'date'       => ConsentRecords::site_date( $row['created_at'] ),
				'time'       => str_replace( ' ', 'T', $row['created_at'] ) . 'Z',
				'choice'     => $row['choice'],
				'categories' => '' === $row['categories'] ? array() : explode( ',', $row['categories'] ),
				'consentId'  => $row['visitor_hash'],
				'page'       => $row['page'],
			),
			$filter->rows( $per_page, ( $page - 1 ) * $per_page )
		);
		return new \WP_REST_Response(
			array(
				'records'    => $records,
				'total'      => $total,
				'totalPages' => max( 1, (int) ceil( $total / $per_page ) ),
				'page'       => $page,
			)
		);
	}
}
