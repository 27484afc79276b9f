/**
 * The submission start time.
 */
import { setSubmissionStartTime } from '../../../../src/forms/view/form';
import { mount } from '../fixture';

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
