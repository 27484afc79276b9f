/**
 * Form validation of 001 §5 and the row states of 001 §4, on the fields as the server renders them
 * (fixtures/, docs/FORMS.md): every rule with its message from the page parameters.
 */
import {
	bindValidation,
	isIgnoredKey,
	clearMarksWhenOffline,
} from '../../../../src/forms/validation/binding';
import {
	fieldRule,
	initWidgets as initFieldRules,
} from '../../../../src/forms/validation/field-rules';
import { registerRule } from '../../../../src/forms/validation/controls';
import {
	change,
	control,
	errorText,
	fieldRow,
	keyup,
	mount,
	params,
	rowEl,
	typeInto,
} from '../fixture';

beforeAll( () => registerRule( fieldRule ) );

function bind( rows: string ) {
	const form = mount( rows );
	initFieldRules( form );
	return { form, validation: bindValidation( form, params() ) };
}

/** A required text field. */
const required = () => fieldRow( 'name', 'contact' );

describe( 'required', () => {
	it( 'refuses an empty required field with the required message and marks the row', () => {
		const { validation } = bind( required() );
		expect( validation.validateForm() ).toBe( control( 'name' ) );
		expect( errorText( 'name' ) ).toBe( 'P: required' );
		expect( rowEl( 'name' ).className ).toEqual(
			expect.stringContaining(
				'everest-forms-invalid everest-forms-invalid-required-field'
			)
		);
		expect( rowEl( 'name' ).classList ).toContain( 'evf-has-error' );
	} );

	it( 'puts the error beneath the field as a label for it, linked by aria-describedby', () => {
		const { validation } = bind( required() );
		validation.validateForm();
		const field = control( 'name' );
		const label = field.nextElementSibling as HTMLLabelElement;
		expect( label.tagName ).toBe( 'LABEL' );
		expect( label.className ).toBe( 'evf-error' );
		expect( label.htmlFor ).toBe( field.id );
		expect( field.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( field.getAttribute( 'aria-describedby' ) ).toContain(
			label.id
		);
	} );

	it( 'treats whitespace as empty, and a filled field as validated', () => {
		const { validation } = bind( required() );
		control( 'name' ).value = '   ';
		expect( validation.validateForm() ).not.toBeNull();
		control( 'name' ).value = 'Ada';
		expect( validation.validateForm() ).toBeNull();
		expect( errorText( 'name' ) ).toBeNull();
		expect( rowEl( 'name' ).classList ).toContain(
			'everest-forms-validated'
		);
		expect( rowEl( 'name' ).classList ).not.toContain( 'evf-has-error' );
		expect( control( 'name' ).hasAttribute( 'aria-invalid' ) ).toBe(
			false
		);
	} );

	it( 'leaves an optional empty field alone', () => {
		const { validation } = bind( fieldRow( 'note' ) );
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'requires a checkbox group with nothing checked, with the error after the list', () => {
		const { validation } = bind( fieldRow( 'c' ) );
		expect( validation.validateForm() ).not.toBeNull();
		expect(
			rowEl( 'c' ).querySelector( 'ul + label.evf-error' )?.textContent
		).toBe( 'P: required' );
		(
			rowEl( 'c' ).querySelector( 'input[value="b"]' ) as HTMLInputElement
		 ).checked = true;
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'does not require address line 2 in a required address', () => {
		const { validation } = bind( fieldRow( 'addr' ) );
		for ( const part of [ '', '-city', '-state', '-postal' ] ) {
			control( `addr${ part }` ).value = 'x';
		}
		const country = control< HTMLSelectElement >( 'addr-country' );
		country.value = country.options[ 1 ].value;
		control( 'addr' ).value = '1 Main St';
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'ignores hidden fields, but not enhanced selects', () => {
		// A row hidden by the page, and a select Tom Select has enhanced (it hides the select).
		const hiddenRow = fieldRow( 'gone' ).replace(
			'<div class="evf-field',
			'<div style="display:none" class="evf-field'
		);
		const select = fieldRow( 'pick' ).replace(
			'class="input-text evf-enhanced-select"',
			'class="input-text evf-enhanced-select tomselected" style="display:none"'
		);
		const { validation } = bind( hiddenRow + select );
		expect( validation.validateForm() ).toBe( control( 'pick' ) );
		expect( errorText( 'pick' ) ).toBe( 'P: required' );
		expect( rowEl( 'gone' ).querySelector( '.evf-error' ) ).toBeNull();
	} );
} );

describe( 'required: payment, card and signature fields', () => {
	it( 'does not require a payment single field that takes no input', () => {
		// A fixed price (a hidden input) and a price the page made read-only, both left empty.
		const { validation } = bind(
			fieldRow( 'pay' ).replace( 'value="10.00"', 'value=""' ) +
				fieldRow( 'pay2' ).replace(
					'value="5.00"',
					'value="" readonly'
				)
		);
		expect( validation.validateForm() ).toBeNull();
	} );

	it( "answers an empty card with 'This field is required'", () => {
		const { validation } = bind( fieldRow( 'card' ) );
		validation.validateForm();
		expect( errorText( 'card' ) ).toBe( 'This field is required' );
	} );

	it( 'requires a card of a required credit card field, with its own message', () => {
		const { validation } = bind( fieldRow( 'card' ) );
		expect( validation.validateForm() ).not.toBeNull();
		expect(
			rowEl( 'card' ).querySelector(
				'.evf-credit-card + label.evf-error'
			)?.textContent
		).toBe( 'This field is required' );
		(
			rowEl( 'card' ).querySelector(
				'[name$="[opaque_data][value]"]'
			) as HTMLInputElement
		 ).value = 'token';
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'leaves an optional credit card field alone', () => {
		const { validation } = bind( fieldRow( 'card_opt' ) );
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'requires a signature through its image input', () => {
		const { validation } = bind( fieldRow( 'sig' ) );
		expect( validation.validateForm() ).toBe( control( 'sig' ) );
		expect(
			rowEl( 'sig' ).querySelector(
				'.evf-signature-wrapper + label.evf-error'
			)?.textContent
		).toBe( 'P: required' );
	} );
} );

describe( 'value rules', () => {
	it.each( [
		[ 'email', 'jane@', 'P: email', 'jane@example.com' ],
		[ 'url', 'not a url', 'P: url', 'example.com/path' ],
		[ 'number', '1e5', 'P: number', '-1234.5' ],
		[ 'phone', '555-CALL', 'P: phone', '+1 (555) 010-9999' ],
	] )(
		'%s field refuses %j with its message',
		( fieldType, bad, message, good ) => {
			const id = `f_${ fieldType }`;
			const { validation } = bind( fieldRow( id ) );
			control( id ).value = bad;
			validation.validateForm();
			expect( errorText( id ) ).toBe( message );
			control( id ).value = good;
			expect( validation.validateForm() ).toBeNull();
		}
	);

	it( 'marks a malformed email row invalid-email', () => {
		const { validation } = bind( fieldRow( 'mail' ) );
		control( 'mail' ).value = 'jane@@example';
		validation.validateForm();
		expect( rowEl( 'mail' ).classList ).toContain(
			'everest-forms-invalid-email'
		);
		expect( rowEl( 'mail' ).classList ).toContain(
			'everest-forms-invalid'
		);
		expect( rowEl( 'mail' ).classList ).not.toContain(
			'everest-forms-invalid-required-field'
		);
	} );

	it( 'accepts the long permissive email forms and refuses the broken ones', () => {
		const { validation } = bind( fieldRow( 'mail' ) );
		for ( const good of [
			'a.b+c@sub.example.co.uk',
			'"quoted name"@example.com',
			'josé@exámple.com',
		] ) {
			control( 'mail' ).value = good;
			expect( validation.validateForm() ).toBeNull();
		}
		for ( const bad of [
			'plain',
			'a@b',
			'a b@example.com',
			'a@-example.com',
			'a@example.c1',
		] ) {
			control( 'mail' ).value = bad;
			expect( validation.validateForm() ).not.toBeNull();
		}
	} );

	it( 'puts http:// in front of an address without a scheme, and leaves https:// alone', () => {
		bind( fieldRow( 'site' ) );
		control( 'site' ).value = 'example.com';
		change( control( 'site' ) );
		expect( control( 'site' ).value ).toBe( 'http://example.com' );
		control( 'site' ).value = 'https://example.com';
		change( control( 'site' ) );
		expect( control( 'site' ).value ).toBe( 'https://example.com' );
		expect( errorText( 'site' ) ).toBeNull();
	} );

	it( 'refuses a phone number without a digit, and checks only non-empty phones', () => {
		const { validation } = bind( fieldRow( 'tel' ) );
		control( 'tel' ).value = '( ) -';
		validation.validateForm();
		expect( errorText( 'tel' ) ).toBe( 'P: phone' );
		control( 'tel' ).value = '';
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'requires a confirmation equal to its primary', () => {
		const { validation } = bind( fieldRow( 'm' ) );
		control( 'm' ).value = 'jane@example.com';
		control( 'm-secondary' ).value = 'jane@example.org';
		validation.validateForm();
		expect(
			rowEl( 'm' ).querySelector(
				'#evf-7-field_m-secondary + label.evf-error'
			)?.textContent
		).toBe( 'P: confirm' );
		control( 'm-secondary' ).value = 'jane@example.com';
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'limits checked boxes to data-choice-limit, with {#} replaced', () => {
		const { validation } = bind( fieldRow( 'lim' ) );
		validation.validateForm();
		expect(
			rowEl( 'lim' ).querySelector( 'label.evf-error' )?.textContent
		).toBe( 'P: at most 2 choices' );
		(
			document.getElementById( 'evf-7-field_lim_3' ) as HTMLInputElement
		 ).checked = false;
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'has no limit when data-choice-limit is 0', () => {
		const { validation } = bind( fieldRow( 'z' ) );
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'counts minimum words on the trimmed value split on whitespace', () => {
		const { validation } = bind( fieldRow( 'msg' ) );
		const area = control< HTMLTextAreaElement >( 'msg' );
		area.value = '  two   words  ';
		validation.validateForm();
		expect( errorText( 'msg' ) ).toBe( 'P: at least 3 words' );
		area.value = 'now\nthree\twords';
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'counts minimum characters', () => {
		const { validation } = bind( fieldRow( 'short' ) );
		control( 'short' ).value = 'abcd';
		validation.validateForm();
		expect( errorText( 'short' ) ).toBe( 'P: at least 5 characters' );
		control( 'short' ).value = 'abcde';
		expect( validation.validateForm() ).toBeNull();
	} );
} );

/** The required email of the contact form. */
const email = () => bind( fieldRow( 'mail', 'contact' ) );

describe( 'row states as the visitor works (001 §4)', () => {
	it( 'change re-evaluates: required and empty, malformed, then validated', () => {
		email();
		const field = control( 'mail' );
		change( field );
		expect( rowEl( 'mail' ).classList ).toContain(
			'everest-forms-invalid-required-field'
		);
		field.value = 'jane@';
		change( field );
		expect( rowEl( 'mail' ).classList ).toContain(
			'everest-forms-invalid-email'
		);
		expect( rowEl( 'mail' ).classList ).not.toContain(
			'everest-forms-invalid-required-field'
		);
		field.value = 'jane@example.com';
		change( field );
		expect( [ ...rowEl( 'mail' ).classList ] ).toEqual(
			expect.arrayContaining( [ 'everest-forms-validated' ] )
		);
		expect( rowEl( 'mail' ).classList ).not.toContain(
			'everest-forms-invalid'
		);
	} );

	it( 'a validate event re-evaluates like change', () => {
		email();
		control( 'mail' ).dispatchEvent(
			new Event( 'validate', { bubbles: true } )
		);
		expect( rowEl( 'mail' ).classList ).toContain(
			'everest-forms-invalid-required-field'
		);
	} );

	it( 'typing clears the invalid and validated marks', () => {
		email();
		change( control( 'mail' ) );
		typeInto( control( 'mail' ), 'j' );
		for ( const mark of [
			'everest-forms-invalid',
			'everest-forms-invalid-required-field',
			'everest-forms-invalid-email',
			'everest-forms-validated',
		] ) {
			expect( rowEl( 'mail' ).classList ).not.toContain( mark );
		}
	} );

	it( 're-validates a judged field on keyup, so its error goes as it is corrected', () => {
		const { validation } = email();
		validation.validateForm();
		expect( errorText( 'mail' ) ).toBe( 'P: required' );
		typeInto( control( 'mail' ), 'jane@example.com' );
		keyup( control( 'mail' ), 'm' );
		expect( errorText( 'mail' ) ).toBeNull();
		expect( rowEl( 'mail' ).classList ).not.toContain( 'evf-has-error' );
	} );

	it( 'does not judge a field on keyup before it was judged once', () => {
		email();
		typeInto( control( 'mail' ), 'jan' );
		keyup( control( 'mail' ), 'n' );
		expect( errorText( 'mail' ) ).toBeNull();
	} );
} );

describe( 'row states: ignored keys, focus and going offline (001 §4)', () => {
	it.each( [
		'Shift',
		'Control',
		'Alt',
		'CapsLock',
		'ArrowLeft',
		'ArrowRight',
		'ArrowUp',
		'ArrowDown',
		'Home',
		'End',
		'PageUp',
		'PageDown',
		'Tab',
		'Escape',
		'Insert',
		'NumLock',
	] )( 'ignores %s on keyup', ( key ) => {
		const { validation } = email();
		validation.validateForm();
		control( 'mail' ).value = 'jane@example.com';
		keyup( control( 'mail' ), key );
		expect( errorText( 'mail' ) ).toBe( 'P: required' );
		expect( isIgnoredKey( new KeyboardEvent( 'keyup', { key } ) ) ).toBe(
			true
		);
	} );

	it.each( [ 'a', 'Backspace', 'Delete', '1', ' ' ] )(
		'does not ignore %j',
		( key ) =>
			expect(
				isIgnoredKey( new KeyboardEvent( 'keyup', { key } ) )
			).toBe( false )
	);

	it( 'skips keyup validation for a field with no-validate-on-keyup', () => {
		// The class on the control itself, as the script reads it (the renderer puts a field's
		// own classes on its row).
		const { validation } = bind(
			fieldRow( 'q' ).replace(
				'class="input-text"',
				'class="input-text no-validate-on-keyup"'
			)
		);
		validation.validateForm();
		control( 'q' ).value = 'filled';
		keyup( control( 'q' ), 'd' );
		expect( errorText( 'q' ) ).toBe( 'P: required' );
	} );

	it( 'skips keyup validation when the site owner gives the field the class (on its row)', () => {
		// A field's CSS class setting lands on its row (FieldMarkup), so that is where owners put it.
		const row = fieldRow( 'q' );
		const { validation } = bind(
			row.replace(
				/class="([^"]*evf-field[^"]*)"/,
				'class="$1 no-validate-on-keyup"'
			)
		);
		expect(
			control( 'q' ).closest( '.no-validate-on-keyup' )
		).not.toBeNull();
		validation.validateForm();
		control( 'q' ).value = 'filled';
		keyup( control( 'q' ), 'd' );
		expect( errorText( 'q' ) ).toBe( 'P: required' );
	} );

	it( 'holds its judgement while the submit button is being pressed, so the button stays put', () => {
		const { form } = email();
		const button = form.querySelector( 'button' ) as HTMLButtonElement;
		control( 'mail' ).value = 'jane@';
		button.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		change( control( 'mail' ) );
		control( 'mail' ).dispatchEvent(
			new FocusEvent( 'focusout', {
				bubbles: true,
				relatedTarget: button,
			} )
		);
		expect( errorText( 'mail' ) ).toBeNull();
	} );

	it( 'gives the row the active class while focused', () => {
		email();
		control( 'mail' ).dispatchEvent(
			new FocusEvent( 'focusin', { bubbles: true } )
		);
		expect( rowEl( 'mail' ).classList ).toContain( 'active' );
		control( 'mail' ).dispatchEvent(
			new FocusEvent( 'focusout', { bubbles: true } )
		);
		expect( rowEl( 'mail' ).classList ).not.toContain( 'active' );
	} );

	it( 'clears the marks when the browser goes offline', () => {
		email();
		clearMarksWhenOffline();
		change( control( 'mail' ) );
		expect( rowEl( 'mail' ).classList ).toContain(
			'everest-forms-invalid'
		);
		window.dispatchEvent( new Event( 'offline' ) );
		expect( rowEl( 'mail' ).classList ).not.toContain(
			'everest-forms-invalid'
		);
		expect( rowEl( 'mail' ).classList ).not.toContain(
			'everest-forms-invalid-required-field'
		);
	} );
} );
