<?php
/**
 * The bulk conversion on the server (issue 16): batches that resume where an interrupted one
 * stopped, one batch at a time under the lock, stop and resume, the next batch asked of the site
 * itself with the job's token; and the endpoints' security: a forged nonce, a subscriber and an
 * editor are refused with no side effect, and a batch request without the token does nothing.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

require_once __DIR__ . '/ImageTestCase.php';

use Vista\Speed\Images\BatchLock;
use Vista\Speed\Images\BulkJob;
use Vista\Speed\Images\ImageCalls;
use Vista\Speed\Images\ImageCopies;
use Vista\Speed\Settings;

/**
 * The job and its endpoints.
 */
final class BulkJobTest extends ImageTestCase {

	private static function fields( string $task, ?string $nonce = null ): array {
		return array(
			'action' => ImageCalls::ACTION,
			'task'   => $task,
			'nonce'  => $nonce ?? wp_create_nonce( ImageCalls::NONCE_ACTION ),
		);
	}

	public function test_the_lock_lets_one_holder_in_and_an_expired_lock_is_taken_over_once(): void {
		$first = BatchLock::acquire();
		$this->assertNotNull( $first );
		$this->assertNull( BatchLock::acquire(), 'held: a second request gets nothing' );
		$this->assertTrue( BatchLock::is_held() );
		BatchLock::release( $first );
		$this->assertFalse( BatchLock::is_held() );

		// A request that died holding the lock: it expires, then exactly one request takes it.
		update_option( BatchLock::OPTION, ( time() - 1 ) . '|dead-request', false );
		$taker = BatchLock::acquire();
		$this->assertNotNull( $taker );
		$this->assertNull( BatchLock::acquire() );
		BatchLock::release( 'dead-request' );
		$this->assertTrue( BatchLock::is_held(), 'only the holder can release it' );
		BatchLock::release( $taker );
	}

	public function test_a_batch_does_nothing_while_another_request_holds_the_lock(): void {
		$image = $this->image( 320, 213 );
		$this->start_job_at_test_images( 'convert' );
		$held = BatchLock::acquire();

		BulkJob::run_batch();

		$this->assertSame( 0, BulkJob::position()['done'] );
		$this->assertSame( array(), self::copies_on_disk( $image ) );
		BatchLock::release( $held );
		BulkJob::run_batch();
		$this->assertSame( 1, BulkJob::position()['done'] );
		$this->assertNotEmpty( self::copies_on_disk( $image ) );
	}

	public function test_a_batch_interrupted_mid_way_resumes_at_the_image_it_had_not_finished(): void {
		$images = array( $this->image( 320, 213 ), $this->image( 320, 213 ), $this->image( 320, 213 ) );
		Settings::save( array( 'avif' => false ) );
		$this->start_job_at_test_images( 'convert' );
		$job = BulkJob::job();
		$this->assertSame( BulkJob::RUNNING, $job['status'] );
		$this->assertSame( array( 'webp' ), $job['formats'] );
		$this->assertCount( 1, $this->dispatched, 'starting asks for the first batch' );
		$this->assertSame( admin_url( 'admin-ajax.php' ), $this->dispatched[0]['url'] );
		$this->assertSame( $job['token'], $this->dispatched[0]['body']['token'] );
		$this->assertFalse( $this->dispatched[0]['blocking'] );
		$this->assertNotFalse( wp_next_scheduled( BulkJob::HOOK ), 'WP-Cron stands by' );

		// The request dies while the second image is being converted (after its copies, before
		// its progress is recorded), leaving its lock behind.
		$dies = static function ( int $id ) use ( $images ): void {
			if ( $id === $images[1] ) {
				update_option( BatchLock::OPTION, ( time() + 300 ) . '|died', false );
				throw new \RuntimeException( 'killed' );
			}
		};
		add_action( 'vista_speed_bulk_image_done', $dies );
		try {
			BulkJob::run_batch();
			$this->fail( 'the batch went on' );
		} catch ( \RuntimeException $killed ) {
			$this->assertSame( 'killed', $killed->getMessage() );
		}
		remove_action( 'vista_speed_bulk_image_done', $dies );
		$this->assertSame( 1, BulkJob::position()['done'] );
		$this->assertSame( $images[0], BulkJob::position()['cursor'] );
		$second = self::copies_on_disk( $images[1] );
		$this->assertNotEmpty( $second );
		$mtimes = array_map( 'filemtime', $second );

		// The dead request's lock still holds: nothing runs until it expires.
		BulkJob::run_batch();
		$this->assertSame( 1, BulkJob::position()['done'] );
		update_option( BatchLock::OPTION, ( time() - 1 ) . '|died', false );

		$before = count( $this->dispatched );
		BulkJob::run_batch();
		$this->assertSame( 3, BulkJob::position()['done'], 'each image counted once' );
		$this->assertSame( $mtimes, array_map( 'filemtime', $second ), 'the copies made before the interruption are kept, not made again' );
		foreach ( $images as $image ) {
			$this->assertCount( count( ImageCopies::files( $image ) ), self::copies_on_disk( $image ) );
		}
		$this->assertSame( BulkJob::DONE, BulkJob::job()['status'] );
		$this->assertCount( $before, $this->dispatched, 'nothing left: no next batch is asked' );
		$this->assertFalse( wp_next_scheduled( BulkJob::HOOK ), 'done: WP-Cron no longer stands by' );
		$this->assertFalse( BatchLock::is_held() );
	}

	public function test_a_batch_takes_at_most_five_images_then_asks_the_site_for_the_next(): void {
		Settings::save( array( 'avif' => false ) );
		for ( $i = 0; $i < BulkJob::BATCH_IMAGES + 1; $i++ ) {
			$this->image( 200, 133 );
		}
		$this->start_job_at_test_images( 'convert' );
		$this->dispatched = array();

		BulkJob::run_batch();

		$this->assertSame( BulkJob::BATCH_IMAGES, BulkJob::position()['done'] );
		$this->assertSame( BulkJob::RUNNING, BulkJob::job()['status'] );
		$this->assertCount( 1, $this->dispatched, 'the next batch is asked' );
		$this->assertSame( BulkJob::job()['token'], $this->dispatched[0]['body']['token'] );
		$this->assertSame( array(), self::copies_on_disk( end( $this->attachments ) ), 'the sixth waits for the next batch' );
	}

	public function test_stop_parks_the_job_after_the_current_image_and_resume_goes_on_from_there(): void {
		$images = array( $this->image( 320, 213 ), $this->image( 320, 213 ) );
		wp_set_current_user( 1 );
		[ $status, $answer ] = ImageCalls::answer( self::fields( 'start' ) );
		$this->assertSame( 200, $status );
		$this->assertSame( 'running', $answer['status'] );
		update_option(
			BulkJob::PROGRESS_OPTION,
			array(
				'cursor'     => min( $images ) - 1,
				'done'       => 0,
				'updated_at' => time(),
			),
			false
		);
		add_action(
			'vista_speed_bulk_image_done',
			static function () {
				ImageCalls::answer( self::fields( 'stop' ) );
			}
		);
		BulkJob::run_batch();
		remove_all_actions( 'vista_speed_bulk_image_done' );
		[ , $answer ] = ImageCalls::answer( self::fields( 'status' ) );
		$this->assertSame( array( 'stopped', 1 ), array( $answer['status'], $answer['done'] ) );
		$this->assertSame( array(), self::copies_on_disk( $images[1] ) );

		[ $status, $answer ] = ImageCalls::answer( self::fields( 'stop' ) );
		$this->assertSame( 409, $status, 'nothing runs, nothing to stop' );
		$this->assertSame( 1, $answer['error'] );

		[ $status, $answer ] = ImageCalls::answer( self::fields( 'resume' ) );
		$this->assertSame( array( 200, 'running' ), array( $status, $answer['status'] ) );
		[ $status ] = ImageCalls::answer( self::fields( 'start' ) );
		$this->assertSame( 409, $status, 'one job at a time' );
		BulkJob::run_batch();
		$this->assertSame( 2, BulkJob::position()['done'] );
		$this->assertNotEmpty( self::copies_on_disk( $images[1] ) );
		$this->assertSame( BulkJob::DONE, BulkJob::job()['status'] );
	}

	public function test_forged_nonce_subscriber_and_editor_are_refused_without_side_effect(): void {
		$image = $this->image( 320, 213 );
		$cases = array(
			'forged nonce' => array( 'administrator', 'forged' ),
			'no nonce'     => array( 'administrator', '' ),
			'subscriber'   => array( 'subscriber', null ),
			'editor'       => array( 'editor', null ),
		);
		foreach ( $cases as $case => [ $role, $nonce ] ) {
			$this->sign_in( $role );
			foreach ( array( 'start', 'undo', 'stop', 'resume', 'status' ) as $task ) {
				[ $status, $answer ] = ImageCalls::answer( self::fields( $task, $nonce ) );
				$this->assertSame( 403, $status, "$case $task" );
				$this->assertSame( 1, $answer['error'] );
				$this->assertArrayNotHasKey( 'done', $answer, 'no progress given away' );
			}
		}
		$this->assertSame( BulkJob::IDLE, BulkJob::job()['status'] );
		$this->assertFalse( get_option( BulkJob::JOB_OPTION ) );
		$this->assertSame( array(), $this->dispatched );
		$this->assertSame( array(), self::copies_on_disk( $image ) );
		$this->assertFalse( has_action( 'wp_ajax_nopriv_' . ImageCalls::ACTION ), 'visitors cannot call it' );

		wp_set_current_user( 1 );
		[ $status ] = ImageCalls::answer( self::fields( 'explode' ) );
		$this->assertSame( 400, $status, 'unknown task' );
		$this->assertSame( BulkJob::IDLE, BulkJob::job()['status'] );
	}

	public function test_a_batch_request_without_the_jobs_token_does_nothing(): void {
		$image = $this->image( 320, 213 );
		$this->start_job_at_test_images( 'convert' );
		add_filter( 'wp_doing_ajax', '__return_true' );
		foreach ( array( 'wrong-token', '' ) as $token ) {
			$_POST = array(
				'action' => BulkJob::HOOK,
				'token'  => $token,
			);
			ob_start();
			try {
				$this->expect_wp_die( array( ImageCalls::class, 'handle_batch' ) );
			} finally {
				$answer = (string) ob_get_clean();
			}
			$this->assertSame( '{"error":1}', $answer );
		}
		$_POST = array();
		remove_filter( 'wp_doing_ajax', '__return_true' );
		$this->assertSame( 0, BulkJob::position()['done'] );
		$this->assertSame( array(), self::copies_on_disk( $image ) );
	}
}
