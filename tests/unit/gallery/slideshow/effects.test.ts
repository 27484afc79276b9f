/**
 * Every slideshow effect (000 §4.2) finishes on its own timer and leaves the slides as it found
 * them: no inline styles, no pieces.
 */
import {
	effectFor,
	runEffect,
} from '../../../../src/gallery/slideshow/effects';
import {
	EFFECTS,
	PIECE_EFFECTS,
	type Effect,
} from '../../../../src/gallery/slideshow/logic';

function slide( src: string | null ): HTMLElement {
	const element = document.createElement( 'div' );
	element.className = 'vista-slideshow__slide';
	if ( src ) {
		const image = document.createElement( 'img' );
		image.src = src;
		element.append( image );
	} else {
		element.dataset.embed = '1';
		element.append( document.createElement( 'iframe' ) );
	}
	return element;
}

describe( 'slideshow effects', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	const played = EFFECTS.filter( ( e ) => e !== 'random' ) as Effect[];

	it.each( played )(
		'%s runs to completion and cleans up',
		async ( effect ) => {
			const stage = document.createElement( 'div' );
			const from = slide( 'http://example.test/a.jpg' );
			const to = slide( 'http://example.test/b "quoted".jpg' );
			stage.append( from, to );
			document.body.append( stage );
			let done = false;
			const run = runEffect( {
				stage,
				from,
				to,
				direction: 'left',
				duration: 400,
				effect,
			} ).then( () => {
				done = true;
			} );
			await Promise.resolve();
			if ( effect !== 'none' ) {
				expect( done ).toBe( false );
			}
			// Strip and tile effects cut the incoming image while they play.
			expect(
				stage.querySelectorAll( '.vista-slideshow__piece' ).length > 1
			).toBe( PIECE_EFFECTS.includes( effect ) );
			jest.advanceTimersByTime( 500 );
			await run;
			expect( done ).toBe( true );
			expect(
				stage.querySelector( '.vista-slideshow__pieces' )
			).toBeNull();
			for ( const element of [ from, to ] ) {
				expect( element.getAttribute( 'style' ) ?? '' ).toMatch(
					/^\s*$/
				);
			}
			stage.remove();
		}
	);

	it( 'cuts only images: a piece effect on an embedded player fades', () => {
		const image = slide( 'http://example.test/a.jpg' );
		const player = slide( null );
		expect( effectFor( 'blockScale', image, player ) ).toBe( 'fade' );
		expect( effectFor( 'sliceH', player, image ) ).toBe( 'fade' );
		expect( effectFor( 'slideH', image, player ) ).toBe( 'slideH' );
		expect( effectFor( 'blockScale', image, image ) ).toBe( 'blockScale' );
	} );
} );
