import {
	galleryTitles,
	sectionNames,
} from '../../../../src/gallery/pricelists/summary';

describe( 'the price lists table', () => {
	const galleries = [
		{ id: 3, title: 'Weddings', pricelist: 1 },
		{ id: 5, title: 'Portraits', pricelist: 1 },
		{ id: 8, title: 'Landscapes', pricelist: 0 },
	];

	it( 'names the galleries using a list, in the galleries’ order', () => {
		expect( galleryTitles( { galleries: [ 5, 3 ] }, galleries ) ).toBe(
			'Weddings, Portraits'
		);
	} );

	it( 'shows a dash when no gallery uses the list, or only gone ones do', () => {
		expect( galleryTitles( { galleries: [] }, galleries ) ).toBe( '—' );
		expect( galleryTitles( { galleries: [ 99 ] }, galleries ) ).toBe( '—' );
	} );

	it( 'names what a list sells', () => {
		expect( sectionNames( [ 'manual', 'downloads' ] ) ).toBe(
			'Prints and products, Downloads'
		);
		expect( sectionNames( [ 'downloads' ] ) ).toBe( 'Downloads' );
	} );
} );
