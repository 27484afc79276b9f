<?php
/**
 * Every plugin suggests its text for Settings → Privacy → Policy Guide on admin requests, and the
 * text says what the saved settings make true: how long statistics are kept, which consent cookie
 * and for how long, whether the consent log and a geolocation service are in use.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests;

/**
 * The plugins' policy texts.
 */
final class PrivacyPolicyTextTest extends VistaTestCase {

	private const OPTIONS = array( 'vista_stats_settings', 'vista_consent_settings', 'vista_forms_settings' );

	/** @var array<string, mixed> */
	private array $saved = array();

	protected function setUp(): void {
		parent::setUp();
		foreach ( self::OPTIONS as $option ) {
			$this->saved[ $option ] = get_option( $option, null );
		}
	}

	protected function tearDown(): void {
		foreach ( $this->saved as $option => $value ) {
			null === $value ? delete_option( $option ) : update_option( $option, $value );
		}
		parent::tearDown();
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_each_plugin_suggests_its_text_on_admin_init_of_admin_requests( string $slug ): void {
		$namespace = '';
		foreach ( vista_suite()['plugins'] as $plugin ) {
			$namespace = $plugin['slug'] === $slug ? $plugin['namespace'] : $namespace;
		}
		$this->assertSame( array(), self::bound( $slug, 'admin_init' ), 'nothing on a visitor\'s request' );
		self::with_group(
			'admin',
			function () use ( $slug, $namespace ): void {
				$this->assertContains( $namespace . '\\Privacy\\PolicyText::suggest', self::bound( $slug, 'admin_init' )[10] ?? array() );
				$this->assertNotSame( '', ( $namespace . '\\Privacy\\PolicyText' )::text() );
			}
		);
	}

	public function test_the_statistics_text_gives_the_saved_retention(): void {
		update_option( 'vista_stats_settings', array( 'retentionDays' => 45 ) );
		$text = \Vista\Stats\Privacy\PolicyText::text();
		$this->assertStringContainsString( 'kept for 45 days', $text );
		$this->assertStringContainsString( 'set none', $text );
	}

	public function test_the_consent_text_names_the_saved_cookie_and_lifetimes_and_the_log_only_when_on(): void {
		update_option(
			'vista_consent_settings',
			array(
				'cookieName'         => 'site_consent',
				'cookieTime'         => 90 * DAY_IN_SECONDS,
				'cookieTimeRejected' => 7 * DAY_IN_SECONDS,
				'log'                => true,
			)
		);
		$text = \Vista\Consent\Privacy\PolicyText::text();
		$this->assertStringContainsString( '<code>site_consent</code>', $text );
		$this->assertStringContainsString( 'for 90 days after you accept and 7 days after you refuse', $text );
		$this->assertStringContainsString( 'vista_consent_id', $text );

		update_option( 'vista_consent_settings', array( 'log' => false ) );
		$this->assertStringNotContainsString( 'vista_consent_id', \Vista\Consent\Privacy\PolicyText::text() );
	}

	public function test_the_forms_text_names_the_geolocation_service_only_when_one_is_chosen(): void {
		update_option( 'vista_forms_settings', array( 'geolocation' => 'off' ) );
		$this->assertStringNotContainsString( 'third-party', \Vista\Forms\Privacy\PolicyText::text() );
		update_option( 'vista_forms_settings', array( 'geolocation' => 'country_is' ) );
		$this->assertStringContainsString( 'api.country.is', \Vista\Forms\Privacy\PolicyText::text() );
	}
}
