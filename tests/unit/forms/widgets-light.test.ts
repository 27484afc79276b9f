/**
 * Select-all boxes, countdowns, the submission start time, range outputs and rating stars.
 */
import { initWidgets as initSelectAll } from '../../../src/forms/view/select-all';
import { initWidgets as initCountdowns } from '../../../src/forms/view/countdown';
import { setSubmissionStartTime } from '../../../src/forms/view/form';
import { attachOutput } from '../../../src/forms/widgets/range';
import { bindRating } from '../../../src/forms/widgets/rating';
import { fieldRow, mount, rowEl } from './fixture';

describe( 'select-all (001 §4)', () => {
	function setUp( checked: boolean[] = [ false, false, false ] ) {
		const form = mount( fieldRow( 'all' ) );
		checked.forEach( ( on, i ) => {
			(
				form.querySelector(
					`#evf-7-field_all_${ i + 1 }`
				) as HTMLInputElement
			 ).checked = on;
		} );
		initSelectAll( form );
		const all = form.querySelector(
			'.evf-checkbox-select-all'
		) as HTMLInputElement;
		const others = Array.from(
			rowEl( 'all' ).querySelectorAll< HTMLInputElement >( 'input[name]' )
		);
		return { all, others };
	}
	const click = ( box: HTMLInputElement ) => box.click();

	it( 'checks and unchecks all the others', () => {
		const { all, others } = setUp();
		click( all );
		expect( others.map( ( box ) => box.checked ) ).toEqual( [
			true,
			true,
			true,
		] );
		click( all );
		expect( others.map( ( box ) => box.checked ) ).toEqual( [
			false,
			false,
			false,
		] );
	} );

	it( 'is checked only while all the others are', () => {
		const { all, others } = setUp();
		click( others[ 0 ] );
		click( others[ 1 ] );
		expect( all.checked ).toBe( false );
		click( others[ 2 ] );
		expect( all.checked ).toBe( true );
		click( others[ 1 ] );
		expect( all.checked ).toBe( false );
	} );

	it( 'starts checked when the page comes with all checked', () => {
		expect( setUp( [ true, true, true ] ).all.checked ).toBe( true );
		expect( setUp( [ true, false, true ] ).all.checked ).toBe( false );
	} );
} );

describe( 'countdown (001 §4, §9: 1 s tick)', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'counts down from its duration every second and removes itself at 0', () => {
		const form = mount( '' );
		form.insertAdjacentHTML(
			'beforeend',
			'<span class="evf-countdown" data-duration="3"></span>'
		);
		initCountdowns( form );
		const element = form.querySelector( '.evf-countdown' ) as HTMLElement;
		expect( element.textContent ).toBe( '3' );
		jest.advanceTimersByTime( 999 );
		expect( element.textContent ).toBe( '3' );
		jest.advanceTimersByTime( 1 );
		expect( element.textContent ).toBe( '2' );
		jest.advanceTimersByTime( 1000 );
		expect( element.textContent ).toBe( '1' );
		expect( element.isConnected ).toBe( true );
		jest.advanceTimersByTime( 1000 );
		expect( element.isConnected ).toBe( false );
	} );

	it( 'removes a countdown of 0 at once', () => {
		const form = mount( '' );
		form.insertAdjacentHTML(
			'beforeend',
			'<span class="evf-countdown" data-duration="0"></span>'
		);
		initCountdowns( form );
		expect( form.querySelector( '.evf-countdown' ) ).toBeNull();
	} );
} );

describe( 'evf_submission_start_time', () => {
	it( 'is set to the time in ms on load', () => {
		const form = mount( '' );
		const now = Date.now();
		setSubmissionStartTime( form );
		const value = Number(
			(
				form.querySelector(
					'[name="evf_submission_start_time"]'
				) as HTMLInputElement
			 ).value
		);
		expect( value ).toBeGreaterThanOrEqual( now );
		expect( value ).toBeLessThan( now + 1000 );
	} );
} );

describe( 'range slider output', () => {
	it( 'shows the value live', () => {
		mount( fieldRow( 'r' ) );
		const range = document.getElementById(
			'evf-7-field_r'
		) as HTMLInputElement;
		const output = attachOutput( range );
		expect( output.value ).toBe( '4' );
		expect( output.htmlFor.contains( range.id ) ).toBe( true );
		range.value = '7';
		range.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect( output.value ).toBe( '7' );
	} );
} );

describe( 'rating stars', () => {
	it( 'fills the stars up to the chosen value, radios staying the controls', () => {
		mount( fieldRow( 'stars' ) );
		const ratingRow = rowEl( 'stars' );
		bindRating( ratingRow );
		const stars = Array.from(
			ratingRow.querySelectorAll( '.evf-rating-star' )
		);
		expect( stars ).toHaveLength( 5 );
		expect(
			stars.every(
				( star ) => star.getAttribute( 'aria-hidden' ) === 'true'
			)
		).toBe( true );
		(
			ratingRow.querySelector( 'input[value="3"]' ) as HTMLInputElement
		 ).click();
		expect(
			stars.map( ( star ) => star.classList.contains( 'is-filled' ) )
		).toEqual( [ true, true, true, false, false ] );
	} );
} );
