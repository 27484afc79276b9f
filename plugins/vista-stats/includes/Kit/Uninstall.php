<?php
// A copy of kit/Uninstall.php for vista-stats, made by `npm run kit`: change the kit, not this file.
/**
 * What every plugin's uninstall.php does the same way: removes, on every site of a network (or on
 * the one site), everything the plugin stored under its names: its tables, options, transients,
 * scheduled events, the posts of its own post types, the terms of its taxonomies, its meta rows on
 * any post or user, and the folders it made in the uploads. The owner's media (attachments and
 * their files) stay; only the plugin's meta rows on them go. A plugin names what it owns
 * (`$owned`) and may add a step of its own for what names cannot find (files listed in a table).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * Remove everything a plugin owns.
 *
 * `$owned` holds:
 * - `prefixes`: the beginnings of its option, transient, cron hook and table names (after the
 *   site's table prefix), e.g. `vista_stats_`;
 * - `meta`: the beginnings of its meta keys (posts, comments, terms, users), e.g. `_vista_speed_`;
 * - `post_types` and `taxonomies`: its own, whose posts and terms are its records;
 * - `folders`: the folders it made in the uploads, relative to the site's uploads folder.
 */
final class Uninstall {

	/**
	 * Removes what the plugin owns on every site (each site of a network in turn), then what it
	 * owns network-wide (user meta, network options).
	 *
	 * @param array{prefixes?: string[], meta?: string[], post_types?: string[], taxonomies?: string[], folders?: string[]} $owned    What the plugin owns.
	 * @param callable|null                                                                                                 $per_site Run first on each site, while its tables still exist.
	 */
	public static function everything( array $owned, ?callable $per_site = null ): void {
		foreach ( self::site_ids() as $site_id ) {
			$switched = is_multisite() && switch_to_blog( $site_id );
			try {
				self::site( $owned, $per_site );
			} finally {
				if ( $switched ) {
					restore_current_blog();
				}
			}
		}
		self::network( $owned );
	}

	/**
	 * Removes what the plugin owns on the current site.
	 *
	 * @param array{prefixes?: string[], meta?: string[], post_types?: string[], taxonomies?: string[], folders?: string[]} $owned    What the plugin owns.
	 * @param callable|null                                                                                                 $per_site The plugin's own step, run first.
	 */
	public static function site( array $owned, ?callable $per_site = null ): void {
		global $wpdb;
		if ( null !== $per_site ) {
			$per_site();
		}
		foreach ( $owned['post_types'] ?? array() as $post_type ) {
			self::delete_posts( $post_type );
		}
		foreach ( $owned['taxonomies'] ?? array() as $taxonomy ) {
			self::delete_terms( $taxonomy );
		}
		self::forget_rewrite_rules( array_merge( $owned['post_types'] ?? array(), $owned['taxonomies'] ?? array() ) );
		foreach ( $owned['meta'] ?? array() as $meta_prefix ) {
			foreach ( array( $wpdb->postmeta, $wpdb->commentmeta, $wpdb->termmeta ) as $meta_table ) {
				$wpdb->query( $wpdb->prepare( "DELETE FROM {$meta_table} WHERE meta_key LIKE %s", $wpdb->esc_like( $meta_prefix ) . '%' ) ); // SQL: core table names.
			}
		}
		foreach ( $owned['prefixes'] ?? array() as $prefix ) {
			foreach ( self::tables( $prefix ) as $table ) {
				$wpdb->query( "DROP TABLE IF EXISTS `{$table}`" ); // SQL: a table name SHOW TABLES gave, under our prefix.
			}
			self::delete_options( $prefix );
			self::clear_cron( $prefix );
		}
		$uploads = wp_get_upload_dir()['basedir'];
		foreach ( $owned['folders'] ?? array() as $folder ) {
			self::remove_folder( $uploads . '/' . $folder );
		}
		wp_cache_flush();
	}

	/**
	 * Deletes the site's stored rewrite rules when some of them lead to the plugin's post types or
	 * taxonomies. WordPress stores the rules it builds on a site's first request after they were
	 * emptied (a network's site made while the plugin was active, a flush by the owner), with the
	 * post types registered then, and builds them again on the site's next request when they are
	 * gone. Built here they would hold the post types of the site running the uninstall, which on
	 * a network is not necessarily this one.
	 *
	 * @param string[] $names The plugin's post types and taxonomies.
	 */
	private static function forget_rewrite_rules( array $names ): void {
		$rules = get_option( 'rewrite_rules' );
		if ( ! is_array( $rules ) || array() === $names ) {
			return;
		}
		$quoted = implode( '|', array_map( static fn ( $name ) => preg_quote( (string) $name, '/' ), $names ) );
		// A rule's query names a post type or taxonomy by its query variable, or as post_type=/taxonomy=.
		$ours = '/[?&](?:(?:' . $quoted . ')=|(?:post_type|taxonomy)=(?:' . $quoted . ')(?:&|$))/';
		foreach ( $rules as $query ) {
			if ( 1 === preg_match( $ours, (string) $query ) ) {
				delete_option( 'rewrite_rules' );
				return;
			}
		}
	}

	/**
	 * The plugin's tables of the current site: those whose name starts with the site's table
	 * prefix and one of the plugin's. On a network, another site's tables (wp_2_...) start with
	 * the main site's prefix too, but not with `wp_` followed by ours.
	 *
	 * @param string $prefix The plugin's prefix, e.g. vista_stats_.
	 * @return string[]
	 */
	public static function tables( string $prefix ): array {
		global $wpdb;
		$names = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . $prefix ) . '%' ) );
		return array_values( array_filter( array_map( 'strval', (array) $names ), static fn ( $name ) => str_starts_with( $name, $wpdb->prefix . $prefix ) ) );
	}

	/**
	 * Removes a folder the plugin made, with everything in it.
	 *
	 * @param string $folder Absolute path.
	 */
	public static function remove_folder( string $folder ): void {
		if ( ! is_dir( $folder ) || is_link( $folder ) ) {
			return;
		}
		$entries = new \RecursiveIteratorIterator(
			new \RecursiveDirectoryIterator( $folder, \FilesystemIterator::SKIP_DOTS ),
			\RecursiveIteratorIterator::CHILD_FIRST
		);
		foreach ( $entries as $entry ) {
			if ( $entry->isDir() && ! $entry->isLink() ) {
				rmdir( $entry->getPathname() ); // Emptied just before, children first.
			} else {
				wp_delete_file( $entry->getPathname() );
			}
		}
		rmdir( $folder ); // Our own folder, emptied above.
	}

	/**
	 * The sites to clean: every site of a network, or the one site (0: no switching).
	 *
	 * @return int[]
	 */
	private static function site_ids(): array {
		if ( ! is_multisite() ) {
			return array( 0 );
		}
		return array_map(
			'intval',
			get_sites(
				array(
					'fields'     => 'ids',
					'number'     => 0,
					'network_id' => get_current_network_id(),
				)
			)
		);
	}

	/**
	 * What is shared by every site: user meta (one table for the network) and network options.
	 *
	 * @param array{prefixes?: string[], meta?: string[]} $owned What the plugin owns.
	 */
	private static function network( array $owned ): void {
		global $wpdb;
		// A user option carries a site's table prefix before the name (wp_2_vista_...).
		foreach ( array_merge( $owned['prefixes'] ?? array(), $owned['meta'] ?? array() ) as $key ) {
			$like = $wpdb->esc_like( $key ) . '%';
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE meta_key LIKE %s OR meta_key LIKE %s", $like, $wpdb->esc_like( $wpdb->base_prefix ) . '%' . $like ) ); // SQL: core table name.
		}
		if ( ! is_multisite() ) {
			return;
		}
		foreach ( $owned['prefixes'] ?? array() as $prefix ) {
			foreach ( array( '', '_site_transient_', '_site_transient_timeout_' ) as $before ) {
				$names = $wpdb->get_col( $wpdb->prepare( "SELECT meta_key FROM {$wpdb->sitemeta} WHERE meta_key LIKE %s", $wpdb->esc_like( $before . $prefix ) . '%' ) ); // SQL: core table name.
				foreach ( $names as $name ) {
					delete_network_option( null, (string) $name );
				}
			}
		}
	}

	/**
	 * Deletes the current site's options and transients (site transients too, which a single site
	 * keeps in its options) whose name starts with the prefix.
	 *
	 * @param string $prefix The plugin's prefix.
	 */
	private static function delete_options( string $prefix ): void {
		global $wpdb;
		foreach ( array( '', '_transient_', '_transient_timeout_', '_site_transient_', '_site_transient_timeout_' ) as $before ) {
			$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $before . $prefix ) . '%' ) ); // SQL: core table name.
			foreach ( $names as $name ) {
				delete_option( (string) $name );
			}
		}
	}

	/**
	 * Unschedules every event of the current site whose hook starts with the prefix.
	 *
	 * @param string $prefix The plugin's prefix.
	 */
	private static function clear_cron( string $prefix ): void {
		$hooks = array();
		foreach ( _get_cron_array() as $events ) {
			foreach ( array_keys( $events ) as $hook ) {
				if ( str_starts_with( (string) $hook, $prefix ) ) {
					$hooks[ $hook ] = true;
				}
			}
		}
		foreach ( array_keys( $hooks ) as $hook ) {
			wp_unschedule_hook( (string) $hook );
		}
	}

	/**
	 * Deletes every post of one of the plugin's post types, with its meta, comments and terms.
	 * Attachments uploaded to such a post are the owner's media: WordPress keeps them.
	 *
	 * @param string $post_type The post type.
	 */
	private static function delete_posts( string $post_type ): void {
		global $wpdb;
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", $post_type ) ); // SQL: core table name.
		foreach ( $ids as $id ) {
			wp_delete_post( (int) $id, true );
		}
	}

	/**
	 * Deletes every term of one of the plugin's taxonomies, which is not registered while the
	 * plugin is being deleted (so not through wp_delete_term()).
	 *
	 * @param string $taxonomy The taxonomy.
	 */
	private static function delete_terms( string $taxonomy ): void {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT term_taxonomy_id, term_id FROM {$wpdb->term_taxonomy} WHERE taxonomy = %s", $taxonomy ) ); // SQL: core table name.
		foreach ( $rows as $row ) {
			$wpdb->delete( $wpdb->term_relationships, array( 'term_taxonomy_id' => (int) $row->term_taxonomy_id ) );
			$wpdb->delete( $wpdb->term_taxonomy, array( 'term_taxonomy_id' => (int) $row->term_taxonomy_id ) );
			$shared = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->term_taxonomy} WHERE term_id = %d", $row->term_id ) ); // SQL: core table name.
			if ( 0 === $shared ) {
				$wpdb->delete( $wpdb->termmeta, array( 'term_id' => (int) $row->term_id ) );
				$wpdb->delete( $wpdb->terms, array( 'term_id' => (int) $row->term_id ) );
			}
		}
	}
}
