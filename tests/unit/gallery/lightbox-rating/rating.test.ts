/**
 * The rating bar's pure parts (000 §3.5, §4.1, §9.2 half stars) and call 8's answer.
 */
import {
	averageWith,
	parseRateForm,
	ratingHint,
	roundToHalf,
	starFill,
} from '../../../../src/gallery/lightbox-rating/rating';

describe( 'half stars', () => {
	it( 'rounds the average to the nearest half', () => {
		expect( roundToHalf( 3.24 ) ).toBe( 3 );
		expect( roundToHalf( 3.25 ) ).toBe( 3.5 );
		expect( roundToHalf( 3.74 ) ).toBe( 3.5 );
		expect( roundToHalf( 3.75 ) ).toBe( 4 );
		expect( roundToHalf( Number.NaN ) ).toBe( 0 );
	} );

	it( 'fills whole stars, one half star and leaves the rest empty', () => {
		const fills = [ 1, 2, 3, 4, 5 ].map( ( i ) => starFill( 3.6, i ) );
		expect( fills ).toEqual( [ 'full', 'full', 'full', 'half', 'empty' ] );
		expect( [ 1, 2 ].map( ( i ) => starFill( 0, i ) ) ).toEqual( [
			'empty',
			'empty',
		] );
		expect( starFill( 5, 5 ) ).toBe( 'full' );
	} );
} );

describe( 'hints', () => {
	it( 'says nobody voted, or how many did', () => {
		expect( ratingHint( { rate: 0, rateCount: 0, hoverOwn: false } ) ).toBe(
			'not_rated'
		);
		expect( ratingHint( { rate: 0, rateCount: 3, hoverOwn: true } ) ).toBe(
			'votes'
		);
	} );

	it( 'tells a visitor with a vote that they rated, and offers to cancel on pointing', () => {
		expect( ratingHint( { rate: 4, rateCount: 3, hoverOwn: false } ) ).toBe(
			'already'
		);
		expect( ratingHint( { rate: 4, rateCount: 3, hoverOwn: true } ) ).toBe(
			'cancel'
		);
	} );
} );

describe( 'the local average', () => {
	it( 'adds the vote to the average and the count', () => {
		expect( averageWith( 4, 2, 1 ) ).toEqual( { average: 3, count: 3 } );
		expect( averageWith( 0, 0, 5 ) ).toEqual( { average: 5, count: 1 } );
		expect( averageWith( 3.5, 2, 4 ) ).toEqual( {
			average: 3.67,
			count: 3,
		} );
	} );
} );

describe( 'call 8 answer', () => {
	it( 'reads the rate form data', () => {
		expect(
			parseRateForm(
				'<form class="bwg_rate_form" data-image-id="7" data-current-rate="4" data-current-rate-count="2" data-current-avg-rating="3.5" data-hit-count="12" data-rated="1" data-result="already"><p>You have already rated.</p></form>',
				3
			)
		).toEqual( {
			current_rate: 4,
			current_rate_count: 2,
			current_avg_rating: 3.5,
			current_image_key: 3,
			hit_count: 12,
			rated: true,
			result: 'already',
		} );
	} );

	it( 'gives null for anything else', () => {
		expect(
			parseRateForm( '<p class="bwg_rate_error">expired</p>', 0 )
		).toBeNull();
	} );
} );
