/**
 * Consent → Records before any choice is logged (issue 34): the table says when records appear
 * and whether the notice is on, with the way to turn it on while it is off.
 */
import { act } from 'react';
import { createRoot } from '@wordpress/element';
import { RecordsTable } from '../../../../src/consent/records/RecordsTable';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

const SETTINGS =
	'https://example.org/wp-admin/options-general.php?page=cookie-notice';

function renderTable( props: { filtered: boolean; noticeOn: boolean } ) {
	const host = document.createElement( 'div' );
	document.body.append( host );
	act( () => {
		createRoot( host ).render(
			<RecordsTable
				records={ [] }
				settingsUrl={ SETTINGS }
				{ ...props }
			/>
		);
	} );
	return host;
}

afterEach( () => {
	document.body.innerHTML = '';
} );

test( 'with the notice off, the empty list says so and links to the setting', () => {
	const host = renderTable( { filtered: false, noticeOn: false } );
	const row = host.querySelector( 'tr.no-items' );
	expect( row?.textContent ).toContain(
		'Each time a visitor accepts or rejects cookies, the choice appears here.'
	);
	expect( row?.textContent ).toContain( 'The cookie notice is off' );
	const link = row?.querySelector( 'a' );
	expect( link?.textContent ).toBe(
		'Turn it on in the cookie consent settings'
	);
	expect( link?.getAttribute( 'href' ) ).toBe( SETTINGS );
} );

test( 'with the notice on, it says visitors are asked and offers no link', () => {
	const host = renderTable( { filtered: false, noticeOn: true } );
	expect( host.textContent ).toContain( 'The cookie notice is on' );
	expect( host.querySelector( 'a' ) ).toBeNull();
} );

test( 'a filter that finds nothing says only that', () => {
	const host = renderTable( { filtered: true, noticeOn: false } );
	expect( host.querySelector( 'tr.no-items' )?.textContent ).toBe(
		'No records match the filter.'
	);
} );
