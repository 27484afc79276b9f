<?php
/**
 * The consent log as the owner reads it (Consent → Records): filtered by day range (in the site's
 * time zone), by choice and by consent id, newest first, a page at a time; and the same rows for
 * the CSV export.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * A filter of the log and the rows it finds.
 */
final class ConsentRecords {

	public const MAX_PER_PAGE = 100;

	/** A consent id as the notice makes it, or a stored hash (64 hex digits) or its start. */
	public const SEARCH_PATTERN = '/^[A-Fa-f0-9-]{4,64}$/';

	/**
	 * The filter.
	 *
	 * @param string $from   First day (Y-m-d, the site's time zone), '' for no lower bound.
	 * @param string $to     Last day, included, '' for no upper bound.
	 * @param string $choice accepted, rejected or '' for both.
	 * @param string $search A visitor's consent id, or the start of a stored hash; '' for any.
	 */
	public function __construct(
		private string $from = '',
		private string $to = '',
		private string $choice = '',
		private string $search = ''
	) {}

	/**
	 * Whether a day is a real Y-m-d date.
	 *
	 * @param string $day The day.
	 */
	public static function is_day( string $day ): bool {
		$date = \DateTimeImmutable::createFromFormat( '!Y-m-d', $day, wp_timezone() );
		return false !== $date && $date->format( 'Y-m-d' ) === $day;
	}

	/**
	 * The UTC time a day of the site's time zone starts at.
	 *
	 * @param string $day A Y-m-d day.
	 */
	private static function utc_start( string $day ): string {
		return ( new \DateTimeImmutable( $day . ' 00:00:00', wp_timezone() ) )
			->setTimezone( new \DateTimeZone( 'UTC' ) )
			->format( 'Y-m-d H:i:s' );
	}

	/**
	 * The WHERE clause of the filter, prepared.
	 */
	private function where(): string {
		global $wpdb;
		$clauses = array( '1=1' );
		if ( '' !== $this->from ) {
			$clauses[] = $wpdb->prepare( 'created_at >= %s', self::utc_start( $this->from ) );
		}
		if ( '' !== $this->to ) {
			$next      = ( new \DateTimeImmutable( $this->to, wp_timezone() ) )->modify( '+1 day' )->format( 'Y-m-d' );
			$clauses[] = $wpdb->prepare( 'created_at < %s', self::utc_start( $next ) );
		}
		if ( in_array( $this->choice, ConsentLog::CHOICES, true ) ) {
			$clauses[] = $wpdb->prepare( 'choice = %s', $this->choice );
		}
		if ( '' !== $this->search ) {
			// The log keeps only a keyed hash of the id the visitor shows; a hash copied from
			// this screen or its export (or its first digits) finds the same rows.
			$clauses[] = $wpdb->prepare(
				'(visitor_hash = %s OR visitor_hash LIKE %s)',
				ConsentLog::visitor_hash( $this->search ),
				$wpdb->esc_like( strtolower( $this->search ) ) . '%'
			);
		}
		return implode( ' AND ', $clauses );
	}

	/**
	 * How many entries the filter finds.
	 */
	public function total(): int {
		global $wpdb;
		$table = ConsentLog::table();
		// SQL: own table; the clause is prepared in where().
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE {$this->where()}" );
	}

	/**
	 * Entries the filter finds, newest first.
	 *
	 * @param int $limit  Rows.
	 * @param int $offset Rows to skip.
	 * @return array<int, array<string, string>>
	 */
	public function rows( int $limit, int $offset = 0 ): array {
		global $wpdb;
		$table = ConsentLog::table();
		$where = $this->where();
		// SQL: own table; the clause is prepared in where().
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, created_at, visitor_hash, choice, categories, page FROM {$table} WHERE {$where} ORDER BY id DESC LIMIT %d OFFSET %d", $limit, $offset ), ARRAY_A );
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * A stored UTC time in the site's date and time formats and time zone.
	 *
	 * @param string $utc A stored created_at.
	 */
	public static function site_date( string $utc ): string {
		$time = strtotime( $utc . ' UTC' );
		if ( false === $time ) {
			return $utc;
		}
		/* translators: 1: a date, 2: a time, in the site's formats. */
		return sprintf( __( '%1$s at %2$s', 'vista-consent' ), wp_date( (string) get_option( 'date_format' ), $time ), wp_date( (string) get_option( 'time_format' ), $time ) );
	}
}
