/**
 * The facade (000 §4.4, §9.3): 16:9 poster upgraded to the maximum resolution only when shown taller
 * than 200 px; the consent prompt before any request to the host; the press makes the
 * privacy-enhanced player with autoplay.
 */
import {
	initFacade,
	POSTER_UPGRADE_PX,
	watchPoster,
} from '../../../../src/video/gallery/player';
import type { Gallery } from '../../../../src/video/gallery/types';

function facadeHtml() {
	document.body.innerHTML = `<div class="vista-video__facade" data-videoid="M7lc1UVf-VE" data-kind="vimeo" data-host="Vimeo" data-embed="https://player.vimeo.com/video/1?autoplay=1&amp;dnt=1"><span class="vista-video__poster"></span><button type="button" class="vista-video__play" aria-label="Play: A film"></button></div><div id="stage"></div><div id="list"></div><p id="status"></p>`;
	return document.querySelector< HTMLElement >( '.vista-video__facade' )!;
}

function gallery( consent: boolean ): Gallery {
	return {
		root: document.body,
		stage: document.getElementById( 'stage' )!,
		list: document.getElementById( 'list' )!,
		status: document.getElementById( 'status' )!,
		options: {} as Gallery[ 'options' ],
		texts: {
			error: '',
			loaded: '',
			play: 'Play: %s',
			hosted: 'This video is hosted by %s.',
			accept: 'Accept and play',
		},
		consent,
		current: '',
	};
}

const events = { started: jest.fn(), ended: jest.fn() };

describe( 'facade', () => {
	afterEach( () => {
		document.cookie = 'ytprefs_gdpr_consent=; max-age=0; path=/';
	} );

	it( 'asks for consent first, naming the host, and plays once accepted', () => {
		const facade = facadeHtml();
		initFacade( facade, gallery( true ), events );
		expect( facade.querySelector( 'iframe' ) ).toBeNull();
		expect( facade.textContent ).toContain(
			'This video is hosted by Vimeo.'
		);
		expect(
			facade.querySelector< HTMLButtonElement >( '.vista-video__play' )!
				.hidden
		).toBe( true );
		facade
			.querySelector< HTMLButtonElement >( '.vista-video__accept' )!
			.click();
		expect( document.cookie ).toContain( 'ytprefs_gdpr_consent=1' );
		expect( facade.querySelector( 'iframe' )!.getAttribute( 'src' ) ).toBe(
			'https://player.vimeo.com/video/1?autoplay=1&dnt=1'
		);
		expect( facade.querySelector( 'iframe' )!.title ).toBe(
			'Play: A film'
		);
	} );

	it( 'plays at the press, named after the video, when consent is not needed', () => {
		const facade = facadeHtml();
		initFacade( facade, gallery( false ), events );
		expect( facade.querySelector( '.vista-video__accept' ) ).toBeNull();
		facade
			.querySelector< HTMLButtonElement >( '.vista-video__play' )!
			.click();
		const iframe = facade.querySelector( 'iframe' )!;
		expect( iframe.title ).toBe( 'Play: A film' );
		expect( iframe.getAttribute( 'allow' ) ).toContain( 'autoplay' );
		expect( events.started ).toHaveBeenCalledWith( iframe );
	} );
} );

describe( 'poster upgrade', () => {
	function poster( height: number ) {
		const img = document.createElement( 'img' );
		img.dataset.max = '/max.jpg';
		Object.defineProperty( img, 'complete', { value: true } );
		img.getBoundingClientRect = () => ( { height } ) as DOMRect;
		return img;
	}

	it( 'stays high resolution at 200 px and below', () => {
		expect( POSTER_UPGRADE_PX ).toBe( 200 );
		const img = poster( 200 );
		watchPoster( img );
		expect( img.dataset.max ).toBe( '/max.jpg' );
	} );

	it( 'loads the maximum resolution when taller than 200 px, and swaps only a real image', () => {
		const loaded: HTMLImageElement[] = [];
		const RealImage = window.Image;
		window.Image = class extends RealImage {
			constructor() {
				super();
				loaded.push( this );
			}
		} as typeof Image;
		const img = poster( 201 );
		watchPoster( img );
		window.Image = RealImage;
		expect( loaded ).toHaveLength( 1 );
		expect( loaded[ 0 ].getAttribute( 'src' ) ).toBe( '/max.jpg' );
		// The site's placeholder (16 × 9) is not an upgrade.
		Object.defineProperty( loaded[ 0 ], 'naturalWidth', { value: 16 } );
		loaded[ 0 ].onload!( new Event( 'load' ) );
		expect( img.getAttribute( 'src' ) ).toBeNull();
	} );
} );

describe( 'facade and Vista Consent', () => {
	afterEach( () => {
		document.cookie = 'ytprefs_gdpr_consent=; max-age=0; path=/';
	} );

	it( 'drops the prompt when the notice’s marketing choice sets the cookie', () => {
		const facade = facadeHtml();
		initFacade( facade, gallery( true ), events );
		// Another change that gives no video consent leaves the prompt.
		document.dispatchEvent( new CustomEvent( 'vista-consent-change' ) );
		expect( facade.querySelector( '.vista-video__accept' ) ).not.toBeNull();
		document.cookie = 'ytprefs_gdpr_consent=1; path=/';
		document.dispatchEvent( new CustomEvent( 'vista-consent-change' ) );
		expect( facade.querySelector( '.vista-video__accept' ) ).toBeNull();
		const play =
			facade.querySelector< HTMLButtonElement >( '.vista-video__play' )!;
		expect( play.hidden ).toBe( false );
		play.click();
		expect( facade.querySelector( 'iframe' ) ).not.toBeNull();
	} );
} );
