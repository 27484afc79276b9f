import {
	CHECK_WRAPPER_AFTER_MS,
	RESIZE_EVENT_AFTER_MS,
	frameRatio,
	isVideoFrame,
	resizeVideos,
} from '../../../src/theme/video-resize/video-resize';

function content( html: string ): HTMLElement {
	document.body.innerHTML = `<div class="wp-block-post-content">${ html }</div>`;
	return document.body;
}

describe( 'video resize helper (001 §4, §9)', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'uses the spec timings', () => {
		expect( RESIZE_EVENT_AFTER_MS ).toBe( 10 );
		expect( CHECK_WRAPPER_AFTER_MS ).toBe( 100 );
	} );

	it( 'wraps a frame with its own size in a box of its ratio, then fires resize after 10 ms', () => {
		content(
			'<iframe width="640" height="360" src="about:blank"></iframe>'
		);
		const resized = jest.fn();
		window.addEventListener( 'resize', resized );
		const wrappers = resizeVideos();
		expect( wrappers ).toHaveLength( 1 );
		expect( wrappers[ 0 ].style.paddingTop ).toBe( '56.25%' );
		expect( wrappers[ 0 ].firstElementChild?.tagName ).toBe( 'IFRAME' );
		jest.advanceTimersByTime( 9 );
		expect( resized ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( resized ).toHaveBeenCalledTimes( 1 );
		window.removeEventListener( 'resize', resized );
	} );

	it( 'leaves frames that are in a responsive wrapper or are not videos', () => {
		content(
			'<figure class="wp-block-embed wp-has-aspect-ratio"><div class="wp-block-embed__wrapper"><iframe src="https://www.youtube.com/embed/x"></iframe></div></figure><iframe src="/map"></iframe>'
		);
		expect( resizeVideos() ).toHaveLength( 0 );
		expect( isVideoFrame( document.createElement( 'iframe' ) ) ).toBe(
			false
		);
		const player = document.createElement( 'iframe' );
		player.src = 'https://player.vimeo.com/video/1';
		expect( isVideoFrame( player ) ).toBe( true );
		expect( frameRatio( player ) ).toBe( 0.5625 );
	} );

	it( 'after 100 ms undoes a wrapper whose padding exceeds the video height by more than 20 px', () => {
		content(
			'<iframe id="held" width="640" height="360"></iframe><iframe id="fits" width="640" height="360"></iframe>'
		);
		const [ held, fits ] = resizeVideos();
		// jsdom lays nothing out: the padding and heights stand for what a browser measures.
		// 380 - 359 = 21 px (more than 20: undone); 379 - 359 = 20 px (kept).
		held.style.paddingTop = '380px';
		fits.style.paddingTop = '379px';
		for ( const frame of document.querySelectorAll( 'iframe' ) ) {
			Object.defineProperty( frame, 'offsetHeight', { value: 359 } );
		}
		jest.advanceTimersByTime( 99 );
		expect( document.querySelectorAll( '.vista-video-wrap' ) ).toHaveLength(
			2
		);
		jest.advanceTimersByTime( 1 );
		expect(
			document.getElementById( 'held' )?.parentElement?.className
		).not.toBe( 'vista-video-wrap' );
		expect(
			document.getElementById( 'fits' )?.parentElement?.className
		).toBe( 'vista-video-wrap' );
	} );
} );
