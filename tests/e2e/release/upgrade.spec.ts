/**
 * Issue 32 item 6: an upgrade keeps the owner's data. The zips of an earlier commit are uploaded
 * and activated on a bare WordPress, data is seeded through REST and the test fixtures (a gallery
 * with images, a form with an entry, each plugin's settings, statistics, a consent-log row), then
 * the current zips are uploaded over them through Plugins → Add New → Upload → "Replace current
 * with uploaded" (the real form), and everything is still there and working, with no
 * re-activation and no migration run twice.
 */
import fs from 'fs';
import path from 'path';
import {
	test,
	expect,
	request as playwrightRequest,
	type Page,
} from '@playwright/test';
import { dbChanges, type Snapshot } from './db-diff';
import {
	root,
	zipOf,
	packageZips,
	logIn,
	rest,
	publishPage,
	uploadMedia,
	uploadPluginZip,
	ReleaseSite,
	type OwnerContent,
} from './release-site';

/**
 * The earlier version: 39d0812 ("npm run version:set ..."), the first commit whose tree has the
 * whole package step (package.mjs, each readme.txt, the versions in step), so `npm run package --
 * --ref` builds it as it was released. It predates the upgrade lock, the privacy tools, the
 * uninstall routine and the shipped translations: the upgrade crosses each of them. Its version
 * number is the current one's (0.1.0): "Replace current with uploaded" is how such a build is
 * put on a site.
 */
const earlierCommit = '39d08125c4e0f6177ea54cceced26a1442371dea';
const earlierZips = path.join( root, 'artifacts/release-upgrade/earlier' );
const currentZips = path.join( root, 'artifacts/release-upgrade/current' );
const plugins = [
	'vista-gallery',
	'vista-video',
	'vista-speed',
	'vista-consent',
	'vista-stats',
	'vista-forms',
];

/** A setting each plugin's owner changed, as its settings route takes it. */
const changedSettings: Record< string, Record< string, unknown > > = {
	'vista-gallery': { watermark_text: 'Kept across the upgrade' },
	'vista-video': { pageSize: 4, columns: 2 },
	'vista-speed': { lazy_iframes: false },
	'vista-consent': { hideEffect: 'slide', barColor: '#112233' },
	'vista-stats': { retentionDays: 90, linkTracking: false },
	'vista-forms': { captchaThreshold: 0.7 },
};

let site: ReleaseSite;
/** What the seeding made, for the checks after the upgrade. */
const seeded: {
	galleryPage: string;
	entriesUrl: string;
	settings: Record< string, unknown >;
} = { galleryPage: '', entriesUrl: '', settings: {} };

const zipOfPlugin = ( folder: string, slug: string ) =>
	zipOf( folder, slug, `plugins/${ slug }/${ slug }.php` );

/**
 * A gallery of two images on a published page; the page's address.
 * @param page  The owner's page.
 * @param owner Where the ids are noted.
 */
async function seedGallery( page: Page, owner: OwnerContent ) {
	const images = [
		await uploadMedia(
			page,
			owner,
			path.join( root, 'docs/images/forms.png' ),
			'image/png'
		),
		await uploadMedia(
			page,
			owner,
			path.join( root, 'themes/vista/screenshot.png' ),
			'image/png'
		),
	];
	const gallery = await rest( page, '/wp/v2/vista-galleries', {
		data: {
			title: 'Kept gallery',
			status: 'publish',
			meta: { _vista_gallery_images: images },
		},
	} );
	return publishPage(
		page,
		owner,
		`<!-- wp:vista/gallery {"galleryId":${ gallery.id }} /-->`,
		'Kept gallery'
	);
}

/**
 * A form (tests/e2e/forms/entries-fixture.php) and one entry sent by a signed-out visitor through
 * the form's own endpoint; the entries screen's address.
 * @param baseURL The site's address.
 */
async function seedFormEntry( baseURL: string ) {
	const form = JSON.parse( site.php( 'forms/entries-fixture.php', 'form' ) );
	const visitor = await playwrightRequest.newContext( { baseURL } );
	const sent = await visitor.post( 'wp-admin/admin-ajax.php', {
		multipart: {
			action: 'everest_forms_ajax_form_submission',
			security: form.security,
			[ `_wpnonce${ form.formId }` ]: form.formNonce,
			evf_submission_start_time: String( Date.now() - 5000 ),
			vista_forms_started: form.startToken,
			'everest_forms[id]': String( form.formId ),
			'everest_forms[hp]': '',
			'everest_forms[form_fields][name]': 'Ada Upgrade',
			'everest_forms[form_fields][email]': 'ada.upgrade@example.org',
			'everest_forms[form_fields][message]': 'Sent before the upgrade',
		},
	} );
	expect( ( await sent.json() ).data.response ).toBe( 'success' );
	await visitor.dispose();
	return form.entriesUrl as string;
}

/**
 * A visitor's choice in the consent log, sent as the notice's script sends it: to the address,
 * with the signature, that the page's `cnArgs.log` carries.
 * @param baseURL The site's address.
 */
async function seedConsent( baseURL: string ) {
	const visitor = await playwrightRequest.newContext( { baseURL } );
	const html = await ( await visitor.get( '' ) ).text();
	const args = JSON.parse(
		html.match( /window\.cnArgs = (\{.*?\});/ )?.[ 1 ] ?? 'null'
	);
	expect( args?.log?.url ).toBeTruthy();
	const logged = await visitor.post( args.log.url, {
		data: {
			consent_id: '0123456789abcdef0123456789abcdef',
			choice: 'accepted',
			categories: [],
			page: `${ baseURL }/`,
			nonce: args.log.nonce,
			token: args.log.token,
		},
	} );
	expect( logged.ok(), await logged.text() ).toBe( true );
	await visitor.dispose();
}

/** The statements that made or changed a table, logged by mu-plugins/vista-schema-log.php. */
function schemaChanges(): string[] {
	const log = path.join( site.wordpressDir, 'wp-content/schema.log' );
	return fs.existsSync( log )
		? fs
				.readFileSync( log, 'utf8' )
				.split( '\n' )
				.filter( Boolean )
				.map( ( line ) => JSON.parse( line ) as string )
		: [];
}

type Row = Record< string, string >;

/**
 * The rows of one table in a snapshot.
 * @param snapshot The snapshot.
 * @param table    The table.
 */
function rowsOf( snapshot: Snapshot, table: string ): Row[] {
	return ( snapshot[ table ] ?? [] ).map(
		( row ) => JSON.parse( row ) as Row
	);
}

/**
 * The plugins screen's row of a plugin says it is active.
 * @param page The owner's page.
 * @param slug The plugin.
 */
async function expectActive( page: Page, slug: string ) {
	await page.goto( 'wp-admin/plugins.php' );
	await expect( page.locator( `tr[data-slug="${ slug }"]` ) ).toHaveClass(
		/(^|\s)active(\s|$)/
	);
}

/**
 * The admin requests after the replace ran the upgrade steps. The consent log's schema 4 (the
 * account of a signed-in visitor) ran once: its table was altered by one request, its row kept with
 * the new column, its version recorded. The tables added later (LATER_SCHEMA) were each made once
 * and filled from the data in place. Every other step found its work done: nothing else added,
 * lost or made twice.
 * @param before       The database before the replace.
 * @param after        The database after it and the admin requests.
 * @param schemaBefore How many schema statements were logged before the replace.
 */
function expectMigratedOnce(
	before: Snapshot,
	after: Snapshot,
	schemaBefore: number
) {
	const migrations = schemaChanges().slice( schemaBefore );
	expect( migrations ).toEqual( [ ...new Set( migrations ) ] );
	expect(
		migrations.filter( ( statement ) =>
			/^ALTER TABLE wp_vista_consent_log ADD (COLUMN )?user_id /i.test(
				statement
			)
		)
	).toHaveLength( 1 );
	expect( rowsOf( after, 'wp_vista_consent_log' ) ).toEqual(
		rowsOf( before, 'wp_vista_consent_log' ).map( ( row ) => ( {
			...row,
			user_id: '0',
		} ) )
	);
	expect(
		rowsOf( after, 'wp_options' ).find(
			( row ) => row.option_name === 'vista_consent_db_version'
		)?.option_value
	).toBe( '4' );
	const changes = dbChanges( before, after, [] );
	// The tables and schema versions added since that commit (issues 36 and 37), each made once
	// and filled from the data already there: the seeded gallery's images, the entry's words.
	for ( const added of LATER_SCHEMA ) {
		expect(
			changes.filter( ( change ) => added.test( change ) )
		).toHaveLength( 1 );
	}
	expect( changes ).toContainEqual(
		expect.stringMatching(
			/^\+ table wp_vista_gallery_items \([1-9]\d* rows\)$/
		)
	);
	expect( changes ).toContainEqual(
		expect.stringMatching(
			/^\+ table wp_vista_forms_entry_words \([1-9]\d* rows\)$/
		)
	);
	expect(
		changes.filter(
			( change ) =>
				! /^[+-] wp_vista_consent_log |"option_name":"vista_consent_db_version"/.test(
					change
				) && ! LATER_SCHEMA.some( ( added ) => added.test( change ) )
		)
	).toEqual( [] );
}

/** What the upgrade steps added after the earlier commit: each new table, schema version and kept count. */
const LATER_SCHEMA = [
	/^\+ table wp_vista_forms_entry_words /,
	/^\+ table wp_vista_forms_payment_events /,
	/^\+ table wp_vista_forms_payments /,
	/^\+ table wp_vista_gallery_items /,
	// Schema 7 (issue 36 goal 1): the sums by item id, moved from the daily table, which goes
	// (the earlier commit's schema 5 had no monthly table; 6 added it, 7 made months in its place).
	/^\+ table wp_vista_stats_items /,
	/^\+ table wp_vista_stats_days /,
	/^\+ table wp_vista_stats_months /,
	/^- table wp_vista_stats_daily$/,
	/^- wp_options .*"option_name":"vista_stats_db_version","option_value":"5"/,
	/^\+ wp_options .*"option_name":"vista_stats_db_version","option_value":"7"/,
	/^- wp_options .*"option_name":"vista_forms_db_version","option_value":"1"/,
	/^\+ wp_options .*"option_name":"vista_forms_db_version","option_value":"2"/,
	/^\+ wp_options .*"option_name":"vista_gallery_items_db_version","option_value":"1"/,
	/^\+ wp_options .*"option_name":"vista_forms_payments_db_version","option_value":"1"/,
	// Each gallery's image count, kept with it (issue 36 goal 2), and the count's epoch.
	/^\+ wp_options .*"option_name":"vista_gallery_census_epoch"/,
	/^\+ wp_postmeta .*"meta_key":"_vista_gallery_census"/,
];

test.describe( 'Upgrading over an earlier version with data in place', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( async ( { browser }, testInfo ) => {
		test.setTimeout( 300_000 );
		const baseURL = testInfo.project.use.baseURL as string;
		site = new ReleaseSite( 'release-upgrade', baseURL );
		site.reset();
		fs.copyFileSync(
			path.join( __dirname, 'mu-plugins/vista-schema-log.php' ),
			path.join(
				site.wordpressDir,
				'wp-content/mu-plugins/vista-schema-log.php'
			)
		);
		await site.visitOnce( browser, baseURL, [
			'index.php',
			'plugins.php',
			'plugin-install.php?tab=upload',
		] );
		packageZips( earlierZips, earlierCommit );
		packageZips( currentZips );
	} );

	test.afterAll( () => {
		site.stop();
	} );

	test( 'the earlier version, installed and given data', async ( {
		page,
		baseURL,
	} ) => {
		test.setTimeout( 180_000 );
		await logIn( page );
		for ( const slug of plugins ) {
			await uploadPluginZip( page, zipOfPlugin( earlierZips, slug ) );
			await expect(
				page.getByText( 'Plugin installed successfully.' )
			).toBeVisible();
			await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
			await expect( page.getByText( 'Plugin activated.' ) ).toBeVisible();
		}
		for ( const slug of plugins ) {
			const saved = await rest< { settings: unknown } >(
				page,
				`/${ slug }/v1/settings`,
				{ data: changedSettings[ slug ] }
			);
			seeded.settings[ slug ] = saved.settings;
		}
		seeded.galleryPage = await seedGallery( page, { ids: [] } );
		seeded.entriesUrl = await seedFormEntry( baseURL! );
		await seedConsent( baseURL! );
		site.php( 'fixtures/stats-seed.php', 'seed' );
	} );

	test( 'the current zips uploaded over it keep every item', async ( {
		page,
	} ) => {
		test.setTimeout( 180_000 );
		await logIn( page );
		const before = site.snapshot();
		const schemaBefore = schemaChanges().length;
		for ( const slug of plugins ) {
			await uploadPluginZip( page, zipOfPlugin( currentZips, slug ) );
			await expect(
				page.getByText( 'This plugin is already installed.' )
			).toBeVisible();
			await page
				.getByRole( 'link', { name: 'Replace current with uploaded' } )
				.click();
			await expect(
				page.getByText( 'Plugin updated successfully.' )
			).toBeVisible();
		}
		// Still active: nobody pressed Activate.
		for ( const slug of plugins ) {
			await expectActive( page, slug );
		}

		expectMigratedOnce( before, site.snapshot(), schemaBefore );

		for ( const slug of plugins ) {
			const now = await rest< { settings: unknown } >(
				page,
				`/${ slug }/v1/settings`,
				{ method: 'GET' }
			);
			// Every value saved before is kept; settings added since (the notice's button wording,
			// the card payments') come in at their defaults.
			expect( now.settings, slug ).toMatchObject(
				seeded.settings[ slug ] as Record< string, unknown >
			);
		}

		// The form's entry is listed.
		await page.goto( seeded.entriesUrl );
		await expect( page.getByText( 'Ada Upgrade' ) ).toBeVisible();

		// The statistics seeded before (tests/e2e/fixtures/stats-seed.php): 16 views by 13
		// visitors in the last 30 days.
		await page.goto( 'wp-admin/admin.php?page=vista-stats' );
		await expect(
			page.locator( '[data-stat="views"] .vista-stats-summary__value' )
		).toHaveText( '16' );
		await expect(
			page.locator( '[data-stat="visitors"] .vista-stats-summary__value' )
		).toHaveText( '13' );

		// The gallery renders its two images for a visitor.
		const visitor = await page.context().browser()!.newPage( {
			baseURL: test.info().project.use.baseURL,
		} );
		await visitor.goto( seeded.galleryPage );
		await expect(
			visitor.locator(
				'.wp-block-vista-gallery img.vista-gallery__image'
			)
		).toHaveCount( 2 );
		await visitor.close();

		expect( site.vistaLogLines() ).toEqual( [] );
	} );
} );
