<?php
/**
 * Settings validation: every field of the tracker's settings, hostile input, and that nothing is
 * kept from a change with any refused field.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Settings\Settings;
use Vista\Tests\VistaTestCase;

/**
 * What Settings::validate accepts, rejects and how it says so.
 */
final class SettingsTest extends VistaTestCase {

	protected function tearDown(): void {
		delete_option( Settings::OPTION );
		parent::tearDown();
	}

	public function test_defaults_track_with_care(): void {
		$settings = Settings::get();
		$this->assertSame( Settings::defaults(), $settings );
		$this->assertTrue( $settings['respectDnt'], 'Do Not Track is honoured on install' );
		$this->assertTrue( $settings['excludeBots'] );
		$this->assertFalse( $settings['bypassAdBlockers'] );
		$this->assertFalse( $settings['anonymousTracking'] );
		$this->assertSame( 'auto', $settings['consentIntegration'] );
		$this->assertSame( 'statistics', $settings['consentLevel'] );
		$this->assertSame( array( 'administrator' ), $settings['excludedRoles'] );
		$this->assertSame( 180, $settings['retentionDays'] );
		$this->assertSame( 60, $settings['jsCheckTime'] );
		$this->assertContains( 'pdf', $settings['downloadExtensions'] );
	}

	public function test_stored_junk_is_ignored_when_reading(): void {
		update_option( Settings::OPTION, 'not an array' );
		$this->assertSame( Settings::defaults(), Settings::get() );
		update_option(
			Settings::OPTION,
			array(
				'retentionDays' => 30,
				'isAdmin'       => true,
			)
		);
		$settings = Settings::get();
		$this->assertSame( 30, $settings['retentionDays'] );
		$this->assertArrayNotHasKey( 'isAdmin', $settings );
	}

	public function test_valid_changes_of_every_field_are_kept(): void {
		$changes = array(
			'onlineTracking'     => false,
			'linkTracking'       => false,
			'downloadTracking'   => false,
			'downloadExtensions' => array( 'pdf', 'zip' ),
			'respectDnt'         => false,
			'bypassAdBlockers'   => true,
			'consentIntegration' => 'wp_consent_api',
			'consentLevel'       => 'statistics-anonymous',
			'anonymousTracking'  => true,
			'excludedRoles'      => array( 'administrator', 'editor' ),
			'excludeBots'        => false,
			'excludedIps'        => array( '192.168.1.0/24', '203.0.113.7', '2001:db8::/32', '::1' ),
			'excludedUrls'       => array( '/cart/*', '/checkout/', '/' ),
			'retentionDays'      => 3650,
			'jsCheckTime'        => 10,
		);
		$this->assertEqualsCanonicalizing( array_keys( Settings::defaults() ), array_keys( $changes ), 'every field is tried' );
		$result = Settings::validate( $changes );
		$this->assertIsArray( $result );
		foreach ( $changes as $key => $value ) {
			$this->assertSame( $value, $result[ $key ], $key );
		}
		$this->assertSame( Settings::defaults(), Settings::get(), 'validating stores nothing' );
	}

	public function test_every_choice_of_integration_and_level_is_accepted(): void {
		foreach ( Settings::CONSENT_INTEGRATIONS as $integration ) {
			$this->assertSame( $integration, Settings::validate( array( 'consentIntegration' => $integration ) )['consentIntegration'] );
		}
		foreach ( Settings::CONSENT_LEVELS as $level ) {
			$this->assertSame( $level, Settings::validate( array( 'consentLevel' => $level ) )['consentLevel'] );
		}
	}

	public function test_every_role_of_the_site_may_be_excluded_and_none_at_all(): void {
		$roles  = array_keys( wp_roles()->roles );
		$result = Settings::validate( array( 'excludedRoles' => $roles ) );
		$this->assertIsArray( $result );
		$this->assertSame( $roles, $result['excludedRoles'] );
		$this->assertSame( array(), Settings::validate( array( 'excludedRoles' => array() ) )['excludedRoles'] );
	}

	public function test_lists_are_trimmed_lower_cased_and_deduplicated(): void {
		$result = Settings::validate(
			array(
				'downloadExtensions' => array( ' PDF ', 'zip', 'pdf', 'Mp4' ),
				'excludedIps'        => array( ' 10.0.0.1 ', '10.0.0.1' ),
				'excludedUrls'       => array( '/cart/*', ' /cart/* ' ),
				'retentionDays'      => '30',
				'jsCheckTime'        => '120',
			)
		);
		$this->assertIsArray( $result );
		$this->assertSame( array( 'pdf', 'zip', 'mp4' ), $result['downloadExtensions'] );
		$this->assertSame( array( '10.0.0.1' ), $result['excludedIps'] );
		$this->assertSame( array( '/cart/*' ), $result['excludedUrls'] );
		$this->assertSame( 30, $result['retentionDays'], 'digit strings become integers' );
		$this->assertSame( 120, $result['jsCheckTime'] );
	}

	public function test_the_bounds_of_the_numbers_are_accepted(): void {
		foreach ( array( 7, 3650 ) as $days ) {
			$this->assertSame( $days, Settings::validate( array( 'retentionDays' => $days ) )['retentionDays'] );
		}
		foreach ( array( 10, 3600 ) as $seconds ) {
			$this->assertSame( $seconds, Settings::validate( array( 'jsCheckTime' => $seconds ) )['jsCheckTime'] );
		}
	}

	/**
	 * @return array<string, array{string, mixed}>
	 */
	public static function hostile_values(): array {
		return array(
			'online tracking as a string'       => array( 'onlineTracking', 'yes' ),
			'link tracking as a number'         => array( 'linkTracking', 1 ),
			'download tracking as null'         => array( 'downloadTracking', null ),
			'DNT as the string true'            => array( 'respectDnt', 'true' ),
			'ad-blocker bypass as zero'         => array( 'bypassAdBlockers', 0 ),
			'anonymous tracking as a list'      => array( 'anonymousTracking', array( true ) ),
			'exclude bots as on'                => array( 'excludeBots', 'on' ),
			'unknown consent integration'       => array( 'consentIntegration', 'cookiebot' ),
			'consent integration as a number'   => array( 'consentIntegration', 1 ),
			'consent integration in capitals'   => array( 'consentIntegration', 'AUTO' ),
			'unknown consent level'             => array( 'consentLevel', 'everything' ),
			'empty consent level'               => array( 'consentLevel', '' ),
			'negative retention'                => array( 'retentionDays', -1 ),
			'zero retention'                    => array( 'retentionDays', 0 ),
			'retention under a week'            => array( 'retentionDays', 6 ),
			'retention over ten years'          => array( 'retentionDays', 3651 ),
			'huge retention'                    => array( 'retentionDays', PHP_INT_MAX ),
			'retention as a fraction'           => array( 'retentionDays', 180.5 ),
			'retention in words'                => array( 'retentionDays', '180 days' ),
			'retention in exponent notation'    => array( 'retentionDays', '1e3' ),
			'negative check interval'           => array( 'jsCheckTime', -60 ),
			'check interval under ten seconds'  => array( 'jsCheckTime', 9 ),
			'check interval over an hour'       => array( 'jsCheckTime', 3601 ),
			'huge check interval'               => array( 'jsCheckTime', '99999999999999999999' ),
			'check interval as true'            => array( 'jsCheckTime', true ),
			'extensions as one string'          => array( 'downloadExtensions', 'pdf,zip' ),
			'extension with a dot'              => array( 'downloadExtensions', array( '.pdf' ) ),
			'extension with a script'           => array( 'downloadExtensions', array( '<script>' ) ),
			'extension too long'                => array( 'downloadExtensions', array( 'abcdefghijk' ) ),
			'empty extension'                   => array( 'downloadExtensions', array( '' ) ),
			'extension as a list'               => array( 'downloadExtensions', array( array( 'pdf' ) ) ),
			'too many extensions'               => array( 'downloadExtensions', array_map( static fn ( $n ) => "x{$n}", range( 1, 101 ) ) ),
			'unknown role'                      => array( 'excludedRoles', array( 'administrator', 'superhero' ) ),
			'role in capitals'                  => array( 'excludedRoles', array( 'Administrator' ) ),
			'role with a script'                => array( 'excludedRoles', array( '<script>alert(1)</script>' ) ),
			'roles as one string'               => array( 'excludedRoles', 'administrator' ),
			'prefix of 33 bits'                 => array( 'excludedIps', array( '10.0.0.0/33' ) ),
			'IPv6 prefix of 129 bits'           => array( 'excludedIps', array( '2001:db8::/129' ) ),
			'negative prefix'                   => array( 'excludedIps', array( '10.0.0.0/-1' ) ),
			'empty prefix'                      => array( 'excludedIps', array( '10.0.0.0/' ) ),
			'octet over 255'                    => array( 'excludedIps', array( '256.1.1.1' ) ),
			'IP in words'                       => array( 'excludedIps', array( 'localhost' ) ),
			'IP with SQL'                       => array( 'excludedIps', array( "10.0.0.1'; DROP TABLE wp_users; --" ) ),
			'IPs as one string'                 => array( 'excludedIps', '10.0.0.1' ),
			'too many IPs'                      => array( 'excludedIps', array_map( static fn ( $n ) => '10.0.' . intdiv( $n, 256 ) . '.' . ( $n % 256 ), range( 1, 201 ) ) ),
			'URL without a leading slash'       => array( 'excludedUrls', array( 'cart/*' ) ),
			'URL with a script'                 => array( 'excludedUrls', array( '/<script>alert(1)</script>' ) ),
			'URL with a quote'                  => array( 'excludedUrls', array( '/x" onmouseover="alert(1)' ) ),
			'javascript: URL'                   => array( 'excludedUrls', array( 'javascript:alert(1)' ) ),
			'full address instead of a path'    => array( 'excludedUrls', array( 'https://example.com/cart/' ) ),
			'URL with a space'                  => array( 'excludedUrls', array( '/my cart/' ) ),
			'URL too long'                      => array( 'excludedUrls', array( '/' . str_repeat( 'a', 201 ) ) ),
			'URLs as one string'                => array( 'excludedUrls', '/cart/*' ),
			'unknown setting'                   => array( 'isAdmin', true ),
			'unknown setting named like a tag'  => array( '<script>', 1 ),
		);
	}

	/**
	 * @dataProvider hostile_values
	 *
	 * @param string $field Field.
	 * @param mixed  $value Hostile value.
	 */
	public function test_hostile_values_are_rejected_with_a_message_and_nothing_is_kept( string $field, $value ): void {
		$before = Settings::get();
		$result = Settings::validate(
			array(
				'retentionDays' => 30,
				$field          => $value,
			)
		);
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'vista_stats_invalid_settings', $result->get_error_code() );
		$data = $result->get_error_data();
		$this->assertSame( 400, $data['status'] );
		$this->assertSame( array( $field ), array_keys( $data['errors'] ), 'only the refused field has a message' );
		$this->assertNotSame( '', trim( $data['errors'][ $field ] ) );
		$this->assertStringNotContainsString( '<script', $data['errors'][ $field ], 'messages never echo markup back' );
		$this->assertSame( $before, Settings::get() );
	}

	public function test_each_refused_field_gets_its_own_message(): void {
		$result = Settings::validate(
			array(
				'retentionDays'      => -5,
				'jsCheckTime'        => 99999,
				'excludedIps'        => array( '10.0.0.1', '10.0.0.0/33' ),
				'excludedUrls'       => array( '/ok/', '<script>' ),
				'excludedRoles'      => array( 'superhero' ),
				'consentLevel'       => 'all',
				'consentIntegration' => 'cookiebot',
				'downloadExtensions' => array( 'p df' ),
				'excludeBots'        => 'no',
				'isAdmin'            => true,
				'respectDnt'         => false,
			)
		);
		$this->assertInstanceOf( \WP_Error::class, $result );
		$errors = $result->get_error_data()['errors'];
		$this->assertEqualsCanonicalizing(
			array( 'retentionDays', 'jsCheckTime', 'excludedIps', 'excludedUrls', 'excludedRoles', 'consentLevel', 'consentIntegration', 'downloadExtensions', 'excludeBots', 'isAdmin' ),
			array_keys( $errors )
		);
		$this->assertSame( 'Keep detailed records from 7 to 3650 days.', $errors['retentionDays'] );
		$this->assertSame( 'The online check interval is from 10 to 3600 seconds.', $errors['jsCheckTime'] );
		$this->assertSame( '"10.0.0.0/33" is not an IP address or range.', $errors['excludedIps'], 'the message names the bad range' );
		$this->assertStringContainsString( 'start with /', $errors['excludedUrls'] );
		$this->assertSame( 'Choose roles from the list.', $errors['excludedRoles'] );
		$this->assertStringContainsString( 'statistics-anonymous', $errors['consentLevel'], 'the message lists what is allowed' );
		$this->assertStringContainsString( 'wp_consent_api', $errors['consentIntegration'] );
		$this->assertSame( 'This setting is either on or off.', $errors['excludeBots'] );
		$this->assertSame( 'Unknown setting "isadmin".', $errors['isAdmin'] );
		$this->assertSame( 'The settings were not saved: some values are not allowed.', $result->get_error_message() );
	}

	public function test_an_unknown_setting_named_like_markup_is_not_echoed(): void {
		$result = Settings::validate( array( '<img src=x onerror=alert(1)>' => 1 ) );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$message = $result->get_error_data()['errors']['<img src=x onerror=alert(1)>'];
		$this->assertStringNotContainsString( '<', $message );
		$this->assertStringNotContainsString( '>', $message );
	}
}
