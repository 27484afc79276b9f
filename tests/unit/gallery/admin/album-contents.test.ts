/**
 * What the album editor tells the owner who adds an entry: once only, no album inside itself even
 * through another album (named by title, the edited one by its title as typed), and a placeholder
 * for an entry deleted since.
 */
import {
	entryTitle,
	refusedEntry,
	type AlbumSurroundings,
} from '../../../../src/gallery/admin/album-contents';

const surroundings: AlbumSurroundings = {
	galleries: [ { id: 3, title: 'Beaches', date: '', count: 4 } ],
	albums: [
		{ id: 10, title: 'Travel', date: '', count: 1 },
		{ id: 11, title: 'Europe', date: '', count: 1 },
	],
	// Europe holds Travel.
	stored: new Map( [ [ 11, [ { type: 'album' as const, id: 10 } ] ] ] ),
};

const travel = { id: 10, title: 'Travel 2026', items: [] };

describe( 'refusedEntry', () => {
	it( 'lets a gallery or an unrelated album in', () => {
		expect(
			refusedEntry( travel, { type: 'gallery', id: 3 }, surroundings )
		).toBeNull();
		expect(
			refusedEntry(
				{ id: 11, title: 'Europe', items: [] },
				{ type: 'gallery', id: 3 },
				surroundings
			)
		).toBeNull();
	} );

	it( 'refuses an entry that is there already', () => {
		expect(
			refusedEntry(
				{ ...travel, items: [ { type: 'gallery', id: 3 } ] },
				{ type: 'gallery', id: 3 },
				surroundings
			)
		).toBe( 'It is in the album already.' );
	} );

	it( 'refuses the album itself', () => {
		expect(
			refusedEntry( travel, { type: 'album', id: 10 }, surroundings )
		).toBe( 'An album cannot contain itself.' );
	} );

	it( 'refuses an album that holds this one, naming the chain', () => {
		expect(
			refusedEntry( travel, { type: 'album', id: 11 }, surroundings )
		).toBe(
			'An album cannot contain itself, even through another album: Travel 2026 → Europe → Travel 2026.'
		);
	} );
} );

describe( 'entryTitle', () => {
	it( 'names an entry deleted since by its id', () => {
		expect( entryTitle( surroundings, { type: 'album', id: 11 } ) ).toBe(
			'Europe'
		);
		expect( entryTitle( surroundings, { type: 'gallery', id: 99 } ) ).toBe(
			'(deleted #99)'
		);
	} );
} );
