<?php
/**
 * Real image attachments for the image-optimisation tests: JPEGs drawn with GD, with the sizes
 * WordPress makes on upload, removed with their files afterwards.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

use Vista\Speed\Images\BatchLock;
use Vista\Speed\Images\BulkJob;
use Vista\Speed\Images\ImageCopies;
use Vista\Speed\Settings;
use Vista\Tests\VistaTestCase;

require_once dirname( __DIR__, 3 ) . '/tools/site/demo/images.php';

/**
 * Attachments, users and the bulk job's state, cleaned up after each test.
 */
abstract class ImageTestCase extends VistaTestCase {

	/** @var int[] */
	protected array $attachments = array();

	/** @var int[] */
	protected array $users = array();

	/**
	 * The requests the bulk job sent to the site itself (its next batch), instead of sending them.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	protected array $dispatched = array();

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/image.php';
		delete_option( Settings::OPTION );
		foreach ( array( BulkJob::JOB_OPTION, BulkJob::PROGRESS_OPTION, BulkJob::OPTIMISED_OPTION, BatchLock::OPTION ) as $option ) {
			delete_option( $option );
		}
		add_filter( 'pre_http_request', array( $this, 'catch_dispatch' ), 10, 3 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', array( $this, 'catch_dispatch' ) );
		remove_all_filters( 'wp_editor_set_quality' );
		remove_all_actions( 'vista_speed_bulk_image_done' );
		remove_all_filters( 'vista_speed_bulk_may_continue' );
		foreach ( $this->attachments as $attachment ) {
			wp_delete_attachment( $attachment, true );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user ) {
			wp_delete_user( $user );
		}
		foreach ( array( Settings::OPTION, BulkJob::JOB_OPTION, BulkJob::PROGRESS_OPTION, BulkJob::OPTIMISED_OPTION, BatchLock::OPTION ) as $option ) {
			delete_option( $option );
		}
		wp_clear_scheduled_hook( BulkJob::HOOK );
		parent::tearDown();
	}

	/**
	 * Records a request of the bulk job to the site itself and answers it without the network.
	 *
	 * @param mixed  $preempt Earlier answer.
	 * @param array  $args    Request.
	 * @param string $url     Address.
	 * @return mixed
	 */
	public function catch_dispatch( $preempt, $args, $url ) {
		if ( ( $args['body']['action'] ?? '' ) !== BulkJob::HOOK ) {
			return $preempt;
		}
		$this->dispatched[] = array( 'url' => $url ) + $args;
		return array(
			'headers'  => array(),
			'body'     => '',
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
		);
	}

	/**
	 * A JPEG attachment with its sizes, as an upload makes it.
	 *
	 * @param int          $width  Width.
	 * @param int          $height Height.
	 * @param callable|null $draw  Draws the file at the given path instead of the sample landscape.
	 */
	protected function image( int $width = 640, int $height = 427, ?callable $draw = null ): int {
		$uploads = wp_upload_dir();
		$path    = wp_unique_filename( $uploads['path'], 'vista-speed-test.jpg' );
		$path    = $uploads['path'] . '/' . $path;
		$draw ? $draw( $path ) : vista_demo_draw_image( $path, count( $this->attachments ) + 1, $width, $height );
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'vista speed test',
				'post_status'    => 'inherit',
			),
			$path
		);
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $path ) );
		$this->attachments[] = $id;
		return $id;
	}

	/**
	 * A user of a role, signed in.
	 *
	 * @param string $role Role.
	 */
	protected function sign_in( string $role ): int {
		$user          = wp_insert_user(
			array(
				'user_login' => $role . '_' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		$this->users[] = $user;
		wp_set_current_user( $user );
		return $user;
	}

	/**
	 * Every copy on disk of an attachment's files.
	 *
	 * @param int $attachment_id Attachment.
	 * @return string[]
	 */
	protected static function copies_on_disk( int $attachment_id ): array {
		$found = array();
		foreach ( ImageCopies::files( $attachment_id ) as $path ) {
			foreach ( array_keys( ImageCopies::FORMATS ) as $extension ) {
				if ( is_file( ImageCopies::copy_path( $path, $extension ) ) ) {
					$found[] = ImageCopies::copy_path( $path, $extension );
				}
			}
		}
		return $found;
	}

	/**
	 * A checksum of each of an attachment's files.
	 *
	 * @param int $attachment_id Attachment.
	 * @return array<string, string>
	 */
	protected static function checksums( int $attachment_id ): array {
		return array_map( 'md5_file', ImageCopies::files( $attachment_id ) );
	}

	/**
	 * Starts the bulk job at the test's own images (the site's demo images come before them).
	 *
	 * @param string $mode 'convert' or 'undo'.
	 */
	protected function start_job_at_test_images( string $mode ): void {
		$this->assertTrue( BulkJob::start( $mode ) );
		update_option(
			BulkJob::PROGRESS_OPTION,
			array(
				'cursor'     => min( $this->attachments ) - 1,
				'done'       => 0,
				'updated_at' => time(),
			),
			false
		);
	}
}
