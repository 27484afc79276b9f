/**
 * The popup's React runtime, loaded on intent: the server's scripts in order, each with its inline
 * code before and after, none that the page already has, and only once.
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
	let observer: MutationObserver;

	beforeEach( () => {
		document.head.innerHTML = '';
		added = [];
		observer = new MutationObserver( ( records ) =>
			records.forEach( ( record ) =>
				record.addedNodes.forEach( ( node ) => {
					const element = node as HTMLScriptElement;
					added.push( element );
					if ( element.src ) {
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
} );
