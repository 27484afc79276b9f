/**
 * The Galleries admin screens: create a gallery, add images through the media modal, reorder them
 * with the keyboard, bulk-edit titles and tags, find and delete a gallery in the list; import
 * files with progress into a gallery; an album refusing to contain itself.
 *
 * Everything a test creates (galleries, albums, images, tags) is deleted afterwards, so the dev
 * site keeps its seeded data.
 */
import fs from 'fs';
import {
	test,
	expect,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';
import { solidPng } from '../utils/png';
import { collectPageErrors } from '../utils/site';

interface Image {
	id: number;
	title: string;
	tags: string[];
}

const run = `${ Date.now().toString( 36 ) }${ Math.floor(
	Math.random() * 1000
) }`;

const created = {
	media: new Set< number >(),
	galleries: new Set< number >(),
	albums: new Set< number >(),
	tags: new Set< string >(),
};

async function upload(
	requestUtils: RequestUtils,
	dir: string,
	name: string,
	rgb: [ number, number, number ]
): Promise< { id: number; title: string } > {
	const file = `${ dir }/${ name }.png`;
	fs.writeFileSync( file, solidPng( 60, 40, rgb ) );
	const media = ( await requestUtils.uploadMedia( file ) ) as unknown as {
		id: number;
		title: { raw: string };
	};
	created.media.add( media.id );
	return { id: media.id, title: media.title.raw };
}

async function galleryImages(
	requestUtils: RequestUtils,
	id: number
): Promise< number[] > {
	const gallery = await requestUtils.rest< {
		meta: { _vista_gallery_images: number[] };
	} >( {
		path: `/wp/v2/vista-galleries/${ id }`,
		params: { context: 'edit' },
	} );
	return gallery.meta._vista_gallery_images;
}

async function readImages(
	requestUtils: RequestUtils,
	ids: number[]
): Promise< Image[] > {
	const answer = await requestUtils.rest< { images: Image[] } >( {
		path: '/vista-gallery/v1/images',
		params: { include: ids.join( ',' ) },
	} );
	return answer.images;
}

test.afterAll( async ( { requestUtils } ) => {
	for ( const id of created.galleries ) {
		await requestUtils
			.rest( {
				path: `/wp/v2/vista-galleries/${ id }`,
				method: 'DELETE',
				params: { force: true },
			} )
			.catch( () => undefined );
	}
	for ( const id of created.albums ) {
		await requestUtils
			.rest( {
				path: `/wp/v2/vista-albums/${ id }`,
				method: 'DELETE',
				params: { force: true },
			} )
			.catch( () => undefined );
	}
	// Files uploaded by this run that a failed test did not get to record.
	const leftovers = await requestUtils.rest< { id: number }[] >( {
		path: '/wp/v2/media',
		params: { search: run, per_page: 100, _fields: 'id' },
	} );
	leftovers.forEach( ( media ) => created.media.add( media.id ) );
	for ( const id of created.media ) {
		await requestUtils.deleteMedia( id ).catch( () => undefined );
	}
	for ( const name of created.tags ) {
		const terms = await requestUtils.rest< { id: number }[] >( {
			path: '/wp/v2/vista-tags',
			params: { search: name },
		} );
		for ( const term of terms ) {
			await requestUtils.rest( {
				path: `/wp/v2/vista-tags/${ term.id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
	}
} );

/**
 * Two images uploaded for one test (red, then green), named with the run so afterAll finds them.
 * @param requestUtils WordPress REST helpers.
 * @param dir          The test's output folder.
 * @param label        Tells this test's images apart.
 */
async function twoImages(
	requestUtils: RequestUtils,
	dir: string,
	label: string
) {
	fs.mkdirSync( dir, { recursive: true } );
	const first = await upload(
		requestUtils,
		dir,
		`e2e-${ label }a-${ run }`,
		[ 200, 30, 30 ]
	);
	const second = await upload(
		requestUtils,
		dir,
		`e2e-${ label }b-${ run }`,
		[ 30, 160, 30 ]
	);
	return [ first, second ];
}

/**
 * A published gallery holding these images in this order, made through the REST API for the tests
 * whose subject comes after the gallery's creation.
 * @param requestUtils WordPress REST helpers.
 * @param title        Its title.
 * @param images       Its images.
 */
async function galleryOf(
	requestUtils: RequestUtils,
	title: string,
	images: Array< { id: number } >
): Promise< number > {
	const gallery = await requestUtils.rest< { id: number } >( {
		path: '/wp/v2/vista-galleries',
		method: 'POST',
		data: {
			title,
			status: 'publish',
			meta: { _vista_gallery_images: images.map( ( i ) => i.id ) },
		},
	} );
	created.galleries.add( gallery.id );
	return gallery.id;
}

/*
 * The gallery editor's life, from creating a gallery to deleting it, in three tests (the first
 * three describes below): each starts from a gallery made through the REST API where its subject
 * begins later, so none of them does the whole round on a slow machine within one test's time.
 */
test.describe( 'Gallery admin', () => {
	test( 'creates a gallery and adds images from the media modal', async ( {
		page,
		requestUtils,
	}, testInfo ) => {
		const app = page.locator( '#vista-gallery-admin' );
		const pageErrors = collectPageErrors( page );
		const [ first, second ] = await twoImages(
			requestUtils,
			testInfo.outputPath(),
			'modal'
		);

		await page.goto( '/wp-admin/admin.php?page=vista-galleries' );
		await expect(
			page.locator(
				'#toplevel_page_vista-galleries a[href*="taxonomy=vista_tag"]'
			)
		).toHaveCount( 1 );
		await page.getByRole( 'link', { name: 'Add new gallery' } ).click();
		const title = `E2E gallery ${ run }`;
		await page.getByLabel( 'Title', { exact: true } ).fill( title );
		await page
			.getByLabel( 'Description', { exact: true } )
			.fill( 'Made by the admin test.' );

		// The media modal: pick the two images (the newest in the library).
		await page
			.getByRole( 'button', {
				name: 'Add images from the Media Library',
			} )
			.click();
		const modal = page.locator( '.media-modal:visible' );
		await expect( modal ).toBeVisible();
		await modal.getByRole( 'tab', { name: 'Media Library' } ).click();
		for ( const image of [ first, second ] ) {
			await modal
				.locator( `li.attachment[data-id="${ image.id }"]` )
				.click();
		}
		await modal.getByRole( 'button', { name: 'Add to gallery' } ).click();
		await expect( modal ).toBeHidden();
		const grid = page.getByRole( 'list', {
			name: 'Images of the gallery, in order',
		} );
		await expect( grid.getByRole( 'listitem' ) ).toHaveCount( 2 );

		await page.getByRole( 'button', { name: 'Save gallery' } ).click();
		await expect( app.getByText( 'Gallery saved.' ) ).toBeVisible();
		const id = Number( new URL( page.url() ).searchParams.get( 'edit' ) );
		expect( id ).toBeGreaterThan( 0 );
		created.galleries.add( id );
		// The media modal hands over its selection in its own order: the gallery keeps that order.
		const order = await galleryImages( requestUtils, id );
		expect( [ ...order ].sort() ).toEqual( [ first.id, second.id ].sort() );
		await expect(
			grid.getByRole( 'listitem' ).first().locator( '[data-image-id]' )
		).toHaveAttribute( 'data-image-id', String( order[ 0 ] ) );

		// After a reload the gallery shows what was saved.
		await page.reload();
		await expect( page.getByLabel( 'Title', { exact: true } ) ).toHaveValue(
			title
		);
		await expect(
			page.getByLabel( 'Description', { exact: true } )
		).toHaveValue( 'Made by the admin test.' );
		await expect( grid.getByRole( 'listitem' ) ).toHaveCount( 2 );
		expect( pageErrors ).toEqual( [] );
	} );
} );

test.describe( 'Gallery admin: reordering and bulk edits', () => {
	test( 'reorders the images by keyboard and bulk-edits them', async ( {
		page,
		requestUtils,
	}, testInfo ) => {
		const app = page.locator( '#vista-gallery-admin' );
		const pageErrors = collectPageErrors( page );
		const [ leading, trailing ] = await twoImages(
			requestUtils,
			testInfo.outputPath(),
			'sort'
		);
		const title = `E2E sorted gallery ${ run }`;
		const id = await galleryOf( requestUtils, title, [
			leading,
			trailing,
		] );

		await page.goto(
			`/wp-admin/admin.php?page=vista-galleries&edit=${ id }`
		);
		const grid = page.getByRole( 'list', {
			name: 'Images of the gallery, in order',
		} );
		await expect(
			grid.getByRole( 'listitem' ).first().locator( '[data-image-id]' )
		).toHaveAttribute( 'data-image-id', String( leading.id ) );

		// Keyboard: pick the first image up, move it one place on, drop it. Each key waits for the
		// state the one before it left (picked up; then over the second place, as a screen reader
		// hears it), rather than for a fixed time.
		const heard = page.locator( '[id^="DndLiveRegion"]' );
		const handle = page.getByRole( 'button', {
			name: `Move ${ leading.title }`,
			exact: true,
		} );
		await handle.focus();
		await page.keyboard.press( 'Space' );
		await expect( handle ).toHaveAttribute( 'aria-pressed', 'true' );
		await page.keyboard.press( 'ArrowRight' );
		await expect( heard ).toHaveText(
			`${ leading.title } moved to position 2 of 2.`
		);
		await page.keyboard.press( 'Space' );
		await expect(
			grid.getByRole( 'listitem' ).first().locator( '[data-image-id]' )
		).toHaveAttribute( 'data-image-id', String( trailing.id ) );
		await Promise.all( [
			page.waitForResponse(
				( r ) =>
					r.url().includes( `/vista-galleries/${ id }` ) &&
					r.request().method() !== 'GET'
			),
			page.getByRole( 'button', { name: 'Save gallery' } ).click(),
		] );
		await expect( app.getByText( 'Gallery saved.' ) ).toBeVisible();
		expect( await galleryImages( requestUtils, id ) ).toEqual( [
			trailing.id,
			leading.id,
		] );

		// Bulk edit both: a title and a tag.
		await page.getByRole( 'button', { name: 'Select all' } ).click();
		const panel = page.getByRole( 'region', {
			name: 'Edit 2 selected images',
		} );
		await expect( panel ).toBeVisible();
		const newTitle = `Bulk title ${ run }`;
		const tag = `e2e-tag-${ run }`;
		created.tags.add( tag );
		await panel.getByLabel( 'Title', { exact: true } ).fill( newTitle );
		await panel.getByLabel( 'Add tags to all selected images' ).fill( tag );
		await page.keyboard.press( 'Enter' );
		await panel
			.getByRole( 'button', { name: 'Apply to 2 images' } )
			.click();
		await expect( app.getByText( '2 images updated.' ) ).toBeVisible();

		const saved = await readImages( requestUtils, [
			leading.id,
			trailing.id,
		] );
		for ( const image of saved ) {
			expect( image.title ).toBe( newTitle );
			expect( image.tags ).toEqual( [ tag ] );
		}

		// After a reload the gallery shows what was saved.
		await page.reload();
		await expect( page.getByLabel( 'Title', { exact: true } ) ).toHaveValue(
			title
		);
		await expect( grid.getByText( tag ) ).toHaveCount( 2 );
		await expect(
			grid.getByRole( 'listitem' ).first().locator( '[data-image-id]' )
		).toHaveAttribute( 'data-image-id', String( trailing.id ) );

		// Removing the tag from both again.
		await page.getByRole( 'button', { name: 'Select all' } ).click();
		await panel
			.getByRole( 'button', { name: `Remove ${ tag }`, exact: true } )
			.click();
		await panel
			.getByRole( 'button', { name: 'Apply to 2 images' } )
			.click();
		await expect( app.getByText( '2 images updated.' ) ).toBeVisible();
		for ( const image of await readImages( requestUtils, [
			leading.id,
		] ) ) {
			expect( image.tags ).toEqual( [] );
		}
		expect( pageErrors ).toEqual( [] );
	} );
} );

test.describe( 'Gallery admin: the list and file imports', () => {
	test( 'the list finds a gallery by search and deletes it after confirming', async ( {
		page,
		requestUtils,
	}, testInfo ) => {
		const app = page.locator( '#vista-gallery-admin' );
		const pageErrors = collectPageErrors( page );
		const images = await twoImages(
			requestUtils,
			testInfo.outputPath(),
			'list'
		);
		const title = `E2E listed gallery ${ run }`;
		const id = await galleryOf( requestUtils, title, images );

		await page.goto( '/wp-admin/admin.php?page=vista-galleries' );
		await page
			.getByLabel( 'Search galleries' )
			.fill( `listed gallery ${ run }` );
		const row = page.getByRole( 'row', { name: new RegExp( title ) } );
		await expect( row ).toContainText( '2 images' );
		await row.getByRole( 'button', { name: /Delete/ } ).click();
		await page
			.getByRole( 'dialog' )
			.getByRole( 'button', { name: 'Delete' } )
			.click();
		await expect( row ).toHaveCount( 0 );
		await expect( app.getByText( 'No galleries found.' ) ).toBeVisible();
		created.galleries.delete( id );
		expect( pageErrors ).toEqual( [] );
	} );

	test( 'imports two image files into a gallery with progress and refuses a text file', async ( {
		page,
		requestUtils,
	} ) => {
		const gallery = await requestUtils.rest< { id: number } >( {
			path: '/wp/v2/vista-galleries',
			method: 'POST',
			data: { title: `E2E import ${ run }`, status: 'publish' },
		} );
		created.galleries.add( gallery.id );
		const app = page.locator( '#vista-gallery-admin' );

		await page.goto(
			`/wp-admin/admin.php?page=vista-gallery-import&gallery=${ gallery.id }`
		);
		await expect(
			page.getByLabel( 'Add the imported images to' )
		).toHaveValue( String( gallery.id ) );
		await page.locator( '#vista-gallery-import-files' ).setInputFiles( [
			{
				name: `e2e-import-1-${ run }.png`,
				mimeType: 'image/png',
				buffer: solidPng( 50, 50, [ 20, 20, 200 ] ),
			},
			{
				name: `e2e-import-2-${ run }.png`,
				mimeType: 'image/png',
				buffer: solidPng( 40, 60, [ 220, 200, 20 ] ),
			},
			{
				name: 'notes.txt',
				mimeType: 'text/plain',
				buffer: Buffer.from( 'not an image' ),
			},
		] );
		await expect( app.getByText( 'Not an image file.' ) ).toBeVisible();
		await page.getByRole( 'button', { name: 'Import 2 files' } ).click();
		await expect(
			app.getByText( 'Import complete: 2 uploaded, 0 failed.' )
		).toBeVisible();
		await expect(
			app.getByText( '2 of 2 files uploaded (0 failed)' )
		).toBeVisible();
		await expect( page.locator( 'progress' ) ).toHaveAttribute(
			'value',
			'2'
		);

		const ids = await galleryImages( requestUtils, gallery.id );
		ids.forEach( ( id ) => created.media.add( id ) );
		expect( ids ).toHaveLength( 2 );
		const images = await readImages( requestUtils, ids );
		expect( images.map( ( image ) => image.title ) ).toEqual( [
			`e2e-import-1-${ run }`,
			`e2e-import-2-${ run }`,
		] );
	} );
} );

test.describe( 'Gallery admin: albums', () => {
	test( 'an album cannot contain itself, directly or through another album', async ( {
		page,
		requestUtils,
	} ) => {
		const outer = await requestUtils.rest< { id: number } >( {
			path: '/wp/v2/vista-albums',
			method: 'POST',
			data: { title: `E2E outer ${ run }`, status: 'publish' },
		} );
		created.albums.add( outer.id );
		const inner = await requestUtils.rest< { id: number } >( {
			path: '/wp/v2/vista-albums',
			method: 'POST',
			data: {
				title: `E2E inner ${ run }`,
				status: 'publish',
				meta: {
					_vista_album_items: [ { type: 'album', id: outer.id } ],
				},
			},
		} );
		created.albums.add( inner.id );
		// This test's own gallery, made before the editor lists the galleries: the newest gallery of
		// the site could be one another worker's test made after the editor opened.
		const gallery = await requestUtils.rest< { id: number } >( {
			path: '/wp/v2/vista-galleries',
			method: 'POST',
			data: { title: `E2E album entry ${ run }`, status: 'publish' },
		} );
		created.galleries.add( gallery.id );
		const app = page.locator( '#vista-gallery-admin' );

		await page.goto(
			`/wp-admin/admin.php?page=vista-albums&edit=${ outer.id }`
		);
		const picker = page.getByLabel( 'Gallery or album to add' );
		const add = page.getByRole( 'button', { name: 'Add to album' } );

		await picker.selectOption( `album:${ outer.id }` );
		await add.click();
		await expect(
			app.getByText( 'An album cannot contain itself.' )
		).toBeVisible();

		await picker.selectOption( `album:${ inner.id }` );
		await add.click();
		await expect(
			app.getByText(
				`An album cannot contain itself, even through another album: E2E outer ${ run } → E2E inner ${ run } → E2E outer ${ run }.`
			)
		).toBeVisible();

		// A gallery goes in, and the order is saved.
		await picker.selectOption( `gallery:${ gallery.id }` );
		await add.click();
		await page.getByRole( 'button', { name: 'Save album' } ).click();
		await expect( app.getByText( 'Album saved.' ) ).toBeVisible();

		// The server refuses the cycle too.
		const refused = await requestUtils
			.rest( {
				path: `/wp/v2/vista-albums/${ outer.id }`,
				method: 'POST',
				data: {
					meta: {
						_vista_album_items: [ { type: 'album', id: inner.id } ],
					},
				},
			} )
			.then(
				() => null,
				( error: { code?: string } ) => error
			);
		expect( refused?.code ).toBe( 'vista_gallery_invalid' );
		const stored = await requestUtils.rest< {
			meta: { _vista_album_items: unknown[] };
		} >( {
			path: `/wp/v2/vista-albums/${ outer.id }`,
			params: { context: 'edit' },
		} );
		expect( stored.meta._vista_album_items ).toEqual( [
			{ type: 'gallery', id: gallery.id },
		] );
	} );
} );
