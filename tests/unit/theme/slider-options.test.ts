import {
	AUTOPLAY_INTERVAL_MS,
	SLIDE_SPEED_MS,
	isSliderKind,
	sliderOptions,
} from '../../../src/theme/slider/options';

describe( 'slider options (000 §9.4)', () => {
	it( 'autoplays every 4000 ms and moves in 1000 ms, pausing on hover and focus', () => {
		expect( AUTOPLAY_INTERVAL_MS ).toBe( 4000 );
		expect( SLIDE_SPEED_MS ).toBe( 1000 );
		const hero = sliderOptions( 'hero' );
		expect( hero ).toMatchObject( {
			interval: 4000,
			speed: 1000,
			autoplay: true,
			pauseOnHover: true,
			pauseOnFocus: true,
			perPage: 1,
		} );
		expect( hero.reducedMotion ).toMatchObject( { autoplay: 'pause' } );
	} );

	it( 'shows 2 testimonials (1 below 1024 px) and 4 client logos', () => {
		const testimonials = sliderOptions( 'testimonials' );
		expect( testimonials.perPage ).toBe( 2 );
		expect( testimonials.breakpoints ).toEqual( { 1023: { perPage: 1 } } );
		expect( sliderOptions( 'logos' ).perPage ).toBe( 4 );
	} );

	it( 'moves the other way on a right-to-left page', () => {
		expect( sliderOptions( 'hero' ).direction ).toBe( 'ltr' );
		expect( sliderOptions( 'hero', {}, true ).direction ).toBe( 'rtl' );
	} );

	it( 'knows only its three kinds', () => {
		expect( isSliderKind( 'logos' ) ).toBe( true );
		expect( isSliderKind( 'carousel' ) ).toBe( false );
	} );
} );
