/**
 * The touch gesture recogniser against the 000 §9.2 thresholds.
 */
import {
	DOUBLE_TAP_MS,
	LONG_TAP_MS,
	SWIPE_MIN_PX,
	TAP_MAX_MS,
	TAP_PRECISION_PX,
	createGestureRecognizer,
} from '../../../../src/gallery/lightbox/gestures';

function touch(
	recognizer: ReturnType< typeof createGestureRecognizer >,
	from: [ number, number, number ],
	to: [ number, number, number ]
) {
	recognizer.start( { x: from[ 0 ], y: from[ 1 ], t: from[ 2 ] } );
	return recognizer.end( { x: to[ 0 ], y: to[ 1 ], t: to[ 2 ] } );
}

describe( 'gesture recogniser', () => {
	it( 'uses the 000 §9.2 numbers', () => {
		expect( [
			SWIPE_MIN_PX,
			TAP_MAX_MS,
			DOUBLE_TAP_MS,
			LONG_TAP_MS,
			TAP_PRECISION_PX,
		] ).toEqual( [ 100, 150, 200, 1000, 30 ] );
	} );

	it( 'names a swipe of at least 100 px by its direction', () => {
		const r = createGestureRecognizer();
		expect( touch( r, [ 300, 200, 0 ], [ 200, 210, 300 ] ) ).toBe(
			'swipe-left'
		);
		expect( touch( r, [ 100, 200, 0 ], [ 200, 180, 300 ] ) ).toBe(
			'swipe-right'
		);
		expect( touch( r, [ 100, 300, 0 ], [ 120, 190, 300 ] ) ).toBe(
			'swipe-up'
		);
		expect( touch( r, [ 100, 100, 0 ], [ 90, 200, 300 ] ) ).toBe(
			'swipe-down'
		);
	} );

	it( 'ignores a drag shorter than the swipe threshold and longer than the tap precision', () => {
		const r = createGestureRecognizer();
		expect( touch( r, [ 300, 200, 0 ], [ 201, 200, 100 ] ) ).toBeNull();
	} );

	it( 'takes a short touch within 30 px as a tap, not a longer or wider one', () => {
		const r = createGestureRecognizer();
		expect( touch( r, [ 10, 10, 0 ], [ 30, 30, 150 ] ) ).toBe( 'tap' );
		const late = createGestureRecognizer();
		expect( touch( late, [ 10, 10, 0 ], [ 10, 10, 151 ] ) ).toBeNull();
		const wide = createGestureRecognizer();
		expect( touch( wide, [ 10, 10, 0 ], [ 41, 10, 100 ] ) ).toBeNull();
	} );

	it( 'takes a second tap within 200 ms and 30 px as a double tap', () => {
		const r = createGestureRecognizer();
		expect( touch( r, [ 50, 50, 0 ], [ 50, 50, 100 ] ) ).toBe( 'tap' );
		expect( touch( r, [ 60, 55, 300 ], [ 60, 55, 350 ] ) ).toBe(
			'double-tap'
		);
		// The pair is used up: a third tap starts again.
		expect( touch( r, [ 60, 55, 400 ], [ 60, 55, 450 ] ) ).toBe( 'tap' );
	} );

	it( 'does not pair taps too far apart in time or place', () => {
		const slow = createGestureRecognizer();
		touch( slow, [ 50, 50, 0 ], [ 50, 50, 100 ] );
		expect( touch( slow, [ 50, 50, 301 ], [ 50, 50, 350 ] ) ).toBe( 'tap' );
		const apart = createGestureRecognizer();
		touch( apart, [ 50, 50, 0 ], [ 50, 50, 100 ] );
		expect( touch( apart, [ 90, 50, 150 ], [ 90, 50, 200 ] ) ).toBe(
			'tap'
		);
	} );

	it( 'takes a still touch of at least 1000 ms as a long tap', () => {
		const r = createGestureRecognizer();
		expect( touch( r, [ 10, 10, 0 ], [ 20, 20, 999 ] ) ).toBeNull();
		expect( touch( r, [ 10, 10, 0 ], [ 20, 20, 1000 ] ) ).toBe(
			'long-tap'
		);
	} );

	it( 'forgets a cancelled touch', () => {
		const r = createGestureRecognizer();
		r.start( { x: 300, y: 0, t: 0 } );
		r.cancel();
		expect( r.end( { x: 0, y: 0, t: 100 } ) ).toBeNull();
	} );
} );
