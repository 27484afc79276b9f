/**
 * The on-page slideshow's rules (000 §4.2, §9.2).
 */
import {
	EFFECTS,
	RANDOM_EFFECTS,
	autoplayRequest,
	directionOf,
	finishChange,
	preloadIndexes,
	readSettings,
	requestChange,
	resolveEffect,
	stageButtons,
	targetOf,
	transitionTime,
	type NavState,
} from '../../../../src/gallery/slideshow/logic';

const full = { transitions: true, transforms3d: true, reducedMotion: false };

describe( 'transition time (000 §9.2)', () => {
	it.each( [
		// interval, effect → time
		[ 5000, 1000, 1000 ], // 5000 ≥ 4000: the effect duration
		[ 4000, 1000, 1000 ], // not under four times: the effect duration
		[ 3999, 1000, 999.75 ], // under: a quarter of the interval
		[ 1000, 1000, 250 ],
		[ 2000, 300, 300 ],
	] )( 'interval %d ms, effect %d ms → %d ms', ( interval, effect, time ) =>
		expect( transitionTime( interval, effect ) ).toBe( time )
	);
} );

describe( 'settings arrive in seconds and become milliseconds', () => {
	it( 'converts the interval and the effect duration', () => {
		const s = readSettings( { interval: 2.5, effectDuration: 0.4 } );
		expect( s.intervalMs ).toBe( 2500 );
		expect( s.effectMs ).toBe( 400 );
	} );
	it( 'falls back on missing or broken values', () => {
		const s = readSettings( {
			effect: 'explode',
			interval: 'soon',
			effectDuration: -1,
			filmstripType: 9,
			preloadCount: -2,
		} );
		expect( s ).toMatchObject( {
			effect: 'fade',
			intervalMs: 5000,
			effectMs: 1000,
			filmstripType: 1,
			preloadCount: 10,
			loop: true,
			autoplay: false,
		} );
		expect( readSettings( null ).effect ).toBe( 'fade' );
		expect( readSettings( { filmstripType: 0 } ).filmstripType ).toBe( 0 );
		expect( readSettings( { preloadCount: 0 } ).preloadCount ).toBe( 0 );
	} );
} );

describe( 'random picks one of eleven (000 §4.2)', () => {
	it( 'has exactly eleven distinct effects, all real ones', () => {
		expect( RANDOM_EFFECTS ).toHaveLength( 11 );
		expect( new Set( RANDOM_EFFECTS ).size ).toBe( 11 );
		for ( const effect of RANDOM_EFFECTS ) {
			expect( EFFECTS ).toContain( effect );
			expect( [
				'random',
				'none',
				'fade',
				'cubeH',
				'cubeV',
			] ).not.toContain( effect );
		}
	} );
	it( 'draws every one of them across the range of the random number', () => {
		const drawn = new Set(
			Array.from( { length: 11 }, ( _, k ) =>
				resolveEffect( 'random', full, () => ( k + 0.5 ) / 11 )
			)
		);
		expect( [ ...drawn ].sort() ).toEqual( [ ...RANDOM_EFFECTS ].sort() );
		// The top of the range stays inside the list.
		expect( RANDOM_EFFECTS ).toContain(
			resolveEffect( 'random', full, () => 0.9999999 )
		);
	} );
} );

describe( 'effect fallbacks (000 §4.2)', () => {
	it( 'plays a named effect as it is', () => {
		for ( const effect of EFFECTS.filter( ( e ) => e !== 'random' ) ) {
			expect( resolveEffect( effect, full ) ).toBe( effect );
		}
	} );
	it( 'fades without CSS transitions', () => {
		const support = { ...full, transitions: false };
		expect( resolveEffect( 'cubeH', support ) ).toBe( 'fade' );
		expect( resolveEffect( 'blockScale', support ) ).toBe( 'fade' );
		expect( resolveEffect( 'random', support, () => 0.5 ) ).toBe( 'fade' );
	} );
	it( 'slices vertically for 3D effects without 3D transforms', () => {
		const support = { ...full, transforms3d: false };
		expect( resolveEffect( 'cubeH', support ) ).toBe( 'sliceV' );
		expect( resolveEffect( 'cubeV', support ) ).toBe( 'sliceV' );
		expect( resolveEffect( 'fan', support ) ).toBe( 'fan' );
	} );
	it( 'moves nothing for reduced motion', () => {
		const support = { ...full, reducedMotion: true };
		expect( resolveEffect( 'kaleidoscope', support ) ).toBe( 'none' );
		expect( resolveEffect( 'random', support ) ).toBe( 'none' );
	} );
} );

describe( 'direction (000 §4.2)', () => {
	it( 'a higher index slides right, a lower left, the same does nothing', () => {
		expect( directionOf( 2, 5 ) ).toBe( 'right' );
		expect( directionOf( 5, 2 ) ).toBe( 'left' );
		expect( directionOf( 3, 3 ) ).toBeNull();
	} );
} );

describe( 'changes asked for during a transition are queued (000 §4.2)', () => {
	const idle: NavState = { current: 0, busy: false, queue: [] };

	it( 'plays a change at once when idle', () => {
		const { state, move } = requestChange(
			idle,
			{ kind: 'step', by: 1 },
			12,
			true
		);
		expect( move ).toEqual( { from: 0, to: 1, direction: 'right' } );
		expect( state ).toEqual( { current: 1, busy: true, queue: [] } );
	} );

	it( 'queues while busy and plays the queue in order afterwards', () => {
		let { state } = requestChange(
			idle,
			{ kind: 'step', by: 1 },
			12,
			true
		);
		const second = requestChange(
			state,
			{ kind: 'step', by: 1 },
			12,
			true
		);
		expect( second.move ).toBeNull();
		state = requestChange(
			second.state,
			{ kind: 'go', to: 7 },
			12,
			true
		).state;
		expect( state.queue ).toHaveLength( 2 );

		let done = finishChange( state, 12, true );
		// The queued step counts from the image the first change showed.
		expect( done.move ).toEqual( { from: 1, to: 2, direction: 'right' } );
		done = finishChange( done.state, 12, true );
		expect( done.move ).toEqual( { from: 2, to: 7, direction: 'right' } );
		done = finishChange( done.state, 12, true );
		expect( done.move ).toBeNull();
		expect( done.state ).toEqual( { current: 7, busy: false, queue: [] } );
	} );

	it( 'skips queued requests that lead nowhere', () => {
		const busy: NavState = {
			current: 4,
			busy: true,
			queue: [
				{ kind: 'go', to: 4 },
				{ kind: 'go', to: 2 },
			],
		};
		expect( finishChange( busy, 12, true ).move ).toEqual( {
			from: 4,
			to: 2,
			direction: 'left',
		} );
	} );

	it( 'does nothing for the same image', () => {
		const result = requestChange(
			{ current: 3, busy: false, queue: [] },
			{ kind: 'go', to: 3 },
			12,
			true
		);
		expect( result.move ).toBeNull();
		expect( result.state.busy ).toBe( false );
	} );
} );

describe( 'steps wrap around only with loop on', () => {
	it.each( [
		[ 11, 1, true, 0 ],
		[ 0, -1, true, 11 ],
		[ 11, 1, false, null ],
		[ 0, -1, false, null ],
		[ 5, 1, false, 6 ],
	] )( 'from %d by %d, loop %s → %s', ( current, by, loop, to ) =>
		expect( targetOf( { kind: 'step', by }, current, 12, loop ) ).toBe( to )
	);
	it( 'refuses images that do not exist', () => {
		expect( targetOf( { kind: 'go', to: 12 }, 0, 12, true ) ).toBeNull();
		expect( targetOf( { kind: 'go', to: 1.5 }, 0, 12, true ) ).toBeNull();
	} );
	it( 'disables previous and next at the ends with loop off', () => {
		expect( stageButtons( 0, 12, false ) ).toEqual( {
			prev: false,
			next: true,
		} );
		expect( stageButtons( 11, 12, false ) ).toEqual( {
			prev: true,
			next: false,
		} );
		expect( stageButtons( 11, 12, true ) ).toEqual( {
			prev: true,
			next: true,
		} );
		expect( stageButtons( 0, 1, true ) ).toEqual( {
			prev: false,
			next: false,
		} );
	} );
} );

describe( 'autoplay advances by one, or by a random step with shuffle (000 §4.2)', () => {
	it( 'steps by one and wraps with loop on', () => {
		expect( autoplayRequest( 3, 12, false, true ) ).toEqual( {
			kind: 'go',
			to: 4,
		} );
		expect( autoplayRequest( 11, 12, false, true ) ).toEqual( {
			kind: 'go',
			to: 0,
		} );
	} );
	it( 'stops at the last image with loop off', () => {
		expect( autoplayRequest( 11, 12, false, false ) ).toBeNull();
	} );
	it( 'takes a random step of 1 to count - 1, wrapping, never the same image', () => {
		expect( autoplayRequest( 10, 12, true, false, () => 0 ) ).toEqual( {
			kind: 'go',
			to: 11,
		} );
		// The largest step lands just behind the current image.
		expect( autoplayRequest( 10, 12, true, false, () => 0.99999 ) ).toEqual(
			{
				kind: 'go',
				to: 9,
			}
		);
		// A step of 5 from 10 wraps to 3.
		expect( autoplayRequest( 10, 12, true, true, () => 4.5 / 11 ) ).toEqual(
			{
				kind: 'go',
				to: 3,
			}
		);
		for ( let k = 0; k < 50; k++ ) {
			const request = autoplayRequest( 6, 12, true, true );
			expect( request ).not.toEqual( { kind: 'go', to: 6 } );
		}
	} );
	it( 'has nothing to do with one image', () => {
		expect( autoplayRequest( 0, 1, false, true ) ).toBeNull();
		expect( autoplayRequest( 0, 1, true, true ) ).toBeNull();
	} );
} );

describe( 'preload window (000 §9.2)', () => {
	it( 'loads half of the count on each side', () => {
		expect( preloadIndexes( 5, 12, 4, true ) ).toEqual( [ 3, 4, 5, 6, 7 ] );
	} );
	it( 'wraps around the ends with loop on, stops at them with loop off', () => {
		expect( preloadIndexes( 0, 12, 4, true ) ).toEqual( [
			0, 1, 2, 10, 11,
		] );
		expect( preloadIndexes( 0, 12, 4, false ) ).toEqual( [ 0, 1, 2 ] );
		expect( preloadIndexes( 11, 12, 4, false ) ).toEqual( [ 9, 10, 11 ] );
	} );
	it( 'loads every image for 0 or when there are fewer images than the count', () => {
		const all = Array.from( { length: 12 }, ( _, i ) => i );
		expect( preloadIndexes( 5, 12, 0, true ) ).toEqual( all );
		expect( preloadIndexes( 5, 12, 13, true ) ).toEqual( all );
		expect( preloadIndexes( 5, 12, 12, false ) ).toEqual( all );
	} );
	it( 'loads at least the neighbours for a count of 1', () => {
		expect( preloadIndexes( 5, 12, 1, true ) ).toEqual( [ 4, 5, 6 ] );
	} );
	it( 'has nothing to load without images', () => {
		expect( preloadIndexes( 0, 0, 4, true ) ).toEqual( [] );
	} );
} );
