/**
 * The site report's sorting.
 */
import { sortRows, type ReportRow } from '../../../../src/speed/report/sort';

const row = (
	title: string,
	mobileScore: number,
	checkedAt: string
): ReportRow => ( {
	postId: mobileScore,
	title,
	url: `/${ title }/`,
	type: 'page',
	mobileScore,
	desktopScore: 100 - mobileScore,
	mobileTti: 1,
	desktopTti: 1,
	checkedAt,
} );

const rows = [
	row( 'beta', 9, '2026-11-02 10:00:00' ),
	row( 'Alpha', 90, '2026-11-03 10:00:00' ),
	row( 'gamma', 45, '2026-11-01 10:00:00' ),
];

describe( 'sortRows', () => {
	it( 'sorts scores as numbers, not text', () => {
		expect(
			sortRows( rows, 'mobileScore', 'ascending' ).map(
				( r ) => r.mobileScore
			)
		).toEqual( [ 9, 45, 90 ] );
		expect(
			sortRows( rows, 'desktopScore', 'descending' ).map(
				( r ) => r.desktopScore
			)
		).toEqual( [ 91, 55, 10 ] );
	} );

	it( 'sorts titles ignoring case and dates by time', () => {
		expect(
			sortRows( rows, 'title', 'ascending' ).map( ( r ) => r.title )
		).toEqual( [ 'Alpha', 'beta', 'gamma' ] );
		expect(
			sortRows( rows, 'checkedAt', 'descending' ).map( ( r ) => r.title )
		).toEqual( [ 'Alpha', 'beta', 'gamma' ] );
	} );

	it( 'leaves the given rows untouched', () => {
		sortRows( rows, 'title', 'descending' );
		expect( rows.map( ( r ) => r.title ) ).toEqual( [
			'beta',
			'Alpha',
			'gamma',
		] );
	} );
} );
