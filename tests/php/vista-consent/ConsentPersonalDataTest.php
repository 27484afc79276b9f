<?php
/**
 * A choice made signed in is tied to the account, so Tools → Export Personal Data finds it by
 * the account's address; erasing keeps the choice as proof of consent and unties it. A visitor's
 * choice, and a choice posted without the account's nonce, tie to nobody.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Consent;

use Vista\Consent\ConsentLog;
use Vista\Consent\Notice;
use Vista\Consent\Privacy\ConsentPersonalData;
use Vista\Tests\VistaTestCase;

/**
 * The consent log's exporter and eraser.
 */
final class ConsentPersonalDataTest extends VistaTestCase {

	/** @var int[] */
	private array $users = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		ConsentLog::migrate();
		$wpdb->query( 'DELETE FROM ' . ConsentLog::table() ); // SQL: own table name.
	}

	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user ) {
			wp_delete_user( $user );
		}
		parent::tearDown();
	}

	private function user( string $email ): int {
		$user          = (int) wp_insert_user( array( 'user_login' => strtok( $email, '@' ), 'user_pass' => wp_generate_password(), 'user_email' => $email ) );
		$this->users[] = $user;
		return $user;
	}

	/**
	 * Posts a choice as the notice does: the page's nonce in the body.
	 *
	 * @param string $nonce  The page's nonce.
	 * @param string $choice accepted or rejected.
	 * @param string $page   The page's path.
	 * @param string $token  The page's signature ('' for none).
	 */
	private function choose( string $nonce, string $choice, string $page = '/shop/', string $token = '' ): int {
		$request = new \WP_REST_Request( 'POST', '/vista-consent/v1/consents' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'consent_id' => bin2hex( random_bytes( 16 ) ),
					'choice'     => $choice,
					'categories' => 'accepted' === $choice ? array( 'statistics', 'marketing' ) : array(),
					'page'       => $page,
					'nonce'      => $nonce,
					'token'      => $token,
				)
			)
		);
		return rest_do_request( $request )->get_status();
	}

	/**
	 * The user ids of the log, oldest first.
	 *
	 * @return int[]
	 */
	private static function owners(): array {
		global $wpdb;
		return array_map( 'intval', $wpdb->get_col( 'SELECT user_id FROM ' . ConsentLog::table() . ' ORDER BY id' ) ); // SQL: own table name.
	}

	public function test_the_exporter_and_eraser_are_registered_for_the_privacy_tools(): void {
		self::with_group(
			'admin',
			function (): void {
				$this->assertArrayHasKey( ConsentPersonalData::ID, apply_filters( 'wp_privacy_personal_data_exporters', array() ) );
				$this->assertArrayHasKey( ConsentPersonalData::ID, apply_filters( 'wp_privacy_personal_data_erasers', array() ) );
			}
		);
	}

	public function test_a_signed_in_choice_is_exported_by_the_accounts_address_and_nobody_elses(): void {
		$ada = $this->user( 'ada@example.org' );
		$this->user( 'grace@example.org' );
		wp_set_current_user( $ada );
		$this->assertSame( 201, $this->choose( wp_create_nonce( 'wp_rest' ), 'accepted', '/gallery/' ) );
		wp_set_current_user( 0 );
		$this->assertSame( 201, $this->choose( wp_create_nonce( 'wp_rest' ), 'rejected' ) );
		$this->assertSame( array( $ada, 0 ), self::owners() );

		$export = ConsentPersonalData::export( 'ADA@example.org', 1 );
		$this->assertTrue( $export['done'] );
		$this->assertCount( 1, $export['data'] );
		$values = array_column( $export['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'accepted', $values['Choice'] );
		$this->assertSame( 'statistics,marketing', $values['Categories allowed'] );
		$this->assertSame( '/gallery/', $values['Page'] );
		$this->assertSame( array(), ConsentPersonalData::export( 'grace@example.org', 1 )['data'] );
		$this->assertSame( array(), ConsentPersonalData::export( 'nobody@example.org', 1 )['data'] );
	}

	/**
	 * The notice's real request: WordPress runs a REST call without X-WP-Nonce as a visitor, so
	 * the account comes from the sign-in cookie, and the page's nonce in the body must be its own.
	 */
	public function test_a_choice_sent_with_the_sign_in_cookie_is_tied_only_with_that_accounts_nonce(): void {
		$ada   = $this->user( 'ada@example.org' );
		$grace = $this->user( 'grace@example.org' );
		wp_set_current_user( $grace );
		$graces_nonce = wp_create_nonce( 'wp_rest' );
		$session      = \WP_Session_Tokens::get_instance( $ada )->create( time() + HOUR_IN_SECONDS );
		$_COOKIE[ LOGGED_IN_COOKIE ] = wp_generate_auth_cookie( $ada, time() + HOUR_IN_SECONDS, 'logged_in', $session );
		wp_set_current_user( $ada );
		$adas_nonce = wp_create_nonce( 'wp_rest' );
		wp_set_current_user( 0 );
		$_SERVER['HTTP_ORIGIN']    = untrailingslashit( home_url() );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		try {
			$this->assertSame( 201, $this->choose( $graces_nonce, 'accepted', '/', Notice::page_token() ) );
			$this->assertSame( 201, $this->choose( $adas_nonce, 'accepted', '/', Notice::page_token() ) );
		} finally {
			unset( $_COOKIE[ LOGGED_IN_COOKIE ], $_SERVER['HTTP_ORIGIN'], $_SERVER['REQUEST_METHOD'] );
		}
		$this->assertSame( array( 0, $ada ), self::owners() );
		$this->assertSame( 0, get_current_user_id(), 'the request still runs as a visitor' );
	}

	public function test_erasure_keeps_the_choices_as_proof_and_unties_them(): void {
		$ada   = $this->user( 'ada@example.org' );
		$grace = $this->user( 'grace@example.org' );
		wp_set_current_user( $ada );
		$this->choose( wp_create_nonce( 'wp_rest' ), 'accepted' );
		$this->choose( wp_create_nonce( 'wp_rest' ), 'rejected' );
		wp_set_current_user( $grace );
		$this->choose( wp_create_nonce( 'wp_rest' ), 'accepted' );
		wp_set_current_user( 0 );

		$answer = ConsentPersonalData::erase( 'ada@example.org', 1 );
		$this->assertTrue( $answer['items_removed'] );
		$this->assertTrue( $answer['done'] );
		$this->assertSame( array( '2 cookie consent choices are kept as proof of consent, no longer linked to the account.' ), $answer['messages'] );
		$this->assertSame( 3, ConsentLog::count(), 'the log still proves each choice' );
		$this->assertSame( array( 0, 0, $grace ), self::owners() );
		$this->assertSame( array(), ConsentPersonalData::export( 'ada@example.org', 1 )['data'] );
		$this->assertFalse( ConsentPersonalData::erase( 'ada@example.org', 1 )['items_removed'] );
	}
}
