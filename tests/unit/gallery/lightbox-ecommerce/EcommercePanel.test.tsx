/**
 * The ecommerce panel against a fake server: call 4 on open and on image change, the tabs and the
 * hidden `type`, the live total, the 000 §5 messages, call 9 with the cart item, the server's
 * message and count, and the redirect to the cart page.
 */
import { act } from 'react';
import { createRoot } from '@wordpress/element';
import EcommercePanel from '../../../../src/gallery/lightbox-ecommerce/EcommercePanel';
import type {
	LightboxImage,
	LightboxSettings,
} from '../../../../src/gallery/common/lightbox-types';
import { PANEL_HTML } from './panel-markup';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

const image = ( id: number, pricelist = 7 ) =>
	( { id, pricelist } ) as unknown as LightboxImage;

const settings = {
	nonce: 'n0nce',
	ecommerce_url: '/wp-admin/admin-ajax.php?action=vista_gallery_ecommerce',
	cart_url: '/wp-admin/admin-ajax.php',
	checkout_url: '/cart/',
} as unknown as LightboxSettings;

interface Sent {
	url: string;
	fields: Record< string, string >;
}

let sent: Sent[];
let cartAnswer: Record< string, unknown >;
let container: HTMLDivElement;
let root: ReturnType< typeof createRoot >;

function fakeFetch( url: string, init: { body: FormData } ) {
	const fields: Record< string, string > = {};
	init.body.forEach( ( value, key ) => ( fields[ key ] = String( value ) ) );
	sent.push( { url, fields } );
	const isPanel = fields.action === 'vista_gallery_ecommerce';
	return Promise.resolve( {
		ok: true,
		text: () => Promise.resolve( isPanel ? PANEL_HTML : '' ),
		json: () => Promise.resolve( cartAnswer ),
	} );
}

async function render( props: { image: LightboxImage; onClose?: () => void } ) {
	await act( async () => {
		root.render(
			<EcommercePanel
				image={ props.image }
				imageKey={ 0 }
				settings={ settings }
				onClose={ props.onClose ?? jest.fn() }
			/>
		);
	} );
}

const $ = < T extends Element = HTMLElement >( selector: string ) =>
	container.querySelector< T >( selector )!;

async function submit() {
	await act( async () => {
		$< HTMLFormElement >( 'form' ).dispatchEvent(
			new Event( 'submit', { bubbles: true, cancelable: true } )
		);
	} );
}

beforeEach( () => {
	sent = [];
	cartAnswer = {
		msg: 'Product added to cart.',
		products_in_cart: 3,
		redirect: 0,
	};
	global.fetch = jest.fn( fakeFetch ) as unknown as typeof fetch;
	container = document.createElement( 'div' );
	document.body.appendChild( container );
	root = createRoot( container );
} );

afterEach( () => {
	act( () => root.unmount() );
	container.remove();
} );

it( 'asks for the price list on open and on each image change', async () => {
	await render( { image: image( 11 ) } );
	expect( sent[ 0 ].fields ).toEqual( {
		action: 'vista_gallery_ecommerce',
		ajax_task: 'display',
		image_id: '11',
		nonce: 'n0nce',
	} );
	await render( { image: image( 12 ) } );
	expect( sent.map( ( call ) => call.fields.image_id ) ).toEqual( [
		'11',
		'12',
	] );
} );

it( 'closes when the image has no price list', async () => {
	const onClose = jest.fn();
	await render( { image: image( 11, 0 ), onClose } );
	expect( onClose ).toHaveBeenCalled();
	expect( sent ).toEqual( [] );
} );

it( 'shows tabs whose selection sets the hidden type', async () => {
	await render( { image: image( 11 ) } );
	const tabs = container.querySelectorAll( '[role="tab"]' );
	expect( Array.from( tabs, ( tab ) => tab.textContent ) ).toEqual( [
		'Prints and products',
		'Downloads',
	] );
	expect( $< HTMLInputElement >( 'input[name="type"]' ).value ).toBe(
		'manual'
	);
	expect( tabs[ 0 ].getAttribute( 'aria-selected' ) ).toBe( 'true' );
	expect( $( '#vista-ecommerce-panel-downloads' ).hidden ).toBe( true );
	await act( async () => ( tabs[ 1 ] as HTMLButtonElement ).click() );
	expect( $< HTMLInputElement >( 'input[name="type"]' ).value ).toBe(
		'downloads'
	);
	expect( tabs[ 1 ].getAttribute( 'aria-selected' ) ).toBe( 'true' );
	expect( $( '#vista-ecommerce-panel-downloads' ).hidden ).toBe( false );
	expect( $( '#vista-ecommerce-panel-manual' ).hidden ).toBe( true );
} );

it( 'keeps a live total with comma thousands and resets a quantity below 1', async () => {
	await render( { image: image( 11 ) } );
	const item = $< HTMLSelectElement >( '[name="item"]' );
	const count = $< HTMLInputElement >( '[name="count"]' );
	await act( async () => {
		item.value = '2';
		item.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		count.value = '2';
		count.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	} );
	expect(
		$( '.bwg_ecommerce_total[data-section="manual"]' ).textContent
	).toBe( '$2,400.00' );
	await act( async () => {
		count.value = '-3';
		count.focus();
		count.blur();
	} );
	expect( count.value ).toBe( '1' );
	expect(
		$( '.bwg_ecommerce_total[data-section="manual"]' ).textContent
	).toBe( '$1,200.00' );
} );

it( 'adds the manual item with call 9 and shows the message and count', async () => {
	await render( { image: image( 11 ) } );
	const paper = $< HTMLSelectElement >( '[name="parameter_3"]' );
	paper.value = 'Matte';
	await submit();
	const call = sent[ 1 ];
	expect( call.url ).toBe( '/wp-admin/admin-ajax.php' );
	expect( call.fields ).toMatchObject( {
		action: 'add_cart',
		task: 'add_cart',
		controller: 'checkout',
		image_id: '11',
		type: 'manual',
		nonce: 'n0nce',
	} );
	expect( JSON.parse( call.fields.data ) ).toEqual( {
		count: 1,
		item: 1,
		parameters: { '3': 'Matte', '4': 'None' },
		price: '14.50',
	} );
	expect( $( '[role="status"]' ).textContent ).toBe(
		'Product added to cart.'
	);
	expect( $( '.bwg_products_in_cart' ).textContent ).toBe( '3' );
	expect(
		$< HTMLAnchorElement >( '.vista-ecommerce__view-cart a' ).getAttribute(
			'href'
		)
	).toBe( '/cart/' );
} );

it( 'asks for a download before sending, then sends the chosen ones', async () => {
	await render( { image: image( 11 ) } );
	await act( async () =>
		$< HTMLButtonElement >( '#vista-ecommerce-tab-downloads' ).click()
	);
	await submit();
	expect( sent ).toHaveLength( 1 );
	expect( $( '[role="status"]' ).textContent ).toBe(
		'You must select at least one item.'
	);
	$< HTMLInputElement >( '[name="download"][value="2"]' ).checked = true;
	await submit();
	expect( sent[ 1 ].fields.type ).toBe( 'downloads' );
	expect( JSON.parse( sent[ 1 ].fields.data ) ).toEqual( [
		{ id: 2, count: 1, price: '1250.00' },
	] );
} );

it( 'shows a refusal from the server as it is', async () => {
	cartAnswer = {
		msg: 'Enter a quantity from 1 to 1000.',
		products_in_cart: 0,
		redirect: 0,
	};
	await render( { image: image( 11 ) } );
	await submit();
	expect( $( '[role="status"]' ).textContent ).toBe(
		'Enter a quantity from 1 to 1000.'
	);
} );
