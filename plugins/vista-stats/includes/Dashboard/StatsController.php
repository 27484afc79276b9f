<?php
/**
 * REST endpoints of the statistics dashboard, for users with the view capability (manage_options
 * unless the `vista_stats_view_capability` filter says otherwise). Every argument is checked before
 * a query runs; what comes back is plain data, escaped by whoever displays it.
 *
 * GET /vista-stats/v1/overview?range=day|week|month&from=Y-m-d&to=Y-m-d&limit=1-100
 * GET /vista-stats/v1/top/{metric}?from=Y-m-d&to=Y-m-d&limit=1-100
 * GET /vista-stats/v1/online
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Dashboard;

defined( 'ABSPATH' ) || exit;

/**
 * Routes, argument checks and responses.
 */
final class StatsController {

	public const NAMESPACE = 'vista-stats/v1';

	/** The oldest day a range may start on. */
	public const MIN_DATE = '2000-01-01';

	/** The longest range, in days. */
	public const MAX_DAYS = 3660;

	/** The longest range shown day by day, in days. */
	public const MAX_DAYS_BY_DAY = 731;

	/** Days in a range when none is given. */
	public const DEFAULT_DAYS = 30;

	/**
	 * The capability that lets a user read the statistics.
	 */
	public static function capability(): string {
		$capability = apply_filters( 'vista_stats_view_capability', 'manage_options' );
		return is_string( $capability ) && '' !== $capability ? $capability : 'manage_options';
	}

	/**
	 * Whether the current user may read the statistics. (REST checks the nonce of cookie-authenticated
	 * calls; without a user this gives 401, with one who lacks the capability 403.)
	 */
	public static function can_view(): bool {
		return current_user_can( self::capability() );
	}

	/**
	 * Declares the routes and their arguments.
	 */
	public static function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/overview',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'overview' ),
				'permission_callback' => array( self::class, 'can_view' ),
				'args'                => array_merge(
					self::range_args(),
					array(
						'range' => array(
							'description' => __( 'How the series is grouped: by day, week or month.', 'vista-stats' ),
							'type'        => 'string',
							'enum'        => StatsQuery::RANGES,
							'default'     => 'day',
						),
					)
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/top/(?P<metric>[a-z]+)',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'top' ),
				'permission_callback' => array( self::class, 'can_view' ),
				'args'                => array_merge(
					self::range_args(),
					array(
						'metric' => array(
							'description' => __( 'What to list.', 'vista-stats' ),
							'type'        => 'string',
							'enum'        => StatsQuery::METRICS,
							'required'    => true,
						),
					)
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/online',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'online' ),
				'permission_callback' => array( self::class, 'can_view' ),
			)
		);
	}

	/**
	 * Everything the dashboard shows for a range.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function overview( \WP_REST_Request $request ) {
		$range = (string) $request['range'];
		$dates = self::dates( $request, $range );
		if ( is_wp_error( $dates ) ) {
			return $dates;
		}
		[ $from, $to ] = $dates;
		$limit         = (int) $request['limit'];
		StatsQuery::refresh();
		$previous      = StatsQuery::previous_range( $from, $to );
		$top           = array();
		foreach ( StatsQuery::METRICS as $metric ) {
			$top[ $metric ] = StatsQuery::top( $metric, $from, $to, $limit );
		}
		return self::response(
			array(
				'from'      => $from,
				'to'        => $to,
				'range'     => $range,
				'weekStart' => StatsQuery::week_start(),
				'totals'    => StatsQuery::totals( $from, $to ),
				'previous'  => array_merge( $previous, StatsQuery::totals( $previous['from'], $previous['to'] ) ),
				'series'    => StatsQuery::series( $from, $to, $range ),
				'online'    => StatsQuery::online(),
				'top'       => $top,
			)
		);
	}

	/**
	 * One metric's top list.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function top( \WP_REST_Request $request ) {
		$dates = self::dates( $request, 'week' );
		if ( is_wp_error( $dates ) ) {
			return $dates;
		}
		[ $from, $to ] = $dates;
		$metric        = (string) $request['metric'];
		StatsQuery::refresh();
		return self::response(
			array(
				'metric' => $metric,
				'from'   => $from,
				'to'     => $to,
				'items'  => StatsQuery::top( $metric, $from, $to, (int) $request['limit'] ),
			)
		);
	}

	/**
	 * Who is online now.
	 */
	public static function online(): \WP_REST_Response {
		return self::response( StatsQuery::online() );
	}

	/**
	 * Checks a date argument: a real calendar day written Y-m-d, from MIN_DATE to tomorrow (UTC;
	 * tomorrow so that a browser ahead of UTC may ask for its today).
	 *
	 * @param mixed            $value   Value.
	 * @param \WP_REST_Request $request Request.
	 * @param string           $param   Argument name.
	 * @return true|\WP_Error
	 */
	public static function validate_date( $value, \WP_REST_Request $request, string $param ) {
		unset( $request );
		if ( ! is_string( $value ) || ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})\z/', $value, $parts ) || ! checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: %s: an argument name, such as "from". */
				sprintf( __( '%s must be a date written as YYYY-MM-DD, such as 2025-01-31.', 'vista-stats' ), $param ),
				array( 'status' => 400 )
			);
		}
		$latest = self::latest_date();
		if ( $value < self::MIN_DATE || $value > $latest ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: 1: an argument name, such as "from"; 2: the earliest date; 3: the latest date. */
				sprintf( __( '%1$s must be a date from %2$s to %3$s.', 'vista-stats' ), $param, self::MIN_DATE, $latest ),
				array( 'status' => 400 )
			);
		}
		return true;
	}

	/**
	 * The arguments every range query takes.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function range_args(): array {
		$date = array(
			'type'              => 'string',
			'validate_callback' => array( self::class, 'validate_date' ),
		);
		return array(
			'from'  => $date + array( 'description' => __( 'First day of the range (Y-m-d, UTC). Default: 29 days before the last day.', 'vista-stats' ) ),
			'to'    => $date + array( 'description' => __( 'Last day of the range (Y-m-d, UTC). Default: today.', 'vista-stats' ) ),
			// Issue 34: "Today" is the server's day, not the browser's, so a dashboard left open
			// past midnight UTC, or a browser whose clock is off, still shows today.
			'period' => array(
				'description' => __( 'A named period that the server turns into days: "today" (the current UTC day) overrides from and to.', 'vista-stats' ),
				'type'        => 'string',
				'enum'        => array( '', 'today' ),
				'default'     => '',
			),
			'limit' => array(
				'description' => __( 'How many items each list holds.', 'vista-stats' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => 100,
				'default'     => 10,
			),
		);
	}

	/**
	 * The request's range with defaults filled in, checked as a whole.
	 *
	 * @param \WP_REST_Request $request Request (each date already valid on its own).
	 * @param string           $range   Granularity of the series, for the length limit.
	 * @return array{0: string, 1: string}|\WP_Error
	 */
	private static function dates( \WP_REST_Request $request, string $range ) {
		$utc   = new \DateTimeZone( 'UTC' );
		$today = gmdate( 'Y-m-d' );
		if ( 'today' === $request['period'] ) {
			return array( $today, $today );
		}
		$to    = is_string( $request['to'] ) ? $request['to'] : $today;
		$from  = is_string( $request['from'] )
			? $request['from']
			: ( new \DateTimeImmutable( min( $to, $today ), $utc ) )->modify( '-' . ( self::DEFAULT_DAYS - 1 ) . ' days' )->format( 'Y-m-d' );
		if ( $from > $to ) {
			return self::range_error( __( 'The range must start on or before its last day.', 'vista-stats' ) );
		}
		$days  = (int) ( new \DateTimeImmutable( $from, $utc ) )->diff( new \DateTimeImmutable( $to, $utc ) )->days + 1;
		$limit = 'day' === $range ? self::MAX_DAYS_BY_DAY : self::MAX_DAYS;
		if ( $days > $limit ) {
			return self::range_error(
				'day' === $range
					/* translators: %d: a number of days. */
					? sprintf( __( 'Day by day, a range covers at most %d days; group it by week or month instead.', 'vista-stats' ), $limit )
					/* translators: %d: a number of days. */
					: sprintf( __( 'A range covers at most %d days.', 'vista-stats' ), $limit )
			);
		}
		return array( $from, $to );
	}

	/**
	 * The latest day a range may end on.
	 */
	private static function latest_date(): string {
		return gmdate( 'Y-m-d', time() + DAY_IN_SECONDS );
	}

	/**
	 * A 400 about the range as a whole.
	 *
	 * @param string $message What is wrong.
	 */
	private static function range_error( string $message ): \WP_Error {
		return new \WP_Error( 'vista_stats_invalid_range', $message, array( 'status' => 400 ) );
	}

	/**
	 * A response that no cache keeps.
	 *
	 * @param array<string, mixed> $data Data.
	 */
	private static function response( array $data ): \WP_REST_Response {
		$response = new \WP_REST_Response( $data );
		$response->header( 'Cache-Control', 'no-store, private' );
		return $response;
	}
}
