import { renderToString } from '@wordpress/element';
import {
	isSafeHref,
	messageNodes,
} from '../../../../src/consent/settings/message-html';

const render = ( html: string ) =>
	renderToString( messageNodes( html ) as unknown as JSX.Element );

describe( 'messageNodes', () => {
	it( 'shows plain text as it is', () => {
		expect( render( 'We use cookies & more.' ) ).toBe(
			'We use cookies &amp; more.'
		);
	} );

	it( 'keeps links, bold and italic text and line breaks', () => {
		expect(
			render(
				'<strong>Hi</strong> <em>you</em><br><b>b</b><i>i</i> <a href="https://example.org/privacy" target="_blank">policy</a>'
			)
		).toBe(
			'<strong>Hi</strong> <em>you</em><br/><b>b</b><i>i</i> <a href="https://example.org/privacy">policy</a>'
		);
	} );

	it( 'shows other markup as its text and drops scripts', () => {
		expect(
			render(
				'<div onclick="x()">Hello <span style="color:red">there</span></div><script>alert(1)</script><img src=x onerror="alert(1)">'
			)
		).toBe( 'Hello there' );
	} );

	it( 'drops unsafe link addresses and attributes', () => {
		expect(
			render( '<a href="javascript:alert(1)" onclick="alert(1)">x</a>' )
		).toBe( '<a>x</a>' );
	} );
} );

describe( 'isSafeHref', () => {
	it( 'allows http, https, mailto and relative addresses', () => {
		expect( isSafeHref( 'https://example.org/' ) ).toBe( true );
		expect( isSafeHref( 'HTTP://example.org/' ) ).toBe( true );
		expect( isSafeHref( 'mailto:privacy@example.org' ) ).toBe( true );
		expect( isSafeHref( '/privacy-policy/' ) ).toBe( true );
		expect( isSafeHref( '#more' ) ).toBe( true );
	} );

	it( 'refuses other schemes, even disguised', () => {
		expect( isSafeHref( 'javascript:alert(1)' ) ).toBe( false );
		expect( isSafeHref( ' JavaScript:alert(1)' ) ).toBe( false );
		expect( isSafeHref( 'java\tscript:alert(1)' ) ).toBe( false );
		expect( isSafeHref( 'data:text/html,<script>' ) ).toBe( false );
		expect( isSafeHref( 'vbscript:x' ) ).toBe( false );
	} );
} );
