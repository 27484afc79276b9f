<?php
/**
 * Calls 1 and 2 (000 §6, §7): the exact names and answers, and who and what they refuse: a
 * forged nonce, a subscriber, an editor without the capability, a post_id that is not a viewable
 * post, an address that is not this site's own (another host, an internal address). The engine is
 * PageSpeed Insights pointed at the loopback stand-in.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

require_once __DIR__ . '/PsiStandIn.php';

use Vista\Speed\Calls;
use Vista\Speed\Results;
use Vista\Speed\Settings;
use Vista\Tests\VistaTestCase;

/**
 * The calls.
 */
final class CallsTest extends VistaTestCase {

	/** @var int[] */
	private array $posts = array();

	/** @var int[] */
	private array $users = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Results::table() ); // SQL: own table name, no input.
		update_option( Settings::OPTION, array( 'engine' => 'psi' ) );
		$endpoint = PsiStandIn::endpoint();
		add_filter( 'vista_speed_psi_endpoint', static fn () => $endpoint );
		PsiStandIn::take_requests();
	}

	protected function tearDown(): void {
		remove_all_filters( 'vista_speed_psi_endpoint' );
		remove_all_filters( 'post_link' );
		remove_all_filters( 'page_link' );
		foreach ( $this->posts as $post ) {
			wp_delete_post( $post, true );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user ) {
			wp_delete_user( $user );
		}
		delete_option( Settings::OPTION );
		parent::tearDown();
	}

	private function post( string $slug, array $fields = array() ): int {
		$id            = wp_insert_post(
			$fields + array(
				'post_title'  => $slug,
				'post_name'   => $slug,
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		$this->posts[] = $id;
		return $id;
	}

	private function sign_in( string $role ): void {
		$user          = wp_insert_user(
			array(
				'user_login' => $role . '_' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		$this->users[] = $user;
		wp_set_current_user( $user );
	}

	private static function fields( $post_id, ?string $nonce = null ): array {
		return array(
			'action'    => Calls::CHECK_ACTION,
			'post_id'   => (string) $post_id,
			'twb_nonce' => $nonce ?? wp_create_nonce( 'twb_nonce' ),
		);
	}

	private function checks(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Results::table() ); // SQL: own table name, no input.
	}

	public function test_both_calls_are_hooked_for_signed_in_users_only(): void {
		$this->assertSame( 'twb_check_score', Calls::CHECK_ACTION );
		$this->assertSame( 'twb_notif_check', Calls::NOTIF_ACTION );
		foreach ( array( Calls::CHECK_ACTION, Calls::NOTIF_ACTION ) as $action ) {
			$this->assertFalse( has_action( 'wp_ajax_nopriv_' . $action ), $action );
		}
	}

	public function test_stand_in_check_answers_the_five_fields_and_stores_history(): void {
		wp_set_current_user( 1 );
		$page              = $this->post( 'scored-page' );
		[ $status, $answer ] = Calls::check( self::fields( $page ) );
		$this->assertSame( 200, $status );
		$this->assertSame(
			array(
				'error'         => 0,
				'desktop_score' => 93,
				'desktop_tti'   => 0.8,
				'mobile_score'  => 47,
				'mobile_tti'    => 5.2,
			),
			$answer
		);
		$requests = PsiStandIn::take_requests();
		$this->assertSame( array( 'desktop', 'mobile' ), array_map( static fn ( $r ) => $r['query']['strategy'], $requests ) );
		$this->assertSame( get_permalink( $page ), $requests[0]['query']['url'] );

		Calls::check( self::fields( $page ) );
		$history = Results::history( $page );
		$this->assertCount( 2, $history );
		$this->assertSame( Results::COMPLETED, $history[1]['status'] );
		$this->assertEqualsWithDelta( 4100.0, $history[1]['details']['mobile']['lcp'], 0.001 );
	}

	public function test_stand_in_engine_failure_answers_error_without_message_text(): void {
		wp_set_current_user( 1 );
		$page              = $this->post( 'quota' );
		[ $status, $answer ] = Calls::check( self::fields( $page ) );
		$this->assertSame( array( 200, array( 'error' => 1 ) ), array( $status, $answer ) );
		$latest = Results::latest( $page );
		$this->assertSame( Results::FAILED, $latest['status'] );
		$this->assertStringStartsWith( 'vista_speed_quota', $latest['error'] );
	}

	public function test_a_forged_or_missing_nonce_is_refused_for_both_calls(): void {
		wp_set_current_user( 1 );
		$page = $this->post( 'nonce-page' );
		foreach ( array( 'forged', '' ) as $nonce ) {
			[ $status, $answer ] = Calls::check( self::fields( $page, $nonce ) );
			$this->assertSame( 403, $status );
			$this->assertSame( 1, $answer['error'] );
			[ $status ] = Calls::notif( array( 'twb_nonce' => $nonce ) );
			$this->assertSame( 403, $status );
		}
		// A nonce of another action is no better.
		[ $status ] = Calls::check( self::fields( $page, wp_create_nonce( 'wp_rest' ) ) );
		$this->assertSame( 403, $status );
		$this->assertSame( 0, $this->checks() );
		$this->assertSame( array(), PsiStandIn::take_requests() );
	}

	public function test_subscriber_and_editor_are_refused_for_both_calls(): void {
		$page = $this->post( 'role-page' );
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->sign_in( $role );
			[ $status, $answer ] = Calls::check( self::fields( $page ) );
			$this->assertSame( 403, $status, $role );
			$this->assertSame( 'You are not allowed to check page speed.', $answer['message'] );
			[ $status ] = Calls::notif( array( 'twb_nonce' => wp_create_nonce( 'twb_nonce' ) ) );
			$this->assertSame( 403, $status, $role );
		}
		$this->assertSame( 0, $this->checks() );
	}

	public function test_a_post_id_that_is_not_a_viewable_post_is_refused(): void {
		wp_set_current_user( 1 );
		$refused = array(
			$this->post( 'draft-page', array( 'post_status' => 'draft' ) ),
			$this->post( 'private-page', array( 'post_status' => 'private' ) ),
			$this->post( 'secret-page', array( 'post_password' => 'hush' ) ),
			$this->post( 'menu-item', array( 'post_type' => 'nav_menu_item' ) ),
			999999,
			'0',
			'-1',
			'3 OR 1=1',
			'',
		);
		foreach ( $refused as $post_id ) {
			[ $status, $answer ] = Calls::check( self::fields( $post_id ) );
			$this->assertSame( 400, $status, (string) $post_id );
			$this->assertSame( 1, $answer['error'] );
		}
		$this->assertSame( 0, $this->checks() );
		$this->assertSame( array(), PsiStandIn::take_requests() );
	}

	/**
	 * @dataProvider foreign_addresses
	 */
	public function test_an_address_that_is_not_the_sites_own_is_never_scored( string $address ): void {
		wp_set_current_user( 1 );
		$page = $this->post( 'moved-page' );
		add_filter( 'page_link', static fn () => $address );
		[ $status, $answer ] = Calls::check( self::fields( $page ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Only this site\'s own pages can be scored.', $answer['message'] );
		$this->assertSame( array(), PsiStandIn::take_requests() );
		$this->assertSame( 0, $this->checks() );
	}

	public static function foreign_addresses(): array {
		$home = wp_parse_url( home_url( '/' ) );
		$port = isset( $home['port'] ) ? ':' . $home['port'] : '';
		return array(
			'another host'             => array( 'https://example.org/page/' ),
			'cloud metadata address'   => array( 'http://169.254.169.254/latest/meta-data/' ),
			'private network'          => array( 'http://10.0.0.5/' ),
			'loopback by number'       => array( 'http://127.0.0.1' . $port . '/' ),
			'the site host, other port' => array( 'http://' . $home['host'] . ':22/' ),
			'credentials in the url'   => array( 'http://user:pass@' . $home['host'] . $port . '/' ),
			'another scheme'           => array( 'ftp://' . $home['host'] . $port . '/' ),
			'a look-alike host'        => array( 'http://' . $home['host'] . '.attacker.test' . $port . '/' ),
		);
	}

	public function test_a_check_in_progress_blocks_new_checks(): void {
		wp_set_current_user( 1 );
		$page = $this->post( 'busy-page' );
		Results::start( $page );
		[ $status, $answer ] = Calls::check( self::fields( $page ) );
		$this->assertSame( 409, $status );
		$this->assertSame( 1, $answer['error'] );
		$this->assertSame( array(), PsiStandIn::take_requests() );
	}

	public function test_a_check_that_died_long_ago_no_longer_blocks(): void {
		global $wpdb;
		wp_set_current_user( 1 );
		$page = $this->post( 'stale-page' );
		$id   = Results::start( $page );
		$wpdb->update( Results::table(), array( 'started_at' => gmdate( 'Y-m-d H:i:s', time() - Results::STALE_AFTER_SECONDS - 5 ) ), array( 'id' => $id ) );
		[ $status ] = Calls::check( self::fields( $page ) );
		$this->assertSame( 200, $status );
	}

	public function test_notif_check_is_empty_while_a_check_runs_then_brings_the_panel(): void {
		wp_set_current_user( 1 );
		$page  = $this->post( 'polled-page' );
		$nonce = array( 'twb_nonce' => wp_create_nonce( 'twb_nonce' ) );
		$id    = Results::start( $page );
		$this->assertSame(
			array(
				200,
				array(
					'html'       => '',
					'changeLogo' => 0,
				),
			),
			Calls::notif( $nonce )
		);
		Results::fail( $id, 'test' );
		Calls::check( self::fields( $page ) );
		[ $status, $answer ] = Calls::notif( $nonce );
		$this->assertSame( 200, $status );
		$this->assertSame( array( 'html', 'changeLogo' ), array_keys( $answer ) );
		$this->assertSame( 1, $answer['changeLogo'] );
		$this->assertStringContainsString( 'data-post-id="' . $page . '"', $answer['html'] );
		$this->assertStringContainsString( 'data-score="47"', $answer['html'] );
		$this->assertStringContainsString( 'data-score="93"', $answer['html'] );
	}
}
