/**
 * Heavy widgets start when a visitor comes to their field (issue 18 goal 3): pointer or focus on
 * the field's row, or, once the visitor moves through the page, the row nearing the viewport;
 * never merely because the page was opened.
 */
import {
	APPROACH_MARGIN_PX,
	whenApproached,
} from '../../../../src/forms/view/approach';

class FakeObserver {
	static last: FakeObserver | null = null;
	observed: Element[] = [];
	disconnected = false;
	constructor(
		public callback: (
			entries: Array< Partial< IntersectionObserverEntry > >
		) => void,
		public options: IntersectionObserverInit
	) {
		FakeObserver.last = this;
	}
	observe( element: Element ) {
		this.observed.push( element );
	}
	disconnect() {
		this.disconnected = true;
	}
	report( isIntersecting: boolean ) {
		this.callback(
			this.observed.map( ( target ) => ( { target, isIntersecting } ) )
		);
	}
}

function mountForm(): { phone: HTMLInputElement; other: HTMLInputElement } {
	document.body.innerHTML = `<form>
		<div class="evf-field evf-field-phone"><label for="p">Phone</label><input id="p" type="tel"></div>
		<div class="evf-field evf-field-text"><label for="n">Name</label><input id="n"></div>
	</form>`;
	return {
		phone: document.getElementById( 'p' ) as HTMLInputElement,
		other: document.getElementById( 'n' ) as HTMLInputElement,
	};
}

beforeEach( () => {
	FakeObserver.last = null;
	(
		window as unknown as { IntersectionObserver: unknown }
	 ).IntersectionObserver = FakeObserver;
} );

it( 'starts nothing while the page is only open, not even for a field in view', () => {
	const { phone } = mountForm();
	const start = jest.fn();
	whenApproached( [ phone ], start );
	expect( FakeObserver.last ).toBeNull();
	expect( start ).not.toHaveBeenCalled();
} );

it( 'starts once when the focus lands in the field, not for another field', () => {
	const { phone, other } = mountForm();
	const start = jest.fn();
	whenApproached( [ phone ], start );
	other.focus();
	expect( start ).not.toHaveBeenCalled();
	phone.focus();
	other.focus();
	phone.focus();
	expect( start ).toHaveBeenCalledTimes( 1 );
} );

it.each( [ 'pointerover', 'pointerdown', 'touchstart' ] )(
	'starts on %s anywhere on the field row (its label too)',
	( type ) => {
		mountForm();
		const start = jest.fn();
		whenApproached( [ document.getElementById( 'p' )! ], start );
		document
			.querySelector( 'label[for="p"]' )!
			.dispatchEvent( new Event( type, { bubbles: true } ) );
		expect( start ).toHaveBeenCalledTimes( 1 );
	}
);

it( 'starts at once when the focus is in the field already', () => {
	const { phone } = mountForm();
	phone.focus();
	const start = jest.fn();
	whenApproached( [ phone ], start );
	expect( start ).toHaveBeenCalledTimes( 1 );
} );

it( 'starts at once when the pointer is over the field already, not over another', () => {
	const { phone, other } = mountForm();
	const hovered = other.closest( '.evf-field' ) as Element;
	// jsdom has no pointer: the row under it is the one that matches :hover.
	const matches = jest
		.spyOn( Element.prototype, 'matches' )
		.mockImplementation( function ( this: Element, selector: string ) {
			return selector === ':hover' && this === hovered;
		} );
	const start = jest.fn();
	whenApproached( [ phone ], start );
	expect( start ).not.toHaveBeenCalled();
	whenApproached( [ other ], start );
	expect( start ).toHaveBeenCalledTimes( 1 );
	matches.mockRestore();
} );

it( 'watches the viewport after the first scroll, and starts when the row comes near', () => {
	const { phone } = mountForm();
	const start = jest.fn();
	whenApproached( [ phone ], start );
	window.dispatchEvent( new Event( 'scroll' ) );
	const observer = FakeObserver.last!;
	expect( observer.options.rootMargin ).toBe(
		`${ APPROACH_MARGIN_PX }px 0px`
	);
	expect( observer.observed ).toEqual( [ phone.closest( '.evf-field' ) ] );
	observer.report( false );
	expect( start ).not.toHaveBeenCalled();
	observer.report( true );
	expect( start ).toHaveBeenCalledTimes( 1 );
	expect( observer.disconnected ).toBe( true );
	// One watch: more activity makes no second observer.
	window.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Tab' } ) );
	expect( FakeObserver.last ).toBe( observer );
} );

it( 'stops watching without starting when told to', () => {
	const { phone } = mountForm();
	const start = jest.fn();
	const stop = whenApproached( [ phone ], start );
	stop();
	phone.focus();
	window.dispatchEvent( new Event( 'wheel' ) );
	expect( start ).not.toHaveBeenCalled();
	expect( FakeObserver.last ).toBeNull();
} );
