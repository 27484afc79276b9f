import {
	bucketLabel,
	formatChange,
	formatNumber,
	itemDetail,
	itemText,
	percentChange,
	safeHttpUrl,
	seriesSummary,
	share,
	spansYears,
} from '../../../../src/stats/dashboard/format';
import type { TopItem } from '../../../../src/stats/dashboard/types';

const item = ( fields: Partial< TopItem > ): TopItem => ( {
	item: 'x',
	label: 'x',
	title: null,
	url: null,
	views: 1,
	visitors: 1,
	...fields,
} );

describe( 'numbers', () => {
	it( 'groups thousands in the screen’s language', () => {
		expect( formatNumber( 1234567, 'en-US' ) ).toBe( '1,234,567' );
		expect( formatNumber( 1234567, 'de-DE' ) ).toBe( '1.234.567' );
	} );

	it( 'compares with the previous period only when there was one', () => {
		expect( percentChange( 150, 100 ) ).toBe( 50 );
		expect( percentChange( 50, 200 ) ).toBe( -75 );
		expect( percentChange( 1, 3 ) ).toBe( -67 );
		expect( percentChange( 10, 0 ) ).toBeNull();
		expect( formatChange( 50, 'en-US' ) ).toBe( '+50%' );
		expect( formatChange( -75, 'en-US' ) ).toBe( '-75%' );
		expect( formatChange( 0, 'en-US' ) ).toBe( '0%' );
	} );

	it( 'gives shares in whole percent', () => {
		expect( share( 1, 3 ) ).toBe( 33 );
		expect( share( 3, 3 ) ).toBe( 100 );
		expect( share( 5, 0 ) ).toBe( 0 );
	} );
} );

describe( 'bucket labels', () => {
	it( 'name days, weeks and months in UTC', () => {
		expect(
			bucketLabel(
				{ start: '2024-03-04', end: '2024-03-04' },
				'day',
				false,
				'en-US'
			)
		).toBe( 'Mar 4' );
		expect(
			bucketLabel(
				{ start: '2024-03-04', end: '2024-03-10' },
				'week',
				false,
				'en-US'
			)
		).toMatch( /^Mar 4\s*–\s*10$/ );
		expect(
			bucketLabel(
				{ start: '2024-02-26', end: '2024-03-03' },
				'week',
				false,
				'en-US'
			)
		).toMatch( /^Feb 26\s*–\s*Mar 3$/ );
		expect(
			bucketLabel(
				{ start: '2024-03-01', end: '2024-03-31' },
				'month',
				false,
				'en-US'
			)
		).toBe( 'Mar 2024' );
	} );

	it( 'write the year when asked, and a one-day week as its day', () => {
		expect(
			bucketLabel(
				{ start: '2024-01-01', end: '2024-01-01' },
				'day',
				true,
				'en-US'
			)
		).toBe( 'Jan 1, 2024' );
		expect(
			bucketLabel(
				{ start: '2024-03-10', end: '2024-03-10' },
				'week',
				false,
				'en-US'
			)
		).toBe( 'Mar 10' );
	} );

	it( 'know when a series spans years', () => {
		expect(
			spansYears( [
				{ start: '2023-12-31', end: '2023-12-31' },
				{ start: '2024-01-01', end: '2024-01-01' },
			] )
		).toBe( true );
		expect(
			spansYears( [ { start: '2024-01-01', end: '2024-01-07' } ] )
		).toBe( false );
		expect( spansYears( [] ) ).toBe( false );
	} );

	it( 'sum a series up in a sentence', () => {
		expect(
			seriesSummary(
				[
					{
						start: '2024-03-01',
						end: '2024-03-01',
						views: 5,
						visitors: 2,
					},
					{
						start: '2024-03-02',
						end: '2024-03-02',
						views: 9,
						visitors: 4,
					},
					{
						start: '2024-03-03',
						end: '2024-03-03',
						views: 1,
						visitors: 1,
					},
				],
				'day',
				'en-US'
			)
		).toBe(
			'15 views and 7 visitors from Mar 1 to Mar 3. Most visitors: Mar 2, with 4.'
		);
		expect( seriesSummary( [], 'day', 'en-US' ) ).toBe( 'No data.' );
	} );
} );

describe( 'items', () => {
	it( 'link only to http(s) addresses', () => {
		expect( safeHttpUrl( 'https://example.org/a?b=1' ) ).toBe(
			'https://example.org/a?b=1'
		);
		expect( safeHttpUrl( 'http://localhost:8888/' ) ).toBe(
			'http://localhost:8888/'
		);
		expect( safeHttpUrl( 'javascript:alert(1)' ) ).toBeNull();
		expect( safeHttpUrl( ' JavaScript:alert(1)' ) ).toBeNull();
		expect( safeHttpUrl( 'data:text/html,<b>' ) ).toBeNull();
		expect( safeHttpUrl( '/relative' ) ).toBeNull();
		expect( safeHttpUrl( null ) ).toBeNull();
	} );

	it( 'show a page’s title over its address, a download’s file name over its address', () => {
		const page = item( {
			item: 'post:3',
			label: '/hello/',
			title: 'Hello',
		} );
		expect( itemText( 'page', page ) ).toBe( 'Hello' );
		expect( itemDetail( 'page', page ) ).toBe( '/hello/' );
		const bare = item( { item: 'uri:/x/', label: '/x/' } );
		expect( itemText( 'page', bare ) ).toBe( '/x/' );
		expect( itemDetail( 'page', bare ) ).toBeNull();
		const download = item( {
			item: 'guide.pdf',
			label: 'https://example.org/guide.pdf',
		} );
		expect( itemText( 'download', download ) ).toBe( 'guide.pdf' );
		expect( itemDetail( 'download', download ) ).toBe(
			'https://example.org/guide.pdf'
		);
		expect(
			itemText( 'referrer', item( { item: 'a.org', label: 'a.org' } ) )
		).toBe( 'a.org' );
	} );
} );
