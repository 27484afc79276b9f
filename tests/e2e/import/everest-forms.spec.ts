/**
 * Issue 33 item 2: moving from Everest Forms. The site holds what the original left
 * (tests/fixtures/originals/everest-forms.php: 3 forms, 600 entries with uploads, pages holding
 * `[everest_form id="N"]`). The importer screen shows the counts and runs the import with its
 * progress bar; the pages that held the shortcode show the imported form, and a visitor's entry
 * lands in Forms → Entries beside the 600; a second run adds nothing; the original's data is
 * unchanged.
 *
 * The screen (Tools → Import, admin.php?import=everest-forms) is the import kit's, built to the
 * contract of issue 33: its tests run once Tools → Import lists the importer. The rest runs the
 * import as WP-CLI does (ImportRunner::run_all, tests/e2e/fixtures/everest-forms-import.php).
 */
import { execFileSync } from 'child_process';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';
import { wordpressDir, phpLogLines, phpLogMark } from '../utils/site';
import {
	NEVER_TOO_QUICK,
	field,
	spamGuardMinimum,
} from '../forms/client-helpers';

test.describe.configure( { mode: 'serial' } );

const root = path.resolve( __dirname, '../../..' );
const fixtureScript = path.join(
	root,
	'tests/fixtures/originals/everest-forms.php'
);
const importScript = path.join(
	root,
	'tests/e2e/fixtures/everest-forms-import.php'
);

/**
 * Runs a PHP script against the test site and reads its JSON answer.
 * @param script The script.
 * @param args   Its arguments after the WordPress folder.
 */
function php< T >( script: string, ...args: string[] ): T {
	return JSON.parse(
		execFileSync( 'php', [ script, wordpressDir, ...args ], {
			encoding: 'utf8',
		} )
	) as T;
}

interface Fixture {
	forms: number[];
	pages: number[];
	entries: number;
	files: number;
}

type Counts = Record<
	string,
	{ imported: number; updated: number; skipped: number }
>;

interface Run {
	counts: Counts;
	forms: Record< string, number >;
}

const checksum = () =>
	php< { checksum: string } >( importScript, 'checksum' ).checksum;

let fixture: Fixture;
let before: string;

test.beforeAll( () => {
	php( importScript, 'forget' );
	fixture = php< Fixture >( fixtureScript, 'build' );
	before = checksum();
} );

test.afterAll( () => {
	php( importScript, 'forget' );
	php( fixtureScript, 'drop' );
} );

/**
 * Opens the importer's screen, or says why the test cannot: the screen is the import kit's.
 * @param page The admin's page.
 */
async function openImporter( page: Page ) {
	await page.goto( '/wp-admin/import.php' );
	// WordPress's "Run Importer" link, named "Run Everest Forms" for screen readers.
	await expect(
		page.locator( 'a[href$="admin.php?import=everest-forms"]' )
	).toHaveText( 'Run Importer' );
	await page.getByRole( 'link', { name: 'Run Everest Forms' } ).click();
	await expect(
		page.getByRole( 'heading', {
			level: 1,
			name: 'Import from Everest Forms',
		} )
	).toBeVisible();
}

/**
 * The cells of a table's row (a row header among them), the row found by its label.
 * @param page  The page.
 * @param table The table's accessible name.
 * @param label The first cell.
 */
const tableRow = ( page: Page, table: string, label: string ) =>
	page
		.getByRole( 'table', { name: table } )
		.getByRole( 'row' )
		.filter( { hasText: label } )
		.locator( 'th, td' );

test( 'the importer screen shows what Everest Forms left and imports it with its progress bar', async ( {
	page,
} ) => {
	await openImporter( page );
	await expect(
		tableRow( page, 'Found on this site', 'Forms' ).nth( 1 )
	).toHaveText( '3' );
	await expect(
		tableRow( page, 'Found on this site', 'Entries' ).nth( 1 )
	).toHaveText( '600' );
	await page.getByRole( 'button', { name: 'Start import' } ).click();
	const progress = page.getByRole( 'progressbar', {
		name: 'Import progress',
	} );
	await expect( progress ).toHaveAttribute( 'aria-valuemin', '0' );
	await expect( progress ).toHaveAttribute( 'aria-valuemax', '100' );
	// A reload while the run is under way shows the same progress and carries on.
	await page.reload();
	await expect(
		page.getByRole( 'heading', { name: 'Import finished' } )
	).toBeVisible( { timeout: 120_000 } );
	const report = ( label: string ) =>
		tableRow( page, 'Import report', label );
	await expect( report( 'Forms' ) ).toHaveText( [ 'Forms', '3', '0', '0' ] );
	await expect( report( 'Entries' ) ).toHaveText( [
		'Entries',
		'600',
		'0',
		'0',
	] );
	const skipped = page.getByRole( 'list', { name: 'Skipped items' } );
	await expect( skipped ).toContainText(
		'Vista Forms has no "repeater" field.'
	);
	await expect(
		page.getByText( "The original plugin's data was left unchanged." )
	).toBeVisible();

	// A second run updates: nothing new. (The first run's report stays until the new one ends.)
	await page.getByRole( 'button', { name: 'Run again' } ).click();
	await expect( report( 'Entries' ) ).toHaveText(
		[ 'Entries', '0', '600', '0' ],
		{ timeout: 120_000 }
	);
	expect( checksum() ).toBe( before );
} );

test( 'imported by the runner, the shortcode page shows the form and a visitor entry lands beside the 600', async ( {
	page,
	browser,
	requestUtils,
} ) => {
	const log = phpLogMark();
	const run = php< Run >( importScript, 'run' );
	expect( run.counts.forms.imported + run.counts.forms.updated ).toBe( 3 );
	expect( run.counts.entries.imported + run.counts.entries.updated ).toBe(
		600
	);
	const contactForm = run.forms[ String( fixture.forms[ 0 ] ) ];

	// The page that held [everest_form id="…"] shows the imported form to a visitor.
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const visitor = await context.newPage();
	await spamGuardMinimum( visitor, NEVER_TOO_QUICK );
	await visitor.goto( '/evf-contact-us/' );
	await expect(
		visitor.getByRole( 'heading', { name: 'About you' } )
	).toBeVisible();
	await expect( visitor.getByText( '[everest_form' ) ).toHaveCount( 0 );
	// The original's field ids, lowercased (abcdefgh-1: first name, -2 last name, -3 email, -5 message).
	await expect( visitor.getByLabel( 'First name' ) ).toBeVisible();
	await field( visitor, 'abcdefgh-1' ).fill( 'Margaret' );
	await field( visitor, 'abcdefgh-2' ).fill( 'Hamilton' );
	await field( visitor, 'abcdefgh-3' ).fill( 'margaret@example.org' );
	await field( visitor, 'abcdefgh-5' ).fill( 'Apollo guidance works well.' );
	await visitor.getByRole( 'button', { name: 'Send message' } ).click();
	await expect(
		visitor.locator( '.everest-forms-notice--success' )
	).toHaveText( 'Thanks for contacting us!' );
	await context.close();

	// Forms → Entries: the new entry beside the 300 imported ones of that form.
	const total = async () =>
		(
			( await requestUtils.rest( {
				path: '/vista-forms/v1/entries/forms',
			} ) ) as Array< { id: number; total: number } >
		 ).find( ( form ) => form.id === contactForm )?.total;
	expect( await total() ).toBe( 301 );
	await page.goto(
		`/wp-admin/edit.php?post_type=vista_form&page=vista-forms-entries&form_id=${ contactForm }`
	);
	// Newest first: the visitor's entry, then the imported ones.
	await expect( page.locator( 'tr[data-entry-id]' ).first() ).toContainText(
		'Margaret'
	);
	const imported = page.locator( 'tr[data-entry-id]' ).nth( 1 );
	await expect( imported ).toContainText( 'Ada300' );
	// Entry 300 of the original is in its trash: the list says so beside its date.
	await expect( imported ).toContainText( 'Trash' );
	await expect(
		page.locator( 'tr[data-entry-id]' ).nth( 2 )
	).not.toContainText( 'Trash' );

	// A second run adds nothing and leaves the visitor's entry alone.
	const again = php< Run >( importScript, 'run' );
	expect( again.counts.forms ).toEqual( {
		imported: 0,
		updated: 3,
		skipped: 0,
	} );
	expect( again.counts.entries ).toEqual( {
		imported: 0,
		updated: 600,
		skipped: 0,
	} );
	expect( await total() ).toBe( 301 );

	// The original's tables, posts and files are as they were.
	expect( checksum() ).toBe( before );
	expect( phpLogLines( log ) ).toEqual( [] );
} );
