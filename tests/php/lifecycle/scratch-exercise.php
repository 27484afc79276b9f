<?php
/**
 * What the scratch site (scratch-site.php) does with a plugin before deleting it: an update over
 * an older version, the owner's settings, the scheduled jobs run, and for each plugin the records
 * and files its visitors and owner make (entries, ratings, hits, consent rows, posters...).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

/**
 * The owner's image in the media library, with a visitor's comment: what no plugin may remove.
 */
function vista_scratch_owner_image(): int {
	$folder = wp_upload_dir()['path'];
	wp_mkdir_p( $folder );
	$file  = $folder . '/owner-photo.jpg';
	$image = imagecreatetruecolor( 8, 8 );
	imagejpeg( $image, $file );
	$id = wp_insert_attachment(
		array(
			'post_title'     => 'Owner photo',
			'post_mime_type' => 'image/jpeg',
			'post_status'    => 'inherit',
		),
		$file
	);
	wp_update_attachment_metadata( $id, array( 'file' => _wp_relative_upload_path( $file ), 'width' => 8, 'height' => 8, 'sizes' => array() ) );
	wp_insert_comment( array( 'comment_post_ID' => $id, 'comment_content' => 'Nice', 'comment_approved' => 1, 'comment_type' => 'comment' ) );
	return $id;
}

/**
 * The owner's image made by the media step.
 */
function vista_scratch_image_id(): int {
	return (int) ( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'fields' => 'ids', 'numberposts' => 1, 'title' => 'Owner photo' ) )[0] ?? 0 );
}

/**
 * Uses one plugin on the current site.
 *
 * @param string $slug The plugin.
 */
function vista_scratch_exercise( string $slug ): void {
	$namespace = array(
		'vista-consent' => 'Vista\\Consent',
		'vista-forms'   => 'Vista\\Forms',
		'vista-gallery' => 'Vista\\Gallery',
		'vista-speed'   => 'Vista\\Speed',
		'vista-stats'   => 'Vista\\Stats',
		'vista-video'   => 'Vista\\Video',
	)[ $slug ];
	$bootstrap = $namespace . '\\Kit\\Bootstrap';
	$prefix    = str_replace( '-', '_', $slug );

	// An update over an older version, on a visitor's request: no re-activation.
	update_option( $bootstrap::version_option(), '0.0.1' );
	$bootstrap::upgrade_if_due();
	// The owner saves the settings.
	add_option( $prefix . '_settings', array() );

	$image = vista_scratch_image_id();
	$call  = 'vista_scratch_exercise_' . $prefix;
	$call( $image );

	// Its scheduled jobs: scheduled, then run as WP-Cron would.
	$table = require WP_PLUGIN_DIR . '/' . $slug . '/hooks.php';
	foreach ( $table['cron'] ?? array() as $entry ) {
		if ( ! wp_next_scheduled( $entry[0] ) ) {
			wp_schedule_single_event( time() + HOUR_IN_SECONDS, $entry[0] );
		}
		do_action( $entry[0] );
	}
}

/**
 * Consent: a visitor's choice in the log.
 */
function vista_scratch_exercise_vista_consent(): void {
	\Vista\Consent\ConsentLog::record( wp_generate_uuid4(), 'all', array( 'statistics' ), '/', 'client' );
}

/**
 * Forms: a form, an entry with a file sent, its PDF in the cache, a rate-limit transient.
 */
function vista_scratch_exercise_vista_forms(): void {
	$form = wp_insert_post(
		array(
			'post_type'   => 'vista_form',
			'post_status' => 'publish',
			'post_title'  => 'Contact',
			'meta_input'  => array( '_vista_form_settings' => '{}' ),
		)
	);
	$entry = \Vista\Forms\Entries\EntryStore::create( (int) $form, array( 'name' => 'Ann' ), array( 'ip_hash' => 'x' ) );
	$sent  = \Vista\Forms\Submit\Upload::base_dir() . '/' . md5( 'sent' );
	wp_mkdir_p( $sent );
	file_put_contents( $sent . '/cv.txt', 'cv' );
	wp_mkdir_p( \Vista\Forms\Entries\PdfCache::dir() );
	file_put_contents( \Vista\Forms\Entries\PdfCache::dir() . '/entry-' . $entry . '-x.pdf', '%PDF' );
	set_transient( 'vista_forms_attempt_x', 1, HOUR_IN_SECONDS );
}

/**
 * Gallery: a gallery, an album, a tag, a price list, an order, ratings and hits on the owner's
 * image, a visitor's state, the Instagram accounts and their daily update.
 *
 * @param int $image The owner's image.
 */
function vista_scratch_exercise_vista_gallery( int $image ): void {
	$gallery = wp_insert_post( array( 'post_type' => 'vista_gallery', 'post_status' => 'publish', 'post_title' => 'Trips', 'meta_input' => array( '_vista_gallery_images' => array( $image ) ) ) );
	wp_insert_post( array( 'post_type' => 'vista_album', 'post_status' => 'publish', 'post_title' => 'All', 'meta_input' => array( '_vista_album_items' => array( array( 'type' => 'gallery', 'id' => $gallery ) ) ) ) );
	wp_insert_post( array( 'post_type' => 'vista_pricelist', 'post_status' => 'publish', 'post_title' => 'Prints', 'meta_input' => array( '_vista_pricelist' => array() ) ) );
	wp_insert_post( array( 'post_type' => 'vista_order', 'post_status' => 'publish', 'post_title' => 'Order', 'meta_input' => array( '_vista_order' => array(), '_vista_order_key' => 'k' ) ) );
	wp_set_object_terms( $image, array( 'sea' ), 'vista_tag' );
	update_post_meta( $image, '_vista_image_pricelist', 1 );
	\Vista\Gallery\Feedback\RatingStore::rate( $image, 'visitor', 4 );
	update_post_meta( $image, \Vista\Gallery\Feedback\HitCounter::META, 3 );
	\Vista\Gallery\Feedback\VisitorState::put( 'captcha:x', 'abc', HOUR_IN_SECONDS );
	$comment = (int) get_comments( array( 'post_id' => $image, 'fields' => 'ids', 'number' => 1 ) )[0];
	update_comment_meta( $comment, \Vista\Gallery\Feedback\CommentDeletion::META, 'token' );
	// A connected account whose token is far from expiring: the daily update asks Instagram nothing.
	update_option( 'vista_gallery_instagram_accounts', array( '17841' => array( 'username' => 'owner', 'token' => 't', 'expires_at' => time() + 50 * DAY_IN_SECONDS, 'known' => true, 'status' => 'ok' ) ) );
	\Vista\Gallery\Ecommerce\CartStore::migrate();
}

/**
 * Speed: a score, the image optimisation's job and an optimised copy of the owner's image.
 *
 * @param int $image The owner's image.
 */
function vista_scratch_exercise_vista_speed( int $image ): void {
	\Vista\Speed\Results::start( $image );
	update_option( 'vista_speed_bulk', array( 'state' => 'running' ) );
	update_option( 'vista_speed_optimised_at', time() );
	$file = (string) get_attached_file( $image );
	if ( ! is_file( $file ) ) {
		throw new \LogicException( 'The media step makes the owner\'s image first.' );
	}
	file_put_contents( \Vista\Speed\Images\ImageCopies::copy_path( $file, 'webp' ), 'RIFF' );
	update_post_meta( $image, \Vista\Speed\Images\ImageCopies::META, array( 'files' => array( wp_basename( $file ) => array( 'webp' ) ) ) );
	update_post_meta( $image, '_vista_speed_saved', 10 );
}

/**
 * Stats: a hit in this server's spool, the settings' copy beside it, the roll-up's records.
 */
function vista_scratch_exercise_vista_stats(): void {
	$spool = \Vista\Stats\Storage\HitSpool::for_wordpress();
	$spool->append( '{"path":"/"}' );
	$spool->store_settings( array( 'saved' => true ) );
	set_transient( 'vista_stats_summary_x', array(), HOUR_IN_SECONDS );
}

/**
 * Video: a host's cached answer and a poster kept in the uploads.
 */
function vista_scratch_exercise_vista_video(): void {
	set_transient( 'vista_video_oembed_x', array(), HOUR_IN_SECONDS );
	update_option( 'vista_video_api_key', 'key' );
	$posters = wp_get_upload_dir()['basedir'] . '/vista-video/posters';
	wp_mkdir_p( $posters );
	file_put_contents( $posters . '/x.jpg', 'jpg' );
}
