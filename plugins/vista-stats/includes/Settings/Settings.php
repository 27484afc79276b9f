<?php
/**
 * The tracker's settings (001 §4-§5 switches), validated as a whole before they are stored.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Settings;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Kit;
use Vista\Stats\Tracker\IpRange;

/**
 * Defaults and the checks of each field; reading, validating and storing are the kit's
 * SettingsStore. The lean hit path reads defaults() without WordPress (see lean/hit.php).
 */
final class Settings extends Kit\SettingsStore {

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
	 * An unknown field's message is filed under the name as sent.
	 *
	 * @param string $key Field as sent.
	 */
	protected static function unknown_field_key( string $key ): string {
		return $key;
	}

	/**
	 * One field.
	 *
	 * @param string $key   Field.
	 * @param mixed  $value Value.
	 * @return mixed|\WP_Error
	 */
	protected static function validate_field( string $key, $value ) {
		switch ( $key ) {
			case 'onlineTracking':
			case 'linkTracking':
			case 'downloadTracking':
			case 'respectDnt':
			case 'bypassAdBlockers':
			case 'anonymousTracking':
			case 'excludeBots':
				return Kit\Validate::boolean( $value );

			case 'consentIntegration':
				return Kit\Validate::one_of( $value, self::CONSENT_INTEGRATIONS );
			case 'consentLevel':
				return Kit\Validate::one_of( $value, self::CONSENT_LEVELS );

			case 'retentionDays':
				return Kit\Validate::integer_in( $value, 7, 3650 )
					?? Kit\Validate::error( __( 'Keep detailed records from 7 to 3650 days.', 'vista-stats' ) );
			case 'jsCheckTime':
				return Kit\Validate::integer_in( $value, 10, 3600 )
					?? Kit\Validate::error( __( 'The online check interval is from 10 to 3600 seconds.', 'vista-stats' ) );

			case 'downloadExtensions':
				return Kit\Validate::list_of( $value, '/^[a-z0-9]{1,10}$/', 100, __( 'File extensions are letters and digits only, such as pdf or zip.', 'vista-stats' ), 'strtolower' );
			case 'excludedRoles':
				$roles = Kit\Validate::list_of( $value, '/^[a-z0-9_-]{1,60}$/', 50, __( 'Choose roles from the list.', 'vista-stats' ) );
				if ( ! is_wp_error( $roles ) && array_diff( $roles, array_keys( wp_roles()->roles ) ) ) {
					return Kit\Validate::error( __( 'Choose roles from the list.', 'vista-stats' ) );
				}
				return $roles;
			case 'excludedIps':
				$ranges = Kit\Validate::list_of( $value, '/^[0-9A-Fa-f:.\/]{2,49}$/', 200, __( 'Enter IP addresses or ranges such as 192.168.1.0/24.', 'vista-stats' ) );
				if ( ! is_wp_error( $ranges ) ) {
					foreach ( $ranges as $range ) {
						if ( ! IpRange::is_valid( $range ) ) {
							/* translators: %s: what the owner entered. */
							return Kit\Validate::error( sprintf( __( '"%s" is not an IP address or range.', 'vista-stats' ), $range ) );
						}
					}
				}
				return $ranges;
			case 'excludedUrls':
				return Kit\Validate::list_of( $value, '#^/[^\s<>"\'`]{0,200}$#', 200, __( 'Excluded addresses start with / and may end with * (for example /cart/*).', 'vista-stats' ) );
		}
		return Kit\Validate::error( __( 'Unknown setting.', 'vista-stats' ) );
	}
}
