/**
 * The panel's arithmetic: 000 §5 totals (two decimals, comma thousands) and the quantity rule.
 */
import {
	downloadsTotal,
	formatAmount,
	formatMoney,
	manualTotal,
	normalizeQuantity,
	parseCents,
} from '../../../../src/gallery/lightbox-ecommerce/cart-math';

describe( 'formatAmount', () => {
	it( 'shows two decimals and comma thousands', () => {
		expect( formatAmount( 123450 ) ).toBe( '1,234.50' );
		expect( formatAmount( 100000000 ) ).toBe( '1,000,000.00' );
		expect( formatAmount( 5 ) ).toBe( '0.05' );
		expect( formatAmount( 0 ) ).toBe( '0.00' );
		expect( formatAmount( 99999 ) ).toBe( '999.99' );
		expect( formatAmount( -300 ) ).toBe( '-3.00' );
	} );

	it( 'puts the symbol after the sign', () => {
		expect( formatMoney( 123450, '$' ) ).toBe( '$1,234.50' );
		expect( formatMoney( -300, '€' ) ).toBe( '-€3.00' );
	} );
} );

describe( 'parseCents', () => {
	it( 'reads the prices the server writes', () => {
		expect( parseCents( '12.50' ) ).toBe( 1250 );
		expect( parseCents( '+2.00' ) ).toBe( 200 );
		expect( parseCents( '-3.5' ) ).toBe( -350 );
		expect( parseCents( '1200' ) ).toBe( 120000 );
	} );

	it( 'gives 0 for anything else', () => {
		expect( parseCents( 'abc' ) ).toBe( 0 );
		expect( parseCents( '1e3' ) ).toBe( 0 );
		expect( parseCents( undefined ) ).toBe( 0 );
	} );
} );

describe( 'normalizeQuantity', () => {
	it( 'resets a quantity below 1 to 1', () => {
		expect( normalizeQuantity( '0' ) ).toBe( 1 );
		expect( normalizeQuantity( '-4' ) ).toBe( 1 );
		expect( normalizeQuantity( '' ) ).toBe( 1 );
		expect( normalizeQuantity( 'ten' ) ).toBe( 1 );
	} );

	it( 'keeps whole numbers and caps huge ones at the cart limit', () => {
		expect( normalizeQuantity( '3' ) ).toBe( 3 );
		expect( normalizeQuantity( '2.7' ) ).toBe( 2 );
		expect( normalizeQuantity( '99999999' ) ).toBe( 1000 );
		expect( normalizeQuantity( Infinity ) ).toBe( 1 );
	} );
} );

describe( 'totals', () => {
	it( 'adds the price differences to the base and multiplies by the quantity', () => {
		expect( manualTotal( 1250, [ 200, 3000, 525, -300 ], 3 ) ).toBe(
			14025
		);
		expect( manualTotal( 1000, [], 0 ) ).toBe( 1000 );
	} );

	it( 'never goes below zero a unit', () => {
		expect( manualTotal( 100, [ -500 ], 2 ) ).toBe( 0 );
	} );

	it( 'sums the chosen downloads', () => {
		expect( downloadsTotal( [ 500, 2500 ] ) ).toBe( 3000 );
		expect( downloadsTotal( [] ) ).toBe( 0 );
	} );
} );
