/**
 * The opener's call 3 query (000 §7) and the reading of its answer.
 */
import {
	lightboxQuery,
	settingsFrom,
} from '../../../../src/gallery/lightbox/opener';
import type { GalleryOptions } from '../../../../src/gallery/view/request';

const options = {
	n: 1,
	galleryType: 'gallery',
	galleryId: 7,
	shortcode: 'signed.token',
	nonce: 'abc',
} as GalleryOptions;

describe( 'call 3', () => {
	it( 'sends the image, the gallery and its browsing state', () => {
		const query = lightboxQuery(
			options,
			{
				search: 'sky',
				sort: 'random',
				tags: [ 3, 5 ],
				page: 2,
				seed: 99,
			},
			42,
			{ open_comment: '1' }
		);
		expect( Object.fromEntries( query ) ).toEqual( {
			action: 'vista_gallery_lightbox',
			shortcode_id: 'signed.token',
			gallery_id: '7',
			image_id: '42',
			bwg_gallery_type: 'gallery',
			bwg_random_seed: '99',
			filter_tag: '3,5',
			filter_search_name: 'sky',
			filtersortby: 'random',
			nonce: 'abc',
			open_comment: '1',
		} );
	} );

	it( 'sends the lightbox nonce when the container has one', () => {
		const query = lightboxQuery(
			{ ...options, lightboxNonce: 'lbx' },
			{ search: '', sort: 'order', tags: [], page: 1, seed: 0 },
			42
		);
		expect( query.get( 'nonce' ) ).toBe( 'lbx' );
	} );

	it( 'reads the settings from data-settings, and nothing from anything else', () => {
		const settings = { data: [ { id: 4 } ], gallery_id: 7 };
		const html = `<div class="vista-lightbox-data" data-settings="${ JSON.stringify(
			settings
		).replace( /"/g, '&quot;' ) }"></div>`;
		expect( settingsFrom( html ) ).toEqual( settings );
		expect( settingsFrom( '<p>Bad token.</p>' ) ).toBeNull();
		expect(
			settingsFrom(
				'<div class="vista-lightbox-data" data-settings="{&quot;data&quot;:[]}"></div>'
			)
		).toBeNull();
	} );
} );
