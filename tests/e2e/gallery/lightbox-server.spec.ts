/**
 * Call 3 (000 §7) over HTTP from a real gallery page: the opener's data (the container's
 * data-gallery and data-state) fetch the popup settings, whose images are the page's in the
 * page's order; bad nonces, other galleries' images and other methods are refused. And the
 * block's Lightbox panel sets the saved attributes.
 */
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, watchForErrors } from '../utils/site';
import { galleryPost, imageIds } from './helpers';

const shots = path.resolve( __dirname, '../../../artifacts/screenshots' );

interface Answer {
	status: number;
	cacheControl: string;
	body: string;
	settings: Record< string, unknown > & {
		data: Array< { id: number; number: number; thumb_url: string } >;
	};
}

/**
 * Calls call 3 from the page, as the opener does, for one image of gallery n; `change` edits
 * the query first.
 * @param page   The gallery page.
 * @param n      Instance.
 * @param image  Image id.
 * @param change Fields to set or (undefined) remove.
 * @param method HTTP method.
 */
function callThree(
	page: Page,
	n: number,
	image: string,
	change: Record< string, string | undefined > = {},
	method = 'GET'
): Promise< Answer > {
	return page.evaluate(
		async ( { instance, imageId, edits, verb } ) => {
			const container = document.querySelector< HTMLElement >(
				`[data-gallery-n="${ instance }"]`
			)!;
			const options = JSON.parse( container.dataset.gallery! );
			const state = JSON.parse( container.dataset.state! );
			const fields: Record< string, string > = {
				action: 'vista_gallery_lightbox',
				shortcode_id: options.shortcode,
				nonce: options.lightboxNonce,
				gallery_id: String( options.galleryId ),
				bwg_gallery_type: options.layout,
				image_id: imageId,
				bwg_random_seed: String( state.seed ),
				filter_tag: state.tags.join( ',' ),
				filter_search_name: state.search,
				filtersortby: state.sort,
			};
			for ( const [ key, value ] of Object.entries( edits ) ) {
				if ( value === undefined ) {
					delete fields[ key ];
				} else {
					fields[ key ] = value;
				}
			}
			const url = new URL( container.dataset.ajaxUrl! );
			url.search = new URLSearchParams( fields ).toString();
			const response = await fetch( url, {
				method: verb,
				credentials: 'same-origin',
			} );
			const body = await response.text();
			const element = new DOMParser()
				.parseFromString( body, 'text/html' )
				.querySelector< HTMLElement >( '.vista-lightbox-data' );
			return {
				status: response.status,
				cacheControl: response.headers.get( 'cache-control' ) ?? '',
				body,
				settings: element
					? JSON.parse( element.dataset.settings! )
					: null,
			};
		},
		{ instance: n, imageId: image, edits: change, verb: method }
	);
}

test.describe( 'call 3 from a gallery page', () => {
	test.use( visitor );

	test( 'lists the images of the page in its order, opening on the clicked one', async ( {
		page,
		requestUtils,
	} ) => {
		const url = await galleryPost( requestUtils, 'Lightbox data', [
			{ gallerySlug: 'landscapes', lightboxRateIcon: 'heart' },
			{
				gallerySlug: 'landscapes',
				imagesPerPage: 4,
				showSort: true,
				showSearch: true,
				sortBy: 'title',
				sortDesc: true,
			},
			{ gallerySlug: 'skies' },
		] );
		const errors = watchForErrors( page );
		await page.goto( url );
		await expect( page.locator( '[data-gallery-n="1"]' ) ).toHaveAttribute(
			'data-vista-ready',
			'true'
		);

		const first = await imageIds( page, 1 );
		expect( first ).toHaveLength( 12 );
		// Without JavaScript the link still goes to the full image.
		await expect(
			page
				.locator(
					'[data-gallery-n="1"] a[data-action="open_lightbox"]'
				)
				.first()
		).toHaveAttribute( 'href', /\.(jpe?g|png|webp)$/ );

		const answer = await callThree( page, 1, first[ 4 ] );
		expect( answer.status ).toBe( 200 );
		expect( answer.cacheControl ).toContain( 'no-store' );
		expect( answer.cacheControl ).toContain( 'private' );
		const s = answer.settings;
		expect( s.data.map( ( image ) => String( image.id ) ) ).toEqual(
			first
		);
		expect( s.data.map( ( image ) => image.number ) ).toEqual(
			first.map( ( _, i ) => i + 1 )
		);
		expect( s.current_image_key ).toBe( 4 );
		expect( s.bwg_current_key ).toBe( 4 );
		expect( String( s.current_image_id ) ).toBe( first[ 4 ] );
		expect( s.lightbox_rate_icon ).toBe( 'heart' );
		expect( s.lightbox_rate_stars_count ).toBe( 5 );
		expect( s.share_url ).toMatch(
			new RegExp( `#bwg${ s.gallery_id }/${ first[ 4 ] }$` )
		);
		// Each filmstrip thumbnail is a real image of the site.
		const thumb = await page.request.get( s.data[ 0 ].thumb_url );
		expect( thumb.ok() ).toBe( true );

		// A paged, sorted gallery: the popup lists every page, the page's four first.
		const paged = await imageIds( page, 2 );
		expect( paged ).toHaveLength( 4 );
		const all = await callThree( page, 2, paged[ 1 ] );
		expect( all.status ).toBe( 200 );
		const listed = all.settings.data.map( ( image ) => String( image.id ) );
		expect( listed ).toHaveLength( 12 );
		expect( listed.slice( 0, 4 ) ).toEqual( paged );
		expect( all.settings.current_image_key ).toBe( 1 );
		// The visitor's sort is the popup's.
		const byDefault = await callThree( page, 2, paged[ 1 ], {
			filtersortby: 'order',
		} );
		expect(
			byDefault.settings.data.map( ( image ) => String( image.id ) )
		).toEqual( [ ...first ].reverse() );

		// The refusals below log their statuses: the page itself had no error.
		expect( errors ).toEqual( [] );

		// Skies holds six of the landscapes: an image of landscapes only is not one of its.
		const skies = await imageIds( page, 3 );
		const elsewhere = first.find( ( id ) => ! skies.includes( id ) )!;
		const foreign = await callThree( page, 3, elsewhere );
		expect( foreign.status ).toBe( 404 );
		expect( foreign.settings ).toBeNull();
		const own = await callThree( page, 3, skies[ 0 ] );
		expect(
			own.settings.data.map( ( image ) => String( image.id ) )
		).toEqual( skies );
		// Nor is an image the visitor's search leaves out.
		expect(
			(
				await callThree( page, 2, paged[ 0 ], {
					filter_search_name: 'no image is called this',
				} )
			).status
		).toBe( 404 );

		// Issue 14: from a page of the site, the signed block token keeps call 3 to what the page
		// may show; an expired (or any) nonce does not stop it, so a cached page keeps working.
		for ( const change of [
			{ nonce: 'forged' },
			{ nonce: undefined },
		] as Array< Record< string, string | undefined > > ) {
			const answered = await callThree( page, 1, first[ 0 ], change );
			expect( answered.status ).toBe( 200 );
			expect( answered.settings ).not.toBeNull();
		}
		// Without a good token, an old nonce is what it was: the page has expired.
		const refused = await callThree( page, 1, first[ 0 ], {
			nonce: 'forged',
			shortcode_id: undefined,
		} );
		expect( refused.status ).toBe( 403 );
		expect( refused.settings ).toBeNull();
		expect( refused.body ).toContain( 'expired' );
		const forged = await callThree( page, 1, first[ 0 ], {
			shortcode_id: 'e30.00000000000000000000000000000000',
		} );
		expect( forged.status ).toBe( 400 );
		expect(
			( await callThree( page, 1, first[ 0 ], {}, 'POST' ) ).status
		).toBe( 405 );
		expect(
			(
				await callThree( page, 1, first[ 0 ], {
					image_id: "1' OR '1'='1",
				} )
			).status
		).toBe( 404 );
	} );
} );

test.describe( 'block settings', () => {
	test.use( { storageState: process.env.STORAGE_STATE_PATH } );

	test( 'the Lightbox panel sets the saved attributes and hides without the lightbox', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'vista/gallery',
			attributes: { gallerySlug: 'landscapes' },
		} );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar.getByRole( 'tab', { name: 'Block' } ).click();
		const panel = sidebar.getByRole( 'button', {
			name: 'Lightbox',
			exact: true,
		} );
		await panel.click();
		await sidebar
			.getByRole( 'combobox', { name: 'Rating icon', exact: true } )
			.selectOption( 'heart' );
		await sidebar
			.getByRole( 'spinbutton', { name: 'Rating icons' } )
			.fill( '7' );
		await sidebar
			.getByRole( 'combobox', { name: 'Filmstrip position' } )
			.selectOption( 'left' );
		await sidebar
			.getByRole( 'checkbox', { name: 'Show the view count' } )
			.check();
		await sidebar
			.getByRole( 'combobox', { name: 'View count position' } )
			.selectOption( 'top' );
		await sidebar
			.getByRole( 'checkbox', { name: 'Let visitors comment' } )
			.uncheck();
		await expect(
			sidebar.getByRole( 'combobox', { name: 'Comments side' } )
		).toBeHidden();
		await sidebar
			.getByRole( 'combobox', { name: 'Effect', exact: true } )
			.selectOption( 'fan' );
		await page.screenshot( {
			path: path.join( shots, 'lightbox-panel.png' ),
		} );

		const saved = await page.evaluate( () => {
			const wp = (
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getSelectedBlock: () => {
									attributes: Record< string, unknown >;
								};
							};
						};
					};
				}
			 ).wp;
			return wp.data.select( 'core/block-editor' ).getSelectedBlock()
				.attributes;
		} );
		expect( saved ).toMatchObject( {
			lightboxRateIcon: 'heart',
			lightboxRateStarsCount: 7,
			lightboxFilmstripPos: 'left',
			lightboxHitCounter: true,
			lightboxHitPos: 'top',
			lightboxComments: false,
			lightboxEffect: 'fan',
		} );
		// Saved into the post's markup, so the page renders with them.
		const content = await editor.getEditedPostContent();
		expect( content ).toContain( '"lightboxRateIcon":"heart"' );
		expect( content ).toContain( '"lightboxRateStarsCount":7' );

		await sidebar
			.getByRole( 'combobox', { name: 'Clicking a thumbnail' } )
			.selectOption( 'do_nothing' );
		await expect( panel ).toBeHidden();
	} );
} );
