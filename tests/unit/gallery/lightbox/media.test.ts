/**
 * The lightbox's media check (000 §9.2): what the players' messages say, and whether the slide
 * shown holds media that plays.
 */
import {
	mediaPlaying,
	playerStateOf,
} from '../../../../src/gallery/lightbox/media';

describe( 'player messages', () => {
	it( "reads YouTube's and Vimeo's states", () => {
		expect( playerStateOf( '{"event":"onStateChange","info":1}' ) ).toBe(
			true
		);
		expect( playerStateOf( '{"event":"onStateChange","info":2}' ) ).toBe(
			false
		);
		expect(
			playerStateOf( '{"event":"infoDelivery","info":{"playerState":1}}' )
		).toBe( true );
		expect(
			playerStateOf( '{"event":"infoDelivery","info":{"playerState":0}}' )
		).toBe( false );
		expect( playerStateOf( '{"event":"play"}' ) ).toBe( true );
		expect( playerStateOf( '{"event":"finish"}' ) ).toBe( false );
	} );

	it( 'ignores anything else', () => {
		for ( const data of [
			'',
			'not json',
			'null',
			'{"event":"infoDelivery","info":{"currentTime":3}}',
			{ event: 'play' },
			42,
		] ) {
			expect( playerStateOf( data ) ).toBeNull();
		}
	} );
} );

describe( 'media on the slide', () => {
	it( 'plays while a video element is neither paused nor ended', () => {
		const slide = document.createElement( 'div' );
		expect( mediaPlaying( slide ) ).toBe( false );
		const video = document.createElement( 'video' );
		slide.append( video );
		let paused = true;
		Object.defineProperty( video, 'paused', { get: () => paused } );
		expect( mediaPlaying( slide ) ).toBe( false );
		paused = false;
		expect( mediaPlaying( slide ) ).toBe( true );
		expect( mediaPlaying( null ) ).toBe( false );
	} );
} );
