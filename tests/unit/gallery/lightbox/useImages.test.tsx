/**
 * The popup's copy of its images against the answers that change it (000 §3.5, §7 call 8): a hit's
 * answer, sent before the visitor voted, must not take the vote back.
 */
import { act } from 'react';
import { createRoot } from '@wordpress/element';
import { useHits, useImages } from '../../../../src/gallery/lightbox/useImages';
import type {
	LightboxImage,
	LightboxSettings,
	RatingState,
} from '../../../../src/gallery/common/lightbox-types';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

const wire = {
	data: [ 5, 6, 7 ].map(
		( id ) =>
			( {
				id,
				hit_count: 10,
				rate: 0,
				rate_count: 1,
				avg_rating: 3,
			} ) as unknown as LightboxImage
	),
	rate_url: '/wp-admin/admin-ajax.php',
	nonce: 'n',
	shortcode_id: '1',
} as unknown as LightboxSettings;

/**
 * The rate form the server answers (call 8), as the rating bar reads it.
 * @param rate
 * @param count
 * @param average
 * @param hits
 */
const rateForm = (
	rate: number,
	count: number,
	average: number,
	hits: number
) =>
	`<form class="bwg_rate_form" data-image-id="6" data-current-rate="${ rate }" data-current-rate-count="${ count }" data-current-avg-rating="${ average }" data-hit-count="${ hits }" data-rated="${ rate > 0 ? 1 : 0 }"></form>`;

let images: ReturnType< typeof useImages >;

function Probe( { imageId }: { imageId: number } ) {
	images = useImages( wire );
	useHits( wire, imageId, images.hits );
	return null;
}

const shown = ( id: number ) =>
	images.win.images.find( ( image ) => image.id === id )!;

let answerHit: ( html: string ) => void;
let root: ReturnType< typeof createRoot >;

beforeEach( async () => {
	global.fetch = jest.fn(
		() =>
			new Promise( ( resolve ) => {
				answerHit = ( html ) =>
					resolve( {
						ok: true,
						text: () => Promise.resolve( html ),
					} as Response );
			} )
	) as jest.Mock;
	root = createRoot( document.createElement( 'div' ) );
	await act( async () => root.render( <Probe imageId={ 6 } /> ) );
} );

afterEach( () => act( () => root.unmount() ) );

const vote: RatingState = {
	current_rate: 4,
	current_rate_count: 2,
	current_avg_rating: 3.5,
	current_image_key: 1,
	hit_count: 10,
};

describe( 'useImages with useHits', () => {
	it( 'keeps a vote made while the hit was on its way, and takes the hit count', async () => {
		expect( global.fetch ).toHaveBeenCalledTimes( 1 );
		// The vote shows at once, and the server's answer to it comes before the hit's.
		act( () => images.applyRating( 6, vote ) );
		act( () => images.applyRating( 6, vote ) );
		await act( async () => answerHit( rateForm( 0, 1, 3, 11 ) ) );
		expect( shown( 6 ) ).toMatchObject( {
			rate: 4,
			rate_count: 2,
			avg_rating: 3.5,
			hit_count: 11,
		} );
	} );

	it( 'takes the rating a hit answers when nothing changed it meanwhile', async () => {
		await act( async () => answerHit( rateForm( 5, 4, 4.5, 11 ) ) );
		expect( shown( 6 ) ).toMatchObject( {
			rate: 5,
			rate_count: 4,
			avg_rating: 4.5,
			hit_count: 11,
		} );
	} );
} );
