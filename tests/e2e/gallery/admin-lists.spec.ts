/**
 * The Galleries and Albums lists (issue 34 item 15): each row's thumbnail, count, shortcode (with
 * a copy button), author and date in the site's date format; "Add to a page" from a gallery's or
 * an album's row (issue 34 item 5); sorting by title; bulk duplicate (a copy links the same
 * images, no file is copied) and bulk delete; the list fits a 390 px phone and a 1280 px screen;
 * the screens follow the user's admin colour scheme; and no serious axe finding or console error
 * on either list or the "Add to a page" dialog.
 */
import fs from 'fs';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { solidPng } from '../utils/png';
import { watchForErrors } from '../utils/site';
import { publishAndVisit, roomUnderPageMenu } from '../utils/add-to-page';
import { beyondBaseline, seriousFindings } from '../a11y/axe';

const run = `${ Date.now().toString( 36 ) }${ Math.floor(
	Math.random() * 1000
) }`;
const galleriesUrl = '/wp-admin/admin.php?page=vista-galleries';
const albumsUrl = '/wp-admin/admin.php?page=vista-albums';

/** What this file made, removed at the end. */
const made = {
	media: 0,
	galleries: new Set< number >(),
	albums: new Set< number >(),
};
let first = 0;
let album = 0;
let author = '';
let dateFormat = '';

/** Made on 5 March 2024 (UTC noon, the same day in any site zone within ±11 h). */
const MADE_GMT = '2024-03-05T12:00:00';

/**
 * A date in a PHP date format made of the letters WordPress's default and common formats use.
 * @param format The site's `date_format`.
 */
function expectedDate( format: string ): string {
	const parts: Record< string, string > = {
		F: 'March',
		M: 'Mar',
		j: '5',
		d: '05',
		n: '3',
		m: '03',
		Y: '2024',
		y: '24',
	};
	return format.replace( /[A-Za-z]/g, ( letter ) => {
		if ( ! ( letter in parts ) ) {
			throw new Error( `date format letter ${ letter } not covered` );
		}
		return parts[ letter ];
	} );
}

async function makeGallery(
	requestUtils: RequestUtils,
	title: string,
	images: number[]
): Promise< number > {
	const gallery = await requestUtils.rest< { id: number } >( {
		path: '/wp/v2/vista-galleries',
		method: 'POST',
		data: {
			title,
			status: 'publish',
			date_gmt: MADE_GMT,
			meta: { _vista_gallery_images: images },
		},
	} );
	made.galleries.add( gallery.id );
	return gallery.id;
}

test.beforeAll( async ( { requestUtils }, testInfo ) => {
	const dir = testInfo.outputPath();
	fs.mkdirSync( dir, { recursive: true } );
	const file = path.join( dir, `e2e-lists-${ run }.png` );
	fs.writeFileSync( file, solidPng( 120, 90, [ 200, 40, 40 ] ) );
	const media = ( await requestUtils.uploadMedia( file ) ) as unknown as {
		id: number;
	};
	made.media = media.id;
	first = await makeGallery( requestUtils, `Alpha ${ run }`, [ media.id ] );
	await makeGallery( requestUtils, `Bravo ${ run }`, [] );
	const albumPost = await requestUtils.rest< { id: number } >( {
		path: '/wp/v2/vista-albums',
		method: 'POST',
		data: {
			title: `Album ${ run }`,
			status: 'publish',
			date_gmt: MADE_GMT,
			meta: { _vista_album_items: [ { type: 'gallery', id: first } ] },
		},
	} );
	album = albumPost.id;
	made.albums.add( album );
	const me = await requestUtils.rest< { name: string } >( {
		path: '/wp/v2/users/me',
	} );
	author = me.name;
	const settings = await requestUtils.rest< { date_format: string } >( {
		path: '/wp/v2/settings',
	} );
	dateFormat = settings.date_format;
} );

test.afterAll( async ( { requestUtils } ) => {
	// Copies made by the tests carry the run in their titles.
	const copies = await requestUtils.rest< { id: number }[] >( {
		path: '/wp/v2/vista-galleries',
		params: {
			search: run,
			per_page: 100,
			status: 'publish,draft,private',
			_fields: 'id',
		},
	} );
	copies.forEach( ( copy ) => made.galleries.add( copy.id ) );
	for ( const [ base, ids ] of [
		[ 'vista-galleries', made.galleries ],
		[ 'vista-albums', made.albums ],
	] as const ) {
		for ( const id of ids ) {
			await requestUtils
				.rest( {
					path: `/wp/v2/${ base }/${ id }`,
					method: 'DELETE',
					params: { force: true },
				} )
				.catch( () => undefined );
		}
	}
	if ( made.media ) {
		await requestUtils.deleteMedia( made.media ).catch( () => undefined );
	}
} );

/**
 * Waits until the list shows rows and only rows whose title has every word searched for (the
 * search waits for a pause in the typing).
 * @param page The tab.
 * @param find The words.
 */
async function expectOnlyRowsOf( page: Page, find: string ) {
	const words = find.split( ' ' );
	await expect
		.poll( async () => {
			const titles = await page
				.locator( '.vista-gallery-list tbody .row-title' )
				.allTextContents();
			return (
				titles.length > 0 &&
				titles.every( ( title ) =>
					words.every( ( word ) => title.includes( word ) )
				)
			);
		} )
		.toBe( true );
}

/**
 * Opens a list with only this file's rows in it.
 * @param page The tab.
 * @param url  The list's address.
 * @param find What to search for.
 */
async function openList( page: Page, url: string, find: string ) {
	await page.goto( url );
	await page.getByRole( 'searchbox' ).fill( find );
	await expectOnlyRowsOf( page, find );
}

test( 'a gallery row shows its thumbnail, count, shortcode, author and date in the site’s format', async ( {
	page,
	context,
} ) => {
	await context.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	await openList( page, galleriesUrl, `Alpha ${ run }` );
	const row = page.getByRole( 'row', {
		name: new RegExp( `Alpha ${ run }` ),
	} );
	await expect(
		row.locator( 'img.vista-gallery-list__thumb' )
	).toHaveAttribute( 'src', new RegExp( `e2e-lists-${ run }` ) );
	await expect( row.locator( '.column-count' ) ).toHaveText( '1 image' );
	await expect( row.locator( '.column-shortcode code' ) ).toHaveText(
		`[vista_gallery gallery="${ first }"]`
	);
	await expect( row.locator( '.column-author' ) ).toHaveText( author );
	await expect( row.locator( '.column-date' ) ).toHaveText(
		expectedDate( dateFormat )
	);

	const copy = row.getByRole( 'button', { name: /Copy the shortcode/ } );
	await copy.click();
	await expect( copy ).toHaveText( 'Copied' );
	expect( await page.evaluate( () => navigator.clipboard.readText() ) ).toBe(
		`[vista_gallery gallery="${ first }"]`
	);
} );

test( '“Add to a page” in a gallery’s row publishes a new page that shows the gallery', async ( {
	page,
	requestUtils,
} ) => {
	await openList( page, galleriesUrl, `Alpha ${ run }` );
	const row = page.getByRole( 'row', {
		name: new RegExp( `Alpha ${ run }` ),
	} );
	await row
		.getByRole( 'button', {
			name: new RegExp( `Add to a page Alpha ${ run }` ),
		} )
		.click();
	const dialog = page.getByRole( 'dialog' );
	await expect(
		dialog.getByRole( 'textbox', { name: 'Block' } )
	).toHaveValue( `<!-- wp:vista/gallery {"galleryId":${ first }} /-->` );
	await publishAndVisit( dialog, page, requestUtils, async () => {
		await expect(
			page.locator( '.wp-block-vista-gallery img' ).first()
		).toHaveAttribute( 'src', new RegExp( `e2e-lists-${ run }` ) );
	} );
} );

test( '“Add to a page” in an album’s row publishes a page that shows the album; the dialog passes axe', async ( {
	page,
	requestUtils,
} ) => {
	// Two axe scans (the Dashboard's baseline, the dialog) and a published page to load.
	test.slow();
	await page.goto( '/wp-admin/' );
	const baseline = await seriousFindings( page );
	await openList( page, albumsUrl, `Album ${ run }` );
	await page
		.getByRole( 'row', { name: new RegExp( `Album ${ run }` ) } )
		.getByRole( 'button', {
			name: new RegExp( `Add to a page Album ${ run }` ),
		} )
		.click();
	const dialog = page.getByRole( 'dialog' );
	await expect(
		dialog.getByRole( 'textbox', { name: 'Block' } )
	).toHaveValue(
		`<!-- wp:vista/gallery {"source":"album","albumId":${ album }} /-->`
	);
	await expect(
		dialog.getByRole( 'textbox', { name: 'Shortcode' } )
	).toHaveValue( `[vista_gallery album="${ album }"]` );
	expect( beyondBaseline( await seriousFindings( page ), baseline ) ).toEqual(
		[]
	);
	expect( await roomUnderPageMenu( dialog ) ).toBeGreaterThanOrEqual( 12 );
	await publishAndVisit( dialog, page, requestUtils, async () => {
		// The album shows its gallery, by name and cover.
		const shown = page.locator( '.wp-block-vista-gallery' );
		await expect(
			shown.getByRole( 'link', { name: `Alpha ${ run }` } ).first()
		).toBeVisible();
		await expect( shown.locator( 'img' ).first() ).toHaveAttribute(
			'src',
			new RegExp( `e2e-lists-${ run }` )
		);
	} );
} );

test( 'the list sorts by title both ways', async ( { page } ) => {
	await openList( page, galleriesUrl, run );
	const titles = page.locator( '.vista-gallery-list tbody .row-title' );
	const heading = page.getByRole( 'columnheader', { name: 'Title' } );
	await heading.getByRole( 'button' ).click();
	await expect( heading ).toHaveAttribute( 'aria-sort', 'ascending' );
	await expect( titles ).toHaveText( [ `Alpha ${ run }`, `Bravo ${ run }` ] );
	await heading.getByRole( 'button' ).click();
	await expect( heading ).toHaveAttribute( 'aria-sort', 'descending' );
	await expect( titles ).toHaveText( [ `Bravo ${ run }`, `Alpha ${ run }` ] );
} );

test( 'the lists load without the media modal; a gallery’s editor has it to add images', async ( {
	page,
} ) => {
	// Issue 36 goal 2: the Galleries list opens in a second; the modal's scripts and templates
	// are for adding images only.
	const mediaModal = () =>
		page.evaluate(
			() =>
				typeof ( window as unknown as { wp?: { media?: unknown } } ).wp
					?.media
		);
	await openList( page, galleriesUrl, `Alpha ${ run }` );
	expect( await mediaModal() ).toBe( 'undefined' );
	await expect( page.locator( '#tmpl-media-modal' ) ).toHaveCount( 0 );
	await openList( page, albumsUrl, `Album ${ run }` );
	expect( await mediaModal() ).toBe( 'undefined' );

	await page.goto( `${ galleriesUrl }&edit=${ first }` );
	await page
		.getByRole( 'button', { name: 'Add images from the Media Library' } )
		.click();
	await expect(
		page
			.locator( '.media-modal:visible' )
			.getByRole( 'tab', { name: 'Media Library' } )
	).toBeVisible();
} );

test( 'bulk duplicate copies the galleries’ image links, and bulk delete removes the copies', async ( {
	page,
	requestUtils,
} ) => {
	await openList( page, galleriesUrl, run );
	await page.getByRole( 'checkbox', { name: 'Select all' } ).check();
	await page.getByLabel( 'Bulk action' ).selectOption( 'duplicate' );
	await page.getByRole( 'button', { name: 'Apply' } ).click();
	const copyOfA = page.getByRole( 'row', {
		name: new RegExp( `Alpha ${ run } \\(copy\\)` ),
	} );
	await expect( copyOfA ).toBeVisible();
	await expect( copyOfA.locator( '.column-count' ) ).toHaveText( '1 image' );
	await expect(
		page.getByRole( 'row', {
			name: new RegExp( `Bravo ${ run } \\(copy\\)` ),
		} )
	).toBeVisible();

	// The copy links the same attachment; the Media Library holds no new file.
	const copies = await requestUtils.rest<
		Array< {
			title: { raw: string };
			meta: { _vista_gallery_images: number[] };
		} >
	>( {
		path: '/wp/v2/vista-galleries',
		params: {
			search: `${ run } (copy)`,
			context: 'edit',
			_fields: 'title,meta',
		},
	} );
	const copyA = copies.filter(
		( copy ) => copy.title.raw === `Alpha ${ run } (copy)`
	);
	expect( copyA ).toHaveLength( 1 );
	expect( copyA[ 0 ].meta._vista_gallery_images ).toEqual( [ made.media ] );
	const files = await requestUtils.rest< unknown[] >( {
		path: '/wp/v2/media',
		params: { search: `e2e-lists-${ run }`, _fields: 'id' },
	} );
	expect( files ).toHaveLength( 1 );

	await page.getByRole( 'searchbox' ).fill( `${ run } (copy)` );
	await expectOnlyRowsOf( page, `${ run } (copy)` );
	await expect( page.locator( '.vista-gallery-list tbody tr' ) ).toHaveCount(
		2
	);
	await page.getByRole( 'checkbox', { name: 'Select all' } ).check();
	await page.getByLabel( 'Bulk action' ).selectOption( 'delete' );
	await page.getByRole( 'button', { name: 'Apply' } ).click();
	await page
		.getByRole( 'dialog' )
		.getByRole( 'button', { name: 'Delete' } )
		.click();
	await expect( page.getByText( 'No galleries found.' ) ).toBeVisible();
	await page.getByRole( 'searchbox' ).fill( run );
	await expect( page.locator( '.vista-gallery-list tbody tr' ) ).toHaveCount(
		2
	);
} );

test( 'an album row shows its first gallery’s thumbnail, its count and its shortcode', async ( {
	page,
} ) => {
	await openList( page, albumsUrl, `Album ${ run }` );
	const row = page.getByRole( 'row', {
		name: new RegExp( `Album ${ run }` ),
	} );
	await expect(
		row.locator( 'img.vista-gallery-list__thumb' )
	).toHaveAttribute( 'src', new RegExp( `e2e-lists-${ run }` ) );
	await expect( row.locator( '.column-count' ) ).toHaveText( '1 item' );
	await expect( row.locator( '.column-shortcode code' ) ).toHaveText(
		`[vista_gallery album="${ album }"]`
	);
} );

for ( const width of [ 390, 1280 ] ) {
	test( `the list fits a ${ width } px screen, its details a tap away on a phone`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 800 } );
		await openList( page, galleriesUrl, `Alpha ${ run }` );
		const row = page.getByRole( 'row', {
			name: new RegExp( `Alpha ${ run }` ),
		} );
		const table = page.locator( '.vista-gallery-list table' );
		const fits = await table.evaluate( ( element ) => {
			const wrap = element.closest( '.wrap' ) as HTMLElement;
			return {
				page: document.documentElement.scrollWidth <= window.innerWidth,
				table:
					element.getBoundingClientRect().right <=
					wrap.getBoundingClientRect().right + 1,
			};
		} );
		expect( fits ).toEqual( { page: true, table: true } );
		const title = await row.locator( '.row-title' ).boundingBox();
		expect( title?.width ).toBeGreaterThan( 40 );
		const code = row.locator( '.column-shortcode code' );
		if ( width < 782 ) {
			await expect( code ).toBeHidden();
			await row
				.getByRole( 'button', { name: 'Show more details' } )
				.click();
		}
		await expect( code ).toBeVisible();
		const box = await code.boundingBox();
		expect( ( box?.x ?? 0 ) + ( box?.width ?? 0 ) ).toBeLessThanOrEqual(
			width
		);
	} );
}

test.describe( 'the admin colour scheme', () => {
	/**
	 * The background of the list's "Add new gallery" button under a scheme.
	 * @param page   The tab.
	 * @param scheme The user's admin colour scheme.
	 */
	async function addButtonColour( page: Page, scheme: string ) {
		await page.context().addCookies( [
			{
				name: 'vista_e2e_admin_color',
				value: scheme,
				url:
					page.url() === 'about:blank'
						? ( process.env.WP_BASE_URL ?? 'http://localhost' )
						: page.url(),
			},
		] );
		await page.goto( galleriesUrl );
		await expect( page.locator( 'body' ) ).toHaveClass(
			new RegExp( `admin-color-${ scheme }` )
		);
		const button = page.getByRole( 'link', { name: 'Add new gallery' } );
		await expect( button ).toBeVisible();
		return button.evaluate(
			( element ) => getComputedStyle( element ).backgroundColor
		);
	}

	test( 'a user with Midnight sees the Galleries list’s button in Midnight’s colour', async ( {
		page,
	} ) => {
		expect( await addButtonColour( page, 'midnight' ) ).toBe(
			'rgb(225, 77, 67)'
		);
	} );

	test( 'the default scheme gives the admin’s own blue', async ( {
		page,
	} ) => {
		expect( await addButtonColour( page, 'fresh' ) ).toBe(
			'rgb(34, 113, 177)'
		);
	} );
} );

test( 'both lists have no serious axe finding beyond the Dashboard’s and no console error', async ( {
	page,
} ) => {
	await page.goto( '/wp-admin/' );
	const baseline = await seriousFindings( page );
	const errors = watchForErrors( page );
	for ( const [ url, find ] of [
		[ galleriesUrl, run ],
		[ albumsUrl, `Album ${ run }` ],
	] ) {
		await openList( page, url, find );
		await page.getByRole( 'checkbox', { name: 'Select all' } ).check();
		expect(
			beyondBaseline( await seriousFindings( page ), baseline ),
			url
		).toEqual( [] );
	}
	expect( errors ).toEqual( [] );
} );
