<?php
/**
 * Issue 33: Cookie Notice's settings become Vista Consent's, script code it cannot hold back is
 * reported as skipped with the reason, a second run adds nothing, and the original's option is
 * left exactly as it was.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Consent;

use Vista\Consent\Import\CookieNoticeImporter;
use Vista\Consent\Kit\ImportMap;
use Vista\Consent\Kit\ImportRunner;
use Vista\Consent\Settings;
use Vista\Tests\Fixtures\CookieNotice;
use Vista\Tests\VistaTestCase;

require_once dirname( __DIR__, 2 ) . '/fixtures/originals/cookie-notice.php';

/**
 * The importer against the fixture's settings.
 */
final class CookieNoticeImportTest extends VistaTestCase {

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		ImportMap::install();
		// SQL: own table, made outside any transaction: each test starts with no rows of the importer.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . ImportMap::table() . ' WHERE source = %s', 'cookie-notice' ) );
		CookieNotice::install();
	}

	protected function tearDown(): void {
		delete_option( ( new ImportRunner( new CookieNoticeImporter() ) )->option() );
		CookieNotice::remove();
		delete_option( Settings::OPTION );
		parent::tearDown();
	}

	public function test_nothing_is_found_on_a_site_without_cookie_notice(): void {
		CookieNotice::remove();
		$this->assertSame( array(), ( new CookieNoticeImporter() )->inventory() );
	}

	public function test_the_settings_carry_over(): void {
		$before = CookieNotice::checksum();
		$state  = ( new ImportRunner( new CookieNoticeImporter() ) )->run_all( 5 );
		$this->assertSame( array( 'imported' => 22, 'updated' => 0, 'skipped' => 1 ), $state['counts']['settings'] );
		$settings = Settings::get();
		$this->assertSame( 'Hillside Bakery uses cookies to remember your basket and, if you agree, to count visits. <strong>You choose.</strong>', $settings['message'] );
		$this->assertSame( 'Accept cookies', $settings['acceptText'] );
		$this->assertSame( 'Only necessary', $settings['refuseText'] );
		$this->assertSame( 'Cookie choice', $settings['revokeText'] );
		$this->assertSame( 'Our cookie policy', $settings['moreInfoText'] );
		$this->assertSame( 'custom', $settings['moreInfo'] );
		$this->assertSame( 'https://hillside-bakery.example/cookie-policy/', $settings['moreInfoUrl'] );
		$this->assertSame( '_self', $settings['moreInfoTarget'] );
		$this->assertSame( 'top', $settings['position'] );
		$this->assertSame( '#ffffff', $settings['textColor'] );
		$this->assertSame( '#2b1d0e', $settings['barColor'] );
		$this->assertSame( '#8a4b08', $settings['buttonColor'] );
		$this->assertSame( 90, $settings['barOpacity'] );
		$this->assertSame( 'slide', $settings['hideEffect'] );
		$this->assertSame( 15811200, $settings['cookieTime'] );
		$this->assertSame( 604800, $settings['cookieTimeRejected'] );
		$this->assertFalse( $settings['onScroll'], "the older 'no' is read as off" );
		$this->assertSame( 250, $settings['onScrollOffset'] );
		$this->assertTrue( $settings['revokeCookies'] );
		$this->assertSame( 'manual', $settings['revokeCookiesOpt'] );
		$this->assertSame( 'refuse_code', $state['skips'][0]['original'] );
		$this->assertStringContainsString( 'handle', $state['skips'][0]['reason'] );
		$this->assertSame( $before, CookieNotice::checksum(), "the original's option is unchanged" );
	}

	public function test_a_second_run_updates_and_adds_nothing(): void {
		( new ImportRunner( new CookieNoticeImporter() ) )->run_all();
		$state = ( new ImportRunner( new CookieNoticeImporter() ) )->run_all();
		$this->assertSame( array( 'imported' => 0, 'updated' => 22, 'skipped' => 1 ), $state['counts']['settings'] );
	}

	public function test_a_value_vista_refuses_is_skipped_with_the_reason_and_the_rest_carry_over(): void {
		$options                       = CookieNotice::options();
		$options['see_more_opt']['link'] = 'javascript:alert(1)';
		update_option( CookieNotice::OPTION, $options );
		$state = ( new ImportRunner( new CookieNoticeImporter() ) )->run_all();
		$this->assertSame( 2, $state['counts']['settings']['skipped'] );
		$this->assertSame( 'see_more', $state['skips'][0]['original'] );
		$this->assertStringContainsString( 'http', $state['skips'][0]['reason'] );
		$this->assertSame( 'privacy', Settings::get()['moreInfo'], 'the unsafe link was not saved' );
		$this->assertSame( 'Accept cookies', Settings::get()['acceptText'] );
	}
}
