import {
	addableAlbums,
	findAlbumCycle,
} from '../../../../src/gallery/admin/album-cycles';
import type { AlbumItem } from '../../../../src/gallery/admin/types';

const album = ( id: number ): AlbumItem => ( { type: 'album', id } );
const gallery = ( id: number ): AlbumItem => ( { type: 'gallery', id } );

// 2 holds 3, 3 holds 1, 4 holds gallery 1 (same id as album 1, a different kind).
const stored = new Map< number, AlbumItem[] >( [
	[ 2, [ album( 3 ) ] ],
	[ 3, [ album( 1 ), gallery( 7 ) ] ],
	[ 4, [ gallery( 1 ) ] ],
	[ 5, [ album( 6 ) ] ],
	[ 6, [ album( 5 ) ] ],
] );
const subItems = ( id: number ) => stored.get( id ) ?? [];

describe( 'album cycles', () => {
	it( 'finds an album that contains itself directly', () => {
		expect( findAlbumCycle( 1, [ album( 1 ) ], subItems ) ).toEqual( [
			1,
		] );
	} );

	it( 'finds the chain through other albums', () => {
		expect(
			findAlbumCycle( 1, [ gallery( 9 ), album( 2 ) ], subItems )
		).toEqual( [ 2, 3, 1 ] );
	} );

	it( 'allows galleries with the same id, and albums without a way back', () => {
		expect(
			findAlbumCycle( 1, [ gallery( 1 ), album( 4 ) ], subItems )
		).toBeNull();
	} );

	it( 'ends on cycles elsewhere that do not involve the album', () => {
		expect( findAlbumCycle( 1, [ album( 5 ) ], subItems ) ).toBeNull();
	} );

	it( 'lists the albums that can be added', () => {
		expect( addableAlbums( 1, [ 1, 2, 3, 4, 5 ], subItems ) ).toEqual( [
			4, 5,
		] );
	} );
} );
