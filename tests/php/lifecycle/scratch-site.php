<?php
/**
 * A throw-away WordPress beside the test site, in the same database under a table prefix of its
 * own (and uploads of its own), on which one plugin is installed, used and deleted the way an
 * owner would, one request per step, so that what the plugin leaves can be compared with the site
 * as it was before. LifecycleTestCase runs it; on a network (VISTA_SCRATCH_MULTISITE=1) it makes a
 * subdirectory network.
 *
 * Usage: php scratch-site.php <wordpress dir> <step> <plugin slug> <state file> [argument]
 * Steps: install, media, add-site <path>, delete-site <path>, snapshot, activate [network],
 * versions, exercise, deactivate [network], uninstall, leftovers, drop. Each prints one line of JSON.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

[ , $vista_wp_dir, $vista_step, $vista_slug, $vista_state ] = array_pad( $argv, 5, '' );
$vista_argument = $argv[5] ?? '';
$vista_prefix   = (string) getenv( 'VISTA_SCRATCH_PREFIX' );
$vista_network  = '1' === getenv( 'VISTA_SCRATCH_MULTISITE' );
if ( 1 !== preg_match( '/^[a-z0-9]+_$/', $vista_prefix ) || ! is_file( $vista_wp_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "Set VISTA_SCRATCH_PREFIX (like vtscratch_) and pass the WordPress folder.\n" );
	exit( 2 );
}

// Read by the test site's wp-config.php (tools/site/site.sh).
define( 'VISTA_TABLE_PREFIX', $vista_prefix );
define( 'UPLOADS', 'wp-content/uploads-' . rtrim( $vista_prefix, '_' ) );
define( 'VISTA_STATS_SPOOL_DIR', $vista_wp_dir . '/wp-content/spool-' . rtrim( $vista_prefix, '_' ) );
if ( $vista_network && 'install' !== $vista_step ) {
	define( 'MULTISITE', true );
	define( 'SUBDOMAIN_INSTALL', false );
	define( 'DOMAIN_CURRENT_SITE', 'localhost' );
	define( 'PATH_CURRENT_SITE', '/' );
	define( 'SITE_ID_CURRENT_SITE', 1 );
	define( 'BLOG_ID_CURRENT_SITE', 1 );
}
if ( 'install' === $vista_step || 'drop' === $vista_step ) {
	define( 'WP_INSTALLING', true );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';

require $vista_wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once __DIR__ . '/scratch-exercise.php';

$vista_plugin = $vista_slug . '/' . $vista_slug . '.php';
$vista_answer = array( 'ok' => true );

/**
 * The sites: every site of the network, or 0 for the one site.
 *
 * @return int[]
 */
function vista_scratch_sites(): array {
	return is_multisite() ? array_map( 'intval', get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) ) : array( 0 );
}

/**
 * Runs code on one site of the network (0: the one site).
 *
 * @param int      $site The site.
 * @param callable $code The code.
 * @return mixed What the code returns.
 */
function vista_scratch_on_site( int $site, callable $code ) {
	if ( $site ) {
		switch_to_blog( $site );
	}
	try {
		return $code();
	} finally {
		if ( $site ) {
			restore_current_blog();
		}
	}
}

/**
 * Every table of the scratch site.
 *
 * @return string[]
 */
function vista_scratch_tables(): array {
	global $wpdb;
	$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->base_prefix ) . '%' ) );
	sort( $tables );
	return $tables;
}

/**
 * Every file under a folder, relative to it.
 *
 * @param string $folder Folder.
 * @return string[]
 */
function vista_scratch_files( string $folder ): array {
	if ( ! is_dir( $folder ) ) {
		return array();
	}
	$files = array();
	foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $folder, FilesystemIterator::SKIP_DOTS ), RecursiveIteratorIterator::SELF_FIRST ) as $entry ) {
		$files[] = substr( $entry->getPathname(), strlen( $folder ) ) . ( $entry->isDir() ? '/' : '' );
	}
	sort( $files );
	return $files;
}

/**
 * What the database and the folders hold, by kind, as lists of names: what a plugin leaves shows
 * as a difference of two of these.
 *
 * @return array<string, string[]>
 */
function vista_scratch_snapshot(): array {
	global $wpdb;
	$rows = array(
		'tables' => vista_scratch_tables(),
		'files'  => array_merge(
			vista_scratch_files( ABSPATH . UPLOADS ),
			array_map( static fn ( $file ) => 'spool:' . $file, vista_scratch_files( VISTA_STATS_SPOOL_DIR ) )
		),
	);
	foreach ( vista_scratch_sites() as $site ) {
		if ( $site ) {
			switch_to_blog( $site );
		}
		$at = $site ? "site {$site} " : '';
		// WordPress's own bookkeeping, which any use of a site changes: its cron option (the
		// events are compared below) and whether the site is fresh.
		foreach ( $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name NOT IN ( 'cron', 'fresh_site' )" ) as $name ) {
			$rows['options'][] = $at . $name;
		}
		foreach ( _get_cron_array() as $events ) {
			foreach ( array_keys( $events ) as $hook ) {
				$rows['cron'][] = $at . $hook;
			}
		}
		foreach ( $wpdb->get_results( "SELECT ID, post_type, post_title FROM {$wpdb->posts}" ) as $post ) {
			$rows['posts'][] = "{$at}{$post->post_type} {$post->ID} {$post->post_title}";
		}
		foreach ( array( 'postmeta' => 'post_id', 'commentmeta' => 'comment_id', 'termmeta' => 'term_id' ) as $table => $column ) {
			// SQL: core table and column names, no input.
			foreach ( $wpdb->get_results( "SELECT {$column} AS id, meta_key FROM {$wpdb->$table}" ) as $meta ) {
				$rows[ $table ][] = "{$at}{$meta->id} {$meta->meta_key}";
			}
		}
		foreach ( $wpdb->get_results( "SELECT taxonomy, term_id FROM {$wpdb->term_taxonomy}" ) as $term ) {
			$rows['terms'][] = "{$at}{$term->taxonomy} {$term->term_id}";
		}
		foreach ( $wpdb->get_col( "SELECT comment_ID FROM {$wpdb->comments}" ) as $comment ) {
			$rows['comments'][] = $at . $comment;
		}
		if ( $site ) {
			restore_current_blog();
		}
	}
	foreach ( $wpdb->get_results( "SELECT user_id, meta_key FROM {$wpdb->usermeta}" ) as $meta ) {
		$rows['usermeta'][] = "{$meta->user_id} {$meta->meta_key}";
	}
	if ( is_multisite() ) {
		$rows['sitemeta'] = $wpdb->get_col( "SELECT meta_key FROM {$wpdb->sitemeta}" );
	}
	return array_map( static fn ( $names ) => array_values( array_unique( $names ) ), $rows );
}

switch ( $vista_step ) {
	case 'install':
		foreach ( vista_scratch_tables() as $vista_table ) {
			$wpdb->query( "DROP TABLE IF EXISTS `{$vista_table}`" ); // SQL: a scratch table SHOW TABLES gave.
		}
		wp_install( 'Scratch', 'admin', 'admin@example.com', true, '', wp_slash( 'password' ) );
		if ( $vista_network ) {
			// The network's tables are named only where WordPress runs as a network: name them.
			foreach ( $wpdb->tables( 'ms_global' ) as $vista_table => $vista_name ) {
				$wpdb->$vista_table = $vista_name;
			}
			install_network();
			$vista_result = populate_network( 1, 'localhost', 'admin@example.com', 'Scratch network', '/', false );
			$vista_answer = array( 'ok' => true === $vista_result || 'no_wildcard_dns' === $vista_result->get_error_code() );
		}
		break;
	case 'media':
		// The owner's own image and a visitor's comment on it, on every site that has none yet:
		// what no plugin may remove.
		wp_set_current_user( 1 );
		foreach ( vista_scratch_sites() as $vista_site ) {
			vista_scratch_on_site( $vista_site, static fn () => vista_scratch_image_id() ?: vista_scratch_owner_image() );
		}
		$vista_answer['image'] = vista_scratch_image_id();
		break;
	case 'delete-site':
		require_once ABSPATH . 'wp-admin/includes/ms.php';
		$vista_site   = get_site_by_path( 'localhost', '/' . $vista_argument . '/' );
		$vista_result = $vista_site ? wp_delete_site( (int) $vista_site->blog_id ) : null;
		$vista_answer = array( 'ok' => $vista_result instanceof WP_Site );
		break;
	case 'versions':
		// What each site has of the plugin's set-up: its version option and its tables.
		$vista_answer = array();
		foreach ( vista_scratch_sites() as $vista_site ) {
			$vista_answer[ get_site( $vista_site )->path ] = vista_scratch_on_site(
				$vista_site,
				static fn () => array(
					'version' => get_option( str_replace( '-', '_', $vista_slug ) . '_version' ),
					'tables'  => $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . str_replace( '-', '_', $vista_slug ) . '_' ) . '%' ) ),
				)
			);
		}
		break;
	case 'add-site':
		$vista_site = wp_insert_site(
			array(
				'domain'  => 'localhost',
				'path'    => '/' . $vista_argument . '/',
				'title'   => $vista_argument,
				'user_id' => 1,
			)
		);
		$vista_answer = array( 'ok' => ! is_wp_error( $vista_site ), 'site' => is_wp_error( $vista_site ) ? $vista_site->get_error_message() : $vista_site );
		break;
	case 'snapshot':
		file_put_contents( $vista_state, wp_json_encode( vista_scratch_snapshot() ) );
		break;
	case 'activate':
		wp_set_current_user( 1 );
		$vista_result = activate_plugin( $vista_plugin, '', 'network' === $vista_argument );
		$vista_answer = array( 'ok' => null === $vista_result, 'error' => is_wp_error( $vista_result ) ? $vista_result->get_error_message() : '' );
		break;
	case 'exercise':
		// A request with the plugin loaded: an owner and visitors use it on every site.
		wp_set_current_user( 1 );
		foreach ( vista_scratch_sites() as $vista_site ) {
			vista_scratch_on_site( $vista_site, static fn () => vista_scratch_exercise( $vista_slug ) );
		}
		break;
	case 'deactivate':
		wp_set_current_user( 1 );
		deactivate_plugins( $vista_plugin, false, 'network' === $vista_argument );
		break;
	case 'uninstall':
		// As Plugins → Delete does: in a request where the plugin is not loaded.
		wp_set_current_user( 1 );
		$vista_answer = array( 'ok' => uninstall_plugin( $vista_plugin ) ?? true );
		break;
	case 'leftovers':
		$vista_before = json_decode( (string) file_get_contents( $vista_state ), true );
		$vista_after  = vista_scratch_snapshot();
		$vista_answer = array();
		foreach ( $vista_after as $vista_kind => $vista_names ) {
			$vista_new = array_values( array_diff( $vista_names, $vista_before[ $vista_kind ] ?? array() ) );
			$vista_old = array_values( array_diff( $vista_before[ $vista_kind ] ?? array(), $vista_names ) );
			if ( $vista_new ) {
				$vista_answer['left'][ $vista_kind ] = $vista_new;
			}
			if ( $vista_old ) {
				$vista_answer['gone'][ $vista_kind ] = $vista_old;
			}
		}
		break;
	case 'drop':
		foreach ( vista_scratch_tables() as $vista_table ) {
			$wpdb->query( "DROP TABLE IF EXISTS `{$vista_table}`" ); // SQL: a scratch table SHOW TABLES gave.
		}
		foreach ( array( ABSPATH . UPLOADS, VISTA_STATS_SPOOL_DIR ) as $vista_folder ) {
			if ( is_dir( $vista_folder ) ) {
				foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $vista_folder, FilesystemIterator::SKIP_DOTS ), RecursiveIteratorIterator::CHILD_FIRST ) as $vista_entry ) {
					$vista_entry->isDir() ? rmdir( $vista_entry->getPathname() ) : unlink( $vista_entry->getPathname() );
				}
				rmdir( $vista_folder );
			}
		}
		break;
	default:
		fwrite( STDERR, "Unknown step {$vista_step}\n" );
		exit( 2 );
}
echo wp_json_encode( $vista_answer ), "\n";
