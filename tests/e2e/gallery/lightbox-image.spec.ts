/**
 * The popup's first image (issue 18 goal 2): it shows in the popup's first frame without React or
 * call 3, in the WebP/AVIF copy vista-speed made when there is one (the browser takes the first
 * format it accepts), and in the smallest size WordPress made that fills the popup's box. What
 * the tests hold back, they hold themselves, so none depends on the machine's speed.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';
import { visitor, wordpressDir } from '../utils/site';
import {
	currentSlide,
	galleryPage,
	holdBack,
	lightboxPost,
	popup,
	thumbLink,
} from './lightbox-helpers';

test.use( visitor );

const copies = ( command: 'make' | 'file', id: string ): string =>
	execFileSync(
		'php',
		[
			path.resolve( __dirname, '../fixtures/gallery-copies.php' ),
			wordpressDir,
			command,
			id,
		],
		{ encoding: 'utf8' }
	);

/**
 * The id of the first image of the seeded `landscapes` gallery.
 * @param requestUtils WordPress REST helpers.
 */
async function firstLandscapeId(
	requestUtils: RequestUtils
): Promise< string > {
	const [ gallery ] = await requestUtils.rest<
		{
			meta: { _vista_gallery_images: number[] };
		}[]
	>( {
		path: '/wp/v2/vista-galleries',
		params: { slug: 'landscapes', context: 'edit' },
	} );
	return String( gallery.meta._vista_gallery_images[ 0 ] );
}

/**
 * The first frame's full image, once decoded and in the frame.
 * @param page The page.
 */
const firstFrameImage = ( page: Page ) =>
	page.locator( '.vista-lightbox-placeholder img[data-full]' );

/**
 * What the browser loaded for an image: its address and its pixel width.
 * @param image The image.
 */
const loaded = ( image: ReturnType< typeof firstFrameImage > ) =>
	image.evaluate( ( element: HTMLImageElement ) => ( {
		address: element.currentSrc,
		width: element.naturalWidth,
	} ) );

test( "the full image shows in the popup's first frame while React and call 3 are held back", async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox image first' );
	await galleryPage( page, url );
	// WordPress's React runtime, the popup's chunk and call 3: none of them ever arrives (held,
	// never released).
	const { held } = await holdBack(
		page,
		( address ) =>
			address.pathname.includes( '/wp-includes/js/dist/' ) ||
			address.pathname.includes( '/build/gallery-lightbox' ) ||
			address.searchParams.get( 'action' ) === 'vista_gallery_lightbox'
	);
	const link = thumbLink( page, 1 );
	const display = ( await link.getAttribute( 'data-popup-src' ) )!;

	await link.click();

	await expect( firstFrameImage( page ) ).toBeVisible();
	const shown = await loaded( firstFrameImage( page ) );
	expect( shown.width ).toBeGreaterThan( 0 );
	// The image of the pressed thumbnail (a size of it), not the thumbnail itself.
	const base = display.replace( /-\d+x\d+\.jpe?g$/, '' );
	expect( shown.address.startsWith( base ) ).toBe( true );
	expect( shown.address ).not.toBe(
		await link.locator( 'img' ).getAttribute( 'src' )
	);
	expect( held.length ).toBeGreaterThan( 0 );
	await expect( popup( page ) ).toHaveCount( 0 );
	// Escape still leaves the first frame, as before the popup is up.
	await page.keyboard.press( 'Escape' );
	await expect( page.locator( '.vista-lightbox-placeholder' ) ).toHaveCount(
		0
	);
} );

test( 'the popup image is the smallest size that fills the popup on this screen', async ( {
	page,
	requestUtils,
} ) => {
	// A small popup box: 400 × 300 px.
	const url = await lightboxPost( requestUtils, 'Lightbox small box', {
		lightboxWidth: 400,
		lightboxHeight: 300,
	} );
	await galleryPage( page, url );
	const link = thumbLink( page, 0 );
	const [ listed, width, height ] = await Promise.all(
		[ 'data-popup-srcset', 'data-popup-width', 'data-popup-height' ].map(
			async ( name ) => ( await link.getAttribute( name ) ) ?? ''
		)
	);
	// Left out by the server when it is the thumbnail's own list: the popup takes the img's.
	const srcset =
		listed ||
		( ( await link.locator( 'img' ).getAttribute( 'srcset' ) ) ?? '' );
	expect( srcset ).toContain( `${ width }w` );
	const candidates = srcset
		.split( ', ' )
		.map( ( candidate ) => candidate.split( ' ' ) )
		.map( ( [ address, w ] ) => ( { address, width: parseInt( w, 10 ) } ) )
		.sort( ( a, b ) => a.width - b.width );
	const ratio = await page.evaluate( () => window.devicePixelRatio );
	// The image fitted whole in 400 × 300, at this screen's pixel ratio.
	const needed =
		Math.min( 400, ( 300 * Number( width ) ) / Number( height ) ) * ratio;
	const fits = candidates.find( ( candidate ) => candidate.width >= needed );
	expect( fits ).toBeDefined();
	// A size smaller than the display size the popup used to fetch in every case.
	expect( fits!.width ).toBeLessThan( Number( width ) );

	const fetched = page.waitForResponse(
		( response ) => response.url() === fits!.address
	);

	await link.click();

	// The popup (or its first frame until then) shows that size, fetched for it.
	expect( ( await fetched ).ok() ).toBe( true );
	await expect( currentSlide( page ) ).toHaveAttribute( 'data-ready', '' );
	await expect(
		currentSlide( page ).locator( 'img' ).first()
	).toHaveAttribute( 'src', fits!.address );
} );

test( 'the popup image is the WebP or AVIF copy when vista-speed made one', async ( {
	page,
	requestUtils,
} ) => {
	// An image and a gallery of its own: the copies change no image another test opens.
	const original = copies( 'file', await firstLandscapeId( requestUtils ) );
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'vista-copies-' ) );
	const file = path.join( dir, `lightbox-copies-${ Date.now() }.jpg` );
	fs.copyFileSync( original, file );
	const media = ( await requestUtils.uploadMedia( file ) ) as unknown as {
		id: number;
	};
	const slug = `lightbox-copies-${ media.id }`;
	const gallery = await requestUtils.rest< { id: number } >( {
		path: '/wp/v2/vista-galleries',
		method: 'POST',
		data: {
			title: 'Lightbox copies',
			slug,
			status: 'publish',
			meta: { _vista_gallery_images: [ media.id ] },
		},
	} );
	const id = String( media.id );
	const formats = copies( 'make', id ).split( ',' ).filter( Boolean );
	expect( formats.length ).toBeGreaterThan( 0 );
	try {
		const url = await lightboxPost( requestUtils, 'Lightbox image copies', {
			gallerySlug: slug,
		} );
		await galleryPage( page, url );
		const link = thumbLink( page, 0 );
		const sources: { type: string; srcset: string }[] = JSON.parse(
			( await link.getAttribute( 'data-popup-sources' ) ) ?? '[]'
		);
		// Best first: AVIF when the server can write it, then WebP.
		expect( sources.map( ( source ) => source.type ) ).toEqual(
			formats.map( ( format ) => `image/${ format }` )
		);
		const display = ( await link.getAttribute( 'data-popup-src' ) )!;
		const jpegs: string[] = [];
		// The display size as a JPEG, which the popup fetched before it knew of copies.
		page.on( 'request', ( request ) => {
			if ( request.url() === display ) {
				jpegs.push( request.url() );
			}
		} );
		const copy = page.waitForResponse( ( response ) =>
			/\.jpe?g\.(avif|webp)$/.test( new URL( response.url() ).pathname )
		);

		await link.click();

		const response = await copy;
		// Chromium accepts both, so it takes the first listed.
		expect( response.headers()[ 'content-type' ] ).toBe(
			`image/${ formats[ 0 ] }`
		);
		// The popup (or its first frame until then) shows the copy, and never the JPEG.
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-ready',
			''
		);
		await expect(
			currentSlide( page ).locator( 'img' ).first()
		).toHaveAttribute( 'src', response.url() );
		expect(
			await currentSlide( page )
				.locator( 'img' )
				.first()
				.evaluate( ( image: HTMLImageElement ) => image.naturalWidth )
		).toBeGreaterThan( 0 );
		expect( jpegs ).toEqual( [] );
	} finally {
		// Deleting the image removes its copies too (vista-speed).
		await requestUtils.rest( {
			path: `/wp/v2/vista-galleries/${ gallery.id }?force=true`,
			method: 'DELETE',
		} );
		await requestUtils.deleteMedia( media.id );
		fs.rmSync( dir, { recursive: true, force: true } );
	}
} );

test( 'call 3 waits for the popup image, which is requested alone on the press', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox image alone' );
	await page.clock.install();
	await galleryPage( page, url );
	// Time stands still: the longest wait for the image (500 ms) does not run out by itself.
	await page.clock.pauseAt( Date.now() + 60_000 );
	const link = thumbLink( page, 3 );
	const call3: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'action=vista_gallery_lightbox' ) ) {
			call3.push( request.url() );
		}
	} );
	let release!: () => void;
	const released = new Promise< void >(
		( resolve ) => ( release = resolve )
	);
	let imageAsked!: () => void;
	const asked = new Promise< void >(
		( resolve ) => ( imageAsked = resolve )
	);
	const display = ( await link.getAttribute( 'data-popup-src' ) )!.replace(
		/-\d+x\d+\.jpe?g$/,
		''
	);
	await page.route(
		( address ) =>
			address.href.startsWith( display ) &&
			address.href !== display + '.jpg',
		async ( route ) => {
			imageAsked();
			await released;
			await route.continue();
		}
	);

	await link.click();
	await asked;
	await expect( page.locator( '.vista-lightbox-placeholder' ) ).toBeVisible();
	// The image is on its way and held: call 3 has not been sent.
	expect( call3 ).toEqual( [] );

	release();
	await expect( firstFrameImage( page ) ).toBeVisible();
	await expect.poll( () => call3.length ).toBe( 1 );
	await page.clock.resume();
	await expect( popup( page ) ).toBeVisible();
	await expect( currentSlide( page ) ).toHaveAttribute( 'data-ready', '' );
} );
