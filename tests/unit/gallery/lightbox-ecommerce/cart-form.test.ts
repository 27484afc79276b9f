/**
 * Reading the cart item (000 §3.7) from call 4's sections, for every parameter type.
 */
import {
	readDownloads,
	readManual,
} from '../../../../src/gallery/lightbox-ecommerce/cart-form';
import { PANEL_HTML } from './panel-markup';

function section( selector: string ): HTMLElement {
	document.body.innerHTML = PANEL_HTML;
	return document.querySelector< HTMLElement >( selector )!;
}

function set( root: HTMLElement, selector: string, value: string ) {
	root.querySelector< HTMLInputElement >( selector )!.value = value;
}

describe( 'readManual', () => {
	it( 'starts with the first item, the first radio value and a quantity of 1', () => {
		const { item, totalCents } = readManual(
			section( '.bwg_ecommerce_manual' )
		);
		expect( item ).toEqual( {
			count: 1,
			item: 1,
			parameters: { '4': 'None' },
			price: '12.50',
		} );
		expect( totalCents ).toBe( 1250 );
	} );

	it( 'reads every parameter type and prices the chosen values', () => {
		const manual = section( '.bwg_ecommerce_manual' );
		set( manual, '[name="item"]', '2' );
		set( manual, '[name="parameter_1"]', 'For Ann' );
		set( manual, '[name="parameter_2"]', 'Wrap it' );
		set( manual, '[name="parameter_3"]', 'Matte' );
		manual.querySelector< HTMLInputElement >( '[value="Oak"]' )!.checked =
			true;
		manual
			.querySelectorAll< HTMLInputElement >( '[name="parameter_5[]"]' )
			.forEach( ( box ) => ( box.checked = true ) );
		set( manual, '[name="count"]', '3' );
		const { item, totalCents } = readManual( manual );
		expect( item ).toEqual( {
			count: 3,
			item: 2,
			parameters: {
				'1': 'For Ann',
				'2': 'Wrap it',
				'3': 'Matte',
				'4': 'Oak',
				'5': [ 'Signed', 'Discount card' ],
			},
			price: '1234.25',
		} );
		// (1200.00 + 2.00 + 30.00 + 5.25 - 3.00) × 3.
		expect( totalCents ).toBe( 370275 );
	} );

	it( 'applies the quantity rule', () => {
		const manual = section( '.bwg_ecommerce_manual' );
		set( manual, '[name="count"]', '-2' );
		expect( readManual( manual ).item.count ).toBe( 1 );
	} );
} );

describe( 'readDownloads', () => {
	it( 'lists the checked downloads with their prices', () => {
		const downloads = section( '.bwg_ecommerce_downloads' );
		expect( readDownloads( downloads ) ).toEqual( {
			items: [],
			totalCents: 0,
		} );
		downloads
			.querySelectorAll< HTMLInputElement >( '[name="download"]' )
			.forEach( ( box ) => ( box.checked = true ) );
		expect( readDownloads( downloads ) ).toEqual( {
			items: [
				{ id: 1, count: 1, price: '5.00' },
				{ id: 2, count: 1, price: '1250.00' },
			],
			totalCents: 125500,
		} );
	} );
} );
