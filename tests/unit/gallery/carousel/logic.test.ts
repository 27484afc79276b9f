/**
 * The carousel's rules (000 §3.9, §4.3) and what it shares with the slideshow.
 */
import {
	carouselStep,
	readCarouselSettings,
} from '../../../../src/gallery/carousel/logic';
import {
	Autoplay,
	holdWhileHidden,
	secondsToMs,
	statusText,
	syncPlayButton,
} from '../../../../src/gallery/playback/playback';

describe( 'timings in seconds become milliseconds (000 §4.3)', () => {
	it.each( [
		[ 5, 5000 ],
		[ 2.5, 2500 ],
		[ 0.1, 100 ],
		[ 0, 0 ],
		[ -3, 0 ],
		[ Number.NaN, 0 ],
	] )( '%d s → %d ms', ( seconds, ms ) =>
		expect( secondsToMs( seconds ) ).toBe( ms )
	);

	it( 'reads the carousel settings with the interval in ms', () => {
		expect(
			readCarouselSettings( {
				interval: 1.5,
				columns: 3,
				autoplay: true,
				playPause: false,
				prevNext: true,
			} )
		).toEqual( {
			intervalMs: 1500,
			columns: 3,
			autoplay: true,
			playPause: false,
			prevNext: true,
		} );
		expect(
			readCarouselSettings( { interval: 'x', columns: 0 } )
		).toMatchObject( { intervalMs: 5000, columns: 5, autoplay: false } );
	} );
} );

describe( 'moves by one with wrap-around (000 §4.3)', () => {
	it.each( [
		// first, count, visible, by → first
		[ 0, 12, 5, 1, 1 ],
		[ 6, 12, 5, 1, 7 ],
		[ 7, 12, 5, 1, 0 ], // the last five are shown: next wraps to the start
		[ 0, 12, 5, -1, 7 ], // previous at the start wraps to the last position
		[ 3, 12, 5, -1, 2 ],
		[ 0, 4, 5, 1, 0 ], // everything visible: nowhere to go
		[ 0, 12, 2, 1, 1 ],
		[ 10, 12, 2, 1, 0 ],
	] )(
		'first %d of %d, %d visible, by %d → %d',
		( first, count, visible, by, to ) =>
			expect( carouselStep( first, count, visible, by ) ).toBe( to )
	);
} );

describe( 'announcement and play/pause', () => {
	it( 'reads "Image 3 of 12: title", or without a title', () => {
		expect(
			statusText(
				'Image %1$d of %2$d: %3$s',
				'Image %1$d of %2$d',
				3,
				12,
				'Dunes'
			)
		).toBe( 'Image 3 of 12: Dunes' );
		expect(
			statusText(
				'Image %1$d of %2$d: %3$s',
				'Image %1$d of %2$d',
				3,
				12,
				'  '
			)
		).toBe( 'Image 3 of 12' );
	} );

	it( 'swaps the icon and label', () => {
		const button = document.createElement( 'button' );
		button.dataset.labelPlay = 'Play';
		button.dataset.labelPause = 'Pause';
		syncPlayButton( button, true );
		expect( button.classList.contains( 'is-playing' ) ).toBe( true );
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'Pause' );
		syncPlayButton( button, false );
		expect( button.classList.contains( 'is-playing' ) ).toBe( false );
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'Play' );
	} );
} );

describe( 'autoplay timer', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'ticks after the delay while playing, not while held or paused', () => {
		const tick = jest.fn();
		const changes: boolean[] = [];
		const autoplay = new Autoplay(
			tick,
			() => 1000,
			( playing ) => changes.push( playing )
		);
		autoplay.play();
		jest.advanceTimersByTime( 999 );
		expect( tick ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( tick ).toHaveBeenCalledTimes( 1 );

		autoplay.arm();
		autoplay.hold( 'hover' );
		jest.advanceTimersByTime( 5000 );
		expect( tick ).toHaveBeenCalledTimes( 1 );
		autoplay.release( 'hover' );
		jest.advanceTimersByTime( 1000 );
		expect( tick ).toHaveBeenCalledTimes( 2 );

		autoplay.arm();
		autoplay.toggle();
		jest.advanceTimersByTime( 5000 );
		expect( tick ).toHaveBeenCalledTimes( 2 );
		expect( changes ).toEqual( [ true, false ] );
		expect( autoplay.playing ).toBe( false );
	} );

	it( 'a release does not start a paused autoplay', () => {
		const tick = jest.fn();
		const autoplay = new Autoplay(
			tick,
			() => 10,
			() => undefined
		);
		autoplay.hold( 'hidden' );
		autoplay.release( 'hidden' );
		jest.advanceTimersByTime( 100 );
		expect( tick ).not.toHaveBeenCalled();
	} );
} );

describe( 'autoplay holds while the page is hidden', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'stops ticking in a hidden page and goes on when it shows again', () => {
		let hidden = false;
		Object.defineProperty( document, 'hidden', {
			configurable: true,
			get: () => hidden,
		} );
		const tick = jest.fn();
		let alive = true;
		const autoplay = new Autoplay(
			tick,
			() => 1000,
			() => undefined
		);
		holdWhileHidden( autoplay, () => alive );
		autoplay.play();
		hidden = true;
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		jest.advanceTimersByTime( 5000 );
		expect( tick ).not.toHaveBeenCalled();
		hidden = false;
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		jest.advanceTimersByTime( 1000 );
		expect( tick ).toHaveBeenCalledTimes( 1 );
		expect( autoplay.playing ).toBe( true );

		// Once the widget has left the page, the next change of visibility stops it for good.
		alive = false;
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		expect( autoplay.playing ).toBe( false );
		delete ( document as unknown as { hidden?: boolean } ).hidden;
	} );
} );
