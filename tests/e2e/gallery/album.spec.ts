/**
 * Albums (000 §1, §2.1 album view, §3.10, §9.3): the compact and extended layouts at desktop
 * (1280) and phone (390) widths with their column counts measured on the page; opening a sub-album
 * and a gallery inside the same instance, the breadcrumb, back (history for a visitor from this
 * site, the address cut at the type marker for one from outside), the browser's back button, with
 * front-end ajax on and off (off, an album click still loads by ajax, 000 §2.1, while the gallery's
 * own paging and search reload the page); two albums on one page keep to their own parameters.
 */
import path from 'path';
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, watchForErrors } from '../utils/site';
import { galleryPost, imageIds, measure, sharedGalleryPost } from './helpers';

test.use( visitor );

const shots = path.resolve( __dirname, '../../../artifacts/screenshots' );
const ROOT_TITLE = 'Album test root';

interface RestPost {
	id: number;
	meta: { _vista_gallery_images?: number[] };
}

/**
 * An album for these tests: the seeded Demo album (Landscapes, Skies) and five small galleries.
 * @param requestUtils WordPress REST helpers.
 */
async function makeAlbum( requestUtils: RequestUtils ) {
	const find = async ( base: string, slug: string ) =>
		(
			await requestUtils.rest< RestPost[] >( {
				path: `/wp/v2/${ base }`,
				params: { slug, context: 'edit' },
			} )
		)[ 0 ];
	const landscapes = await find( 'vista-galleries', 'landscapes' );
	const demo = await find( 'vista-albums', 'demo-album' );
	const images = landscapes.meta._vista_gallery_images ?? [];
	const galleries: number[] = [];
	for ( let k = 0; k < 5; k++ ) {
		const gallery = await requestUtils.rest< RestPost >( {
			method: 'POST',
			path: '/wp/v2/vista-galleries',
			data: {
				title: `Album test gallery ${ k + 1 }`,
				content: 'A small gallery for the album tests.',
				status: 'publish',
				meta: {
					_vista_gallery_images: images.slice( 2 * k, 2 * k + 3 ),
				},
			},
		} );
		galleries.push( gallery.id );
	}
	const root = await requestUtils.rest< RestPost >( {
		method: 'POST',
		path: '/wp/v2/vista-albums',
		data: {
			title: ROOT_TITLE,
			content: 'The demo album and five small galleries.',
			status: 'publish',
			meta: {
				_vista_album_items: [
					{ type: 'album', id: demo.id },
					...galleries.map( ( id ) => ( { type: 'gallery', id } ) ),
				],
			},
		},
	} );
	return { root: root.id, demo: demo.id, landscapes: landscapes.id };
}

/**
 * Marks the window, so a test can tell whether the page was reloaded.
 * @param page The page.
 */
const mark = ( page: Page ) =>
	page.evaluate(
		() => ( ( window as unknown as { mark: number } ).mark = 1 )
	);
const marked = ( page: Page ) =>
	page.evaluate(
		() => ( window as unknown as { mark?: number } ).mark === 1
	);
const param = ( page: Page, name: string ) =>
	new URL( page.url() ).searchParams.get( name );
const title = ( page: Page, n = 1 ) =>
	page.locator( `[data-gallery-n="${ n }"] .vista-album__title` );
const crumbs = ( page: Page, n = 1 ) =>
	page
		.locator( `[data-gallery-n="${ n }"]` )
		.getByRole( 'navigation', { name: 'Album breadcrumb' } )
		.getByRole( 'link' );
const open = ( page: Page, name: string, n = 1 ) =>
	page
		.locator( `[data-gallery-n="${ n }"] a.vista-album__name`, {
			hasText: name,
		} )
		.click();
const back = ( page: Page, n = 1 ) =>
	page.locator( `[data-gallery-n="${ n }"] .vista-album__back` ).click();

let album = { root: 0, demo: 0, landscapes: 0 };
test.beforeAll( async ( { requestUtils } ) => {
	album = await makeAlbum( requestUtils );
} );

for ( const layout of [ 'compact', 'extended' ] as const ) {
	for ( const width of [ 1280, 390 ] ) {
		test( `${ layout } album at ${ width } px follows 000 §9.3`, async ( {
			page,
			requestUtils,
		} ) => {
			const url = await galleryPost(
				requestUtils,
				`Album ${ layout } ${ width }`,
				[
					{
						source: 'album',
						albumId: album.root,
						layout: `album_${ layout }`,
					},
				]
			);
			await page.setViewportSize( { width, height: 900 } );
			const errors = watchForErrors( page );
			await page.addInitScript( () => {
				( window as unknown as { cls: number } ).cls = 0;
				new PerformanceObserver( ( list ) => {
					for ( const entry of list.getEntries() as Array<
						PerformanceEntry & {
							value: number;
							hadRecentInput: boolean;
						}
					> ) {
						if ( ! entry.hadRecentInput ) {
							( window as unknown as { cls: number } ).cls +=
								entry.value;
						}
					}
				} ).observe( { type: 'layout-shift', buffered: true } );
			} );
			await page.goto( url );
			const gallery = page.locator( '[data-gallery-n="1"]' );
			await expect( gallery ).toHaveAttribute(
				'data-vista-ready',
				'true'
			);
			await page.waitForLoadState( 'networkidle' );
			await expect( title( page ) ).toHaveText( ROOT_TITLE );
			const m = await measure( page, 1 );
			expect( m.count ).toBe( 6 );
			// Thumbnails rule for compact, floor(width / (2 × 180)) for extended; at most 5.
			const expected =
				layout === 'compact'
					? Math.min( Math.floor( m.width / 180 ) + 1, 5 )
					: Math.max( 1, Math.min( Math.floor( m.width / 360 ), 5 ) );
			expect( m.columns ).toBe( expected );
			await expect(
				gallery.locator( '.vista-gallery__items' )
			).toHaveAttribute( 'data-columns', String( expected ) );

			const cover = gallery.locator( 'img.vista-album__cover' ).first();
			await expect( cover ).toHaveAttribute( 'width', '180' );
			await expect( cover ).toHaveAttribute( 'height', '90' );
			await expect( cover ).not.toHaveAttribute( 'loading', 'lazy' );
			await expect( gallery.locator( 'a.vista-album__name' ) ).toHaveText(
				[
					'Demo album',
					...[ 1, 2, 3, 4, 5 ].map(
						( k ) => `Album test gallery ${ k }`
					),
				]
			);
			if ( layout === 'extended' ) {
				await expect(
					gallery.locator( '.vista-album__count' )
				).toHaveText( [
					'2 items',
					'3 images',
					'3 images',
					'3 images',
					'3 images',
					'3 images',
				] );
				await expect(
					gallery.locator( '.vista-album__description' ).nth( 1 )
				).toHaveText( 'A small gallery for the album tests.' );
			}
			expect(
				await page.evaluate(
					() => ( window as unknown as { cls: number } ).cls
				)
			).toBeLessThan( 0.01 );
			await gallery.scrollIntoViewIfNeeded();
			await page.screenshot( {
				path: path.join( shots, `album-${ layout }-${ width }.png` ),
				fullPage: true,
			} );
			expect( errors ).toEqual( [] );
		} );
	}
}

/**
 * The page showing the album, with front-end ajax on or off.
 * @param requestUtils REST access.
 * @param ajax         Whether the album opens galleries in place.
 */
const albumNavigationPage = ( requestUtils: RequestUtils, ajax: boolean ) =>
	sharedGalleryPost( requestUtils, `Album navigation ${ ajax }`, [
		{
			source: 'album',
			albumId: album.root,
			imagesPerPage: 6,
			showSearch: true,
			frontendAjax: ajax,
		},
	] );

for ( const ajax of [ true, false ] ) {
	test.describe( `album navigation, front-end ajax ${ ajax ? 'on' : 'off' }`, () => {
		let url = '';
		test.beforeAll( async ( { requestUtils } ) => {
			url = await albumNavigationPage( requestUtils, ajax );
		} );

		test( 'a sub-album and a gallery open in place, with the breadcrumb', async ( {
			page,
		} ) => {
			const errors = watchForErrors( page );
			await page.goto( url );
			await expect(
				page.locator( '[data-gallery-n="1"]' )
			).toHaveAttribute( 'data-vista-ready', 'true' );
			await expect( title( page ) ).toHaveText( ROOT_TITLE );
			await expect( crumbs( page ) ).toHaveCount( 0 );
			await mark( page );

			await open( page, 'Demo album' );
			await expect( page ).toHaveURL( /type_1=album/ );
			await expect( title( page ) ).toHaveText( 'Demo album' );
			expect( param( page, 'album_gallery_id_1' ) ).toBe(
				String( album.demo )
			);
			// Ajax on or off, an album click loads the album by ajax (000 §2.1).
			await expect( title( page ) ).toBeFocused();
			await expect( crumbs( page ) ).toHaveText( [ ROOT_TITLE ] );
			await expect(
				page.locator( '[data-gallery-n="1"] a.vista-album__name' )
			).toHaveText( [ 'Landscapes', 'Skies' ] );

			await open( page, 'Landscapes' );
			await expect( page ).toHaveURL( /type_1=gallery/ );
			await expect( title( page ) ).toHaveText( 'Landscapes' );
			await expect( crumbs( page ) ).toHaveText( [
				ROOT_TITLE,
				'Demo album',
			] );
			await expect.poll( () => imageIds( page, 1 ) ).toHaveLength( 6 );
			expect( await marked( page ) ).toBe( true );
			if ( ajax ) {
				await page.waitForLoadState( 'networkidle' );
				await page.screenshot( {
					path: path.join( shots, 'album-gallery-opened.png' ),
				} );
			}

			// The gallery's own browsing keeps the album place.
			await page
				.locator( '[data-gallery-n="1"] a.vista-gallery__page' )
				.click();
			await expect( page ).toHaveURL( /page_number_1=2/ );
			await expect(
				page.locator(
					'[data-gallery-n="1"] .vista-gallery__page.is-current'
				)
			).toHaveText( '2' );
			expect( param( page, 'type_1' ) ).toBe( 'gallery' );
			await expect( title( page ) ).toHaveText( 'Landscapes' );
			await page.locator( '#bwg_search_input_1' ).fill( 'sample 03' );
			await page.locator( '#bwg_search_input_1' ).press( 'Enter' );
			await expect( page ).toHaveURL( /bwg_search_1=sample(\+|%20)03/ );
			await expect.poll( () => imageIds( page, 1 ) ).toHaveLength( 1 );
			expect( param( page, 'type_1' ) ).toBe( 'gallery' );
			await expect( crumbs( page ) ).toHaveCount( 2 );
			expect( await marked( page ) ).toBe( ajax );

			// A crumb returns to its album.
			await crumbs( page ).filter( { hasText: 'Demo album' } ).click();
			await expect( page ).toHaveURL( /type_1=album/ );
			await expect( title( page ) ).toHaveText( 'Demo album' );
			expect( param( page, 'bwg_search_1' ) ).toBeNull();
			await expect( crumbs( page ) ).toHaveText( [ ROOT_TITLE ] );
			expect( errors ).toEqual( [] );
		} );

		test( 'back from a visitor of this site uses browser history', async ( {
			page,
			baseURL,
		} ) => {
			await page.goto( url, { referer: `${ baseURL }/` } );
			await open( page, 'Demo album' );
			await expect( title( page ) ).toHaveText( 'Demo album' );
			await open( page, 'Skies' );
			await expect( title( page ) ).toHaveText( 'Skies' );
			await back( page );
			await expect( page ).toHaveURL( /type_1=album/ );
			await expect( title( page ) ).toHaveText( 'Demo album' );
			await back( page );
			await expect( page ).not.toHaveURL( /type_1/ );
			await expect( title( page ) ).toHaveText( ROOT_TITLE );
		} );
	} );

	test.describe( `album navigation back, front-end ajax ${ ajax ? 'on' : 'off' }`, () => {
		let url = '';
		test.beforeAll( async ( { requestUtils } ) => {
			url = await albumNavigationPage( requestUtils, ajax );
		} );

		test( 'back from a visitor from outside cuts the address at the type marker', async ( {
			page,
		} ) => {
			await page.goto( url );
			await open( page, 'Demo album' );
			await open( page, 'Skies' );
			await expect( title( page ) ).toHaveText( 'Skies' );
			const deep = new URL( page.url() );
			const pathname = deep.pathname;
			deep.searchParams.append( 'other', 'kept' );
			await page.goto( deep.toString(), {
				referer: 'https://elsewhere.example/',
			} );
			await expect( title( page ) ).toHaveText( 'Skies' );
			await expect( crumbs( page ) ).toHaveText( [
				ROOT_TITLE,
				'Demo album',
			] );
			await back( page );
			await expect( page ).not.toHaveURL( /type_1/ );
			await expect( title( page ) ).toHaveText( ROOT_TITLE );
			const address = new URL( page.url() );
			expect( address.searchParams.get( 'other' ) ).toBe( 'kept' );
			expect( address.pathname ).toBe( pathname );
			expect(
				[ ...address.searchParams.keys() ].filter( ( key ) =>
					key.endsWith( '_1' )
				)
			).toEqual( [] );
		} );

		test( 'the browser back and forward buttons', async ( { page } ) => {
			await page.goto( url );
			await open( page, 'Demo album' );
			await expect( title( page ) ).toHaveText( 'Demo album' );
			await open( page, 'Landscapes' );
			await expect( title( page ) ).toHaveText( 'Landscapes' );
			await page.goBack();
			await expect( page ).toHaveURL( /type_1=album/ );
			await expect( title( page ) ).toHaveText( 'Demo album' );
			await page.goBack();
			await expect( page ).not.toHaveURL( /type_1/ );
			await expect( title( page ) ).toHaveText( ROOT_TITLE );
			await page.goForward();
			await expect( title( page ) ).toHaveText( 'Demo album' );
			await expect( crumbs( page ) ).toHaveText( [ ROOT_TITLE ] );
			// The address says where the visitor is: a reload shows the same album.
			await page.reload();
			await expect( title( page ) ).toHaveText( 'Demo album' );
			await expect( crumbs( page ) ).toHaveText( [ ROOT_TITLE ] );
		} );
	} );
}

test( 'two albums on one page keep to their own parameters', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Two albums', [
		{ source: 'album', albumId: album.root },
		{ source: 'album', albumId: album.root, layout: 'album_extended' },
	] );
	const errors = watchForErrors( page );
	await page.goto( url );
	await open( page, 'Demo album', 1 );
	await expect( title( page, 1 ) ).toHaveText( 'Demo album' );
	await expect( title( page, 2 ) ).toHaveText( ROOT_TITLE );
	expect( param( page, 'type_2' ) ).toBeNull();

	await open( page, 'Album test gallery 2', 2 );
	await expect( title( page, 2 ) ).toHaveText( 'Album test gallery 2' );
	await expect.poll( () => imageIds( page, 2 ) ).toHaveLength( 3 );
	await expect( title( page, 1 ) ).toHaveText( 'Demo album' );
	expect( param( page, 'type_1' ) ).toBe( 'album' );
	expect( param( page, 'type_2' ) ).toBe( 'gallery' );

	await page.goBack();
	await expect( title( page, 2 ) ).toHaveText( ROOT_TITLE );
	await expect( title( page, 1 ) ).toHaveText( 'Demo album' );

	await page.reload();
	await expect( title( page, 1 ) ).toHaveText( 'Demo album' );
	await expect( title( page, 2 ) ).toHaveText( ROOT_TITLE );

	// Back with no referrer (outside the site) cuts only instance 1's parameters.
	await open( page, 'Album test gallery 4', 2 );
	await expect( title( page, 2 ) ).toHaveText( 'Album test gallery 4' );
	await back( page, 1 );
	await expect( title( page, 1 ) ).toHaveText( ROOT_TITLE );
	await expect( title( page, 2 ) ).toHaveText( 'Album test gallery 4' );
	expect( param( page, 'type_1' ) ).toBeNull();
	expect( param( page, 'type_2' ) ).toBe( 'gallery' );
	expect( errors ).toEqual( [] );
} );

test( 'hostile album parameters give a clean page', async ( {
	page,
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, 'Hostile album', [
		{ source: 'album', albumId: album.root },
	] );
	const errors = watchForErrors( page );
	let dialog = false;
	page.on( 'dialog', ( d ) => {
		dialog = true;
		d.dismiss();
	} );
	const response = await page.goto(
		`${ url }&type_1=%3Cscript%3Ealert(1)%3C/script%3E&album_gallery_id_1=1%20OR%201=1&bwg_album_breadcrumb_1=%5B%7B%22id%22:1e99,%22search%22:%22%3Cimg%20src=x%20onerror=alert(1)%3E%22%7D%5D`
	);
	expect( response?.status() ).toBe( 200 );
	await expect( title( page ) ).toHaveText( ROOT_TITLE );
	await expect( page.locator( 'img[src="x"]' ) ).toHaveCount( 0 );
	await expect( page.locator( '.wd_error' ) ).toHaveCount( 0 );
	// A gallery of the sub-album is not reachable without the breadcrumb through it.
	await page.goto(
		`${ url }&type_1=gallery&album_gallery_id_1=${ album.landscapes }`
	);
	await expect( title( page ) ).toHaveText( ROOT_TITLE );
	expect( dialog ).toBe( false );
	expect( errors ).toEqual( [] );
} );

test.describe( 'the block editor', () => {
	test.use( { storageState: process.env.STORAGE_STATE_PATH } );

	test( 'an album is chosen in the Images panel, with the album layouts and panel', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'vista/gallery' } );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar
			.getByRole( 'combobox', { name: 'Show' } )
			.selectOption( 'album' );
		await sidebar
			.getByRole( 'combobox', { name: 'Album', exact: true } )
			.selectOption( String( album.root ) );
		const layout = sidebar.getByRole( 'combobox', { name: 'Layout' } );
		await expect( layout ).toHaveValue( 'album_compact' );
		await expect( layout.locator( 'option' ) ).toHaveText( [
			'Compact album',
			'Extended album',
		] );
		await layout.selectOption( 'album_extended' );
		await sidebar
			.getByRole( 'combobox', {
				name: 'Galleries opened from the album',
			} )
			.selectOption( 'masonry' );
		await expect(
			editor.canvas.locator( '.vista-album__title' )
		).toHaveText( ROOT_TITLE );
		await expect(
			editor.canvas.locator( '.vista-gallery--album_extended' )
		).toBeVisible();
		const [ block ] = await editor.getBlocks();
		expect( block.attributes ).toMatchObject( {
			source: 'album',
			albumId: album.root,
			layout: 'album_extended',
			albumGalleryLayout: 'masonry',
		} );

		// Back to a gallery: the layout follows the source.
		await sidebar
			.getByRole( 'combobox', { name: 'Show' } )
			.selectOption( 'gallery' );
		await expect( layout ).toHaveValue( 'thumbnails' );
	} );
} );
