/**
 * What a form starts with the page and what waits for the visitor (issue 18 goal 3): the light
 * widgets at once, the heavy ones (phone, masks…) on approach, and a form sent with a value in a
 * waiting phone or masked field starts that widget first, then is sent again.
 */
import { loadWidgets } from '../../../../src/forms/view/widgets';
import { holdSendForJudges } from '../../../../src/forms/view/form';
import type { FormParams } from '../../../../src/forms/view/params';

jest.mock( '../../../../src/forms/widgets/phone', () => ( {
	initWidgets: jest.fn(),
} ) );
jest.mock( '../../../../src/forms/masks/masks', () => ( {
	initWidgets: jest.fn(),
} ) );
jest.mock( '../../../../src/forms/widgets/range', () => ( {
	initWidgets: jest.fn(),
} ) );

const phone = jest.requireMock( '../../../../src/forms/widgets/phone' );
const masks = jest.requireMock( '../../../../src/forms/masks/masks' );
const range = jest.requireMock( '../../../../src/forms/widgets/range' );

const params = {} as FormParams;
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

function mountForm(): HTMLFormElement {
	document.body.innerHTML = `<form class="everest-form">
		<div class="evf-field evf-field-smart-phone"><label for="p">Phone</label><input id="p" type="tel" name="phone"></div>
		<div class="evf-field evf-field-text"><label for="m">Code</label><input id="m" name="code" data-inputmask-alias="ssn"></div>
		<div class="evf-field evf-field-range-slider"><input id="r" type="range" name="budget"></div>
		<button type="submit">Send</button>
	</form>`;
	return document.querySelector( 'form' )!;
}

beforeEach( () => {
	jest.clearAllMocks();
} );

it( 'starts the light widgets with the page and the heavy ones when the visitor comes', async () => {
	const form = mountForm();
	loadWidgets( form, params );
	await settle();
	expect( range.initWidgets ).toHaveBeenCalledWith( form, params );
	expect( phone.initWidgets ).not.toHaveBeenCalled();
	expect( masks.initWidgets ).not.toHaveBeenCalled();

	( document.getElementById( 'p' ) as HTMLInputElement ).focus();
	await settle();
	expect( phone.initWidgets ).toHaveBeenCalledTimes( 1 );
	expect( masks.initWidgets ).not.toHaveBeenCalled();
} );

it( 'holds a form sent with a number in a waiting phone field until the phone widget started', async () => {
	const form = mountForm();
	const widgets = loadWidgets( form, params );
	holdSendForJudges( form, widgets );
	const sent = jest.fn( ( event: Event ) => event.preventDefault() );
	form.addEventListener( 'submit', sent );
	const resend = jest
		.spyOn( form, 'requestSubmit' )
		.mockImplementation( () => undefined );
	( document.getElementById( 'p' ) as HTMLInputElement ).value =
		'201 555 0123';

	const first = new Event( 'submit', { cancelable: true } );
	form.dispatchEvent( first );
	expect( first.defaultPrevented ).toBe( true );
	expect( sent ).not.toHaveBeenCalled();
	await settle();
	expect( phone.initWidgets ).toHaveBeenCalledTimes( 1 );
	// The masked field is empty: nothing to judge, it keeps waiting for the visitor.
	expect( masks.initWidgets ).not.toHaveBeenCalled();
	expect( resend ).toHaveBeenCalledTimes( 1 );

	// Sent again: nothing waits with a value now, the submit goes through.
	form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
	expect( sent ).toHaveBeenCalledTimes( 1 );
} );

it( 'lets a form through at once when no waiting field holds a value', () => {
	const form = mountForm();
	holdSendForJudges( form, loadWidgets( form, params ) );
	const sent = jest.fn( ( event: Event ) => event.preventDefault() );
	form.addEventListener( 'submit', sent );
	form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
	expect( sent ).toHaveBeenCalledTimes( 1 );
	expect( phone.initWidgets ).not.toHaveBeenCalled();
} );
