/**
 * Browsing state ↔ address (000 §2.1) and call 12's fields (000 §3.10).
 */
import {
	ajaxFields,
	parseTags,
	stateFromUrl,
	urlWithState,
	type GalleryOptions,
} from '../../../../src/gallery/common/request';

const options: GalleryOptions = {
	n: 2,
	layout: 'thumbnails',
	thumbWidth: 180,
	thumbHeight: 90,
	maxColumns: 5,
	resizable: true,
	ajax: true,
	pagination: 'numbers',
	defaultSort: 'order',
	galleryType: 'gallery',
	galleryId: 29,
	pages: 2,
	total: 12,
	shortcode: 'abc.def',
	nonce: 'n0nce',
	rightClickLock: false,
};

describe( 'tag lists', () => {
	it( 'keeps positive integers, ignores junk and repeats', () => {
		expect( parseTags( '3,x,4,,-1,3, 5 ,0,1e3' ) ).toEqual( [ 3, 4, 5 ] );
		expect( parseTags( null ) ).toEqual( [] );
	} );
} );

describe( 'state from the address', () => {
	it( 'reads only its own instance', () => {
		const url =
			'http://localhost/gallery/?bwg_search_1=sea&page_number_1=2&sort_by_2=title&filter_tag_2=4,5&page_number_2=3';
		expect( stateFromUrl( url, 2, 'order' ) ).toEqual( {
			search: '',
			sort: 'title',
			tags: [ 4, 5 ],
			page: 3,
			seed: 0,
		} );
		expect( stateFromUrl( url, 1, 'order' ).search ).toBe( 'sea' );
	} );
	it( 'falls back on hostile values', () => {
		const url =
			'http://localhost/?sort_by_1=DROP%20TABLE&page_number_1=-5&filter_tag_1=%3Cscript%3E&bwg_search_1=' +
			'a'.repeat( 500 );
		const state = stateFromUrl( url, 1, 'date' );
		expect( state.sort ).toBe( 'date' );
		expect( state.page ).toBe( 1 );
		expect( state.tags ).toEqual( [] );
		expect( state.search ).toHaveLength( 200 );
		expect(
			stateFromUrl(
				'http://localhost/?page_number_1=99999999',
				1,
				'order'
			).page
		).toBe( 10000 );
	} );
} );

describe( 'address from a state', () => {
	it( 'sets the instance parameters and keeps the others', () => {
		const url = urlWithState(
			'http://localhost/gallery/?page_number_1=2&bwg_search_2=old',
			2,
			{
				search: 'blue sky',
				sort: 'random',
				tags: [ 3 ],
				page: 2,
				seed: 42,
			},
			'order'
		);
		const params = new URL( url ).searchParams;
		expect( params.get( 'page_number_1' ) ).toBe( '2' );
		expect( params.get( 'bwg_search_2' ) ).toBe( 'blue sky' );
		expect( params.get( 'sort_by_2' ) ).toBe( 'random' );
		expect( params.get( 'bwg_random_seed_2' ) ).toBe( '42' );
		expect( params.get( 'filter_tag_2' ) ).toBe( '3' );
		expect( params.get( 'page_number_2' ) ).toBe( '2' );
	} );
	it( 'removes a cleared search, the default sort and page 1', () => {
		const url = urlWithState(
			'http://localhost/gallery/?bwg_search_1=sea&sort_by_1=title&page_number_1=3&filter_tag_1=4',
			1,
			{ search: '', sort: 'order', tags: [], page: 1, seed: 0 },
			'order'
		);
		expect( url ).toBe( 'http://localhost/gallery/' );
	} );
} );

it( 'builds the 000 §3.10 fields of call 12', () => {
	expect(
		ajaxFields(
			options,
			{ search: 'sea', sort: 'random', tags: [ 3, 4 ], page: 2, seed: 7 },
			'page',
			'http://localhost/gallery/',
			true
		)
	).toEqual( {
		action: 'vista_gallery_view',
		nonce: 'n0nce',
		gallery_type: 'thumbnails',
		gallery_id: '29',
		tag: '0',
		shortcode_id: 'abc.def',
		theme_id: '0',
		bwg: '2',
		current_url: 'http://localhost/gallery/',
		page_number_2: '2',
		bwg_load_more_2: '1',
		sortImagesByValue_2: 'random',
		bwg_random_seed_2: '7',
		bwg_search_2: 'sea',
		bwg_tag_id_29: '3,4',
		action_2: 'page',
	} );
	expect(
		ajaxFields(
			{ ...options, themeId: 5 },
			{ search: '', sort: 'order', tags: [], page: 1, seed: 0 },
			'reload',
			'http://localhost/gallery/'
		).theme_id
	).toBe( '5' );
} );
