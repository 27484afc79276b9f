<?php
/**
 * The tracker's settings (001 §4-§5 switches), validated as a whole before they are stored.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats;

/**
 * Defaults, reading and validation.
 */
final class Settings {

	public const OPTION = 'vista_stats_settings';

	public const CONSENT_INTEGRATIONS = array( 'auto', 'none', 'vista_consent', 'wp_consent_api', 'real_cookie_banner', 'borlabs' );
	public const CONSENT_LEVELS       = array( 'disabled', 'functional', 'statistics-anonymous', 'statistics', 'marketing' );

	/**
	 * Stored defaults.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array(
			'onlineTracking'     => true,
			'linkTracking'       => true,
			'downloadTracking'   => true,
			'downloadExtensions' => array( '7z', 'csv', 'dmg', 'doc', 'docx', 'epub', 'exe', 'gz', 'mp3', 'mp4', 'mov', 'pdf', 'ppt', 'pptx', 'rar', 'tar', 'txt', 'xls', 'xlsx', 'zip' ),
			'respectDnt'         => true,
			'bypassAdBlockers'   => false,
			'consentIntegration' => 'auto',
			'consentLevel'       => 'statistics',
			'anonymousTracking'  => false,
			'excludedRoles'      => array( 'administrator' ),
			'excludeBots'        => true,
			'excludedIps'        => array(),
			'excludedUrls'       => array(),
			'retentionDays'      => 180,
			'jsCheckTime'        => 60,
		);
	}

	/**
	 * The stored settings over the defaults.
	 *
	 * @return array<string, mixed>
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		return array_merge( self::defaults(), array_intersect_key( is_array( $stored ) ? $stored : array(), self::defaults() ) );
	}

	/**
	 * Validates a change; nothing is stored unless every field is valid.
	 *
	 * @param array<string, mixed> $changes Fields to change.
	 * @return array<string, mixed>|\WP_Error The complete new settings, or errors by field.
	 */
	public static function validate( array $changes ) {
		$settings = self::get();
		$errors   = array();
		foreach ( $changes as $key => $value ) {
			if ( ! array_key_exists( $key, self::defaults() ) ) {
				/* translators: %s: a setting name. */
				$errors[ $key ] = sprintf( __( 'Unknown setting "%s".', 'vista-stats' ), sanitize_key( (string) $key ) );
				continue;
			}
			$result = self::validate_field( $key, $value );
			if ( is_wp_error( $result ) ) {
				$errors[ $key ] = $result->get_error_message();
			} else {
				$settings[ $key ] = $result;
			}
		}
		if ( $errors ) {
			return new \WP_Error(
				'vista_stats_invalid_settings',
				__( 'The settings were not saved: some values are not allowed.', 'vista-stats' ),
				array(
					'status' => 400,
					'errors' => $errors,
				)
			);
		}
		return $settings;
	}

	/**
	 * One field.
	 *
	 * @param string $key   Field.
	 * @param mixed  $value Value.
	 * @return mixed|\WP_Error
	 */
	private static function validate_field( string $key, $value ) {
		switch ( $key ) {
			case 'onlineTracking':
			case 'linkTracking':
			case 'downloadTracking':
			case 'respectDnt':
			case 'bypassAdBlockers':
			case 'anonymousTracking':
			case 'excludeBots':
				return is_bool( $value ) ? $value : self::error( __( 'This setting is either on or off.', 'vista-stats' ) );

			case 'consentIntegration':
				return self::one_of( $value, self::CONSENT_INTEGRATIONS );
			case 'consentLevel':
				return self::one_of( $value, self::CONSENT_LEVELS );

			case 'retentionDays':
				return self::integer_in( $value, 7, 3650 )
					?? self::error( __( 'Keep detailed records from 7 to 3650 days.', 'vista-stats' ) );
			case 'jsCheckTime':
				return self::integer_in( $value, 10, 3600 )
					?? self::error( __( 'The online check interval is from 10 to 3600 seconds.', 'vista-stats' ) );

			case 'downloadExtensions':
				return self::list_of( $value, '/^[a-z0-9]{1,10}$/', 100, __( 'File extensions are letters and digits only, such as pdf or zip.', 'vista-stats' ), 'strtolower' );
			case 'excludedRoles':
				$roles = self::list_of( $value, '/^[a-z0-9_-]{1,60}$/', 50, __( 'Choose roles from the list.', 'vista-stats' ) );
				if ( ! is_wp_error( $roles ) && array_diff( $roles, array_keys( wp_roles()->roles ) ) ) {
					return self::error( __( 'Choose roles from the list.', 'vista-stats' ) );
				}
				return $roles;
			case 'excludedIps':
				$ranges = self::list_of( $value, '/^[0-9A-Fa-f:.\/]{2,49}$/', 200, __( 'Enter IP addresses or ranges such as 192.168.1.0/24.', 'vista-stats' ) );
				if ( ! is_wp_error( $ranges ) ) {
					foreach ( $ranges as $range ) {
						if ( ! IpRange::is_valid( $range ) ) {
							/* translators: %s: what the owner entered. */
							return self::error( sprintf( __( '"%s" is not an IP address or range.', 'vista-stats' ), $range ) );
						}
					}
				}
				return $ranges;
			case 'excludedUrls':
				return self::list_of( $value, '#^/[^\s<>"\'`]{0,200}$#', 200, __( 'Excluded addresses start with / and may end with * (for example /cart/*).', 'vista-stats' ) );
		}
		return self::error( __( 'Unknown setting.', 'vista-stats' ) );
	}

	/**
	 * A list of distinct strings, each matching a pattern.
	 *
	 * @param mixed         $value     Value.
	 * @param string        $pattern   Each item's pattern.
	 * @param int           $max_items Longest list.
	 * @param string        $message   Error message.
	 * @param callable|null $normalise Applied to each item first.
	 * @return string[]|\WP_Error
	 */
	private static function list_of( $value, string $pattern, int $max_items, string $message, ?callable $normalise = null ) {
		if ( ! is_array( $value ) || count( $value ) > $max_items ) {
			return self::error( $message );
		}
		$items = array();
		foreach ( $value as $item ) {
			$item = is_string( $item ) ? trim( $normalise ? $normalise( $item ) : $item ) : null;
			if ( null === $item || ! preg_match( $pattern, $item ) ) {
				return self::error( $message );
			}
			$items[] = $item;
		}
		return array_values( array_unique( $items ) );
	}

	/**
	 * An integer within bounds, or null.
	 *
	 * @param mixed $value Value.
	 * @param int   $min   Lowest.
	 * @param int   $max   Highest.
	 */
	private static function integer_in( $value, int $min, int $max ): ?int {
		if ( is_string( $value ) && preg_match( '/^-?\d+$/', $value ) ) {
			$value = (int) $value;
		}
		return is_int( $value ) && $value >= $min && $value <= $max ? $value : null;
	}

	/**
	 * One of the listed values.
	 *
	 * @param mixed    $value   Value.
	 * @param string[] $allowed Allowed values.
	 * @return string|\WP_Error
	 */
	private static function one_of( $value, array $allowed ) {
		return is_string( $value ) && in_array( $value, $allowed, true )
			? $value
			/* translators: %s: the allowed values. */
			: self::error( sprintf( __( 'Choose one of: %s.', 'vista-stats' ), implode( ', ', $allowed ) ) );
	}

	/**
	 * A validation error.
	 *
	 * @param string $message What is allowed.
	 */
	private static function error( string $message ): \WP_Error {
		return new \WP_Error( 'vista_stats_invalid_setting', $message );
	}
}
