import {
	addRow,
	duplicateRows,
	isValidHandle,
	MAX_HELD_SCRIPTS,
	removeRow,
	rowsForSaving,
	updateRow,
} from '../../../../src/consent/settings/held-scripts';
import type { HeldScript } from '../../../../src/consent/settings/types';

const rows: HeldScript[] = [
	{ handle: 'google-analytics', category: 'statistics' },
	{ handle: 'facebook-pixel', category: 'marketing' },
];

describe( 'held-back script rows', () => {
	it( 'adds an empty row at the end without changing the list given', () => {
		const next = addRow( rows );
		expect( next ).toEqual( [
			...rows,
			{ handle: '', category: 'statistics' },
		] );
		expect( rows ).toHaveLength( 2 );
		expect( addRow( [], 'marketing' ) ).toEqual( [
			{ handle: '', category: 'marketing' },
		] );
	} );

	it( 'adds no row to a full list', () => {
		const full = Array.from( { length: MAX_HELD_SCRIPTS }, ( _, i ) => ( {
			handle: `script-${ i }`,
			category: 'statistics' as const,
		} ) );
		expect( addRow( full ) ).toBe( full );
	} );

	it( 'removes one row', () => {
		expect( removeRow( rows, 0 ) ).toEqual( [ rows[ 1 ] ] );
		expect( removeRow( rows, 1 ) ).toEqual( [ rows[ 0 ] ] );
		expect( removeRow( rows, 5 ) ).toEqual( rows );
	} );

	it( 'changes one row', () => {
		const next = updateRow( rows, 1, { category: 'statistics' } );
		expect( next[ 1 ] ).toEqual( {
			handle: 'facebook-pixel',
			category: 'statistics',
		} );
		expect( next[ 0 ] ).toBe( rows[ 0 ] );
		expect( rows[ 1 ].category ).toBe( 'marketing' );
		expect( updateRow( rows, 0, { handle: 'gtag' } )[ 0 ].handle ).toBe(
			'gtag'
		);
	} );

	it( 'saves trimmed handles and leaves empty rows out', () => {
		expect(
			rowsForSaving( [
				{ handle: '  gtag ', category: 'statistics' },
				{ handle: '   ', category: 'marketing' },
				{ handle: '', category: 'statistics' },
			] )
		).toEqual( [ { handle: 'gtag', category: 'statistics' } ] );
	} );

	it( 'accepts the handles the server accepts', () => {
		expect( isValidHandle( 'google-analytics' ) ).toBe( true );
		expect( isValidHandle( 'jquery.cookie_v2' ) ).toBe( true );
		expect( isValidHandle( ' gtag ' ) ).toBe( true );
		expect( isValidHandle( '' ) ).toBe( true );
		expect( isValidHandle( 'my script' ) ).toBe( false );
		expect( isValidHandle( '<script>' ) ).toBe( false );
		expect( isValidHandle( 'a'.repeat( 101 ) ) ).toBe( false );
	} );

	it( 'finds handles listed more than once', () => {
		expect( duplicateRows( rows ) ).toEqual( [] );
		expect(
			duplicateRows( [
				{ handle: 'gtag', category: 'statistics' },
				{ handle: '', category: 'statistics' },
				{ handle: ' gtag', category: 'marketing' },
				{ handle: '', category: 'statistics' },
				{ handle: 'gtag', category: 'marketing' },
			] )
		).toEqual( [ 2, 4 ] );
	} );
} );
