/**
 * Issue 32 item 4: Tools → Export Personal Data and Erase Personal Data for one e-mail address
 * that sent a form with a file, commented on a gallery image, ordered a print and consented to
 * cookies. The export the administrator downloads holds each item (and the uploaded file); after
 * the erasure, the same export holds none of them.
 *
 * The person is a subscriber: a consent choice is tied to a person only through the account they
 * were signed in with (the consent log keeps visitors as a hash of a random id). The form is sent
 * signed out, with the address typed in it. It runs in the consent project (alone, last): it
 * gives the shop's gallery a price list and logs a consent.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import { request as playwrightRequest } from '@playwright/test';
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { wordpressDir } from '../utils/site';
import { galleryPost } from '../gallery/helpers';
import { popup, thumbLink } from '../gallery/lightbox-helpers';
import { lightboxNonce } from '../gallery/lightbox-social-helpers';
import {
	deletePriceList,
	fullPriceList,
	galleryId,
} from '../gallery/ecommerce-helpers';

test.describe.configure( { mode: 'serial' } );

const php = ( script: string, ...args: string[] ) =>
	JSON.parse(
		execFileSync( 'php', [ script, wordpressDir, ...args ], {
			encoding: 'utf8',
		} )
	);
const privacyFixture = path.resolve( __dirname, 'privacy-fixture.php' );
const formFixture = path.resolve( __dirname, '../forms/entries-fixture.php' );

interface Export {
	names: string[];
	html: string;
	uploads: Record< string, string >;
}

const run = Date.now().toString( 36 );
const comment = `The light over the bay ${ run }`;
const address = `7 Privacy Lane ${ run }`;
let person: { login: string; password: string; email: string };
let pricelist = 0;

test.beforeAll( async ( { requestUtils } ) => {
	person = php( privacyFixture, 'person' );
	pricelist = await fullPriceList( requestUtils, `Privacy ${ run }`, [
		await galleryId( requestUtils, 'skies' ),
	] );
} );

test.afterAll( async ( { requestUtils } ) => {
	await deletePriceList( requestUtils, pricelist );
} );

/**
 * Adds a request for the person's address on a privacy tool's screen, confirmed at once (no
 * confirmation e-mail), and returns its row.
 * @param page   The administrator's page.
 * @param screen export-personal-data.php or erase-personal-data.php.
 */
async function addRequest( page: Page, screen: string ) {
	await page.goto( `/wp-admin/${ screen }` );
	await page.getByLabel( 'Username or email address' ).fill( person.email );
	await page
		.getByLabel( /Send personal data .* confirmation email/ )
		.uncheck();
	await page.getByRole( 'button', { name: 'Send Request' } ).click();
	const row = page.locator( 'tr', { hasText: person.email } );
	await expect( row ).toHaveCount( 1 );
	// The row's buttons do nothing until the privacy tools' script has bound them.
	await page.waitForLoadState( 'load' );
	return row;
}

/**
 * Runs the export of the person's request row and reads the archive the browser downloads.
 * @param page The administrator's page on Tools → Export Personal Data.
 * @param row  The request's row.
 */
async function download(
	page: Page,
	row: ReturnType< Page[ 'locator' ] >
): Promise< Export > {
	await row.hover();
	const downloading = page.waitForEvent( 'download' );
	await row
		.getByRole( 'button', { name: /^Download personal data/ } )
		.filter( { visible: true } )
		.click();
	const file = await ( await downloading ).path();
	return php( privacyFixture, 'unzip', file );
}

test( 'a form sent with a file, a comment, an order and a consent', async ( {
	baseURL,
	browser,
	requestUtils,
} ) => {
	// The form, signed out, with the person's address typed in (call 5, as entries.spec.ts).
	const form = php( formFixture, 'form' );
	const visitor = await playwrightRequest.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	const sent = await visitor.post( '/wp-admin/admin-ajax.php', {
		multipart: {
			action: 'everest_forms_ajax_form_submission',
			security: form.security,
			[ `_wpnonce${ form.formId }` ]: form.formNonce,
			evf_submission_start_time: String( Date.now() - 5000 ),
			vista_forms_started: form.startToken,
			'everest_forms[id]': String( form.formId ),
			'everest_forms[hp]': '',
			'everest_forms[form_fields][name]': 'Ada Privacy',
			'everest_forms[form_fields][email]': person.email,
			'everest_forms[form_fields][message]': `Form message ${ run }`,
			[ `evf_${ form.formId }_attachment` ]: {
				name: 'privacy-notes.txt',
				mimeType: 'text/plain',
				buffer: Buffer.from( `Notes of ${ run }\n` ),
			},
		},
	} );
	expect( ( await sent.json() ).data.response ).toBe( 'success' );
	await visitor.dispose();

	// The rest signed in as the person, in a fresh browser: the cookie notice is there.
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( person.login );
	await page
		.getByLabel( 'Password', { exact: true } )
		.fill( person.password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL( /wp-admin/ );

	const url = await galleryPost( requestUtils, `Privacy shop ${ run }`, [
		{ layout: 'thumbnails', gallerySlug: 'skies', lightboxEcommerce: true },
	] );
	await page.goto( url );
	const logged = page.waitForResponse(
		( response ) =>
			response.url().includes( 'vista-consent/v1/consents' ) &&
			response.request().method() === 'POST'
	);
	await page.locator( '#cn-accept-cookie' ).click();
	expect( ( await logged ).status() ).toBe( 201 );

	// A comment on the first image, through the popup's comments panel.
	await page
		.locator( '[data-gallery-n="1"][data-vista-ready="true"]' )
		.waitFor();
	await thumbLink( page, 0 ).click();
	await popup( page )
		.getByRole( 'button', { name: /^Comments/ } )
		.click();
	const panel = popup( page ).locator( '.vista-comments' );
	await expect( panel.locator( '.vista-comments__loading' ) ).toHaveCount(
		0
	);
	await panel.getByRole( 'checkbox' ).check();
	await panel.getByLabel( 'Comment', { exact: true } ).fill( comment );
	await panel.getByRole( 'button', { name: 'Submit' } ).click();
	await expect( panel.getByRole( 'status' ) ).toHaveText(
		/Your comment (is awaiting moderation|has been published)\./
	);

	// A print: into the cart through call 9, then the checkout form.
	const image = await page
		.locator( '[data-gallery-n="1"] [data-image-id]' )
		.first()
		.getAttribute( 'data-image-id' );
	const added = await page.request.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'add_cart',
			task: 'add_cart',
			controller: 'checkout',
			image_id: image ?? '',
			type: 'manual',
			data: JSON.stringify( { item: 1, count: 1 } ),
			nonce: await lightboxNonce( page ),
		},
	} );
	expect( ( await added.json() ).products_in_cart ).toBe( 1 );
	const shop = await requestUtils.rest< { checkout_url: string } >( {
		path: '/vista-gallery/v1/ecommerce',
	} );
	await page.goto( shop.checkout_url );
	await page.getByLabel( 'Name' ).fill( 'Ada Privacy' );
	await page.getByLabel( 'Email' ).fill( person.email );
	await page.getByLabel( 'Address', { exact: true } ).fill( address );
	await page.getByRole( 'button', { name: 'Place order' } ).click();
	await expect(
		page.getByRole( 'heading', { name: /your order was received/ } )
	).toBeVisible();
	await context.close();
} );

test( 'the export holds each item; after the erasure it holds none', async ( {
	page,
} ) => {
	const exportRow = await addRequest( page, 'export-personal-data.php' );
	const before = await download( page, exportRow );
	// The form entry, with its file inside the archive.
	expect( before.html ).toContain( 'Form entries' );
	expect( before.html ).toContain( `Form message ${ run }` );
	expect( before.html ).toContain( 'privacy-notes.txt' );
	expect( Object.values( before.uploads ) ).toEqual( [
		`Notes of ${ run }\n`,
	] );
	// The gallery comment (WordPress's own comments exporter), the order and the consent.
	expect( before.html ).toContain( comment );
	expect( before.html ).toContain( 'Print orders' );
	expect( before.html ).toContain( address );
	expect( before.html ).toContain( 'Cookie consent' );
	expect( before.html ).toMatch( /Choice<\/th>\s*<td>accepted/ );

	const eraseRow = await addRequest( page, 'erase-personal-data.php' );
	await eraseRow
		.getByRole( 'button', { name: 'Erase personal data' } )
		.click();
	const results = page.locator( '.request-results' );
	await expect( results ).toContainText(
		'All of the personal data found for this user was erased.'
	);
	await expect( results ).toContainText(
		'1 form entry was deleted, with its uploaded files.'
	);
	await expect( results ).toContainText(
		'1 print order is kept for the accounts'
	);
	await expect( results ).toContainText(
		'1 cookie consent choice is kept as proof of consent'
	);

	await page.goto( '/wp-admin/export-personal-data.php', {
		waitUntil: 'load',
	} );
	const after = await download(
		page,
		page.locator( 'tr', { hasText: person.email } )
	);
	expect( after.html ).toContain( person.email ); // The account itself stays.
	for ( const gone of [
		'Form entries',
		`Form message ${ run }`,
		'privacy-notes.txt',
		comment,
		'Print orders',
		address,
		'Cookie consent',
	] ) {
		expect( after.html ).not.toContain( gone );
	}
	expect( Object.keys( after.uploads ) ).toEqual( [] );
} );

test( 'the Policy Guide suggests each plugin’s text', async ( { page } ) => {
	await page.goto( '/wp-admin/options-privacy.php?tab=policyguide' );
	for ( const plugin of [
		'Vista Forms',
		'Vista Gallery',
		'Vista Consent',
		'Vista Statistics',
		'Vista Video',
		'Vista Speed',
	] ) {
		await expect(
			page.getByRole( 'button', { name: new RegExp( `^${ plugin }` ) } )
		).toBeVisible();
	}
	// The panels are closed: their text is in the page, not shown.
	const guide = page.locator( '#wpbody-content' );
	await expect( guide ).toContainText( 'cookie_notice_accepted' );
	await expect( guide ).toContainText(
		'These records are kept for 180 days'
	);
} );
