/**
 * The form's scroll tween (001 §8, §9: 100 px offset, 1 s / 0.8 s, reduced motion honoured) and the
 * reading of the page parameters.
 */
import { scrollToElement, swing } from '../../../src/forms/view/scroll';
import { readParams, withLimit } from '../../../src/forms/view/params';
import { RAW_PARAMS } from './fixture';

function target( top: number ) {
	const element = document.createElement( 'div' );
	element.getBoundingClientRect = () => ( { top } ) as DOMRect;
	return element;
}

describe( 'scrollToElement', () => {
	let frames: FrameRequestCallback[];
	beforeEach( () => {
		frames = [];
		window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
		window.requestAnimationFrame = ( callback ) => frames.push( callback );
		window.matchMedia = jest.fn( () => ( {
			matches: false,
		} ) ) as unknown as typeof window.matchMedia;
	} );

	it( 'tweens to 100 px above the element over the duration', async () => {
		const done = scrollToElement( target( 600 ), 1000 );
		frames.shift()!( 0 );
		frames.shift()!( 500 );
		const [ , middle ] = ( window.scrollTo as jest.Mock ).mock.calls.at(
			-1
		);
		expect( middle ).toBeCloseTo( 250 );
		frames.shift()!( 1000 );
		expect( window.scrollTo ).toHaveBeenLastCalledWith( 0, 500 );
		expect( frames ).toHaveLength( 0 );
		await done;
	} );

	it( 'jumps at once for visitors who prefer reduced motion', async () => {
		window.matchMedia = jest.fn( () => ( {
			matches: true,
		} ) ) as unknown as typeof window.matchMedia;
		await scrollToElement( target( 900 ), 800 );
		expect( window.scrollTo ).toHaveBeenCalledWith( 0, 800 );
		expect( frames ).toHaveLength( 0 );
	} );

	it( 'eases in and out', () => {
		expect( swing( 0 ) ).toBe( 0 );
		expect( swing( 0.5 ) ).toBeCloseTo( 0.5 );
		expect( swing( 1 ) ).toBe( 1 );
		expect( swing( 0.1 ) ).toBeLessThan( 0.1 );
	} );
} );

describe( 'page parameters', () => {
	it( 'takes the messages and lists of everest_forms_params', () => {
		const params = readParams( RAW_PARAMS );
		expect( params.i18n_messages_required ).toBe( 'P: required' );
		expect( params.mailcheck_domains ).toEqual( [ 'vista.test' ] );
	} );

	it( 'reads lists given as comma text or as an object', () => {
		const params = readParams( {
			mailcheck_domains: 'a.test, b.test',
			mailcheck_toplevel_domains: { 0: 'dev', 2: 'app' },
		} );
		expect( params.mailcheck_domains ).toEqual( [ 'a.test', 'b.test' ] );
		expect( params.mailcheck_toplevel_domains ).toEqual( [ 'dev', 'app' ] );
	} );

	it( 'keeps readable messages when the parameters are missing', () => {
		const params = readParams( undefined );
		expect( params.i18n_messages_required ).toBe(
			'This field is required.'
		);
		expect( params.i18n_messages_url ).not.toBe( '' );
		expect( params.ajax_url ).toBe( '/wp-admin/admin-ajax.php' );
	} );

	it( 'fills {#}', () => {
		expect( withLimit( 'at most {#}', 3 ) ).toBe( 'at most 3' );
	} );
} );
