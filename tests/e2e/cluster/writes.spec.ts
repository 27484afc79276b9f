/**
 * Every visitor write path proven across the two web servers (issue 19): statistics hits, lean
 * hits and online pings landing on A and B, one vote per visitor when two votes race on A and B,
 * a gallery comment sent to A and moderated through B, a cart built on A checked out on B, a form
 * file uploaded through A downloaded by the owner through B, the consent log's limit holding
 * across servers, a gallery edit on A seen at once on B, and the statistics roll-up run once when
 * both servers' schedulers fire together.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import {
	deletePriceList,
	fullPriceList,
	galleryId,
} from '../gallery/ecommerce-helpers';
import { galleryPost } from '../gallery/helpers';
import { wordpressDir } from '../utils/site';
import {
	adminClient,
	answeredBy,
	balancer,
	fixture,
	on,
	visitorClient,
	type ServerName,
} from './servers';
import {
	addToCart,
	getOnSameServer,
	rateCall,
	readGallery,
	submitForm,
	type FormPage,
} from './visitor-flow';

const run = Date.now().toString( 36 );
const resetStats = () =>
	execFileSync(
		'php',
		[
			path.resolve( __dirname, '../fixtures/stats-reset.php' ),
			wordpressDir,
		],
		{ stdio: 'pipe' }
	);

interface Stats {
	cronBusy: boolean;
	due: number;
	hits: number;
	online: number;
	totalRows: number;
	totalViews: number;
	next: number;
	rollupRuns: number;
}
const stats = () => fixture< Stats >( 'cluster-state.php', 'stats' );

test.describe.configure( { mode: 'serial' } );

test( 'hits, lean hits and online pings sent to A and B are all stored, the visitor online once', async () => {
	resetStats();
	const client = await visitorClient( `hits-${ run }` );
	const html = await ( await client.get( on( 'a', '/stats/' ) ) ).text();
	const tracker = JSON.parse(
		html.match( /var WP_Statistics_Tracker_Object = (\{.*?\});/ )![ 1 ]
	);
	const { hitParams, onlineParams, requestUrl } = tracker;
	expect( hitParams.endpoint ).toBe( 'hit.php' );
	const lean = new URL( requestUrl ).pathname;
	const fields = (
		params: Record< string, string >
	): Record< string, string > => ( {
		...params,
		page_uri: Buffer.from( '/stats/' ).toString( 'base64' ),
		referred: '',
	} );
	let answered = 0;
	for ( let i = 0; i < 10; i++ ) {
		const server: ServerName = i % 2 ? 'b' : 'a';
		const hit = await client.post( on( server, `${ lean }/hit.php` ), {
			form: fields( hitParams ),
		} );
		expect( await hit.json() ).toEqual( { status: true } );
		answered++;
		const online = await client.post(
			on( server, `${ lean }/online.php` ),
			{ form: fields( onlineParams ) }
		);
		expect( await online.json() ).toEqual( { status: true } );
	}
	// The same hits through admin-ajax (ad-blocker bypass: the tracker's fields with its action).
	for ( const server of [ 'a', 'b' ] as const ) {
		const { endpoint, ...signed } = fields( hitParams );
		expect( endpoint ).toBe( 'hit.php' );
		const hit = await client.post(
			on( server, '/wp-admin/admin-ajax.php' ),
			{ form: { ...signed, action: 'vista_stats_hit' } }
		);
		expect( await hit.json() ).toEqual( { status: true } );
		answered++;
	}
	const stored = stats();
	expect( stored.hits ).toBe( answered );
	// One visitor, online once, whichever server their pings reached.
	expect( stored.online ).toBe( 1 );
	await client.dispose();
} );

test( 'two votes of one visitor racing on A and B count once', async ( {
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, `Race ${ run }`, [
		{
			layout: 'thumbnails',
			gallerySlug: 'landscapes',
			lightboxRateStarsCount: 5,
		},
	] );
	const voter = await visitorClient( `race-${ run }` );
	const gallery = await readGallery( voter, on( 'a', url ) );
	// Image 3 of the landscapes gallery: no other cluster test rates it.
	const imageId = gallery.imageIds[ 3 ];
	const before = await rateCall( voter, 'a', gallery, imageId, {
		ajax_task: 'save_hit_count',
	} );
	const votes = await Promise.all(
		( [ 'a', 'b', 'a', 'b' ] as const ).map( ( server, i ) =>
			rateCall( voter, server, gallery, imageId, {
				ajax_task: 'save_rate',
				rate: String( i + 1 ),
			} )
		)
	);
	expect(
		votes.filter( ( vote ) => vote.result === 'rated' ).length
	).toBeLessThanOrEqual( 1 );
	const after = await rateCall( voter, 'b', gallery, imageId, {
		ajax_task: 'save_rate',
		rate: '5',
	} );
	expect( after.result ).toBe( 'already' );
	expect( after.votes - before.votes ).toBe( 1 );
	await voter.dispose();
} );

test( 'a comment sent to A waits for moderation, is approved through B, and shows on A', async ( {
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, `Moderated ${ run }`, [
		{
			layout: 'thumbnails',
			gallerySlug: 'landscapes',
			lightboxComments: true,
			lightboxCommentModeration: true,
		},
	] );
	const commenter = await visitorClient( `comment-${ run }` );
	const gallery = await readGallery( commenter, on( 'a', url ) );
	const imageId = gallery.imageIds[ 4 ];
	const text = `Seen from server A ${ run }`;
	const sent = await commenter.post(
		on( 'a', '/wp-admin/admin-ajax.php?action=vista_gallery_comment' ),
		{
			headers: { origin: balancer },
			form: {
				ajax_task: 'add_comment',
				comment_image_id: String( imageId ),
				shortcode_id: gallery.shortcode,
				nonce: gallery.lightboxNonce,
				comment_name: 'Ann',
				comment_email: 'ann@example.org',
				comment_text: text,
				privacy_policy: '1',
			},
		}
	);
	const answer = await sent.json();
	expect( answer.error, JSON.stringify( answer ) ).toBe( 0 );
	expect( answer.published ).toBe( 0 );
	const display = () =>
		commenter
			.post(
				on(
					'a',
					'/wp-admin/admin-ajax.php?action=vista_gallery_comment'
				),
				{
					headers: { origin: balancer },
					form: {
						ajax_task: 'display',
						image_id: String( imageId ),
						shortcode_id: gallery.shortcode,
						nonce: gallery.lightboxNonce,
					},
				}
			)
			.then( ( response ) => response.text() );

	// The owner moderates through server B.
	const admin = await adminClient( 'b' );
	const nonce = await (
		await admin.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const held = await admin.get(
		`/wp-json/wp/v2/comments?post=${ imageId }&status=hold&search=${ encodeURIComponent( text ) }`,
		{ headers: { 'x-wp-nonce': nonce } }
	);
	expect( answeredBy( held ) ).toBe( 'b' );
	const [ comment ] = await held.json();
	expect( comment.content.rendered ).toContain( text );
	const approved = await admin.post(
		`/wp-json/wp/v2/comments/${ comment.id }`,
		{
			headers: { 'x-wp-nonce': nonce },
			data: { status: 'approved' },
		}
	);
	expect( ( await approved.json() ).status ).toBe( 'approved' );
	await admin.dispose();
	expect( await display() ).toContain( text );
	await commenter.dispose();
} );

test( 'a cart built on A is checked out on B, at the server’s prices', async ( {
	requestUtils,
} ) => {
	const pricelist = await fullPriceList( requestUtils, `Cart ${ run }`, [
		await galleryId( requestUtils, 'skies' ),
	] );
	const url = await galleryPost( requestUtils, `Cart ${ run }`, [
		{ layout: 'thumbnails', gallerySlug: 'skies', lightboxEcommerce: true },
	] );
	const shop = await requestUtils.rest< {
		cart_url: string;
		checkout_url: string;
	} >( { path: '/vista-gallery/v1/ecommerce' } );
	const buyer = await visitorClient( `cart-${ run }` );
	const gallery = await readGallery( buyer, on( 'a', url ) );
	expect(
		await addToCart( buyer, 'a', gallery, gallery.imageIds[ 0 ] )
	).toEqual( {
		msg: 'Product added to cart.',
		inCart: 1,
	} );
	expect(
		await addToCart( buyer, 'a', gallery, gallery.imageIds[ 1 ] )
	).toEqual( {
		msg: 'Product added to cart.',
		inCart: 2,
	} );
	// Server B shows the cart and takes the order.
	const checkout = await buyer.get( on( 'b', shop.checkout_url ) );
	expect( answeredBy( checkout ) ).toBe( 'b' );
	const page = await checkout.text();
	expect( page ).not.toContain( 'Your cart is empty.' );
	const formHtml =
		page.match( /<form[^>]*vista-checkout[\s\S]*?<\/form>/ )?.[ 0 ] ?? '';
	expect( formHtml ).not.toBe( '' );
	const hidden = Object.fromEntries(
		[ ...formHtml.matchAll( /<input[^>]*type="hidden"[^>]*>/g ) ].map(
			( [ tag ] ) => [
				tag.match( /name="([^"]+)"/ )?.[ 1 ] ?? '',
				tag.match( /value="([^"]*)"/ )?.[ 1 ] ?? '',
			]
		)
	);
	const action =
		formHtml
			.match( /action="([^"]*)"/ )?.[ 1 ]
			?.replaceAll( '&amp;', '&' ) ?? shop.checkout_url;
	const names = [
		...formHtml.matchAll( /<(?:input|textarea)[^>]*name="([^"]+)"/g ),
	].map( ( [ , name ] ) => name );
	const fill: Record< string, string > = { ...hidden };
	for ( const name of names ) {
		if ( fill[ name ] !== undefined ) {
			continue;
		}
		fill[ name ] = '1 Sea Road';
		if ( /mail/i.test( name ) ) {
			fill[ name ] = `cart-${ run }@example.com`;
		} else if ( /name/i.test( name ) ) {
			fill[ name ] = `Cart ${ run }`;
		}
	}
	const placed = await buyer.post( on( 'b', action ), { form: fill } );
	const confirmation = await placed.text();
	expect( confirmation ).toMatch( /your order was received/ );
	// Two canvases at the price list's 1,200.00, whatever the client said.
	expect( confirmation ).toMatch( /vista-order__total[^>]*>\$2,400\.00</ );
	await buyer.dispose();
	await deletePriceList( requestUtils, pricelist );
} );

test( 'a file sent with a form through A is downloaded by the owner through B', async () => {
	const form = fixture< FormPage >( 'forms/entries-fixture.php', 'form' );
	const visitor = await visitorClient( `upload-${ run }` );
	const content = `Uploaded through server A ${ run }\n`;
	const sent = await submitForm(
		visitor,
		'a',
		form,
		`Upload ${ run }`,
		content
	);
	expect( sent.success ).toBe( true );
	await visitor.dispose();

	const admin = await adminClient( 'b' );
	const nonce = await (
		await admin.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const entry = await admin.get(
		`/wp-json/vista-forms/v1/entries/${ sent.entryId }`,
		{ headers: { 'x-wp-nonce': nonce } }
	);
	expect( answeredBy( entry ) ).toBe( 'b' );
	const fileUrl = JSON.stringify( await entry.json() ).match(
		/"(http[^"]*admin-post\.php\?action=vista_forms_entry_file[^"]*)"/
	)?.[ 1 ];
	expect( fileUrl ).toBeTruthy();
	const download = await admin.get(
		on( 'b', JSON.parse( `"${ fileUrl }"` ) )
	);
	expect( answeredBy( download ) ).toBe( 'b' );
	expect( await download.text() ).toBe( content );
	await admin.dispose();
} );

test( 'the consent log takes choices on A and B and its hourly limit holds across both', async () => {
	const client = await visitorClient( `consent-${ run }` );
	const html = await ( await client.get( on( 'a', '/consent/' ) ) ).text();
	// The nonce the page gives the notice's script for the log (cnArgs.log).
	const nonce =
		html.match( /"log":\{"url":"[^"]*","nonce":"([a-f0-9]+)"/ )?.[ 1 ] ??
		'';
	expect( nonce ).not.toBe( '' );
	const consentId = `${ Date.now().toString( 16 ) }abcdef0123456789`.slice(
		0,
		32
	);
	const statuses: number[] = [];
	for ( let i = 0; i < 21; i++ ) {
		const response = await client.post(
			on( i % 2 ? 'b' : 'a', '/wp-json/vista-consent/v1/consents' ),
			{
				headers: { 'x-wp-nonce': nonce },
				data: {
					consent_id: consentId,
					choice: i % 3 ? 'accepted' : 'rejected',
					categories: [],
					page: '/consent/',
				},
			}
		);
		statuses.push( response.status() );
		expect( answeredBy( response ) ).toBe( i % 2 ? 'b' : 'a' );
	}
	// 20 an hour per visitor (README, Security), counted in the one database.
	expect(
		statuses.slice( 0, 20 ).filter( ( status ) => status >= 300 )
	).toEqual( [] );
	expect( statuses[ 20 ] ).toBe( 429 );
	expect( fixture( 'cluster-state.php', 'consent', consentId ) ).toEqual( {
		rows: 20,
	} );
	await client.dispose();
} );

test( 'a gallery edit through A shows at once on B', async ( {
	requestUtils,
} ) => {
	const url = await galleryPost( requestUtils, `Edit ${ run }`, [
		{ layout: 'thumbnails', gallerySlug: 'skies' },
	] );
	const reader = await visitorClient( `edit-${ run }` );
	const gallery = await readGallery( reader, on( 'b', url ) );
	const imageId = gallery.imageIds[ 2 ];
	const admin = await adminClient( 'a' );
	const nonce = await (
		await admin.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const title = `Retitled on A ${ run }`;
	const saved = await admin.post( `/wp-json/wp/v2/media/${ imageId }`, {
		headers: { 'x-wp-nonce': nonce },
		data: { title, alt_text: title },
	} );
	expect( answeredBy( saved ) ).toBe( 'a' );
	expect( saved.ok() ).toBe( true );
	await admin.dispose();
	// (Server B alone: a page cache keeps its copies until they expire or are purged.)
	expect(
		await ( await getOnSameServer( reader, on( 'b', url ) ) ).text()
	).toContain( `alt="${ title }"` );
	await reader.dispose();
} );

test( 'the statistics roll-up runs once when both servers’ schedulers fire together', async () => {
	resetStats();
	const client = await visitorClient( `rollup-${ run }` );
	const html = await ( await client.get( on( 'a', '/stats/' ) ) ).text();
	const { hitParams, requestUrl } = JSON.parse(
		html.match( /var WP_Statistics_Tracker_Object = (\{.*?\});/ )![ 1 ]
	);
	for ( let i = 0; i < 3; i++ ) {
		await client.post(
			on(
				i % 2 ? 'b' : 'a',
				`${ new URL( requestUrl ).pathname }/hit.php`
			),
			{
				form: {
					...hitParams,
					page_uri: Buffer.from( '/stats/' ).toString( 'base64' ),
				},
			}
		);
	}
	// WordPress's own due jobs first (a fresh site has several, such as the site health check,
	// which may take a while): after them, the roll-up is the only job due.
	await client.get( on( 'a', '/wp-cron.php' ) );
	await expect
		.poll(
			() => {
				const now = stats();
				return now.due === 0 && ! now.cronBusy;
			},
			{ timeout: 120_000 }
		)
		.toBe( true );
	const before = stats();
	expect( before.hits ).toBe( 3 );
	fixture( 'cluster-state.php', 'rollup-due' );
	// Each server's scheduler is asked at the same moment, twice, as a system cron on each would.
	await Promise.all(
		( [ 'a', 'b', 'a', 'b' ] as const ).map( ( server ) =>
			client.get( on( server, '/wp-cron.php' ) )
		)
	);
	// Every scheduler that took the lock has finished (WordPress answers before it runs the jobs).
	await expect
		.poll(
			() => {
				const now = stats();
				return (
					now.rollupRuns > before.rollupRuns &&
					now.due === 0 &&
					! now.cronBusy
				);
			},
			{ timeout: 60_000 }
		)
		.toBe( true );
	const after = stats();
	expect( after.rollupRuns - before.rollupRuns ).toBe( 1 );
	expect( after.totalRows ).toBe( 1 );
	expect( after.totalViews ).toBe( 3 );
	// Rescheduled for a later day, once.
	expect( after.next ).toBeGreaterThan( Date.now() / 1000 );
	await client.dispose();
} );
