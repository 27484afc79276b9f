<?php
/**
 * The PageSpeed Insights engine against a stand-in on loopback answering recorded PSI v5 shapes:
 * scores and metrics read from lighthouseResult, errors and quota answers turned into errors, and
 * the runner's secret sent in its header.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

require_once __DIR__ . '/PsiStandIn.php';

use Vista\Speed\Engine\PsiEngine;
use Vista\Speed\Score;
use Vista\Tests\VistaTestCase;

/**
 * The engine over HTTP.
 */
final class PsiEngineStandInTest extends VistaTestCase {

	protected function setUp(): void {
		parent::setUp();
		PsiStandIn::start();
		PsiStandIn::take_requests();
	}

	public function test_stand_in_scores_mobile_and_desktop_from_the_v5_answer(): void {
		$engine = new PsiEngine( PsiStandIn::endpoint(), 'my-api-key' );
		$mobile = $engine->audit( home_url( '/speed/' ), 'mobile' );
		$this->assertInstanceOf( Score::class, $mobile );
		$this->assertSame( 47, $mobile->score );
		$this->assertSame( 5.2, $mobile->tti_seconds() );
		$this->assertEqualsWithDelta( 4100.0, $mobile->metrics['lcp'], 0.001 );
		$this->assertEqualsWithDelta( 312.0, $mobile->metrics['tbt'], 0.001 );
		$this->assertEqualsWithDelta( 0.031, $mobile->metrics['cls'], 0.0001 );
		$this->assertEqualsWithDelta( 1901.0, $mobile->metrics['fcp'], 0.001 );
		$this->assertEqualsWithDelta( 3800.0, $mobile->metrics['si'], 0.001 );

		$desktop = $engine->audit( home_url( '/speed/' ), 'desktop' );
		$this->assertSame( 93, $desktop->score );
		$this->assertSame( 0.8, $desktop->tti_seconds() );

		$requests = PsiStandIn::take_requests();
		$this->assertCount( 2, $requests );
		$this->assertSame( '/pagespeedonline/v5/runPagespeed', $requests[0]['path'] );
		$this->assertSame(
			array(
				'url'      => home_url( '/speed/' ),
				'strategy' => 'mobile',
				'category' => 'performance',
				'key'      => 'my-api-key',
			),
			$requests[0]['query']
		);
		$this->assertSame( 'desktop', $requests[1]['query']['strategy'] );
		$this->assertNull( $requests[0]['secret'] );
	}

	public function test_stand_in_quota_answer_is_a_quota_error(): void {
		$result = ( new PsiEngine( PsiStandIn::endpoint() ) )->audit( home_url( '/quota/' ), 'mobile' );
		$this->assertWPError( $result );
		$this->assertSame( 'vista_speed_quota', $result->get_error_code() );
		$this->assertStringContainsString( 'Quota exceeded', $result->get_error_message() );
	}

	public function test_stand_in_lighthouse_and_argument_errors_are_engine_errors(): void {
		$engine = new PsiEngine( PsiStandIn::endpoint() );
		$broken = $engine->audit( home_url( '/broken/' ), 'mobile' );
		$this->assertWPError( $broken );
		$this->assertSame( 'vista_speed_engine_error', $broken->get_error_code() );
		$this->assertStringContainsString( 'FAILED_DOCUMENT_REQUEST', $broken->get_error_message() );

		$invalid = $engine->audit( home_url( '/invalid/' ), 'desktop' );
		$this->assertSame( 'vista_speed_engine_error', $invalid->get_error_code() );
		$this->assertSame( 400, $invalid->get_error_data()['status'] );

		$html = $engine->audit( home_url( '/not-json/' ), 'desktop' );
		$this->assertSame( 'vista_speed_engine_bad_answer', $html->get_error_code() );
	}

	public function test_stand_in_for_the_runner_wants_the_shared_secret(): void {
		$base    = PsiStandIn::start() . '/runner/pagespeedonline/v5/runPagespeed';
		$refused = ( new PsiEngine( $base, '', 'wrong-secret' ) )->audit( home_url( '/speed/' ), 'mobile' );
		$this->assertWPError( $refused );
		$this->assertSame( 403, $refused->get_error_data()['status'] );

		$scored = ( new PsiEngine( $base, '', 'right-secret-0123456789' ) )->audit( home_url( '/speed/' ), 'mobile' );
		$this->assertInstanceOf( Score::class, $scored );
		$requests = PsiStandIn::take_requests();
		$this->assertSame( 'right-secret-0123456789', $requests[1]['secret'] );
		$this->assertArrayNotHasKey( 'key', $requests[1]['query'] );
	}

	public function test_an_unreachable_engine_is_an_error(): void {
		$result = ( new PsiEngine( 'http://127.0.0.1:1/pagespeedonline/v5/runPagespeed' ) )->audit( home_url( '/speed/' ), 'mobile' );
		$this->assertWPError( $result );
		$this->assertSame( 'vista_speed_engine_unreachable', $result->get_error_code() );
	}

	private function assertWPError( $value ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
	}
}
