<?php
/**
 * The bulk conversion of the Media Library (and its undo) as work on the server: started from
 * the settings screen, it goes on in batches whether or not the screen stays open. Each batch
 * takes the lock (BatchLock), converts a few images in order of their id, records after each one
 * how far it got, and then asks for the next batch with a request to the site itself; a WP-Cron
 * event stands by in case that request never arrives. A batch that dies leaves the position of the
 * last image it finished, so the next one resumes there.
 *
 * Two options keep the state: the job (what to do, running or stopped), written by the screen's
 * buttons, and the progress (position, count), written only by the batch that holds the lock, so
 * neither writer overwrites the other's change.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Images;

defined( 'ABSPATH' ) || exit;

/**
 * The job.
 */
final class BulkJob {

	public const JOB_OPTION       = 'vista_speed_bulk';
	public const PROGRESS_OPTION  = 'vista_speed_bulk_progress';
	public const OPTIMISED_OPTION = 'vista_speed_optimised_at';

	/** The WP-Cron hook and the admin-ajax action of a batch. */
	public const HOOK = 'vista_speed_bulk_batch';

	/** At most this many images per batch (converting), and this long. */
	public const BATCH_IMAGES  = 5;
	public const BATCH_SECONDS = 20;

	/** Undoing only deletes files: larger batches. */
	public const UNDO_BATCH_IMAGES = 50;

	/** A running job whose progress has not moved for this long gets its next batch asked again. */
	public const STALLED_SECONDS = 60;

	public const RUNNING = 'running';
	public const STOPPED = 'stopped';
	public const DONE    = 'done';
	public const IDLE    = 'idle';

	/**
	 * The job as stored, read past the options cache (another request may have changed it).
	 *
	 * @return array{mode: string, status: string, total: int, token: string, formats: string[], started_at: int}
	 */
	public static function job(): array {
		$job = self::fresh( self::JOB_OPTION );
		return array(
			'mode'       => 'undo' === ( $job['mode'] ?? '' ) ? 'undo' : 'convert',
			'status'     => in_array( $job['status'] ?? '', array( self::RUNNING, self::STOPPED, self::DONE ), true ) ? $job['status'] : self::IDLE,
			'total'      => (int) ( $job['total'] ?? 0 ),
			'token'      => (string) ( $job['token'] ?? '' ),
			'formats'    => array_values( array_intersect( (array) ( $job['formats'] ?? array() ), array_keys( ImageCopies::FORMATS ) ) ),
			'started_at' => (int) ( $job['started_at'] ?? 0 ),
		);
	}

	/**
	 * How far the job got: the id of the last image done, how many are done, when it last moved.
	 *
	 * @return array{cursor: int, done: int, updated_at: int}
	 */
	public static function position(): array {
		$progress = self::fresh( self::PROGRESS_OPTION );
		return array(
			'cursor'     => (int) ( $progress['cursor'] ?? 0 ),
			'done'       => (int) ( $progress['done'] ?? 0 ),
			'updated_at' => (int) ( $progress['updated_at'] ?? 0 ),
		);
	}

	/**
	 * Starts converting every image (mode 'convert') or removing every copy (mode 'undo').
	 *
	 * @param string $mode 'convert' or 'undo'.
	 * @return true|\WP_Error
	 */
	public static function start( string $mode ) {
		if ( self::RUNNING === self::job()['status'] ) {
			return new \WP_Error( 'vista_speed_bulk_running', __( 'The Media Library is being worked on already: stop it first, or wait until it ends.', 'vista-speed' ), array( 'status' => 409 ) );
		}
		$formats = 'undo' === $mode ? array() : ImageCopies::formats();
		if ( 'undo' !== $mode && ! $formats ) {
			return new \WP_Error( 'vista_speed_no_formats', __( 'The server\'s image library cannot write WebP images, so there is nothing to convert to.', 'vista-speed' ), array( 'status' => 400 ) );
		}
		$token = wp_generate_password( 32, false );
		self::write(
			self::JOB_OPTION,
			array(
				'mode'       => 'undo' === $mode ? 'undo' : 'convert',
				'status'     => self::RUNNING,
				'total'      => self::count_images(),
				'token'      => $token,
				'formats'    => $formats,
				'started_at' => time(),
			)
		);
		self::write(
			self::PROGRESS_OPTION,
			array(
				'cursor'     => 0,
				'done'       => 0,
				'updated_at' => time(),
			)
		);
		self::dispatch( $token );
		return true;
	}

	/**
	 * Stops a running job after the image being converted now.
	 *
	 * @return true|\WP_Error
	 */
	public static function stop() {
		$job = self::job();
		if ( self::RUNNING !== $job['status'] ) {
			return new \WP_Error( 'vista_speed_bulk_not_running', __( 'Nothing is running, so there is nothing to stop.', 'vista-speed' ), array( 'status' => 409 ) );
		}
		$job['status'] = self::STOPPED;
		self::write( self::JOB_OPTION, $job );
		wp_clear_scheduled_hook( self::HOOK );
		return true;
	}

	/**
	 * Goes on with a stopped job from where it stopped.
	 *
	 * @return true|\WP_Error
	 */
	public static function resume() {
		$job = self::job();
		if ( self::STOPPED !== $job['status'] ) {
			return new \WP_Error( 'vista_speed_bulk_not_stopped', __( 'Only a stopped conversion can be resumed.', 'vista-speed' ), array( 'status' => 409 ) );
		}
		$job['status'] = self::RUNNING;
		self::write( self::JOB_OPTION, $job );
		self::dispatch( $job['token'] );
		return true;
	}

	/**
	 * Runs one batch, if the job runs and no other request runs one; then asks for the next.
	 */
	public static function run_batch(): void {
		if ( self::RUNNING !== self::job()['status'] ) {
			return;
		}
		$key = BatchLock::acquire();
		if ( null === $key ) {
			return;
		}
		try {
			$more = self::work();
		} finally {
			BatchLock::release( $key );
		}
		if ( $more ) {
			self::dispatch( self::job()['token'] );
		}
	}

	/**
	 * The images of one batch, each recorded as done before the next begins.
	 *
	 * @return bool Whether the job still runs and has images left.
	 */
	private static function work(): bool {
		$until = microtime( true ) + self::BATCH_SECONDS;
		$count = 0;
		$job   = self::job();
		$limit = 'undo' === $job['mode'] ? self::UNDO_BATCH_IMAGES : self::BATCH_IMAGES;
		while ( $count < $limit && microtime( true ) < $until ) {
			$job = self::job();
			if ( self::RUNNING !== $job['status'] ) {
				return false;
			}
			$position = self::position();
			/**
			 * Whether the bulk job may take its next image now; false parks the job until a batch
			 * is asked again (the screen's resume, its polling after a minute, or WP-Cron).
			 *
			 * @param bool  $continue Default true.
			 * @param array $position The position: cursor, done, updated_at.
			 */
			if ( ! apply_filters( 'vista_speed_bulk_may_continue', true, $position ) ) {
				return false;
			}
			$next = self::next_image( $position['cursor'] );
			if ( null === $next ) {
				$job['status'] = self::DONE;
				self::write( self::JOB_OPTION, $job );
				wp_clear_scheduled_hook( self::HOOK );
				return false;
			}
			if ( 'undo' === $job['mode'] ) {
				ImageCopies::remove( $next );
			} elseif ( null !== ImageCopies::convert( $next, $job['formats'] ) ) {
				update_option( self::OPTIMISED_OPTION, time(), false );
			}
			/**
			 * Fires after an image of the bulk job is done, before its progress is recorded.
			 *
			 * @param int    $attachment_id The image.
			 * @param string $mode          'convert' or 'undo'.
			 */
			do_action( 'vista_speed_bulk_image_done', $next, $job['mode'] );
			self::write(
				self::PROGRESS_OPTION,
				array(
					'cursor'     => $next,
					'done'       => $position['done'] + 1,
					'updated_at' => time(),
				)
			);
			++$count;
		}
		return true;
	}

	/**
	 * Asks for the next batch: a request to the site itself that returns at once (as WordPress
	 * spawns WP-Cron), and a WP-Cron event in a minute in case that request is lost.
	 *
	 * @param string $token The job's token, which the batch request must carry.
	 */
	public static function dispatch( string $token ): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time() + self::STALLED_SECONDS, self::HOOK );
		}
		wp_remote_post(
			admin_url( 'admin-ajax.php' ),
			array(
				'blocking'  => false,
				'timeout'   => 0.01,
				/** This filter is documented in wp-includes/class-wp-http-streams.php */
				'sslverify' => apply_filters( 'https_local_ssl_verify', false ),
				'body'      => array(
					'action' => self::HOOK,
					'token'  => $token,
				),
			)
		);
	}

	/**
	 * Asks again for the next batch of a running job whose progress stopped moving (its request
	 * was lost and WP-Cron does not run on its own on this site).
	 */
	public static function nudge(): void {
		$job = self::job();
		if ( self::RUNNING === $job['status'] && ! BatchLock::is_held() && self::position()['updated_at'] < time() - self::STALLED_SECONDS ) {
			self::dispatch( $job['token'] );
		}
	}

	/**
	 * The images that get copies: jpeg and png attachments.
	 */
	public static function count_images(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'attachment' AND post_mime_type IN ( %s, %s )", ...ImageCopies::SOURCE_TYPES ) ); // SQL: core table name.
	}

	/**
	 * The next image after a position.
	 *
	 * @param int $cursor Id of the last image done.
	 */
	private static function next_image( int $cursor ): ?int {
		global $wpdb;
		$id = $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'attachment' AND post_mime_type IN ( %s, %s ) AND ID > %d ORDER BY ID ASC LIMIT 1", ImageCopies::SOURCE_TYPES[0], ImageCopies::SOURCE_TYPES[1], $cursor ) ); // SQL: core table name.
		return null === $id ? null : (int) $id;
	}

	/**
	 * An option as the database holds it now.
	 *
	 * @param string $option Name.
	 * @return array<string, mixed>
	 */
	private static function fresh( string $option ): array {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $option ) ); // SQL: core table name.
		$value = is_string( $value ) ? maybe_unserialize( $value ) : array();
		return is_array( $value ) ? $value : array();
	}

	/**
	 * Stores an option, not loaded on every page.
	 *
	 * @param string               $option Name.
	 * @param array<string, mixed> $value  Value.
	 */
	private static function write( string $option, array $value ): void {
		wp_cache_delete( $option, 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		update_option( $option, $value, false );
	}
}
