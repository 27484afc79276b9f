/**
 * Form validation of 001 §5 and the row states of 001 §4, on forms written to the markup
 * contract: every rule with its message from the page parameters.
 */
import {
	bindValidation,
	isIgnoredKey,
	clearMarksWhenOffline,
} from '../../../src/forms/validation/binding';
import {
	fieldRule,
	initWidgets as initFieldRules,
} from '../../../src/forms/validation/field-rules';
import { registerRule } from '../../../src/forms/validation/controls';
import {
	change,
	control,
	errorText,
	input,
	keyup,
	mount,
	name,
	params,
	row,
	rowEl,
	typeInto,
} from './fixture';

beforeAll( () => registerRule( fieldRule ) );

function bind( rows: string ) {
	const form = mount( rows );
	initFieldRules( form );
	return { form, validation: bindValidation( form, params() ) };
}

const required = ( id: string, attrs = '', inputType = 'text' ) =>
	row(
		id,
		inputType === 'email' ? 'email' : 'text',
		input( id, `required ${ attrs }`, inputType ),
		'validate-required'
	);

describe( 'required', () => {
	it( 'refuses an empty required field with the required message and marks the row', () => {
		const { validation } = bind( required( 'name' ) );
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
		const { validation } = bind( required( 'name' ) );
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
		const { validation } = bind( required( 'name' ) );
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
		const { validation } = bind( row( 'note', 'text', input( 'note' ) ) );
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'requires a checkbox group with nothing checked, with the error after the list', () => {
		const boxes = [ 'a', 'b' ]
			.map(
				( value, i ) =>
					`<li><input type="checkbox" id="evf-7-field_c${ i === 0 ? '' : '_' + i }" name="${ name( 'c', '[]' ) }" value="${ value }" ${ i === 0 ? 'required' : '' }></li>`
			)
			.join( '' );
		const { validation } = bind(
			row( 'c', 'checkbox', `<ul>${ boxes }</ul>`, 'validate-required' )
		);
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
		const parts = [ 'address1', 'address2' ]
			.map(
				( part ) =>
					`<input type="text" class="input-text" id="evf-7-field_addr-${ part }" name="${ name( 'addr', `[${ part }]` ) }">`
			)
			.join( '' );
		const { validation } = bind(
			row( 'addr', 'address', parts, 'validate-required' )
		);
		(
			document.getElementById(
				'evf-7-field_addr-address1'
			) as HTMLInputElement
		 ).value = '1 Main St';
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'ignores hidden fields, but not enhanced selects', () => {
		const hiddenRow = row(
			'gone',
			'text',
			input( 'gone', 'required' ),
			'validate-required'
		).replace(
			'<div class="evf-field',
			'<div style="display:none" class="evf-field'
		);
		const select = row(
			'pick',
			'select',
			`<select id="evf-7-field_pick" class="evf-enhanced-select tomselected" style="display:none" name="${ name( 'pick' ) }" required><option value=""></option><option>One</option></select>`,
			'validate-required'
		);
		const { validation } = bind( hiddenRow + select );
		expect( validation.validateForm() ).toBe( control( 'pick' ) );
		expect( errorText( 'pick' ) ).toBe( 'P: required' );
		expect( rowEl( 'gone' ).querySelector( '.evf-error' ) ).toBeNull();
	} );

	it( 'does not require a payment single field that takes no input', () => {
		const { validation } = bind(
			row(
				'pay',
				'payment-single',
				`<input type="hidden" id="evf-7-field_pay" name="${ name( 'pay' ) }" value="" required>`,
				'validate-required'
			) +
				row(
					'pay2',
					'payment-single',
					input( 'pay2', 'readonly required' ),
					'validate-required'
				)
		);
		expect( validation.validateForm() ).toBeNull();
	} );

	it( "answers an empty card with 'This field is required'", () => {
		const { validation } = bind(
			row(
				'card',
				'credit-card',
				input( 'card', 'required' ),
				'validate-required'
			)
		);
		validation.validateForm();
		expect( errorText( 'card' ) ).toBe( 'This field is required' );
	} );

	it( 'requires a card of a required credit card field, with its own message', () => {
		const card = `<div class="evf-credit-card" id="evf-7-field_card" data-required="1"><div class="evf-credit-card-element"></div></div><div class="evf-card-errors" role="alert"></div><input type="hidden" name="${ name(
			'card',
			'[opaque_data][descriptor]'
		) }" value=""><input type="hidden" name="${ name(
			'card',
			'[opaque_data][value]'
		) }" value="">`;
		const { validation } = bind( row( 'card', 'credit-card', card ) );
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
		const card = `<div class="evf-credit-card" data-required="0"></div><input type="hidden" name="${ name(
			'card',
			'[opaque_data][value]'
		) }" value="">`;
		const { validation } = bind( row( 'card', 'credit-card', card ) );
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'requires a signature through its image input', () => {
		const { validation } = bind(
			row(
				'sig',
				'signature',
				`<div class="evf-signature-wrapper"><canvas class="evf-signature-canvas"></canvas><button type="button" class="evf-signature-reset button">Clear</button><input type="hidden" class="evf-signature-input" id="evf-7-field_sig" name="${ name( 'sig', '[signature_image]' ) }" required></div>`,
				'validate-required'
			)
		);
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
		[ 'email', 'email', 'jane@', 'P: email', 'jane@example.com' ],
		[ 'url', 'url', 'not a url', 'P: url', 'example.com/path' ],
		[ 'number', 'number', '1e5', 'P: number', '-1234.5' ],
		[ 'phone', 'tel', '555-CALL', 'P: phone', '+1 (555) 010-9999' ],
	] )(
		'%s field refuses %j with its message',
		( fieldType, inputType, bad, message, good ) => {
			const id = `f_${ fieldType }`;
			const { validation } = bind(
				row(
					id,
					fieldType,
					input(
						id,
						'',
						inputType,
						fieldType === 'phone' ? '[phone_field]' : ''
					),
					fieldType === 'email' ? 'validate-email' : ''
				)
			);
			control( id ).value = bad;
			validation.validateForm();
			expect( errorText( id ) ).toBe( message );
			control( id ).value = good;
			expect( validation.validateForm() ).toBeNull();
		}
	);

	it( 'marks a malformed email row invalid-email', () => {
		const { validation } = bind(
			row(
				'mail',
				'email',
				input( 'mail', '', 'email' ),
				'validate-email'
			)
		);
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
		const { validation } = bind(
			row(
				'mail',
				'email',
				input( 'mail', '', 'email' ),
				'validate-email'
			)
		);
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
		bind( row( 'site', 'url', input( 'site', '', 'url' ) ) );
		control( 'site' ).value = 'example.com';
		change( control( 'site' ) );
		expect( control( 'site' ).value ).toBe( 'http://example.com' );
		control( 'site' ).value = 'https://example.com';
		change( control( 'site' ) );
		expect( control( 'site' ).value ).toBe( 'https://example.com' );
		expect( errorText( 'site' ) ).toBeNull();
	} );

	it( 'refuses a phone number without a digit, and checks only non-empty phones', () => {
		const { validation } = bind(
			row( 'tel', 'phone', input( 'tel', '', 'tel', '[phone_field]' ) )
		);
		control( 'tel' ).value = '( ) -';
		validation.validateForm();
		expect( errorText( 'tel' ) ).toBe( 'P: phone' );
		control( 'tel' ).value = '';
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'requires a confirmation equal to its primary', () => {
		const inputs = `<input type="email" class="input-text evf-field-confirm-primary" id="evf-7-field_m" name="${ name( 'm', '[primary]' ) }">
			<input type="email" class="input-text" id="evf-7-field_m-secondary" name="${ name( 'm', '[secondary]' ) }">`;
		const { validation } = bind(
			row( 'm', 'email', inputs, 'validate-email' )
		);
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
		const boxes = [ 'a', 'b', 'c' ]
			.map(
				( value ) =>
					`<li><input type="checkbox" id="evf-7-field_lim_${ value }" name="${ name( 'lim', '[]' ) }" value="${ value }" checked></li>`
			)
			.join( '' );
		const { validation } = bind(
			row(
				'lim',
				'checkbox',
				`<ul data-choice-limit="2">${ boxes }</ul>`
			)
		);
		validation.validateForm();
		expect(
			rowEl( 'lim' ).querySelector( 'label.evf-error' )?.textContent
		).toBe( 'P: at most 2 choices' );
		(
			document.getElementById( 'evf-7-field_lim_c' ) as HTMLInputElement
		 ).checked = false;
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'has no limit when data-choice-limit is 0', () => {
		const boxes = [ 'a', 'b' ]
			.map(
				( value ) =>
					`<input type="checkbox" id="evf-7-field_z_${ value }" name="${ name( 'z', '[]' ) }" value="${ value }" data-choice-limit="0" checked>`
			)
			.join( '' );
		const { validation } = bind( row( 'z', 'checkbox', boxes ) );
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'counts minimum words on the trimmed value split on whitespace', () => {
		const { validation } = bind(
			row(
				'msg',
				'textarea',
				`<textarea class="input-text" id="evf-7-field_msg" name="${ name( 'msg' ) }" data-min-words="3"></textarea>`
			)
		);
		const area = control< HTMLTextAreaElement >( 'msg' );
		area.value = '  two   words  ';
		validation.validateForm();
		expect( errorText( 'msg' ) ).toBe( 'P: at least 3 words' );
		area.value = 'now\nthree\twords';
		expect( validation.validateForm() ).toBeNull();
	} );

	it( 'counts minimum characters', () => {
		const { validation } = bind(
			row( 'short', 'text', input( 'short', 'data-text-min-length="5"' ) )
		);
		control( 'short' ).value = 'abcd';
		validation.validateForm();
		expect( errorText( 'short' ) ).toBe( 'P: at least 5 characters' );
		control( 'short' ).value = 'abcde';
		expect( validation.validateForm() ).toBeNull();
	} );
} );

describe( 'row states as the visitor works (001 §4)', () => {
	const email = () =>
		bind(
			row(
				'mail',
				'email',
				input( 'mail', 'required', 'email' ),
				'validate-required validate-email'
			)
		);

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
		const { validation } = bind(
			row(
				'q',
				'text',
				input( 'q', 'required', 'text' ).replace(
					'input-text',
					'input-text no-validate-on-keyup'
				),
				'validate-required'
			)
		);
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
