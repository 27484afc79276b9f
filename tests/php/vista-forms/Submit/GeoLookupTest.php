<?php
/**
 * The country lookup's page parameters (001 §7 call 6): off by default, and skipped when
 * disable_user_details is 'yes'.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\View\FormEmbed;
use Vista\Forms\Submit\GeoLookup;
use Vista\Forms\Settings\Settings;
use Vista\Tests\VistaTestCase;

/**
 * What the page tells the form script about call 6.
 */
final class GeoLookupTest extends VistaTestCase {

	protected function tearDown(): void {
		delete_option( Settings::OPTION );
		remove_all_filters( 'vista_forms_disable_user_details' );
		parent::tearDown();
	}

	public function test_off_by_default_the_page_names_no_service(): void {
		$params = FormEmbed::params();
		$this->assertSame( 'yes', $params['disable_user_details'] );
		$this->assertArrayNotHasKey( 'geolocation_url', $params );
	}

	public function test_a_chosen_service_is_printed_with_user_details_on(): void {
		$this->assertIsArray( Settings::save( array( 'geolocation' => 'ipapi' ) ) );
		$params = FormEmbed::params();
		$this->assertSame( 'no', $params['disable_user_details'] );
		$this->assertSame( GeoLookup::SERVICES['ipapi']['url'], $params['geolocation_url'] );
	}

	public function test_a_site_that_keeps_user_details_private_skips_the_lookup(): void {
		Settings::save( array( 'geolocation' => 'country_is' ) );
		add_filter( 'vista_forms_disable_user_details', '__return_true' );
		$params = FormEmbed::params();
		$this->assertSame( 'yes', $params['disable_user_details'] );
		$this->assertArrayNotHasKey( 'geolocation_url', $params );
	}

	public function test_an_unknown_service_is_refused(): void {
		$this->assertInstanceOf( \WP_Error::class, Settings::save( array( 'geolocation' => 'http://evil.example/' ) ) );
		$this->assertSame( 'off', Settings::get()['geolocation'] );
	}
}
