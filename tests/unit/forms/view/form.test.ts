/**
 * The submission start time.
 */
import { setSubmissionStartTime } from '../../../../src/forms/view/form';
import { mount, params } from '../fixture';

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

describe( 'initForm (issue 18 goal 3)', () => {
	it( 'binds the form now and starts its widgets in a task after it', async () => {
		const { initForm } = await import( '../../../../src/forms/view/form' );
		const widgets = await import( '../../../../src/forms/view/widgets' );
		const load = jest.spyOn( widgets, 'loadWidgets' );
		const form = mount( '' );
		initForm( form, params() );
		expect(
			(
				form.querySelector(
					'[name="evf_submission_start_time"]'
				) as HTMLInputElement
			 ).value
		).not.toBe( '' );
		expect( load ).not.toHaveBeenCalled();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( load ).toHaveBeenCalledWith( form, expect.anything() );
		load.mockRestore();
	} );
} );
