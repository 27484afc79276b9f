/**
 * What a form starts with the page and what waits for the visitor (issue 18 goal 3): the light
 * widgets at once, the heavy ones (phone, masks…) on approach, and a form sent with a value in a
 * waiting phone or masked field starts that widget first, then is sent again.
 */
import { loadWidgets } from '../../../../src/forms/view/widgets';
import { holdSendForJudges } from '../../../../src/forms/view/form';
import type { FormParams } from '../../../../src/forms/common/params';

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
jest.mock( '../../../../src/forms/widgets/rating', () => ( {
	initWidgets: jest.fn(),
} ) );

const range = jest.requireMock( '../../../../src/forms/widgets/range' );
const rating = jest.requireMock( '../../../../src/forms/widgets/rating' );

const params = {} as FormParams;
const nextTask = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
// A widget's chunk arrives, then the widget starts in a task of its own.
const settle = async () => {
	await nextTask();
	await nextTask();
};

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

it( 'starts each widget in a task of its own, so their start-up makes no long task', async () => {
	// What the tests before started has started.
	await settle();
	const form = mountForm();
	form.insertAdjacentHTML(
		'afterbegin',
		'<div class="evf-field evf-field-rating"><input type="radio" name="stars" value="1"></div>'
	);
	const started: string[] = [];
	let startedByEndOfRangeTask: string[] = [];
	range.initWidgets.mockImplementation( () => {
		started.push( 'range' );
		// Runs before the task ends: anything started by then shares the range's task.
		queueMicrotask( () =>
			queueMicrotask( () => ( startedByEndOfRangeTask = [ ...started ] ) )
		);
	} );
	rating.initWidgets.mockImplementation( () => started.push( 'rating' ) );
	loadWidgets( form, params );
	await settle();
	await nextTask();
	expect( started ).toEqual( [ 'range', 'rating' ] );
	expect( startedByEndOfRangeTask ).toEqual( [ 'range' ] );
} );
