import { parallaxOffset } from '../../../src/theme/page-builder/parallax';
import { stretchRows } from '../../../src/theme/page-builder/stretch';
import {
	FALLBACK_FRAME_MS,
	GRID_RESIZE_DEBOUNCE_MS,
	GRID_TRANSITION,
	PARALLAX_MIN_SCALE,
	PARALLAX_RESIZE_DEBOUNCE_MS,
	debounce,
	nextFrame,
} from '../../../src/theme/page-builder/timing';

describe( 'page-builder helper (001 §9)', () => {
	it( 'uses the spec numbers', () => {
		expect( GRID_RESIZE_DEBOUNCE_MS ).toBe( 100 );
		expect( GRID_TRANSITION ).toBe( '0.4s' );
		expect( PARALLAX_RESIZE_DEBOUNCE_MS ).toBe( 200 );
		expect( PARALLAX_MIN_SCALE ).toBeGreaterThanOrEqual( 1.1 );
		expect( FALLBACK_FRAME_MS ).toBeCloseTo( 16.67, 1 );
	} );

	it( 'moves the background within what the scale adds, slower than the page', () => {
		// A 400 px section in an 800 px window: 20 px of room each way at scale 1.1.
		expect( parallaxOffset( 800, 400, 800 ) ).toBe( 20 );
		expect( parallaxOffset( -400, 400, 800 ) ).toBe( -20 );
		expect( parallaxOffset( 200, 400, 800 ) ).toBe( 0 );
		expect( parallaxOffset( 2000, 400, 800 ) ).toBe( 20 );
		expect( parallaxOffset( 300, 400, 800 ) ).toBeGreaterThan(
			parallaxOffset( 100, 400, 800 )
		);
	} );

	it( 'debounces resize work until calls stop for the wait', () => {
		jest.useFakeTimers();
		const work = jest.fn();
		const call = debounce( work, 100 );
		call();
		jest.advanceTimersByTime( 60 );
		call();
		jest.advanceTimersByTime( 99 );
		expect( work ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( work ).toHaveBeenCalledTimes( 1 );
		jest.useRealTimers();
	} );

	it( 'falls back to a ~60 fps timer without animation frames', () => {
		jest.useFakeTimers();
		const raf = window.requestAnimationFrame;
		(
			window as { requestAnimationFrame?: unknown }
		 ).requestAnimationFrame = undefined;
		const frame = jest.fn();
		nextFrame( frame );
		jest.advanceTimersByTime( 15 );
		expect( frame ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 2 );
		expect( frame ).toHaveBeenCalledTimes( 1 );
		window.requestAnimationFrame = raf;
		jest.useRealTimers();
	} );

	it( 'stretches rows to the window from their column start, measuring all before moving any', () => {
		document.body.innerHTML =
			'<div class="vista-stretch-row" id="one"></div><div class="vista-stretch-row" id="two"></div>';
		Object.defineProperty( document.documentElement, 'clientWidth', {
			configurable: true,
			value: 1265,
		} );
		const rows = Array.from(
			document.querySelectorAll< HTMLElement >( '.vista-stretch-row' )
		);
		const starts: Record< string, number > = { one: 120.5, two: 240.256 };
		const seenWhenMeasured: string[] = [];
		rows.forEach( ( row ) => {
			row.getBoundingClientRect = () => {
				// What every row looks like when any is measured: sized, none moved yet.
				seenWhenMeasured.push(
					rows
						.map(
							( each ) =>
								`${ each.style.width }@${ each.style.left }`
						)
						.join( ' ' )
				);
				return { left: starts[ row.id ] } as DOMRect;
			};
		} );
		stretchRows( rows );
		expect( seenWhenMeasured ).toEqual( [
			'1265px@0px 1265px@0px',
			'1265px@0px 1265px@0px',
		] );
		expect( rows.map( ( row ) => row.style.left ) ).toEqual( [
			'-120.5px',
			'-240.26px',
		] );
		expect(
			rows.every( ( row ) => row.classList.contains( 'is-stretched' ) )
		).toBe( true );
	} );
} );
