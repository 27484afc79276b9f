import {
	appendIds,
	moveId,
	removeIds,
} from '../../../../src/gallery/admin/ordering';

describe( 'gallery order', () => {
	it( 'moves an id to the place of another, both ways', () => {
		expect( moveId( [ 1, 2, 3, 4 ], 1, 3 ) ).toEqual( [ 2, 3, 1, 4 ] );
		expect( moveId( [ 1, 2, 3, 4 ], 4, 2 ) ).toEqual( [ 1, 4, 2, 3 ] );
	} );

	it( 'leaves the order alone for unknown or equal ids, and never changes its input', () => {
		const ids = [ 1, 2, 3 ];
		expect( moveId( ids, 9, 2 ) ).toEqual( ids );
		expect( moveId( ids, 2, 2 ) ).toEqual( ids );
		moveId( ids, 1, 3 );
		expect( ids ).toEqual( [ 1, 2, 3 ] );
	} );

	it( 'appends new ids once, in the order they came', () => {
		expect( appendIds( [ 3, 1 ], [ 1, 5, 4, 5 ] ) ).toEqual( [
			3, 1, 5, 4,
		] );
	} );

	it( 'removes ids', () => {
		expect( removeIds( [ 1, 2, 3, 4 ], new Set( [ 2, 4, 9 ] ) ) ).toEqual( [
			1, 3,
		] );
	} );
} );
