<?php
/**
 * A date, time, date-time or date range, by picker or dropdowns (001 §3 date field settings).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\View\Messages;
use Vista\Forms\Validation\Validator;

/**
 * The date-time type.
 */
final class DateTime extends Field {

	private const DATE_DEFAULTS = array(
		'mode'            => 'single',
		'dateFormat'      => 'Y-m-d',
		'minDate'         => '',
		'maxDate'         => '',
		'minDateRange'    => '',
		'maxDateRange'    => '',
		'disableDates'    => '',
		'pastDisableDate' => false,
		'dateTime'        => 'date',
		'timeInterval'    => 5,
		'style'           => 'picker',
		'minHour'         => 0,
		'maxHour'         => 23,
		'minMinute'       => 0,
		'maxMinute'       => 59,
	);

	public function types(): array {
		return array( 'date-time' );
	}

	public function markup( FieldMarkup $markup ): string {
		$date = array_merge( self::DATE_DEFAULTS, is_array( $markup->field['date'] ?? null ) ? $markup->field['date'] : array() );
		$flag = static fn ( $value ) => ! empty( $value ) && 'false' !== $value;
		$attrs = array(
			'class'                => 'input-text evf-field-date-time ' . ( 'dropdown' === $date['style'] ? 'date-dropdown-field' : 'flatpickr-field' ),
			'autocomplete'         => 'off',
			'data-date-time'       => in_array( $date['dateTime'], array( 'date', 'time', 'date-time' ), true ) ? $date['dateTime'] : 'date',
			'data-date-format'     => (string) $date['dateFormat'],
			'data-mode'            => 'range' === $date['mode'] ? 'range' : 'single',
			'data-min-date'        => (string) $date['minDate'],
			'data-max-date'        => (string) $date['maxDate'],
			'data-min-date-range'  => (string) $date['minDateRange'],
			'data-max-date-range'  => (string) $date['maxDateRange'],
			'data-disable-dates'   => (string) $date['disableDates'],
			'data-past-disable-date' => $flag( $date['pastDisableDate'] ) ? '1' : '0',
			'data-time-interval'   => (string) max( 1, (int) $date['timeInterval'] ),
		);
		if ( 'dropdown' === $date['style'] ) {
			$attrs += array(
				'data-min-hour'   => (string) min( 23, max( 0, (int) $date['minHour'] ) ),
				'data-max-hour'   => (string) min( 23, max( 0, (int) $date['maxHour'] ) ),
				'data-min-minute' => (string) min( 59, max( 0, (int) $date['minMinute'] ) ),
				'data-max-minute' => (string) min( 59, max( 0, (int) $date['maxMinute'] ) ),
			);
		}
		return $markup->input( 'text', $attrs );
	}

	public function validate( array $field, mixed $raw, Validator $validator ): mixed {
		$value = $validator->single( $field, $raw );
		return null === $value || '' === $value ? $value : self::date_time( $field, $value, $validator );
	}

	/**
	 * A date, time, date-time or date range, in the field's format, within its settings.
	 *
	 * @param array<string, mixed> $field     Field.
	 * @param string               $value     Value.
	 * @param Validator            $validator Validator.
	 */
	private static function date_time( array $field, string $value, Validator $validator ): ?string {
		$settings = is_array( $field['date'] ?? null ) ? $field['date'] : array();
		$kind     = (string) ( $settings['dateTime'] ?? 'date' );
		$format   = (string) ( $settings['dateFormat'] ?? '' );
		if ( '' === $format ) {
			$format = array(
				'time'      => 'H:i',
				'date-time' => 'Y-m-d H:i',
			)[ $kind ] ?? 'Y-m-d';
		}
		// The original's dropdown formatter spells February 'Febuary' (001 §9): a date posted by
		// its script, or by a page cached from it, is read and stored with the month spelt right.
		$value = (string) preg_replace( '/\bFebuary\b/i', 'February', $value );
		$parts = 'range' === ( $settings['mode'] ?? 'single' ) ? explode( ' to ', $value ) : array( $value );
		if ( count( $parts ) > 2 ) {
			return $validator->fail( $field, Messages::server( 'invalid_date' ) );
		}
		$dates = array();
		foreach ( $parts as $part ) {
			$date = self::parse_date( trim( $part ), $format );
			if ( null === $date ) {
				return $validator->fail( $field, Messages::server( 'invalid_date' ) );
			}
			$dates[] = $date;
		}
		if ( 'time' === $kind ) {
			return $value;
		}
		if ( ! self::available( $settings, $format, $dates ) ) {
			return $validator->fail( $field, Messages::server( 'date_unavailable' ) );
		}
		if ( 2 === count( $dates ) && $dates[1] < $dates[0] ) {
			return $validator->fail( $field, Messages::server( 'invalid_date' ) );
		}
		return $value;
	}

	/**
	 * Whether every date is on or between the earliest and latest dates of the settings and not
	 * a disabled date.
	 *
	 * @param array<string, mixed> $settings The field's date settings.
	 * @param string               $format   Field format.
	 * @param \DateTimeImmutable[] $dates    Dates given.
	 */
	private static function available( array $settings, string $format, array $dates ): bool {
		$today = new \DateTimeImmutable( 'today', wp_timezone() );
		$min   = self::relative_date( $settings['minDate'] ?? '', $format, $today ) ?? self::relative_date( $settings['minDateRange'] ?? '', $format, $today );
		$max   = self::relative_date( $settings['maxDate'] ?? '', $format, $today ) ?? self::relative_date( $settings['maxDateRange'] ?? '', $format, $today );
		if ( ! empty( $settings['pastDisableDate'] ) && ( null === $min || $min < $today ) ) {
			$min = $today;
		}
		$disabled = array();
		foreach ( explode( ',', (string) ( $settings['disableDates'] ?? '' ) ) as $item ) {
			$off = self::relative_date( $item, $format, $today );
			if ( null !== $off ) {
				$disabled[] = $off->format( 'Y-m-d' );
			}
		}
		foreach ( $dates as $date ) {
			$day = $date->setTime( 0, 0 );
			if ( ( null !== $min && $day < $min ) || ( null !== $max && $day > $max ) || in_array( $day->format( 'Y-m-d' ), $disabled, true ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * A value in a date format of the picker (flatpickr tokens), strictly.
	 *
	 * @param string $value  Text.
	 * @param string $format Picker format.
	 */
	private static function parse_date( string $value, string $format ): ?\DateTimeImmutable {
		$php  = strtr(
			$format,
			array(
				'h' => 'g',
				'G' => 'h',
				'K' => 'A',
				'S' => 's',
				'J' => 'jS',
			)
		);
		$date = \DateTimeImmutable::createFromFormat( '!' . $php, $value, wp_timezone() );
		if ( false === $date ) {
			return null;
		}
		$problems = \DateTimeImmutable::getLastErrors();
		if ( is_array( $problems ) && ( $problems['warning_count'] > 0 || $problems['error_count'] > 0 ) ) {
			return null;
		}
		return $date;
	}

	/**
	 * A date setting: 'today', a signed number of days ('+7d', '-1d'), or a date (Y-m-d or the
	 * field's format). Null when empty or unreadable.
	 *
	 * @param mixed              $setting Setting.
	 * @param string             $format  Field format.
	 * @param \DateTimeImmutable $today   Today, midnight.
	 */
	private static function relative_date( $setting, string $format, \DateTimeImmutable $today ): ?\DateTimeImmutable {
		$setting = trim( is_scalar( $setting ) ? (string) $setting : '' );
		if ( '' === $setting ) {
			return null;
		}
		if ( 'today' === strtolower( $setting ) ) {
			return $today;
		}
		if ( preg_match( '/^([+-]?\d+)\s*d$/i', $setting, $match ) ) {
			return $today->modify( ( (int) $match[1] >= 0 ? '+' : '' ) . (int) $match[1] . ' days' );
		}
		$date = self::parse_date( $setting, 'Y-m-d' ) ?? self::parse_date( $setting, $format );
		return null === $date ? null : $date->setTime( 0, 0 );
	}
}
