<?php
/**
 * The captcha (001 §4 submit button) against a stand-in of the providers' siteverify endpoint on
 * loopback (tests/php/vista-forms/stand-ins/captcha-siteverify.php under `php -S`).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

require_once dirname( __DIR__ ) . '/SubmissionTestCase.php';

use Vista\Forms\Submit\Captcha;
use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\View\FormRenderer;
use Vista\Forms\View\Messages;
use Vista\Forms\Settings\Settings;
use Vista\Forms\Submit\SubmissionAjax;

/**
 * Server verification of reCAPTCHA v2/v3, hCaptcha and Turnstile tokens.
 */
final class CaptchaTest extends SubmissionTestCase {

	/** @var resource|null The stand-in server process. */
	private static $server = null;

	private static string $base = '';

	private static string $log = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = (int) substr( (string) strrchr( (string) stream_socket_get_name( $socket, false ), ':' ), 1 );
		fclose( $socket );
		self::$log    = (string) tempnam( sys_get_temp_dir(), 'vista-captcha' );
		self::$base   = "http://127.0.0.1:{$port}";
		// phpcs:ignore Generic.PHP.ForbiddenFunctions -- the stand-in runs in its own PHP, arguments as a list.
		self::$server = proc_open(
			array( PHP_BINARY, '-S', "127.0.0.1:{$port}", dirname( __DIR__ ) . '/stand-ins/captcha-siteverify.php' ),
			array( array( 'file', '/dev/null', 'r' ), array( 'file', '/dev/null', 'w' ), array( 'file', '/dev/null', 'w' ) ),
			$pipes,
			null,
			array( 'VISTA_STAND_IN_LOG' => self::$log )
		);
		// Wait until it listens (a loaded machine may take a moment; no time budget asserted).
		for ( $i = 0; $i < 200; $i++ ) {
			$probe = @fsockopen( '127.0.0.1', $port ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- refused, with a warning, until the server is up.
			if ( $probe ) {
				fclose( $probe );
				break;
			}
			usleep( 50000 );
		}
	}

	public static function tearDownAfterClass(): void {
		if ( is_resource( self::$server ) ) {
			proc_terminate( self::$server );
			proc_close( self::$server );
		}
		if ( is_file( self::$log ) ) {
			unlink( self::$log );
		}
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'vista_forms_captcha_verify_url', static fn () => self::$base . '/siteverify' );
		add_filter( 'vista_forms_captcha_script_url', static fn () => self::$base . '/api.js?render={sitekey}' );
		file_put_contents( self::$log, '' );
	}

	protected function tearDown(): void {
		remove_all_filters( 'vista_forms_captcha_verify_url' );
		remove_all_filters( 'vista_forms_captcha_script_url' );
		delete_option( Settings::OPTION );
		parent::tearDown();
	}

	private function use_captcha( string $provider, float $threshold = 0.5, string $secret = 'test-secret' ): void {
		$saved = Settings::save(
			array(
				'captchaProvider'  => $provider,
				'captchaSiteKey'   => 'site-key-1',
				'captchaSecretKey' => $secret,
				'captchaThreshold' => $threshold,
			)
		);
		$this->assertIsArray( $saved );
	}

	private function send( string $field, ?string $token ): array {
		return SubmissionAjax::answer( $this->request( $this->valid_contact(), null === $token ? array() : array( $field => $token ) ) );
	}

	/**
	 * @return array<string, array{string, string}>
	 */
	public static function providers(): array {
		return array(
			'reCAPTCHA v2 invisible' => array( 'recaptcha_v2', 'g-recaptcha-response' ),
			'reCAPTCHA v3'           => array( 'recaptcha_v3', 'g-recaptcha-response' ),
			'hCaptcha'               => array( 'hcaptcha', 'h-captcha-response' ),
			'Turnstile'              => array( 'turnstile', 'cf-turnstile-response' ),
		);
	}

	/**
	 * @dataProvider providers
	 */
	public function test_stand_in_a_good_token_stores_the_entry_a_bad_or_missing_one_nothing( string $provider, string $field ): void {
		$this->use_captcha( $provider );
		$this->assertTrue( $this->send( $field, 'good' )['success'] );
		$this->assertSame( 1, $this->entry_count() );

		foreach ( array( 'forged', '', null ) as $token ) {
			$answer = $this->send( $field, $token );
			$this->assertFalse( $answer['success'] );
			$this->assertSame( Messages::server( 'captcha' ), $answer['data']['message'] );
		}
		$this->assertSame( 1, $this->entry_count(), 'refused submissions store nothing' );

		$sent = array_map( static fn ( $line ) => json_decode( $line, true ), array_filter( explode( "\n", (string) file_get_contents( self::$log ) ) ) );
		$this->assertCount( 2, $sent, 'a missing token is refused without asking the service' );
		$this->assertSame( array( 'test-secret', 'good' ), array( $sent[0]['secret'], $sent[0]['response'] ) );
	}

	public function test_stand_in_v3_refuses_a_score_below_the_threshold_and_another_action(): void {
		$this->use_captcha( 'recaptcha_v3', 0.5 );
		$this->assertFalse( $this->send( 'g-recaptcha-response', 'low' )['success'], '0.3 < 0.5' );
		$this->assertFalse( $this->send( 'g-recaptcha-response', 'wrong-action' )['success'] );
		delete_option( Settings::OPTION );
		$this->use_captcha( 'recaptcha_v3', 0.2 );
		$this->assertTrue( $this->send( 'g-recaptcha-response', 'low' )['success'], '0.3 >= 0.2' );
		$this->assertSame( 1, $this->entry_count() );
	}

	public function test_stand_in_a_wrong_secret_or_an_unreachable_service_refuses(): void {
		$this->use_captcha( 'recaptcha_v2', 0.5, 'other-secret' );
		$this->assertFalse( $this->send( 'g-recaptcha-response', 'good' )['success'] );
		remove_all_filters( 'vista_forms_captcha_verify_url' );
		add_filter( 'vista_forms_captcha_verify_url', static fn () => 'http://127.0.0.1:9/siteverify' );
		$this->use_captcha( 'recaptcha_v2' );
		$this->assertFalse( $this->send( 'g-recaptcha-response', 'good' )['success'] );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_the_form_carries_the_site_key_and_script_never_the_secret(): void {
		$this->use_captcha( 'recaptcha_v3' );
		$html = FormRenderer::render( FormDefinition::load( $this->form_id ) );
		$this->assertStringContainsString( 'data-provider="recaptcha_v3"', $html );
		$this->assertStringContainsString( 'data-sitekey="site-key-1"', $html );
		$this->assertStringContainsString( 'data-script="' . esc_url( self::$base . '/api.js?render=site-key-1' ) . '"', $html );
		$this->assertStringContainsString( 'name="g-recaptcha-response"', $html );
		$this->assertStringNotContainsString( 'test-secret', $html );
		$this->assertStringNotContainsString( 'test-secret', (string) wp_json_encode( \Vista\Forms\View\FormEmbed::params() ) );
	}

	public function test_stand_in_a_form_that_does_not_ask_for_the_captcha_takes_entries_without_it(): void {
		$this->use_captcha( 'hcaptcha' );
		wp_delete_post( $this->form_id, true );
		$this->form_id = $this->make_form( $this->contact_fields(), array( 'captcha' => false ) );

		$this->assertStringNotContainsString( 'evf-captcha', FormRenderer::render( FormDefinition::load( $this->form_id ) ) );
		$this->assertTrue( $this->send( 'h-captcha-response', null )['success'] );
		$this->assertSame( 1, $this->entry_count() );
		$this->assertSame( '', (string) file_get_contents( self::$log ), 'the service is not asked' );
	}

	public function test_stand_in_a_posted_flag_never_turns_the_captcha_off(): void {
		$this->use_captcha( 'hcaptcha' );
		$answer = SubmissionAjax::answer( $this->request( $this->valid_contact(), array( 'captcha' => '0', 'settings' => array( 'captcha' => false ) ) ) );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( Messages::server( 'captcha' ), $answer['data']['message'] );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_no_captcha_until_both_keys_are_set(): void {
		$this->assertNull( Captcha::provider() );
		$this->assertTrue( $this->send( 'g-recaptcha-response', null )['success'] );
		$refused = Settings::save( array( 'captchaProvider' => 'hcaptcha', 'captchaSiteKey' => 'k' ) );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertArrayHasKey( 'captchaSiteKey', $refused->get_error_data()['errors'] );
		$this->assertInstanceOf( \WP_Error::class, Settings::save( array( 'captchaThreshold' => 2 ) ) );
		$this->assertInstanceOf( \WP_Error::class, Settings::save( array( 'captchaSecretKey' => '<script>' ) ) );
		$this->assertNull( Captcha::provider() );
		$this->assertStringNotContainsString( 'evf-captcha', FormRenderer::render( FormDefinition::load( $this->form_id ) ) );
	}
}
