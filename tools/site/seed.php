<?php
/**
 * Seeds a freshly installed site: the six Vista plugins and the theme active, pretty permalinks,
 * sample images in the Media Library and one demo page per plugin. Safe to run again: it only adds
 * what is missing. Usage: php seed.php <wordpress dir>
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';

require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once __DIR__ . '/demo/images.php';
require_once __DIR__ . '/demo/videos.php';
require_once __DIR__ . '/demo/front-page.php';
require_once dirname( __DIR__ ) . '/suite.php';

const VISTA_SAMPLE_IMAGES = 12;

// Every plugin of the suite's list (suite.json), so a plugin added there is active on the next reset.
$vista_plugins = vista_suite_plugin_slugs();

/**
 * Prints a line of progress.
 *
 * @param string $message What happened.
 */
function vista_seed_say( string $message ): void {
	echo "vista:       {$message}\n";
}

wp_set_current_user( 1 );

foreach ( $vista_plugins as $vista_slug ) {
	$vista_file = "{$vista_slug}/{$vista_slug}.php";
	if ( ! is_plugin_active( $vista_file ) ) {
		$vista_error = activate_plugin( $vista_file );
		if ( is_wp_error( $vista_error ) ) {
			fwrite( STDERR, "vista: could not activate {$vista_slug}: " . $vista_error->get_error_message() . "\n" );
			exit( 1 );
		}
	}
}
vista_seed_say( 'plugins active: ' . implode( ', ', $vista_plugins ) );

// Plugins activated by this run registered nothing yet (their init hooks ran before activation):
// the rest of the seed runs in a fresh process, where they are loaded like on any request.
if ( ! taxonomy_exists( 'vista_tag' ) ) {
	passthru( escapeshellarg( PHP_BINARY ) . ' -d memory_limit=512M ' . escapeshellarg( __FILE__ ) . ' ' . escapeshellarg( $argv[1] ), $vista_status ); // phpcs:ignore Generic.PHP.ForbiddenFunctions -- the seed again in a fresh PHP, arguments escaped.
	exit( $vista_status );
}

if ( get_stylesheet() !== 'vista' ) {
	switch_theme( 'vista' );
}
vista_seed_say( 'theme: ' . wp_get_theme()->get( 'Name' ) );

update_option( 'blogname', 'Vista demo' );
update_option( 'blogdescription', 'The Vista plugins at work' );
update_option( 'timezone_string', 'UTC' );
// Avatars come from Gravatar, which the local machines cannot reach; a broken image helps no one.
update_option( 'show_avatars', 0 );
global $wp_rewrite;
$wp_rewrite->set_permalink_structure( '/%postname%/' );
flush_rewrite_rules( false );

$vista_existing = get_posts(
	array(
		'post_type'      => 'attachment',
		'post_status'    => 'inherit',
		'meta_key'       => '_vista_sample', // Seed script only.
		'fields'         => 'ids',
		'posts_per_page' => -1,
	)
);
for ( $vista_n = count( $vista_existing ) + 1; $vista_n <= VISTA_SAMPLE_IMAGES; $vista_n++ ) {
	$vista_tmp = wp_tempnam( "vista-sample-{$vista_n}.jpg" );
	vista_demo_draw_image( $vista_tmp, $vista_n );
	$vista_id = media_handle_sideload(
		array(
			'name'     => sprintf( 'vista-sample-%02d.jpg', $vista_n ),
			'tmp_name' => $vista_tmp,
		),
		0,
		sprintf( 'Vista sample %02d', $vista_n )
	);
	if ( is_wp_error( $vista_id ) ) {
		fwrite( STDERR, 'vista: sample image failed: ' . $vista_id->get_error_message() . "\n" );
		exit( 1 );
	}
	update_post_meta( $vista_id, '_vista_sample', $vista_n );
	update_post_meta( $vista_id, '_wp_attachment_image_alt', sprintf( 'Sample landscape %02d', $vista_n ) );
	vista_seed_say( sprintf( 'sample image %d/%d', $vista_n, VISTA_SAMPLE_IMAGES ) );
}

// Demo galleries: the sample images with tags, two galleries and an album that holds both.
$vista_samples = get_posts(
	array(
		'post_type'      => 'attachment',
		'post_status'    => 'inherit',
		'meta_key'       => '_vista_sample', // Seed script only.
		'orderby'        => 'meta_value_num',
		'order'          => 'ASC',
		'fields'         => 'ids',
		'posts_per_page' => -1,
	)
);
$vista_tag_names = array( 'Sea', 'Mountains', 'Sky' );
foreach ( $vista_samples as $vista_index => $vista_sample ) {
	wp_set_object_terms( $vista_sample, array( $vista_tag_names[ $vista_index % 3 ] ), 'vista_tag' );
	wp_update_post(
		array(
			'ID'           => $vista_sample,
			'post_content' => sprintf( 'A generated landscape, number %d, in the %s set.', $vista_index + 1, $vista_tag_names[ $vista_index % 3 ] ),
		)
	);
}
$vista_galleries = array();
foreach ( array(
	'landscapes' => array( 'Landscapes', $vista_samples ),
	'skies'      => array( 'Skies', array_slice( $vista_samples, 0, 6 ) ),
) as $vista_slug => [ $vista_title, $vista_images ] ) {
	$vista_existing_gallery = get_page_by_path( $vista_slug, OBJECT, 'vista_gallery' );
	$vista_galleries[ $vista_slug ] = $vista_existing_gallery ? $vista_existing_gallery->ID : wp_insert_post(
		array(
			'post_type'    => 'vista_gallery',
			'post_status'  => 'publish',
			'post_name'    => $vista_slug,
			'post_title'   => $vista_title,
			'post_content' => "The {$vista_title} demo gallery.",
			'meta_input'   => array( '_vista_gallery_images' => $vista_images ),
		)
	);
}
if ( ! get_page_by_path( 'demo-album', OBJECT, 'vista_album' ) ) {
	wp_insert_post(
		array(
			'post_type'   => 'vista_album',
			'post_status' => 'publish',
			'post_name'   => 'demo-album',
			'post_title'  => 'Demo album',
			'meta_input'  => array(
				'_vista_album_items' => array(
					array( 'type' => 'gallery', 'id' => $vista_galleries['landscapes'] ),
					array( 'type' => 'gallery', 'id' => $vista_galleries['skies'] ),
				),
			),
		)
	);
}
vista_seed_say( 'demo galleries: Landscapes (12 images), Skies (6), Demo album' );

vista_seed_say( 'sample clips: ' . count( vista_demo_video_clips() ) );

// Demo forms (vista-forms): the demo pages embed them by slug.
$vista_forms = require __DIR__ . '/demo/forms.php';
foreach ( $vista_forms as $vista_slug => $vista_form ) {
	if ( ! get_page_by_path( $vista_slug, OBJECT, 'vista_form' ) ) {
		$vista_id = wp_insert_post(
			array(
				'post_type'    => 'vista_form',
				'post_status'  => 'publish',
				'post_name'    => $vista_slug,
				'post_title'   => $vista_form['title'],
				// wp_insert_post() unslashes: the attributes' JSON keeps its escapes this way.
				'post_content' => wp_slash( $vista_form['content'] ),
				'meta_input'   => array( '_vista_form_settings' => wp_slash( $vista_form['settings'] ) ),
			),
			true
		);
		if ( is_wp_error( $vista_id ) ) {
			fwrite( STDERR, 'vista: demo form failed: ' . $vista_id->get_error_message() . "\n" );
			exit( 1 );
		}
	}
}
vista_seed_say( 'demo forms: ' . implode( ', ', array_keys( $vista_forms ) ) );

// One demo page per plugin of the list, by the plugin's source name; a plugin without one is a
// mistake in the list or in demo/pages.php, not something to skip quietly.
$vista_demo_pages = require __DIR__ . '/demo/pages.php';
$vista_missing    = array_diff( array_column( vista_suite()['plugins'], 'source' ), array_keys( $vista_demo_pages ) );
if ( $vista_missing ) {
	fwrite( STDERR, 'vista: no demo page for ' . implode( ', ', $vista_missing ) . " in tools/site/demo/pages.php\n" );
	exit( 1 );
}
$vista_links      = array();
$vista_menu_pages = array();
foreach ( $vista_demo_pages as $vista_slug => $vista_page ) {
	$vista_post = get_page_by_path( $vista_slug );
	$vista_id   = $vista_post ? $vista_post->ID : wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $vista_slug,
			'post_title'   => $vista_page['title'],
			'post_content' => $vista_page['content'],
		),
		true
	);
	if ( is_wp_error( $vista_id ) ) {
		fwrite( STDERR, 'vista: demo page failed: ' . $vista_id->get_error_message() . "\n" );
		exit( 1 );
	}
	$vista_links[] = sprintf( '<li><a href="%s">%s</a></li>', esc_url( get_permalink( $vista_id ) ), esc_html( $vista_page['title'] ) );
	$vista_menu_pages[ $vista_page['title'] ] = (string) get_permalink( $vista_id );
}
vista_seed_say( 'demo pages: ' . implode( ', ', array_keys( $vista_demo_pages ) ) );

if ( ! get_page_by_path( 'home' ) ) {
	$vista_home = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => 'home',
			'post_title'   => 'Vista demo',
			// A one-page site from the theme's parts (tools/site/demo/front-page.php), linking every demo page.
			'post_content' => vista_demo_front_page( $vista_links, $vista_samples ),
		)
	);
	update_option( 'show_on_front', 'page' );
	update_option( 'page_on_front', $vista_home );
}
vista_demo_navigation( $vista_menu_pages );
vista_seed_say( 'front page: Vista demo, a one-page site; header menu: its sections and the demo pages' );

// WordPress drafts a privacy policy page on install; the cookie notice's "more info" links to it.
$vista_privacy = (int) get_option( 'wp_page_for_privacy_policy' );
if ( $vista_privacy && 'publish' !== get_post_status( $vista_privacy ) ) {
	wp_update_post(
		array(
			'ID'          => $vista_privacy,
			'post_status' => 'publish',
		)
	);
}
vista_seed_say( 'privacy policy page: published' );
