/**
 * The image browser's script: arrow keys follow the paging links, the control used keeps the
 * focus on the fresh markup or the next page, and the new image is announced.
 */
import {
	FOCUS_NOTE_LIFETIME,
	directionForKey,
	focusTargetFromNote,
} from '../../../../src/gallery/image-browser/keys';
import type { GalleryOptions } from '../../../../src/gallery/common/request';

describe( 'directionForKey', () => {
	it( 'maps the arrows, mirrored right to left', () => {
		expect( directionForKey( 'ArrowLeft', false ) ).toBe( 'prev' );
		expect( directionForKey( 'ArrowRight', false ) ).toBe( 'next' );
		expect( directionForKey( 'ArrowLeft', true ) ).toBe( 'next' );
		expect( directionForKey( 'ArrowRight', true ) ).toBe( 'prev' );
		for ( const key of [ 'ArrowUp', 'Enter', ' ', 'Left', 'a' ] ) {
			expect( directionForKey( key, false ) ).toBeNull();
		}
	} );
} );

describe( 'focusTargetFromNote', () => {
	const now = 1_700_000_000_000;
	const note = ( fields: Record< string, unknown > ) =>
		JSON.stringify( {
			n: 2,
			path: '/gallery/',
			target: 'next',
			at: now - 1000,
			...fields,
		} );

	it( 'reads a fresh note of this instance on this page', () => {
		expect( focusTargetFromNote( note( {} ), 2, '/gallery/', now ) ).toBe(
			'next'
		);
		expect(
			focusTargetFromNote(
				note( { target: 'browser' } ),
				2,
				'/gallery/',
				now
			)
		).toBe( 'browser' );
	} );

	it.each( [
		[ 'no note', null ],
		[ 'junk', '{not json' ],
		[ 'a number', '42' ],
		[ 'null', 'null' ],
		[ 'another instance', note( { n: 3 } ) ],
		[ 'another page', note( { path: '/other/' } ) ],
		[ 'an old note', note( { at: now - FOCUS_NOTE_LIFETIME - 1 } ) ],
		[ 'a note from the future', note( { at: now + 5000 } ) ],
		[ 'no time', note( { at: 'yesterday' } ) ],
		[ 'an unknown target', note( { target: 'body' } ) ],
	] )( 'ignores %s', ( _label, raw ) =>
		expect( focusTargetFromNote( raw, 2, '/gallery/', now ) ).toBeNull()
	);
} );

describe( 'initLayout', () => {
	const options = { n: 1, layout: 'image_browser' } as GalleryOptions;

	function browser( page: number, pages: number ): HTMLElement {
		const container = document.createElement( 'div' );
		const link = ( rel: string, target: number ) =>
			target >= 1 && target <= pages
				? `<a class="vista-gallery__page vista-image-browser__control vista-image-browser__${ rel }" href="?page_number_1=${ target }" data-page="${ target }">${ rel }</a>`
				: `<span class="vista-image-browser__control vista-image-browser__${ rel } is-disabled">${ rel }</span>`;
		container.innerHTML = `<section class="vista-image-browser" aria-label="Image browser"><nav>${ link(
			'prev',
			page - 1
		) }<p>${ page } / ${ pages }</p>${ link(
			'next',
			page + 1
		) }</nav><p class="vista-image-browser__status" aria-live="polite" data-announce="Image ${ page } of ${ pages }"></p><p class="vista-image-browser__hint" id="hint-1" hidden>Use the arrow keys</p></section>`;
		document.body.append( container );
		return container;
	}

	beforeEach( () => {
		jest.resetModules();
		document.body.innerHTML = '';
		window.sessionStorage.clear();
		jest.spyOn( window, 'scrollTo' ).mockImplementation( () => {} );
	} );

	afterEach( () => {
		jest.useRealTimers();
		jest.restoreAllMocks();
	} );

	it( 'makes the browser focusable and follows the arrow keys', async () => {
		const { initLayout } =
			await import( '../../../../src/gallery/image-browser/image-browser' );
		const container = browser( 2, 3 );
		initLayout( container, options );
		const region = container.querySelector< HTMLElement >(
			'.vista-image-browser'
		)!;
		expect( region.tabIndex ).toBe( 0 );
		expect( region.getAttribute( 'aria-describedby' ) ).toBe( 'hint-1' );

		const followed: string[] = [];
		container.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			followed.push(
				( event.target as HTMLAnchorElement ).dataset.page ?? ''
			);
		} );
		region.focus();
		const press = ( key: string, extra: KeyboardEventInit = {} ) => {
			const event = new KeyboardEvent( 'keydown', {
				key,
				bubbles: true,
				cancelable: true,
				...extra,
			} );
			region.dispatchEvent( event );
			return event;
		};
		expect( press( 'ArrowRight' ).defaultPrevented ).toBe( true );
		expect( press( 'ArrowLeft' ).defaultPrevented ).toBe( true );
		// Alt+Left is the browser's back: left alone.
		expect( press( 'ArrowLeft', { altKey: true } ).defaultPrevented ).toBe(
			false
		);
		expect( press( 'ArrowDown' ).defaultPrevented ).toBe( false );
		expect( followed ).toEqual( [ '3', '1' ] );
		const note = JSON.parse(
			window.sessionStorage.getItem( 'vista-image-browser-focus' ) ?? ''
		);
		expect( note ).toMatchObject( { n: 1, target: 'browser' } );
	} );

	it( 'gives the focus back to the control used and announces the new image', async () => {
		jest.useFakeTimers();
		const { initLayout } =
			await import( '../../../../src/gallery/image-browser/image-browser' );
		const before = browser( 1, 3 );
		initLayout( before, options );
		before.addEventListener( 'click', ( event ) => event.preventDefault() );
		before
			.querySelector< HTMLAnchorElement >(
				'a.vista-image-browser__next'
			)!
			.click();

		// The fresh markup of image 2, as call 12 puts it in place.
		before.remove();
		const fresh = browser( 2, 3 );
		initLayout( fresh, options );
		expect( document.body.ownerDocument.activeElement ).toBe(
			fresh.querySelector( 'a.vista-image-browser__next' )
		);
		const status = fresh.querySelector( '.vista-image-browser__status' )!;
		expect( status.textContent ).toBe( '' );
		jest.runAllTimers();
		expect( status.textContent ).toBe( 'Image 2 of 3' );
		// Call 12 scrolls the page itself: no jump here.
		expect( window.scrollTo ).not.toHaveBeenCalled();
		expect(
			window.sessionStorage.getItem( 'vista-image-browser-focus' )
		).toBeNull();
	} );

	it( 'after a page load, focuses the browser when the control used is gone', async () => {
		window.sessionStorage.setItem(
			'vista-image-browser-focus',
			JSON.stringify( {
				n: 1,
				path: window.location.pathname,
				target: 'next',
				at: Date.now(),
			} )
		);
		const { initLayout } =
			await import( '../../../../src/gallery/image-browser/image-browser' );
		const last = browser( 3, 3 );
		initLayout( last, options );
		expect( document.body.ownerDocument.activeElement ).toBe(
			last.querySelector( '.vista-image-browser' )
		);
		expect( window.scrollTo ).toHaveBeenCalled();
	} );
} );
