/**
 * Issue 33 item 1: a site that ran Photo Gallery by 10Web (tests/fixtures/originals/photo-gallery.php:
 * 5 galleries of 120 images in 2 nested albums, tags, ratings, comments, stored shortcodes and a
 * page for each) moves to Vista. Through the importer's screen (Tools → Import, the kit's contract):
 * the counts found, the progress bar that survives a reload, the report with the two images that
 * have no file here, a second run that adds nothing. Through the runner itself (what the fixture
 * script's `import` does): the pages that held the original's shortcodes show the same images,
 * in the same order and view, through Vista, and the original's data is unchanged (checksums).
 */
import { execFileSync } from 'child_process';
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { wordpressDir } from '../utils/site';

const fixture = path.resolve(
	__dirname,
	'../../fixtures/originals/photo-gallery.php'
);

type Counts = Record<
	string,
	{ imported: number; updated: number; skipped: number }
>;

/**
 * Runs a command of the fixture script against the test site and reads its JSON answer.
 * @param command build, import, checksum or remove.
 */
function original< T >( command: string ): T {
	return JSON.parse(
		execFileSync( 'php', [ fixture, wordpressDir, command ], {
			encoding: 'utf8',
			maxBuffer: 16 * 1024 * 1024,
		} )
	) as T;
}

const LABEL = 'Photo Gallery by 10Web';

/** What the fixture holds, by the screen's stage labels. */
const FOUND = {
	Tags: '6',
	Galleries: '5',
	Images: '600',
	Albums: '2',
	'Album contents': '2',
	Ratings: '400',
	Comments: '84',
	Shortcodes: '10',
};

/** Each stored shortcode's page: the view Vista shows it in and the images on its first page. */
const PAGES = [
	{ slug: 'pg-shortcode-1', layout: 'thumbnails', images: 20 },
	{ slug: 'pg-shortcode-2', layout: 'masonry', images: 24 },
	{ slug: 'pg-shortcode-3', layout: 'mosaic', images: 30 },
	{ slug: 'pg-shortcode-4', layout: 'slideshow' },
	{ slug: 'pg-shortcode-5', layout: 'image_browser' },
	{ slug: 'pg-shortcode-6', layout: 'blog_style', images: 5 },
	{ slug: 'pg-shortcode-7', layout: 'carousel' },
	{ slug: 'pg-shortcode-8', layout: 'album_compact' },
	{ slug: 'pg-shortcode-9', layout: 'album_extended' },
	{ slug: 'pg-shortcode-10', layout: 'thumbnails', images: 30 },
	{ slug: 'pg-inline', layout: 'thumbnails', images: 12 },
];

/**
 * The gallery on a page.
 * @param page The page.
 */
const gallery = ( page: Page ) => page.locator( '.vista-gallery' ).first();

test.describe.configure( { mode: 'serial' } );

test.describe( 'Photo Gallery by 10Web, through the importer screen', () => {
	let checksums: Record< string, string >;

	test.beforeAll( () => {
		original( 'build' );
		checksums = original( 'checksum' );
	} );

	test.afterAll( () => {
		original( 'remove' );
	} );

	test( 'finds the original, imports with a progress bar that survives a reload, and reports', async ( {
		page,
		admin,
	} ) => {
		test.setTimeout( 10 * 60_000 );
		await admin.visitAdminPage( 'import.php' );
		// WordPress's "Run Importer" link (named "Run <label>" for screen readers).
		const run = page.locator( 'a[href$="admin.php?import=photo-gallery"]' );
		await expect( run ).toHaveText( 'Run Importer' );
		await run.click();
		await expect( page ).toHaveURL( /admin\.php\?import=photo-gallery/ );
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: `Import from ${ LABEL }`,
			} )
		).toBeVisible();

		const found = page.getByRole( 'table', { name: 'Found on this site' } );
		for ( const [ label, count ] of Object.entries( FOUND ) ) {
			await expect(
				found
					.getByRole( 'row' )
					.filter( { hasText: label } )
					.getByRole( 'cell' )
					.nth( 1 )
			).toHaveText( count );
		}

		await page.getByRole( 'button', { name: 'Start import' } ).click();
		const progress = page.getByRole( 'progressbar', {
			name: 'Import progress',
		} );
		await expect( progress ).toBeVisible();
		await expect( progress ).toHaveAttribute( 'aria-valuemin', '0' );
		await expect( progress ).toHaveAttribute( 'aria-valuemax', '100' );
		await expect( page.getByText( / of 600$/ ) ).toBeVisible();
		// A reload while the run is under way shows the same run and carries on.
		await page.reload();
		const finished = page.getByRole( 'heading', {
			name: 'Import finished',
		} );
		await expect( progress.or( finished ) ).toBeVisible();
		await expect( finished ).toBeVisible( { timeout: 8 * 60_000 } );

		const report = page.getByRole( 'table', { name: 'Import report' } );
		const row = ( label: string ) =>
			report
				.getByRole( 'row' )
				.filter( { hasText: label } )
				.getByRole( 'cell' );
		await expect( row( 'Images' ) ).toHaveText( [
			'Images',
			'598',
			'0',
			'2',
		] );
		await expect( row( 'Galleries' ) ).toHaveText( [
			'Galleries',
			'5',
			'0',
			'0',
		] );
		const skipped = page.getByRole( 'list', { name: 'Skipped items' } );
		await expect(
			skipped.getByRole( 'listitem' ).filter( { hasText: '481' } )
		).toContainText( 'another site' );
		await expect(
			skipped.getByRole( 'listitem' ).filter( { hasText: '600' } )
		).toContainText( 'is missing' );
		await expect(
			page.getByText( "The original plugin's data was left unchanged." )
		).toBeVisible();

		// A second run updates what the first made and adds nothing.
		// (The first run's report stays on screen until the second one ends.)
		await page.getByRole( 'button', { name: 'Run again' } ).click();
		await expect( row( 'Images' ) ).toHaveText(
			[ 'Images', '0', '598', '2' ],
			{ timeout: 8 * 60_000 }
		);
		expect( original( 'checksum' ) ).toEqual( checksums );
	} );
} );

test.describe( 'Photo Gallery by 10Web, through the import runner', () => {
	let checksums: Record< string, string >;
	let first: { state: { status: string; counts: Counts }; seconds: number };

	test.beforeAll( () => {
		test.setTimeout( 10 * 60_000 );
		original( 'build' );
		checksums = original( 'checksum' );
		first = original( 'import' );
	} );

	test.afterAll( () => {
		original( 'remove' );
	} );

	test( 'imports everything but the two images without a file here', () => {
		// How long the 600 images take to come in, in the report (the issue asks for the figure).
		test.info().annotations.push( {
			type: 'import seconds',
			description: String( first.seconds ),
		} );
		expect( first.state.status ).toBe( 'done' );
		expect( first.state.counts.images ).toEqual( {
			imported: 598,
			updated: 0,
			skipped: 2,
		} );
		expect( first.state.counts.galleries.imported ).toBe( 5 );
		expect( first.state.counts.albums.imported ).toBe( 2 );
		expect( first.state.counts.shortcodes.imported ).toBe( 10 );
	} );

	test( 'the pages of the original shortcodes show the same images through Vista', async ( {
		page,
	} ) => {
		for ( const { slug, layout, images } of PAGES ) {
			await page.goto( `/${ slug }/` );
			await expect( gallery( page ), slug ).toHaveClass(
				new RegExp( `vista-gallery--${ layout }\\b` )
			);
			if ( images ) {
				await expect(
					gallery( page ).locator( 'img' ),
					slug
				).toHaveCount( images );
			}
		}
		// The original's order (its `order` runs backwards from the id) and its alt text.
		await page.goto( '/pg-shortcode-1/' );
		await expect(
			gallery( page ).locator( 'img' ).first()
		).toHaveAttribute( 'alt', 'Picture 120' );
		await expect(
			gallery( page ).locator( 'img' ).nth( 19 )
		).toHaveAttribute( 'alt', 'Picture 101' );
		// The albums hold the same galleries, the nested album among them.
		await page.goto( '/pg-shortcode-8/' );
		for ( const title of [
			'Coast gallery',
			'Mountains gallery',
			'Streets gallery',
			'Seasons',
		] ) {
			await expect(
				gallery( page ).getByText( title, { exact: true } )
			).toBeVisible();
		}
	} );

	test( 'a second run adds nothing and the original data is unchanged', () => {
		test.setTimeout( 10 * 60_000 );
		const second = original< { state: { counts: Counts } } >( 'import' );
		for ( const [ kind, counts ] of Object.entries( first.state.counts ) ) {
			expect( second.state.counts[ kind ], kind ).toEqual( {
				imported: 0,
				updated: counts.imported,
				skipped: counts.skipped,
			} );
		}
		expect( original( 'checksum' ) ).toEqual( checksums );
	} );
} );
