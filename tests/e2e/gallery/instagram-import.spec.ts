/**
 * Galleries → Import → Instagram (000 §1, §6, §7 call 11, §8) against a loopback stand-in of
 * graph.instagram.com started here: it answers `/me`, `/me/media` (two pages, `paging.next`),
 * `/refresh_access_token` and the Graph error object in the documented shapes, and serves the
 * pictures. The test site's mu-plugin points the plugin at it for requests carrying the cookie
 * vista_e2e_instagram_base. An administrator imports; the new gallery shows the pictures on a page,
 * with a hostile caption kept as text.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import {
	test,
	expect,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';
import { solidPng } from '../utils/png';
import { galleryPost } from './helpers';

const HOSTILE = '<img src=x onerror=alert(1)>Harbour <b>at</b> dawn';
const EXPIRED = 'IGAAExpiredStandInToken0123456789';

/**
 * The stand-in's posts, newest first: an image, a video, a carousel of two.
 * @param base
 */
function posts( base: string ) {
	const post = ( n: number, type: string, caption: string ) => ( {
		id: String( 18000000000000000 + n ),
		caption,
		media_type: type,
		media_url: `${ base }/pictures/${ n }.png`,
		thumbnail_url:
			type === 'VIDEO' ? `${ base }/pictures/${ n }.png` : undefined,
		permalink: `https://www.instagram.com/p/Cstand${ n }/`,
		timestamp: '2026-11-01T10:00:00+0000',
	} );
	const carousel = {
		...post( 3, 'CAROUSEL_ALBUM', 'Two boats' ),
		children: {
			data: [ 31, 32 ].map( ( child ) => ( {
				id: String( 19000000000000000 + child ),
				media_type: 'IMAGE',
				media_url: `${ base }/pictures/${ child }.png`,
			} ) ),
		},
	};
	return [
		post( 1, 'IMAGE', HOSTILE ),
		post( 2, 'VIDEO', 'Waves' ),
		carousel,
	];
}

function startStandIn(): Promise< { server: http.Server; base: string } > {
	return new Promise( ( resolve ) => {
		const server = http.createServer( ( request, response ) => {
			const url = new URL( request.url ?? '/', 'http://127.0.0.1' );
			const base = `http://127.0.0.1:${
				( server.address() as AddressInfo ).port
			}`;
			const json = ( status: number, body: unknown ) => {
				response.writeHead( status, {
					'Content-Type': 'application/json',
				} );
				response.end( JSON.stringify( body ) );
			};
			if ( url.pathname.startsWith( '/pictures/' ) ) {
				const n = Number( url.pathname.match( /(\d+)/ )?.[ 1 ] ?? 0 );
				response.writeHead( 200, { 'Content-Type': 'image/png' } );
				response.end(
					solidPng( 64, 48, [ ( n * 40 ) % 256, 90, 160 ] )
				);
				return;
			}
			if ( url.searchParams.get( 'access_token' ) === EXPIRED ) {
				json( 400, {
					error: {
						message:
							'Error validating access token: Session has expired.',
						type: 'OAuthException',
						code: 190,
						error_subcode: 463,
					},
				} );
				return;
			}
			if ( url.pathname === '/v25.0/me' ) {
				json( 200, {
					user_id: '17841400000000077',
					username: 'vista_standin',
				} );
			} else if ( url.pathname.endsWith( '/media' ) ) {
				// Two pages: the carousel comes through `paging.next`.
				const all = posts( base );
				const second = url.searchParams.get( 'after' ) === '2';
				json( 200, {
					data: second ? all.slice( 2 ) : all.slice( 0, 2 ),
					paging: second
						? {}
						: {
								next: `${ base }/v25.0/17841400000000077/media?after=2&fields=${ encodeURIComponent(
									url.searchParams.get( 'fields' ) ?? ''
								) }`,
							},
				} );
			} else if ( url.pathname === '/refresh_access_token' ) {
				json( 200, {
					access_token: 'IGAARefreshedStandInToken0123456789',
					token_type: 'bearer',
					expires_in: 5183944,
				} );
			} else {
				json( 404, { error: { message: 'Unknown path', code: 803 } } );
			}
		} );
		server.listen( 0, '127.0.0.1', () =>
			resolve( {
				server,
				base: `http://127.0.0.1:${
					( server.address() as AddressInfo ).port
				}`,
			} )
		);
	} );
}

async function instagramGalleries( requestUtils: RequestUtils ) {
	return requestUtils.rest<
		Array< { id: number; meta: Record< string, unknown > } >
	>( {
		path: '/wp/v2/vista-galleries',
		params: {
			search: 'Instagram @vista_standin',
			context: 'edit',
			per_page: 100,
		},
	} );
}

/**
 * Records the page's alerts (000 §8 texts) and dismisses them.
 * @param page The page.
 */
function watchAlerts( page: Page ): string[] {
	const alerts: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		alerts.push( dialog.message() );
		dialog.dismiss().catch( () => undefined );
	} );
	return alerts;
}

async function openTab( page: Page ) {
	await page.goto(
		'/wp-admin/admin.php?page=vista-gallery-import&tab=instagram'
	);
	// Scoped: the notice also speaks its text into WordPress's live region a moment later, and an
	// unscoped look-up would then match both.
	await expect(
		page
			.locator( '.vista-gallery-instagram' )
			.getByText(
				'Instagram shut down its Basic Display API on 4 December 2024'
			)
	).toBeVisible();
}

/**
 * Inside a describe block: starts the loopback stand-in before its tests and points the site at it
 * (a cookie the test mu-plugin reads); afterwards deletes the galleries and media its tests noted
 * in the returned sets, and stops the stand-in.
 */
function useInstagramStandIn() {
	let standIn: { server: http.Server; base: string };
	const created = {
		galleries: new Set< number >(),
		media: new Set< number >(),
	};

	test.beforeAll( async () => {
		standIn = await startStandIn();
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const id of created.galleries ) {
			await requestUtils.rest( {
				path: `/wp/v2/vista-galleries/${ id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
		for ( const id of created.media ) {
			await requestUtils.rest( {
				path: `/wp/v2/media/${ id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
		await new Promise( ( resolve ) => standIn.server.close( resolve ) );
	} );

	test.beforeEach( async ( { context } ) => {
		await context.addCookies( [
			{
				name: 'vista_e2e_instagram_base',
				value: standIn.base,
				url: process.env.WP_BASE_URL ?? 'http://localhost:8889',
			},
		] );
	} );
	return created;
}

test.describe( 'Instagram import (loopback stand-in)', () => {
	const created = useInstagramStandIn();

	test( 'an administrator imports a gallery that shows the pictures on a page (stand-in)', async ( {
		page,
		requestUtils,
	} ) => {
		const alerts = watchAlerts( page );
		await openTab( page );
		await page
			.getByLabel( 'Access token' )
			.fill( 'IGAAGoodStandInToken0123456789' );
		await page.getByLabel( 'Number of images' ).fill( '10' );
		await page.getByLabel( 'Daily: add new posts' ).check();
		await page
			.getByRole( 'button', { name: 'Import from Instagram' } )
			.click();
		await expect(
			page
				.locator(
					'.vista-gallery-instagram .components-notice.is-success'
				)
				.getByText( '4 images imported into a new gallery.' )
		).toBeVisible();
		await expect(
			page.locator( '.vista-gallery-instagram__loading' )
		).toHaveCount( 0 );
		// The hostile caption is the first image's title, shown as text.
		await expect(
			page
				.locator( '.vista-gallery-instagram__added' )
				.getByText( HOSTILE )
		).toBeVisible();
		await expect( page.getByLabel( 'Access token' ) ).toHaveValue( '' );
		// Kept up to date: the account is listed, its token (refreshed by the stand-in) never shown.
		await page.reload();
		await expect(
			page
				.locator( '.vista-gallery-instagram__accounts' )
				.getByText( '@vista_standin', { exact: true } )
		).toBeVisible();
		const html = await page.content();
		expect( html ).not.toContain( 'GoodStandInToken' );
		expect( html ).not.toContain( 'RefreshedStandInToken' );

		const galleries = await instagramGalleries( requestUtils );
		expect( galleries ).toHaveLength( 1 );
		const gallery = galleries[ 0 ];
		created.galleries.add( gallery.id );
		const images = gallery.meta._vista_gallery_images as number[];
		images.forEach( ( id ) => created.media.add( id ) );
		expect( images ).toHaveLength( 4 );

		await page.goto(
			await galleryPost( requestUtils, 'Instagram stand-in page', [
				{ galleryId: gallery.id },
			] )
		);
		const items = page.locator( '.vista-gallery__item' );
		await expect( items ).toHaveCount( 4 );
		// The pictures were copied into the Media Library: served by the site, not the stand-in.
		const sources = await items
			.locator( 'img' )
			.evaluateAll( ( imgs ) =>
				imgs.map(
					( img ) =>
						( img as HTMLImageElement ).currentSrc ||
						( img as HTMLImageElement ).src
				)
			);
		expect(
			sources.every( ( src ) => src.includes( '/wp-content/uploads/' ) )
		).toBe( true );
		await expect( page.locator( 'img[src="x"]' ) ).toHaveCount( 0 );
		expect( alerts ).toEqual( [] );
	} );

	test( 'an expired token is answered with a clear message and no gallery (stand-in)', async ( {
		page,
		requestUtils,
	} ) => {
		const before = ( await instagramGalleries( requestUtils ) ).length;
		const alerts = watchAlerts( page );
		await openTab( page );
		await page.getByLabel( 'Access token' ).fill( EXPIRED );
		await page
			.getByRole( 'button', { name: 'Import from Instagram' } )
			.click();
		await expect
			.poll( () => alerts.join( '' ) )
			.toMatch(
				/^Error: Instagram refused the access token: it has expired or was revoked\./
			);
		await expect(
			page.locator( '.vista-gallery-instagram__loading' )
		).toHaveCount( 0 );
		expect( await instagramGalleries( requestUtils ) ).toHaveLength(
			before
		);
	} );
} );

test.describe( 'Instagram import (loopback stand-in): failures and galleries chosen', () => {
	const created = useInstagramStandIn();

	test( 'a failed request alerts, an answer without delimiters stops silently (000 §8)', async ( {
		page,
	} ) => {
		const alerts = watchAlerts( page );
		await openTab( page );
		await page
			.getByLabel( 'Access token' )
			.fill( 'IGAAGoodStandInToken0123456789' );
		await page.route( '**/wp-admin/admin-ajax.php', ( route ) =>
			route.abort()
		);
		await page
			.getByRole( 'button', { name: 'Import from Instagram' } )
			.click();
		await expect
			.poll( () => alerts )
			.toEqual( [ 'Error: cannot get response from the server.' ] );
		await expect(
			page.locator( '.vista-gallery-instagram__loading' )
		).toHaveCount( 0 );

		await page.unroute( '**/wp-admin/admin-ajax.php' );
		await page.route( '**/wp-admin/admin-ajax.php', ( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'text/plain',
				body: 'Access Denied',
			} )
		);
		const answered = page.waitForResponse( '**/wp-admin/admin-ajax.php' );
		await page
			.getByRole( 'button', { name: 'Import from Instagram' } )
			.click();
		await answered;
		await expect(
			page.getByRole( 'button', { name: 'Import from Instagram' } )
		).toBeEnabled();
		await expect(
			page.locator( '.vista-gallery-instagram__loading' )
		).toHaveCount( 0 );
		expect( alerts ).toHaveLength( 1 );
	} );
	test( 'images go into a gallery chosen, and an account is disconnected (stand-in)', async ( {
		page,
		requestUtils,
	} ) => {
		const title = `Harbour ${ Date.now() }`;
		const target = await requestUtils.rest< { id: number } >( {
			path: '/wp/v2/vista-galleries',
			method: 'POST',
			data: { title, status: 'publish' },
		} );
		created.galleries.add( target.id );
		const alerts = watchAlerts( page );
		await openTab( page );
		await page
			.getByLabel( 'Access token' )
			.fill( 'IGAAGoodStandInToken0123456789' );
		await page.getByLabel( 'Number of images' ).fill( '10' );
		await page
			.getByLabel( 'Add the images to' )
			.selectOption( String( target.id ) );
		// Replacing daily would drop the gallery's own images: not offered for a gallery chosen.
		await expect(
			page.getByLabel( 'Daily: show only the latest posts' )
		).toHaveCount( 0 );
		await page.getByLabel( 'Daily: add new posts' ).check();
		await page
			.getByRole( 'button', { name: 'Import from Instagram' } )
			.click();
		await expect(
			page
				.locator(
					'.vista-gallery-instagram .components-notice.is-success'
				)
				.getByText( `4 images added to ${ title }.` )
		).toBeVisible();
		const gallery = await requestUtils.rest< {
			meta: { _vista_gallery_images: number[] };
		} >( {
			path: `/wp/v2/vista-galleries/${ target.id }`,
			params: { context: 'edit' },
		} );
		gallery.meta._vista_gallery_images.forEach( ( id ) =>
			created.media.add( id )
		);
		expect( gallery.meta._vista_gallery_images ).toHaveLength( 4 );

		await page.reload();
		const accounts = page.locator( '.vista-gallery-instagram__accounts' );
		await accounts
			.getByRole( 'button', { name: 'Disconnect @vista_standin' } )
			.click();
		await accounts
			.getByRole( 'button', { name: 'Disconnect', exact: true } )
			.click();
		await expect( accounts ).toHaveCount( 0 );
		await page.reload();
		await expect( page.getByLabel( 'Access token' ) ).toBeVisible();
		await expect(
			page.locator( '.vista-gallery-instagram__accounts' )
		).toHaveCount( 0 );
		expect( alerts ).toEqual( [] );
	} );
} );
