/**
 * The rows a plugin (or theme) left behind: two snapshots of every table
 * (tests/e2e/fixtures/db-snapshot.php) compared, minus the owner's own content and the few rows
 * WordPress core itself writes while a plugin comes and goes. Each exception says why; nothing of
 * Vista's is excepted.
 */

/** Every table's rows, each as JSON, sorted. */
export type Snapshot = Record< string, string[] >;

type Row = Record< string, string | null >;

/**
 * Options WordPress core writes on its own account while a plugin or theme is installed,
 * activated, deactivated and deleted, by name.
 */
const coreOptions: Record< string, string > = {
	recently_activated:
		'Plugins → Recently Active: core lists what was deactivated in the last week',
	fresh_site:
		'core marks the site as no longer fresh once a plugin or theme is installed',
	can_compress_scripts:
		'core tests once, on an admin page, whether the server compresses scripts',
	// Switching themes (to Vista and back): core maps the widget areas and remembers the switch.
	sidebars_widgets:
		"core's switch_theme() moves the widgets of areas the new theme lacks to the inactive ones",
	current_theme: "core's switch_theme() records the active theme's name",
	theme_switched:
		"core's switch_theme() records the switch for the next request",
};

/** Core's options by pattern, for those whose names carry a time or a hash. */
const coreOptionPatterns: [ RegExp, string ][] = [
	[
		/^_site_transient_(timeout_)?(update_(core|plugins|themes)|theme_roots|wp_plugin_dependencies_plugin_data)$/,
		"core's update checks and its caches of the installed plugins and themes",
	],
	[
		/^theme_mods_[a-z0-9-]+$/,
		"core's switch_theme() keeps each theme's widget areas in its mods, which delete_theme() leaves",
	],
	[
		/^_site_transient_(timeout_)?wp_theme_files_patterns-[0-9a-f]+$/,
		"core's cache of the active theme's patterns",
	],
	[
		/^_transient_(timeout_)?wp_styles_for_blocks$/,
		"core's cache of the blocks' styles, written as a page with new blocks is first shown",
	],
	[
		/^_transient_(timeout_)?(dash_v2_[0-9a-f]+|plugin_slugs)$/,
		"the Dashboard's news feed and the Plugins screen's list, cached by core",
	],
];

/** Scheduled events core adds on its own account. */
const coreCronHooks: Record< string, string > = {
	upgrader_scheduled_cleanup:
		'an upload through Plugins → Add New schedules the removal of the uploaded zip, and the event stays after the install removed it',
	wp_delete_temp_updater_backups:
		"core's upgrader schedules the removal of its temporary backups after an install",
};

/**
 * A table's name without the prefix of its site (wp_, or wp_<id>_ on a network's other sites).
 * @param table The table's full name.
 */
function tableKind( table: string ) {
	return table.replace( /^wp_(\d+_)?/, '' );
}

/**
 * The ids of what the owner made (posts, pages, media, and their revisions and children).
 * @param after      The snapshot after the trial.
 * @param ownerIds   The ids the test created.
 * @param postsTable The posts table of the site they are on.
 */
function ownerContent(
	after: Snapshot,
	ownerIds: number[],
	postsTable = 'wp_posts'
) {
	const ids = new Set( ownerIds.map( String ) );
	const posts = ( after[ postsTable ] ?? [] ).map(
		( row ) => JSON.parse( row ) as Row
	);
	let grew = true;
	while ( grew ) {
		grew = false;
		for ( const post of posts ) {
			if (
				! ids.has( String( post.ID ) ) &&
				ids.has( String( post.post_parent ) )
			) {
				ids.add( String( post.ID ) );
				grew = true;
			}
		}
	}
	return ids;
}

function isOwners( table: string, row: Row, owner: Set< string > ) {
	switch ( tableKind( table ) ) {
		case 'posts':
			return owner.has( String( row.ID ) );
		case 'postmeta':
			return owner.has( String( row.post_id ) );
		case 'term_relationships':
			return owner.has( String( row.object_id ) );
		default:
			return false;
	}
}

/**
 * The hooks of the scheduled events, from db-snapshot.php's "events: a, b" form of `cron`.
 * @param snapshot
 */
function cronHooks( snapshot: Snapshot ) {
	const cron = ( snapshot.wp_options ?? [] )
		.map( ( row ) => JSON.parse( row ) as Row )
		.find( ( row ) => row.option_name === 'cron' );
	return new Set(
		String( cron?.option_value ?? '' )
			.replace( /^events: /, '' )
			.split( ', ' )
			.filter( Boolean )
	);
}

function isCores( table: string, row: Row ) {
	// A network's options (sitemeta) hold its update checks and recently active list.
	const kind = tableKind( table );
	if ( kind !== 'options' && kind !== 'sitemeta' ) {
		return false;
	}
	const name = String( kind === 'options' ? row.option_name : row.meta_key );
	if ( name === 'cron' ) {
		return true; // Compared event by event, below.
	}
	return (
		name in coreOptions ||
		coreOptionPatterns.some( ( [ pattern ] ) => pattern.test( name ) )
	);
}

/**
 * Whether a row of the network's tables records a site the test created (its rows in the sites
 * list, its meta and registration log, the count of sites, and the owner's role on it in user
 * meta): that site's own tables are checked
 * by siteLeftovers() instead.
 * @param table    The table.
 * @param row      The row.
 * @param newSites The ids of the sites the test created.
 */
function isNewSites( table: string, row: Row, newSites: Set< string > ) {
	switch ( table ) {
		case 'wp_blogs':
		case 'wp_blogmeta':
		case 'wp_registration_log':
			return newSites.has( String( row.blog_id ) );
		case 'wp_sitemeta':
			// The network's count of its sites.
			return newSites.size > 0 && row.meta_key === 'blog_count';
		case 'wp_usermeta':
			return /^wp_(\d+)_/.test( String( row.meta_key ) )
				? newSites.has( String( row.meta_key ).split( '_' )[ 1 ] )
				: false;
		default:
			return (
				/^wp_\d+_/.test( table ) &&
				newSites.has( table.split( '_' )[ 1 ] )
			);
	}
}

/**
 * What differs between two snapshots, as readable lines ("+ wp_options {...}" for a row that
 * appeared, "- ..." for one that went, "+ table wp_x" for a table), but for the owner's content
 * and core's own bookkeeping.
 * @param before   Before the plugin was installed.
 * @param after    After it was deleted.
 * @param ownerIds Posts and media the owner made meanwhile (on the main site).
 * @param newSites Sites of a network the test created meanwhile (see siteLeftovers()).
 */
export function dbChanges(
	before: Snapshot,
	after: Snapshot,
	ownerIds: number[],
	newSites: number[] = []
): string[] {
	const owner = ownerContent( after, ownerIds );
	const created = new Set( newSites.map( String ) );
	const changes: string[] = [];
	for ( const table of Object.keys( after ) ) {
		if ( ! ( table in before ) && ! isNewSites( table, {}, created ) ) {
			changes.push(
				`+ table ${ table } (${ after[ table ].length } rows)`
			);
		}
	}
	for ( const table of Object.keys( before ) ) {
		if ( ! ( table in after ) ) {
			changes.push( `- table ${ table }` );
			continue;
		}
		const old = new Set( before[ table ] );
		const now = new Set( after[ table ] );
		const differing = [
			...after[ table ]
				.filter( ( row ) => ! old.has( row ) )
				.map( ( row ) => [ '+', row ] ),
			...before[ table ]
				.filter( ( row ) => ! now.has( row ) )
				.map( ( row ) => [ '-', row ] ),
		];
		for ( const [ sign, json ] of differing ) {
			const row = JSON.parse( json ) as Row;
			if (
				! isOwners( table, row, owner ) &&
				! isCores( table, row ) &&
				! isNewSites( table, row, created )
			) {
				changes.push(
					`${ sign } ${ table } ${ json.slice( 0, 300 ) }`
				);
			}
		}
	}
	const [ hooksBefore, hooksAfter ] = [
		cronHooks( before ),
		cronHooks( after ),
	];
	for ( const hook of hooksAfter ) {
		if ( ! hooksBefore.has( hook ) && ! ( hook in coreCronHooks ) ) {
			changes.push( `+ cron event ${ hook }` );
		}
	}
	for ( const hook of hooksBefore ) {
		if ( ! hooksAfter.has( hook ) ) {
			changes.push( `- cron event ${ hook }` );
		}
	}
	return changes;
}

/**
 * What a plugin left on a network's site made after it was activated: any table, or row of the
 * site's tables, that names Vista, but for the owner's own posts and media there. (The site's
 * tables did not exist before, so they cannot be compared row by row.)
 * @param after    After the plugin was deleted.
 * @param siteId   The site.
 * @param ownerIds Posts and media the owner made on it.
 */
export function siteLeftovers(
	after: Snapshot,
	siteId: number,
	ownerIds: number[]
): string[] {
	const prefix = `wp_${ siteId }_`;
	const owner = ownerContent( after, ownerIds, `${ prefix }posts` );
	const left: string[] = [];
	for ( const [ table, rows ] of Object.entries( after ) ) {
		if ( ! table.startsWith( prefix ) ) {
			continue;
		}
		if ( /vista/i.test( table ) ) {
			left.push( `table ${ table } (${ rows.length } rows)` );
			continue;
		}
		for ( const json of rows ) {
			if (
				/vista/i.test( json ) &&
				! isOwners( table, JSON.parse( json ) as Row, owner )
			) {
				left.push( `${ table } ${ json.slice( 0, 300 ) }` );
			}
		}
	}
	return left;
}
