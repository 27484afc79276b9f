/**
 * Album navigation state (000 §2.1 album view, §3.10) and the extended album column rule
 * (000 §9.3).
 */
import {
	MAX_CRUMBS,
	albumFields,
	backAddress,
	instanceKey,
	parseBreadcrumb,
	placeFromUrl,
	serialiseBreadcrumb,
	withInstanceOf,
} from '../../../../src/gallery/common/album';
import { extendedAlbumColumns } from '../../../../src/gallery/common/layout';

describe( 'breadcrumb parameter', () => {
	it( 'reads a well-formed list and writes it back the same', () => {
		const value =
			'[{"id":7,"page":2,"search":"sea"},{"id":9,"page":1,"search":""}]';
		const crumbs = parseBreadcrumb( value );
		expect( crumbs ).toEqual( [
			{ id: 7, page: 2, search: 'sea' },
			{ id: 9, page: 1, search: '' },
		] );
		expect( serialiseBreadcrumb( crumbs ) ).toBe( value );
		expect( parseBreadcrumb( serialiseBreadcrumb( crumbs ) ) ).toEqual(
			crumbs
		);
	} );

	it( 'fills a missing page and search', () => {
		expect( parseBreadcrumb( '[{"id":3}]' ) ).toEqual( [
			{ id: 3, page: 1, search: '' },
		] );
	} );

	it.each( [
		[ 'nothing', null ],
		[ 'empty', '' ],
		[ 'not JSON', '[{id:1}' ],
		[ 'an object', '{"id":1}' ],
		[ 'a number', '42' ],
		[ 'a string', '"[]"' ],
		[ 'too long', `[{"id":1,"search":"${ 'x'.repeat( 9000 ) }"}]` ],
	] )( 'gives no crumbs for %s', ( _name, value ) => {
		expect( parseBreadcrumb( value ) ).toEqual( [] );
	} );

	it.each( [
		[ 'id as text', '{"id":"4"}' ],
		[ 'id zero', '{"id":0}' ],
		[ 'negative id', '{"id":-4}' ],
		[ 'fractional id', '{"id":4.5}' ],
		[ 'huge id', '{"id":1e300}' ],
		[ 'page zero', '{"id":4,"page":0}' ],
		[ 'huge page', '{"id":4,"page":99999999}' ],
		[ 'search not text', '{"id":4,"search":{"$ne":1}}' ],
		[ 'a list', '[4]' ],
		[ 'null', 'null' ],
	] )( 'stops at an entry with %s', ( _name, entry ) => {
		expect(
			parseBreadcrumb( `[{"id":1},${ entry },{"id":2}]` ).map(
				( crumb ) => crumb.id
			)
		).toEqual( [ 1 ] );
	} );

	it( 'is bounded in length and search size', () => {
		const many = JSON.stringify(
			Array.from( { length: 50 }, ( _, k ) => ( { id: k + 1 } ) )
		);
		expect( parseBreadcrumb( many ) ).toHaveLength( MAX_CRUMBS );
		const long = parseBreadcrumb(
			`[{"id":1,"search":"${ 'a'.repeat( 500 ) }"}]`
		);
		expect( long[ 0 ].search ).toHaveLength( 200 );
	} );

	it( 'drops unknown keys when written', () => {
		const crumbs = parseBreadcrumb(
			'[{"id":1,"page":1,"search":"","evil":"<script>"}]'
		);
		expect( serialiseBreadcrumb( crumbs ) ).toBe(
			'[{"id":1,"page":1,"search":""}]'
		);
	} );
} );

describe( 'place from the address', () => {
	const crumb = encodeURIComponent( '[{"id":5,"page":2,"search":""}]' );

	it( 'reads only its own instance', () => {
		const url = `https://site.test/albums/?type_2=gallery&album_gallery_id_2=8&bwg_album_breadcrumb_2=${ crumb }&type_1=album&album_gallery_id_1=3`;
		expect( placeFromUrl( url, 2, 5 ) ).toEqual( {
			root: 5,
			type: 'gallery',
			id: 8,
			crumbs: [ { id: 5, page: 2, search: '' } ],
		} );
		expect( placeFromUrl( url, 1, 9 ) ).toEqual( {
			root: 9,
			type: 'album',
			id: 3,
			crumbs: [],
		} );
		expect( placeFromUrl( url, 3, 9 ) ).toEqual( {
			root: 9,
			type: '',
			id: 0,
			crumbs: [],
		} );
	} );

	it.each( [
		[ 'type_1=<script>&album_gallery_id_1=8' ],
		[ 'type_1=gallery&album_gallery_id_1=8%20OR%201=1' ],
		[ 'type_1=gallery&album_gallery_id_1=99999999999999999999' ],
		[ 'type_1=gallery&album_gallery_id_1=-8' ],
		[ 'type_1=gallery' ],
	] )( 'gives the block’s album for %s', ( query ) => {
		expect( placeFromUrl( `https://site.test/?${ query }`, 1, 5 ) ).toEqual(
			{ root: 5, type: '', id: 0, crumbs: [] }
		);
	} );

	it( 'gives call 12 its fields (000 §3.10)', () => {
		expect(
			albumFields( 2, {
				root: 5,
				type: 'gallery',
				id: 8,
				crumbs: [ { id: 5, page: 2, search: 'sea' } ],
			} )
		).toEqual( {
			album_id: '5',
			type_2: 'gallery',
			album_gallery_id_2: '8',
			bwg_album_breadcrumb_2: '[{"id":5,"page":2,"search":"sea"}]',
		} );
		expect(
			albumFields( 1, { root: 5, type: '', id: 0, crumbs: [] } )
		).toEqual( {
			album_id: '5',
			type_1: '',
			album_gallery_id_1: '0',
			bwg_album_breadcrumb_1: '[]',
		} );
	} );

	it( 'tells apart history steps that concern the instance', () => {
		const base =
			'https://site.test/albums/?type_1=gallery&album_gallery_id_1=8';
		expect( instanceKey( `${ base }#bwg8/3`, 1 ) ).toBe(
			instanceKey( `${ base }&page_number_2=3`, 1 )
		);
		expect( instanceKey( `${ base }&page_number_1=2`, 1 ) ).not.toBe(
			instanceKey( base, 1 )
		);
		expect( instanceKey( base, 1 ) ).not.toBe(
			instanceKey( 'https://site.test/albums/', 1 )
		);
	} );
} );

describe( 'links of one instance', () => {
	it( 'keep where the other instances went since the link was rendered', () => {
		const current =
			'https://site.test/two/?type_1=album&album_gallery_id_1=3&page_number_2=2#bwg4/5';
		const link =
			'https://site.test/two/?type_2=gallery&album_gallery_id_2=8&bwg_album_breadcrumb_2=%5B%5D&page_number_2=3&stale=1';
		expect( withInstanceOf( current, link, 2 ) ).toBe(
			'https://site.test/two/?type_1=album&album_gallery_id_1=3&type_2=gallery&album_gallery_id_2=8&bwg_album_breadcrumb_2=%5B%5D&page_number_2=3'
		);
	} );

	it( 'drop the instance’s parameters the link does not have', () => {
		expect(
			withInstanceOf(
				'https://site.test/?p=4&type_1=gallery&album_gallery_id_1=8&page_number_1=2',
				'https://site.test/?p=4&page_number_1=3',
				1
			)
		).toBe( 'https://site.test/?p=4&page_number_1=3' );
	} );
} );

describe( 'back (000 §2.1)', () => {
	const deep =
		'https://site.test/albums/?lang=en&page_number_1=3&type_1=gallery&album_gallery_id_1=8&bwg_album_breadcrumb_1=%5B%5D&page_number_2=4&page_number_1=2&bwg_search_1=sea&filter_tag_1=3#bwg8/12';

	it( 'uses browser history when the visitor came from this site', () => {
		expect(
			backAddress( deep, 'https://site.test/other-page/', 1 )
		).toBeNull();
		expect( backAddress( deep, deep, 1 ) ).toBeNull();
	} );

	it( 'cuts the address at the type marker for a referrer outside the site', () => {
		const cut =
			'https://site.test/albums/?lang=en&page_number_1=3&page_number_2=4';
		expect( backAddress( deep, 'https://search.example/?q=site', 1 ) ).toBe(
			cut
		);
		// Another port or scheme is another site.
		expect( backAddress( deep, 'http://site.test/', 1 ) ).toBe( cut );
		expect( backAddress( deep, 'https://site.test:8443/', 1 ) ).toBe( cut );
	} );

	it( 'treats a missing or unreadable referrer as outside the site', () => {
		const cut =
			'https://site.test/albums/?lang=en&page_number_1=3&page_number_2=4';
		expect( backAddress( deep, '', 1 ) ).toBe( cut );
		expect( backAddress( deep, 'not a url', 1 ) ).toBe( cut );
	} );

	it( 'cuts only its own instance', () => {
		const two =
			'https://site.test/?type_1=album&album_gallery_id_1=3&type_2=gallery&album_gallery_id_2=8&page_number_2=2';
		expect( backAddress( two, '', 2 ) ).toBe(
			'https://site.test/?type_1=album&album_gallery_id_1=3'
		);
		expect( backAddress( two, '', 1 ) ).toBe(
			'https://site.test/?type_2=gallery&album_gallery_id_2=8&page_number_2=2'
		);
	} );

	it( 'leaves an address without the marker as it is', () => {
		expect( backAddress( 'https://site.test/?p=4', '', 1 ) ).toBe(
			'https://site.test/?p=4'
		);
	} );
} );

describe( 'extended album columns (000 §9.3)', () => {
	it.each( [
		// width, thumb width, max → floor(width / (2 × thumb)), at least 1, capped.
		[ 1200, 180, 5, 3 ],
		[ 719, 180, 5, 1 ],
		[ 720, 180, 5, 2 ],
		[ 350, 180, 5, 1 ],
		[ 4000, 180, 5, 5 ],
		[ 4000, 180, 20, 11 ],
		[ 0, 180, 5, 1 ],
		[ 800, 0, 5, 1 ],
	] )(
		'%i px at %i px thumbs, at most %i → %i',
		( width, thumb, max, columns ) => {
			expect( extendedAlbumColumns( width, thumb, max ) ).toBe( columns );
		}
	);
} );
