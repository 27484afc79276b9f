/**
 * One visitor's writes as a sequence of requests, each sent to the server a chooser names: the
 * same sequence on server A alone and split across A and B must give the same answers (issue 19).
 * Whatever a plugin kept in one server's memory, temp folder or session would show up as a
 * difference. Answers are reduced to what the visitor sees (counts relative to where they started).
 */
import type { APIRequestContext } from '@playwright/test';
import { balancer, on, type ServerName } from './servers';

/** What a gallery page gives a visitor's script: the signed block and the nonces (data-gallery). */
export interface GalleryPage {
	shortcode: string;
	nonce: string;
	lightboxNonce: string;
	imageIds: number[];
}

/**
 * A GET that follows WordPress's redirects (`/?p=12` to the permalink) on the server it was sent
 * to: the redirect names the site's one address, the balancer, which would pick either server.
 * @param client  The visitor.
 * @param address A full address on one server.
 */
export async function getOnSameServer(
	client: APIRequestContext,
	address: string
) {
	let url = address;
	for ( let hop = 0; hop < 5; hop++ ) {
		const response = await client.get( url, { maxRedirects: 0 } );
		const location = response.headers().location;
		if (
			response.status() < 300 ||
			response.status() >= 400 ||
			! location
		) {
			return response;
		}
		const next = new URL( location, url );
		url = `${ new URL( address ).origin }${ next.pathname }${ next.search }`;
	}
	throw new Error( `too many redirects from ${ address }` );
}

/**
 * Reads the first gallery of a page as its script would.
 * @param client  The visitor.
 * @param address The page, on the server chosen.
 */
export async function readGallery(
	client: APIRequestContext,
	address: string
): Promise< GalleryPage > {
	const html = await ( await getOnSameServer( client, address ) ).text();
	const options = html.match( /data-gallery="([^"]*)"/ );
	if ( ! options ) {
		throw new Error( `no gallery on ${ address }` );
	}
	const decoded = JSON.parse(
		options[ 1 ]
			.replaceAll( '&quot;', '"' )
			.replaceAll( '&#039;', "'" )
			.replaceAll( '&amp;', '&' )
	);
	const imageIds = [ ...html.matchAll( /data-image-id="(\d+)"/g ) ].map(
		( match ) => Number( match[ 1 ] )
	);
	return {
		shortcode: decoded.shortcode,
		nonce: decoded.nonce,
		lightboxNonce: decoded.lightboxNonce ?? decoded.nonce,
		imageIds: [ ...new Set( imageIds ) ],
	};
}

const attribute = ( html: string, name: string ) =>
	html.match( new RegExp( `${ name }="([^"]*)"` ) )?.[ 1 ] ?? '';

/**
 * A rating call (000 §7 call 8) from a page of the site, as the popup sends it.
 * @param client  The visitor.
 * @param server  Where it goes.
 * @param gallery The page's gallery.
 * @param imageId The image.
 * @param fields  ajax_task and rate.
 */
export async function rateCall(
	client: APIRequestContext,
	server: ServerName,
	gallery: GalleryPage,
	imageId: number,
	fields: Record< string, string >
) {
	const response = await client.post(
		on( server, '/wp-admin/admin-ajax.php?action=vista_gallery_rate' ),
		{
			headers: { origin: balancer },
			form: {
				image_id: String( imageId ),
				shortcode_id: gallery.shortcode,
				nonce: gallery.lightboxNonce,
				...fields,
			},
		}
	);
	const html = await response.text();
	return {
		status: response.status(),
		result: attribute( html, 'data-result' ),
		votes: Number( attribute( html, 'data-current-rate-count' ) ),
		rated: attribute( html, 'data-rated' ),
		hits: Number( attribute( html, 'data-hit-count' ) ),
	};
}

/**
 * Adds an item of the gallery's price list to the visitor's cart (000 §7 call 9).
 * @param client  The visitor.
 * @param server  Where it goes.
 * @param gallery The page's gallery.
 * @param imageId The image.
 */
export async function addToCart(
	client: APIRequestContext,
	server: ServerName,
	gallery: GalleryPage,
	imageId: number
) {
	const response = await client.post(
		on( server, '/wp-admin/admin-ajax.php' ),
		{
			headers: { origin: balancer },
			form: {
				action: 'add_cart',
				task: 'add_cart',
				controller: 'checkout',
				image_id: String( imageId ),
				type: 'manual',
				// The price sent is ignored: the server's price list decides (item 2 is 1,200.00).
				data: JSON.stringify( { item: 2, count: 1, price: '0.01' } ),
				nonce: gallery.lightboxNonce,
			},
		}
	);
	const answer = await response.json();
	return { msg: answer.msg, inCart: answer.products_in_cart };
}

/**
 * The total the cart page shows the visitor.
 * @param client  The visitor.
 * @param server  Where it goes.
 * @param cartUrl The cart page.
 */
export async function cartTotal(
	client: APIRequestContext,
	server: ServerName,
	cartUrl: string
): Promise< string > {
	const html = await ( await client.get( on( server, cartUrl ) ) ).text();
	return (
		html.match( /class="vista-cart__total"[^>]*>([^<]*)</ )?.[ 1 ] ??
		( html.includes( 'Your cart is empty.' ) ? 'empty' : 'no cart' )
	);
}

/** The nonces and signed start time a form's page carries (tests/e2e/forms/entries-fixture.php). */
export interface FormPage {
	formId: number;
	security: string;
	formNonce: string;
	startToken: string;
}

/**
 * A form submission by call 5 (001 §7), with a file.
 * @param client The visitor.
 * @param server Where it goes.
 * @param form   The form's page fields.
 * @param name   The name field's value.
 * @param file   The attachment's text.
 */
export async function submitForm(
	client: APIRequestContext,
	server: ServerName,
	form: FormPage,
	name: string,
	file = 'Notes\n'
) {
	const response = await client.post(
		on( server, '/wp-admin/admin-ajax.php' ),
		{
			multipart: {
				action: 'everest_forms_ajax_form_submission',
				security: form.security,
				[ `_wpnonce${ form.formId }` ]: form.formNonce,
				evf_submission_start_time: String( Date.now() - 5000 ),
				vista_forms_started: form.startToken,
				'everest_forms[id]': String( form.formId ),
				'everest_forms[hp]': '',
				'everest_forms[form_fields][name]': name,
				'everest_forms[form_fields][email]': 'visitor@example.org',
				'everest_forms[form_fields][message]': 'Hello',
				[ `evf_${ form.formId }_attachment` ]: {
					name: 'notes.txt',
					mimeType: 'text/plain',
					buffer: Buffer.from( file ),
				},
			},
		}
	);
	const answer = await response.json().catch( () => ( {} ) );
	return {
		status: response.status(),
		success: answer.success === true,
		entryId: Number( answer.data?.entry_id ?? 0 ),
	};
}
