/**
 * The popup's React runtime, loaded on intent: the server's scripts in order, each with its inline
 * code before and after, none that the page already has, and only once; all of them requested at
 * once, not one round trip after another (issue 18).
 */
import type { RuntimeScript } from '../../../../src/gallery/lightbox/runtime';

const script = ( id: string, extra: Partial< RuntimeScript > = {} ) => ( {
	id,
	src: `https://example.test/${ id }.js`,
	before: '',
	after: '',
	...extra,
} );

/**
 * A fresh copy of the module (it keeps the load under way), with every external script
 * "arriving" as soon as it is added to the head.
 */
function freshLoader() {
	let loadRuntime!: typeof import( '../../../../src/gallery/lightbox/runtime' ).loadRuntime;
	jest.isolateModules( () => {
		( {
			loadRuntime,
		} = require( '../../../../src/gallery/lightbox/runtime' ) );
	} );
	return loadRuntime;
}

describe( 'loadRuntime', () => {
	let added: HTMLScriptElement[];
	let preloads: HTMLLinkElement[];
	let observer: MutationObserver;
	/** When set, external scripts stay "in flight" until the test fires their load itself. */
	let holdLoads = false;

	beforeEach( () => {
		document.head.innerHTML = '';
		added = [];
		preloads = [];
		holdLoads = false;
		observer = new MutationObserver( ( records ) =>
			records.forEach( ( record ) =>
				record.addedNodes.forEach( ( node ) => {
					if ( node instanceof HTMLLinkElement ) {
						preloads.push( node );
						return;
					}
					const element = node as HTMLScriptElement;
					added.push( element );
					if ( element.src && ! holdLoads ) {
						element.onload?.( new Event( 'load' ) );
					}
				} )
			)
		);
		observer.observe( document.head, { childList: true } );
	} );

	afterEach( () => observer.disconnect() );

	it( 'adds the scripts in order with their inline code, async off', async () => {
		await freshLoader()( [
			script( 'react-js', { before: 'var a;' } ),
			script( 'wp-i18n-js', { after: 'var b;' } ),
		] );
		expect( added.map( ( element ) => element.id ) ).toEqual( [
			'react-js-before',
			'react-js',
			'wp-i18n-js',
			'wp-i18n-js-after',
		] );
		expect( added[ 0 ].textContent ).toBe( 'var a;' );
		expect( added[ 1 ].async ).toBe( false );
	} );

	it( 'skips a script the page already has, and loads only once', async () => {
		const present = document.createElement( 'script' );
		present.id = 'react-js';
		document.body.append( present );
		const loadRuntime = freshLoader();
		const scripts = [ script( 'react-js' ), script( 'wp-element-js' ) ];
		await loadRuntime( scripts );
		await loadRuntime( scripts );
		expect( added.map( ( element ) => element.id ) ).toEqual( [
			'wp-element-js',
		] );
		present.remove();
	} );

	it( 'requests every script at once, before the first has arrived', async () => {
		holdLoads = true;
		const loading = freshLoader()( [
			script( 'react-js' ),
			script( 'react-dom-js' ),
			script( 'wp-element-js' ),
		] );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		// Only the first has been added to run, and it has not loaded; all three are on their way.
		expect( added.map( ( element ) => element.id ) ).toEqual( [
			'react-js',
		] );
		expect(
			preloads.map( ( link ) => [
				link.rel,
				link.getAttribute( 'as' ),
				link.href,
			] )
		).toEqual( [
			[ 'preload', 'script', 'https://example.test/react-js.js' ],
			[ 'preload', 'script', 'https://example.test/react-dom-js.js' ],
			[ 'preload', 'script', 'https://example.test/wp-element-js.js' ],
		] );
		holdLoads = false;
		added[ 0 ].onload?.( new Event( 'load' ) );
		await loading;
		expect( added.map( ( element ) => element.id ) ).toEqual( [
			'react-js',
			'react-dom-js',
			'wp-element-js',
		] );
	} );
} );
