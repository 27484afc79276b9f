import {
	CHECK_WRAPPER_AFTER_MS,
	RESIZE_EVENT_AFTER_MS,
	frameRatio,
	isVideoFrame,
	resizeVideos,
	undoWrappersTooTall,
} from '../../../src/theme/video-resize/video-resize';

function content( html: string ): HTMLElement {
	document.body.innerHTML = `<div class="wp-block-post-content">${ html }</div>`;
	return document.body;
}

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

describe( 'video resize helper (001 §4, §9)', () => {
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
} );

describe( 'video resize helper: wrappers undone and frames moved (001 §4, §9)', () => {
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

	it( 'measures every wrapper before undoing any, so the page is laid out once', () => {
		content(
			'<iframe id="a" width="640" height="360"></iframe><iframe id="b" width="640" height="360"></iframe><iframe id="c" width="640" height="360"></iframe>'
		);
		const wrappers = resizeVideos();
		const steps: string[] = [];
		for ( const frame of document.querySelectorAll( 'iframe' ) ) {
			Object.defineProperty( frame, 'offsetHeight', {
				get: () => {
					steps.push( `measure ${ frame.id }` );
					return 100;
				},
			} );
		}
		wrappers.forEach( ( wrapper ) => {
			wrapper.style.paddingTop = '360px';
			const remove = wrapper.remove.bind( wrapper );
			wrapper.remove = () => {
				steps.push( 'undo' );
				remove();
			};
		} );
		expect( undoWrappersTooTall( wrappers ) ).toHaveLength( 3 );
		expect( steps ).toEqual( [
			'measure a',
			'measure b',
			'measure c',
			'undo',
			'undo',
			'undo',
		] );
		expect( document.querySelectorAll( '.vista-video-wrap' ) ).toHaveLength(
			0
		);
		expect(
			Array.from( document.querySelectorAll( 'iframe' ) ).map(
				( frame ) => frame.id
			)
		).toEqual( [ 'a', 'b', 'c' ] );
	} );

	it( "moves frames with the browser's moveBefore where it has one, so their pages stay loaded", () => {
		const moved: Node[] = [];
		const proto = Element.prototype as unknown as {
			moveBefore?: ( node: Node, child: Node | null ) => void;
		};
		proto.moveBefore = function ( this: Element, node, child ) {
			moved.push( node );
			this.insertBefore( node, child );
		};
		try {
			content(
				'<p>Before</p><iframe id="v" width="640" height="360"></iframe><p>After</p>'
			);
			const frame = document.getElementById( 'v' )!;
			const [ wrapper ] = resizeVideos();
			expect( moved ).toEqual( [ frame ] );
			expect( frame.parentElement ).toBe( wrapper );
			expect( wrapper.previousElementSibling?.textContent ).toBe(
				'Before'
			);
			Object.defineProperty( frame, 'offsetHeight', { value: 10 } );
			wrapper.style.paddingTop = '360px';
			undoWrappersTooTall( [ wrapper ] );
			expect( moved ).toEqual( [ frame, frame ] );
			expect( frame.previousElementSibling?.textContent ).toBe(
				'Before'
			);
			expect( frame.nextElementSibling?.textContent ).toBe( 'After' );
		} finally {
			delete proto.moveBefore;
		}
	} );
} );
