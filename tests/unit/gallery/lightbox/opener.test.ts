/**
 * The opener's call 3 query (000 §7) and the reading of its answer.
 */
import {
	lightboxQuery,
	settingsFrom,
	withShownImage,
} from '../../../../src/gallery/lightbox/opener';
import type { GalleryOptions } from '../../../../src/gallery/common/request';
import type { LightboxSettings } from '../../../../src/gallery/common/lightbox-types';

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

describe( 'the opening image', () => {
	const settings = {
		data: [
			{
				id: 4,
				filetype: '',
				image_url: 'https://example.test/4-1024x683.jpg',
			},
			{
				id: 5,
				filetype: '',
				image_url: 'https://example.test/5-1024x683.jpg',
			},
			{ id: 6, filetype: 'YOUTUBE', image_url: 'https://youtu.be/x' },
		],
	} as unknown as LightboxSettings;

	it( 'is shown from the address the first frame loaded, the others as call 3 says', () => {
		const shown = withShownImage(
			settings,
			4,
			'https://example.test/4-768x512.jpg.webp'
		);
		expect( shown.data.map( ( entry ) => entry.image_url ) ).toEqual( [
			'https://example.test/4-768x512.jpg.webp',
			'https://example.test/5-1024x683.jpg',
			'https://youtu.be/x',
		] );
		expect( settings.data[ 0 ].image_url ).toBe(
			'https://example.test/4-1024x683.jpg'
		);
	} );

	it( "keeps call 3's address when the first frame loaded nothing, or for an embed", () => {
		expect( withShownImage( settings, 4, '' ) ).toBe( settings );
		expect(
			withShownImage( settings, 6, 'https://example.test/x.jpg' )
				.data[ 2 ].image_url
		).toBe( 'https://youtu.be/x' );
	} );
} );
