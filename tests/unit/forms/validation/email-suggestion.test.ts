/**
 * Email typo suggestions (001 §5): a likely typo in the domain is answered on blur with the
 * parameters' 'Did you mean {suggestion}?' and a link that fills the field.
 */
import {
	editDistance,
	suggestEmail,
} from '../../../../src/forms/validation/mailcheck';
import { bindEmailSuggestions } from '../../../../src/forms/validation/email-suggestion-binding';
import { control, fieldRow, mount, params, rowEl } from '../fixture';

describe( 'suggestEmail', () => {
	it.each( [
		[ 'jane@gmial.com', 'jane@gmail.com' ],
		[ 'jane@gmai.com', 'jane@gmail.com' ],
		[ 'jane@hotmial.com', 'jane@hotmail.com' ],
		[ 'jane@yaho.com', 'jane@yahoo.com' ],
		[ 'jane@gmail.con', 'jane@gmail.com' ],
		[ 'Jane@Comcast.nte', 'jane@comcast.net' ],
		[ 'jane@example.cmo', 'jane@example.com' ],
	] )( '%s → %s', ( typed, suggested ) =>
		expect( suggestEmail( typed )?.full ).toBe( suggested )
	);

	it.each( [
		'jane@gmail.com',
		'jane@yahoo.co.uk',
		'jane@example.org',
		'jane',
		'jane@',
		'@gmail.com',
		'',
	] )( 'offers nothing for %j', ( typed ) =>
		expect( suggestEmail( typed ) ).toBeNull()
	);

	it( 'uses the extra domains and top-level domains of the parameters', () => {
		expect( suggestEmail( 'jane@vista.tets' )?.full ).not.toBe(
			'jane@vista.test'
		);
		expect(
			suggestEmail( 'jane@vista.tets', { domains: [ 'vista.test' ] } )
				?.full
		).toBe( 'jane@vista.test' );
		expect( suggestEmail( 'jane@company.devv' )?.full ).not.toBe(
			'jane@company.dev'
		);
		expect(
			suggestEmail( 'jane@company.devv', { topLevelDomains: [ 'dev' ] } )
				?.full
		).toBe( 'jane@company.dev' );
	} );

	it( 'measures distance with swaps of neighbours counted once', () => {
		expect( editDistance( 'gmail', 'gmial' ) ).toBe( 1 );
		expect( editDistance( 'abc', 'abc' ) ).toBe( 0 );
		expect( editDistance( 'kitten', 'sitting' ) ).toBe( 3 );
	} );
} );

describe( 'the suggestion beneath the field', () => {
	function setUp() {
		const form = mount( fieldRow( 'mail' ) );
		bindEmailSuggestions( form, params() );
		return control( 'mail' );
	}
	// The suggestion code is a chunk: leaving the field waits for it.
	const blur = async ( field: HTMLElement ) => {
		field.dispatchEvent( new FocusEvent( 'focusout', { bubbles: true } ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	};

	it( 'offers the corrected address on blur as a link that fills the field', async () => {
		const field = setUp();
		field.value = 'jane@gmial.com';
		await blur( field );
		const label = rowEl( 'mail' ).querySelector(
			'label.mailcheck-error'
		) as HTMLLabelElement;
		expect( label.textContent ).toBe( 'P: Did you mean jane@gmail.com?' );
		expect( label.htmlFor ).toBe( field.id );
		const link = label.querySelector( 'a' ) as HTMLAnchorElement;
		const changed = jest.fn();
		field.addEventListener( 'change', changed );
		link.click();
		expect( field.value ).toBe( 'jane@gmail.com' );
		expect( changed ).toHaveBeenCalled();
		expect(
			rowEl( 'mail' ).querySelector( 'label.mailcheck-error' )
		).toBeNull();
		expect( document.body.ownerDocument.activeElement ).toBe( field );
	} );

	it( 'replaces an old suggestion and removes it once the address looks right', async () => {
		const field = setUp();
		field.value = 'jane@gmial.com';
		await blur( field );
		field.value = 'jane@hotmial.com';
		await blur( field );
		expect(
			rowEl( 'mail' ).querySelectorAll( 'label.mailcheck-error' )
		).toHaveLength( 1 );
		field.value = 'jane@example.org';
		await blur( field );
		expect(
			rowEl( 'mail' ).querySelector( 'label.mailcheck-error' )
		).toBeNull();
	} );

	it( 'never counts as an error of the row', async () => {
		const field = setUp();
		field.value = 'jane@gmial.com';
		await blur( field );
		expect( rowEl( 'mail' ).classList ).not.toContain( 'evf-has-error' );
	} );
} );
