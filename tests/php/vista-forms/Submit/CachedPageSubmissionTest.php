<?php
/**
 * Issue 14: a form on a page a full-page cache made eight days ago. Its nonces (001 §7 call 5's
 * `security` and `_wpnonce{id}`) have expired; the start time the server signed has not. From a
 * page of this site a logged-out visitor's entry is stored; from another site, with a forged
 * signature, or for a signed-in user (whose session the nonce protects) nothing is.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

require_once dirname( __DIR__ ) . '/SubmissionTestCase.php';

use Vista\Forms\View\Messages;
use Vista\Forms\Submit\SpamGuard;
use Vista\Forms\Submit\SubmissionAjax;
use Vista\Forms\Submit\SubmissionPage;

/**
 * Submissions from an eight-day-old page.
 */
final class CachedPageSubmissionTest extends SubmissionTestCase {

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_ORIGIN'] );
		parent::tearDown();
	}

	/**
	 * A call 5 post as the cached page sends it: its nonces made eight days ago.
	 *
	 * @param array<string, mixed> $extra Overrides.
	 * @return array<string, mixed>
	 */
	private function from_old_page( array $extra = array() ): array {
		return $this->request(
			$this->valid_contact(),
			$extra + array(
				'security'                  => self::aged_nonce( SubmissionAjax::ACTION, 8 ),
				'_wpnonce' . $this->form_id => self::aged_nonce( SubmissionAjax::FORM_NONCE_ACTION, 8 ),
				SpamGuard::SIGNED_START_FIELD => SpamGuard::start_token( $this->form_id, (int) ( microtime( true ) * 1000 ) - 8 * DAY_IN_SECONDS * 1000 ),
			)
		);
	}

	public function test_an_eight_day_old_page_of_this_site_stores_the_entry(): void {
		$request = $this->from_old_page();
		$this->assertFalse( wp_verify_nonce( $request['security'], SubmissionAjax::ACTION ), 'the page\'s nonce has expired' );
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );

		$answer = SubmissionAjax::answer( $request );

		$this->assertTrue( $answer['success'] );
		$this->assertGreaterThan( 0, $answer['data']['entry_id'] );
		$this->assertSame( 1, $this->entry_count() );
	}

	public function test_another_sites_page_is_refused_with_no_entry(): void {
		$_SERVER['HTTP_ORIGIN'] = 'https://attacker.example';
		$answer                 = SubmissionAjax::answer( $this->from_old_page() );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( Messages::server( 'expired' ), $answer['data']['message'] );

		unset( $_SERVER['HTTP_ORIGIN'] );
		$this->assertFalse( SubmissionAjax::answer( $this->from_old_page() )['success'], 'no Origin at all' );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_a_forged_or_missing_signature_is_refused_with_no_entry(): void {
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
		$other_form             = SpamGuard::start_token( $this->form_id + 1, (int) ( microtime( true ) * 1000 ) - 60000 );
		foreach ( array( '1700000000000.' . str_repeat( 'a', 64 ), $other_form, '' ) as $token ) {
			$answer = SubmissionAjax::answer( $this->from_old_page( array( SpamGuard::SIGNED_START_FIELD => $token ) ) );
			$this->assertFalse( $answer['success'] );
			$this->assertSame( Messages::server( 'expired' ), $answer['data']['message'] );
		}
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_a_signed_in_user_needs_a_fresh_nonce(): void {
		$user = self::factory_user();
		wp_set_current_user( $user );
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
		$answer                 = SubmissionAjax::answer( $this->from_old_page() );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $user );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_the_rate_limit_still_holds_on_a_cached_page(): void {
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.14';
		$limit                  = min( SpamGuard::limits() );
		$stored                 = 0;
		for ( $i = 0; $i <= $limit; $i++ ) {
			$stored += SubmissionAjax::answer( $this->from_old_page() )['success'] ? 1 : 0;
		}
		$this->assertSame( $limit, $this->entry_count(), 'one past the limit is not stored' );
	}

	public function test_a_plain_post_without_javascript_from_an_eight_day_old_page_stores_the_entry(): void {
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
		$page                   = home_url( '/contact/' );

		$redirect = SubmissionPage::handle_post( $this->from_old_page(), array(), $page );

		$this->assertSame( add_query_arg( SubmissionPage::SENT_MARKER, $this->form_id, $page ), $redirect );
		$this->assertSame( 1, $this->entry_count() );
	}

	public function test_a_plain_post_from_another_site_or_a_signed_in_user_needs_a_fresh_nonce(): void {
		$_SERVER['HTTP_ORIGIN'] = 'https://attacker.example';
		$this->assertNull( SubmissionPage::handle_post( $this->from_old_page(), array(), home_url( '/contact/' ) ) );
		$this->assertSame( Messages::server( 'expired' ), SubmissionPage::state( $this->form_id )['notice'] );

		$user = self::factory_user();
		wp_set_current_user( $user );
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
		$redirect               = SubmissionPage::handle_post( $this->from_old_page(), array(), home_url( '/contact/' ) );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $user );
		$this->assertNull( $redirect );
		$this->assertSame( 0, $this->entry_count() );
		SubmissionPage::reset();
	}

	/**
	 * A subscriber to sign in as.
	 */
	private static function factory_user(): int {
		$login = 'cached-page-' . wp_generate_password( 6, false );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password(),
				'role'       => 'subscriber',
			)
		);
		return is_int( $id ) ? $id : 0;
	}
}
