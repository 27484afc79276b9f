import {
	countsAsLinkUse,
	linkEvent,
} from '../../../../src/stats/tracker/links';
import { trackerObject } from './fixtures';

const page = { href: 'https://site.test/blog/post/', host: 'site.test' };

function link( href: string, attributes: Record< string, string > = {} ) {
	const a = document.createElement( 'a' );
	a.href = href;
	a.textContent = ' Annual report ';
	for ( const [ name, value ] of Object.entries( attributes ) ) {
		a.setAttribute( name, value );
	}
	return a;
}

const click = ( button = 0, type = 'click' ) =>
	new MouseEvent( type, { button } );

describe( 'link events (001 §3, §5)', () => {
	it( 'a link to another host is a click event with every field', () => {
		const fields = linkEvent(
			link( 'https://other.example/path?q=1', {
				id: 'cta',
				class: 'button big',
			} ),
			click(),
			trackerObject().option,
			page,
			42
		);
		expect( fields ).toEqual( {
			en: 'click',
			et: expect.any( Number ),
			eid: 'cta',
			ec: 'button big',
			ev: 'Annual report',
			mb: 0,
			// As the original: no file name for a plain link, m empty, the store fields present.
			fn: '',
			fx: '',
			m: '',
			tu: 'https://other.example/path?q=1',
			pid: 42,
			wcdl: false,
			df: '',
			dk: '',
		} );
	} );

	it( 'never records a link to the same host', () => {
		expect(
			linkEvent(
				link( 'https://site.test/about/' ),
				click(),
				trackerObject().option,
				page,
				42
			)
		).toBeNull();
	} );

	it( 'records link clicks only when link tracking is on', () => {
		const option = trackerObject( { linkTracking: false } ).option;
		expect(
			linkEvent(
				link( 'https://other.example/' ),
				click(),
				option,
				page,
				42
			)
		).toBeNull();
	} );
} );

describe( 'download events (001 §3, §5)', () => {
	it( 'a configured extension is a download, on the same host too', () => {
		const fields = linkEvent(
			link( 'https://site.test/files/Report.PDF' ),
			click(),
			trackerObject().option,
			page,
			42
		);
		expect( fields ).toMatchObject( {
			en: 'file_download',
			fn: 'Report',
			fx: 'PDF',
		} );
		expect(
			linkEvent(
				link( 'https://site.test/files/backup.tar.zip' ),
				click(),
				trackerObject().option,
				page,
				42
			)
		).toMatchObject( { fn: 'backup', fx: 'zip' } );
	} );

	it( 'an extension that is not configured is not a download', () => {
		expect(
			linkEvent(
				link( 'https://site.test/files/notes.odt' ),
				click(),
				trackerObject().option,
				page,
				42
			)
		).toBeNull();
	} );

	it( 'a download_file parameter or a store account link is a store download', () => {
		const byParameter = linkEvent(
			link(
				'https://site.test/?download_file=31&order=wc_order_1&key=abc'
			),
			click(),
			trackerObject().option,
			page,
			42
		);
		expect( byParameter ).toMatchObject( {
			en: 'file_download',
			wcdl: true,
			fn: '31',
			fx: '31',
			df: '31',
			dk: 'abc',
		} );
		const byClass = linkEvent(
			link( 'https://site.test/my-account/downloads/', {
				class: 'woocommerce-MyAccount-downloads-file',
			} ),
			click(),
			trackerObject().option,
			page,
			42
		);
		expect( byClass ).toMatchObject( {
			en: 'file_download',
			wcdl: true,
		} );
	} );

	it( 'records downloads only when download tracking is on', () => {
		const option = trackerObject( { downloadTracking: false } ).option;
		expect(
			linkEvent(
				link( 'https://site.test/a.zip' ),
				click(),
				option,
				page,
				42
			)
		).toBeNull();
	} );
} );

describe( 'link and download events: what is left out (001 §3, §5)', () => {
	it( 'ignores an address the browser cannot parse', () => {
		expect(
			linkEvent(
				link( 'https://exa mple.com:99999/report.pdf' ),
				click(),
				trackerObject().option,
				page,
				42
			)
		).toBeNull();
	} );

	it( "sends no key for a plain link, and a store download's key", () => {
		const option = trackerObject().option;
		expect(
			linkEvent(
				link( 'https://other.example/page?key=abc' ),
				click(),
				option,
				page,
				42
			)
		).toMatchObject( { en: 'click', wcdl: false, dk: '', fn: '' } );
		expect(
			linkEvent(
				link( 'https://site.test/my-account/?key=k1', {
					class: 'button woocommerce-MyAccount-downloads-file',
				} ),
				click(),
				option,
				page,
				42
			)
		).toMatchObject( {
			en: 'file_download',
			wcdl: true,
			dk: 'k1',
			df: '',
		} );
	} );

	it( 'ignores links that are not web addresses', () => {
		expect(
			linkEvent(
				link( 'mailto:team@site.test' ),
				click(),
				trackerObject().option,
				page,
				42
			)
		).toBeNull();
	} );
} );

describe( 'which mouse events count (001 §5)', () => {
	it( 'a left click counts; other clicks do not', () => {
		expect( countsAsLinkUse( click( 0 ) ) ).toBe( true );
		expect( countsAsLinkUse( click( 2 ) ) ).toBe( false );
	} );

	it( 'a mouse-up counts only for button 1, the middle button', () => {
		expect( countsAsLinkUse( click( 1, 'mouseup' ) ) ).toBe( true );
		expect( countsAsLinkUse( click( 0, 'mouseup' ) ) ).toBe( false );
		expect( countsAsLinkUse( click( 2, 'mouseup' ) ) ).toBe( false );
	} );
} );
