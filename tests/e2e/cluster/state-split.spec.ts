/**
 * Issue 19's acceptance test: no plugin keeps a visitor's state on one web server. One visitor's
 * sequence of writes (a gallery hit twice, a rating and a second vote, two items into the cart,
 * the cart page, a form with a file) is sent to server A alone, and the same sequence by another
 * visitor alternately to A and B. The answers must be the same. State kept in a server's memory,
 * temp folder or session (each server has its own: tools/cluster/cluster.sh) makes them differ:
 * the last test shows the harness catches exactly that, with a counter the test site keeps in
 * each server's temp folder.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { APIRequestContext } from '@playwright/test';
import {
	deletePriceList,
	fullPriceList,
	galleryId,
} from '../gallery/ecommerce-helpers';
import { galleryPost } from '../gallery/helpers';
import { fixture, on, visitorClient, type ServerName } from './servers';
import {
	addToCart,
	cartTotal,
	rateCall,
	readGallery,
	submitForm,
	type FormPage,
} from './visitor-flow';

const run = Date.now().toString( 36 );
let pricelist = 0;
let url = '';
let cartUrl = '';
let form: FormPage;

test.beforeAll( async ( { requestUtils } ) => {
	pricelist = await fullPriceList( requestUtils, `Split ${ run }`, [
		await galleryId( requestUtils, 'landscapes' ),
	] );
	url = await galleryPost( requestUtils, `Split ${ run }`, [
		{
			layout: 'thumbnails',
			gallerySlug: 'landscapes',
			lightboxEcommerce: true,
			lightboxRateStarsCount: 5,
		},
	] );
	cartUrl = (
		await requestUtils.rest< { cart_url: string } >( {
			path: '/vista-gallery/v1/ecommerce',
		} )
	).cart_url;
	form = fixture< FormPage >( 'forms/entries-fixture.php', 'form' );
} );

test.afterAll( async ( { requestUtils } ) => {
	await deletePriceList( requestUtils, pricelist );
} );

/**
 * The visitor's sequence; `serverFor( step )` picks the server of each request.
 * @param client    The visitor.
 * @param imageId   The image they rate and buy (one no other test touches).
 * @param serverFor The server of the n-th request.
 */
async function sequence(
	client: APIRequestContext,
	imageId: number,
	serverFor: ( step: number ) => ServerName
) {
	let step = 0;
	const next = () => serverFor( step++ );
	const gallery = await readGallery( client, on( next(), url ) );
	const firstHit = await rateCall( client, next(), gallery, imageId, {
		ajax_task: 'save_hit_count',
	} );
	const secondHit = await rateCall( client, next(), gallery, imageId, {
		ajax_task: 'save_hit_count',
	} );
	const vote = await rateCall( client, next(), gallery, imageId, {
		ajax_task: 'save_rate',
		rate: '4',
	} );
	const again = await rateCall( client, next(), gallery, imageId, {
		ajax_task: 'save_rate',
		rate: '2',
	} );
	const cartOne = await addToCart( client, next(), gallery, imageId );
	const cartTwo = await addToCart( client, next(), gallery, imageId );
	const total = await cartTotal( client, next(), cartUrl );
	const sent = await submitForm( client, next(), form, `Split ${ run }` );
	return {
		hits: [ firstHit.status, secondHit.hits - firstHit.hits ],
		vote: [ vote.status, vote.result, vote.votes - firstHit.votes ],
		again: [ again.status, again.result, again.votes - firstHit.votes ],
		cart: [ cartOne, cartTwo, total ],
		form: [ sent.status, sent.success, sent.entryId > 0 ],
	};
}

test( 'a visitor’s writes give the same answers split across A and B as on A alone', async () => {
	const alone = await visitorClient( `alone-${ run }` );
	const split = await visitorClient( `split-${ run }` );
	const gallery = await readGallery( alone, on( 'a', url ) );
	// Images 1 and 2 of the landscapes gallery: no other cluster test rates or buys them.
	const [ , first, second ] = gallery.imageIds;

	const onA = await sequence( alone, first, () => 'a' );
	const across = await sequence( split, second, ( step ) =>
		step % 2 ? 'b' : 'a'
	);

	// What the visitor sees on one server: the spec's answers (000 §7 calls 8, 9, 10; 001 §7 call 5).
	expect( onA.hits[ 0 ] ).toBe( 200 );
	expect( onA.vote ).toEqual( [ 200, 'rated', 1 ] );
	expect( onA.again ).toEqual( [ 200, 'already', 1 ] );
	expect( onA.cart ).toEqual( [
		{ msg: 'Product added to cart.', inCart: 1 },
		{ msg: 'Product added to cart.', inCart: 2 },
		'$2,400.00',
	] );
	expect( onA.form ).toEqual( [ 200, true, true ] );
	// And the same across the two servers.
	expect( across ).toEqual( onA );
	await alone.dispose();
	await split.dispose();
} );

test( 'the comparison catches state kept on one server: a counter in each server’s temp folder', async () => {
	// The test site's mu-plugin keeps this counter in the answering server's temp folder, as a
	// careless plugin might: split across A and B it counts 1, 1, 2, 2 where A alone counts 1-4.
	const count = async ( serverFor: ( step: number ) => ServerName ) => {
		const client = await visitorClient( `canary-${ run }` );
		const id = `${ run }${ Math.random().toString( 36 ).slice( 2, 8 ) }`;
		const counts: string[] = [];
		for ( let step = 0; step < 4; step++ ) {
			const response = await client.get(
				on( serverFor( step ), '/wp-json/' ),
				{ headers: { cookie: `vista_e2e_canary=${ id }` } }
			);
			counts.push( response.headers()[ 'x-vista-e2e-canary' ] ?? '' );
		}
		await client.dispose();
		return counts;
	};
	const alone = await count( () => 'a' );
	const split = await count( ( step ) => ( step % 2 ? 'b' : 'a' ) );
	expect( alone ).toEqual( [ '1', '2', '3', '4' ] );
	expect( split ).not.toEqual( alone );
	expect( split ).toEqual( [ '1', '1', '2', '2' ] );
} );
