/**
 * The popup's pure rules: loop and navigation, preload order (000 §9.2), panel width, shortcuts,
 * share links.
 */
import {
	commandOf,
	isEmbed,
	isTextEntry,
	panelWidth,
	preloadOrder,
	shareLinks,
	stepTarget,
} from '../../../../src/gallery/lightbox/logic';
import {
	finishChange,
	requestChange,
	stageButtons,
} from '../../../../src/gallery/slideshow/logic';

describe( 'navigation', () => {
	it( 'wraps around with loop on', () => {
		expect( stepTarget( 0, -1, 12, true ) ).toBe( 11 );
		expect( stepTarget( 11, 1, 12, true ) ).toBe( 0 );
		expect( stepTarget( 4, 1, 12, true ) ).toBe( 5 );
	} );

	it( 'stops at the ends with loop off, where the arrows are hidden', () => {
		expect( stepTarget( 0, -1, 12, false ) ).toBeNull();
		expect( stepTarget( 11, 1, 12, false ) ).toBeNull();
		expect( stageButtons( 0, 12, false ) ).toEqual( {
			prev: false,
			next: true,
		} );
		expect( stageButtons( 11, 12, false ) ).toEqual( {
			prev: true,
			next: false,
		} );
		expect( stageButtons( 0, 12, true ) ).toEqual( {
			prev: true,
			next: true,
		} );
	} );

	it( 'does nothing for the same image or a single image', () => {
		expect( stepTarget( 0, 1, 1, true ) ).toBeNull();
		const state = { current: 3, busy: false, queue: [] };
		expect(
			requestChange( state, { kind: 'go', to: 3 }, 12, true ).move
		).toBeNull();
	} );

	it( 'queues requests made during a transition and plays them after', () => {
		let result = requestChange(
			{ current: 0, busy: false, queue: [] },
			{ kind: 'step', by: 1 },
			12,
			true
		);
		expect( result.move ).toEqual( { from: 0, to: 1, direction: 'right' } );
		result = requestChange(
			result.state,
			{ kind: 'step', by: 1 },
			12,
			true
		);
		expect( result.move ).toBeNull();
		result = finishChange( result.state, 12, true );
		expect( result.move ).toEqual( { from: 1, to: 2, direction: 'right' } );
		expect( finishChange( result.state, 12, true ).move ).toBeNull();
	} );
} );

describe( 'preload order', () => {
	it( 'preloads nothing when off', () => {
		expect( preloadOrder( 0, 12, false, 0, true ) ).toEqual( [] );
	} );

	it( 'takes 0 or at least the total as every image, nearest first', () => {
		expect( preloadOrder( 2, 5, true, 0, false ) ).toEqual( [
			3, 1, 4, 0,
		] );
		expect( preloadOrder( 2, 5, true, 5, false ) ).toEqual( [
			3, 1, 4, 0,
		] );
		expect( preloadOrder( 2, 5, true, 9, true ) ).toEqual( [ 3, 1, 4, 0 ] );
	} );

	it( 'alternates after and before the current image up to the count', () => {
		expect( preloadOrder( 5, 12, true, 4, false ) ).toEqual( [
			6, 4, 7, 3,
		] );
		expect( preloadOrder( 5, 12, true, 3, false ) ).toEqual( [ 6, 4, 7 ] );
	} );

	it( 'goes round the ends only with loop on', () => {
		expect( preloadOrder( 0, 12, true, 4, true ) ).toEqual( [
			1, 11, 2, 10,
		] );
		expect( preloadOrder( 0, 12, true, 4, false ) ).toEqual( [
			1, 2, 3, 4,
		] );
	} );
} );

describe( 'panel width', () => {
	it( 'keeps the setting when the window is wider', () => {
		expect( panelWidth( 400, 1280 ) ).toEqual( {
			width: 400,
			full: false,
		} );
	} );

	it( 'caps it to the window, and says so', () => {
		expect( panelWidth( 400, 390 ) ).toEqual( { width: 390, full: true } );
	} );
} );

describe( 'shortcuts', () => {
	it( 'maps the keys', () => {
		expect( commandOf( 'Escape', false ) ).toBe( 'close' );
		expect( commandOf( 'ArrowLeft', false ) ).toBe( 'previous' );
		expect( commandOf( 'ArrowRight', true ) ).toBe( 'next' );
		expect( commandOf( 'F', false ) ).toBe( 'fullscreen' );
		expect( commandOf( 'i', false ) ).toBe( 'info' );
		expect( commandOf( 'x', false ) ).toBeNull();
	} );

	it( 'swaps the arrows on a right-to-left page: ArrowLeft goes next', () => {
		expect( commandOf( 'ArrowLeft', false, true ) ).toBe( 'next' );
		expect( commandOf( 'ArrowRight', false, true ) ).toBe( 'previous' );
	} );

	it( 'leaves Space to a focused button', () => {
		expect( commandOf( ' ', false ) ).toBe( 'play' );
		expect( commandOf( ' ', true ) ).toBeNull();
	} );

	it( 'knows text fields', () => {
		for ( const tag of [ 'input', 'textarea', 'select' ] ) {
			expect( isTextEntry( document.createElement( tag ) ) ).toBe( true );
		}
		expect( isTextEntry( document.createElement( 'button' ) ) ).toBe(
			false
		);
		expect( isTextEntry( null ) ).toBe( false );
	} );
} );

describe( 'share and embeds', () => {
	it( 'builds the four network links with the encoded addresses', () => {
		const links = shareLinks(
			'https://a.test/p/#bwg3/9',
			'https://a.test/i.jpg',
			'A & B'
		);
		expect( links.map( ( link ) => link.network ) ).toEqual( [
			'facebook',
			'twitter',
			'pinterest',
			'tumblr',
		] );
		for ( const link of links ) {
			expect( link.href ).toContain(
				encodeURIComponent( 'https://a.test/p/#bwg3/9' )
			);
		}
		expect( links[ 2 ].href ).toContain(
			`media=${ encodeURIComponent( 'https://a.test/i.jpg' ) }`
		);
		expect( links[ 1 ].href ).toContain( 'text=A%20%26%20B' );
	} );

	it( 'tells embeds by the EMBED_ marker or a player', () => {
		expect( isEmbed( 'EMBED_OEMBED_YOUTUBE_VIDEO', '' ) ).toBe( true );
		expect( isEmbed( 'image/jpeg', '' ) ).toBe( false );
		expect( isEmbed( 'OEMBED_YOUTUBE_VIDEO', '<iframe></iframe>' ) ).toBe(
			true
		);
	} );
} );
