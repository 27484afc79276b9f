/**
 * The admin screens' dates follow the site's Settings → General formats and time zone, whatever
 * the browser's locale, and a zone-less stored time is read as UTC.
 */
import { getSettings, setSettings } from '@wordpress/date';
import { siteDate, siteDateTime } from '@vista/shared/site-date';

const original = getSettings();

function site( date: string, time: string, zone: string, offset: number ) {
	setSettings( {
		...original,
		formats: { ...original.formats, date, time },
		timezone: {
			...original.timezone,
			string: zone,
			offset,
			offsetFormatted: String( offset ),
		},
	} );
}

afterEach( () => setSettings( original ) );

describe( 'siteDate', () => {
	it( 'writes the day in the site’s date format', () => {
		site( 'd/m/Y', 'H:i', 'UTC', 0 );
		expect( siteDate( '2026-03-04T10:00:00Z' ) ).toBe( '04/03/2026' );
		site( 'F j, Y', 'g:i a', 'UTC', 0 );
		expect( siteDate( '2026-03-04T10:00:00Z' ) ).toBe( 'March 4, 2026' );
	} );

	it( 'reads a time without a zone as UTC and shows it in the site’s zone', () => {
		site( 'Y-m-d', 'H:i', 'Pacific/Auckland', 13 );
		// 20:00 UTC on March 4 is already March 5 in Auckland.
		expect( siteDate( '2026-03-04 20:00:00' ) ).toBe( '2026-03-05' );
		expect( siteDateTime( '2026-03-04T20:00:00' ) ).toBe(
			'2026-03-05 09:00'
		);
	} );

	it( 'takes Unix times and Date objects', () => {
		site( 'j.n.Y', 'H:i', 'UTC', 0 );
		const when = Date.UTC( 2026, 0, 2, 3, 4 );
		expect( siteDate( when ) ).toBe( '2.1.2026' );
		expect( siteDateTime( new Date( when ) ) ).toBe( '2.1.2026 03:04' );
	} );

	it( 'gives back what is not a date unchanged', () => {
		expect( siteDate( 'never' ) ).toBe( 'never' );
	} );
} );
