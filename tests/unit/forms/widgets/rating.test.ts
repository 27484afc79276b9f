/**
 * Rating stars.
 */
import { bindRating } from '../../../../src/forms/widgets/rating';
import { fieldRow, mount, rowEl } from '../fixture';

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
