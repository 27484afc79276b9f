/**
 * The likert table on a phone (issue 34 item 1): no part of it is out of view sideways; each row
 * is a group of choices with its column's name beside each, and the table keeps what keyboard and
 * screen-reader users get (its headers, each radio's name, arrow keys within a row).
 */
import { test, expect, type Page } from '@playwright/test';
import { demoPages, visitor } from '../utils/site';

test.use( visitor );

const likert = ( page: Page ) =>
	page.locator( '.evf-field-likert' ).filter( {
		hasText: 'How satisfied are you with',
	} );

/**
 * How far the table reaches past its box, and whether each radio and the name of its column are
 * in view, within the form.
 * @param page The forms page.
 */
function fit( page: Page ) {
	return likert( page ).evaluate( ( field ) => {
		const table = field.querySelector( 'table' )!;
		const form = field.closest( 'form' )!.getBoundingClientRect();
		const inside = ( element: Element ) => {
			const box = element.getBoundingClientRect();
			return (
				box.width > 0 &&
				box.left >= form.left - 0.5 &&
				box.right <= form.right + 0.5 &&
				box.right <= window.innerWidth
			);
		};
		const radios = Array.from(
			field.querySelectorAll< HTMLInputElement >( 'input[type=radio]' )
		);
		return {
			overflow:
				table.parentElement!.scrollWidth -
				table.parentElement!.clientWidth,
			radios: radios.length,
			radiosInView: radios.filter( inside ).length,
			rowLabelsInView: Array.from(
				field.querySelectorAll( 'tbody th' )
			).filter( inside ).length,
		};
	} );
}

for ( const width of [ 390, 1280 ] ) {
	test( `at ${ width } px every row and choice of the likert table is in view`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 844 } );
		await page.goto( demoPages.forms );
		const field = likert( page );
		await field.scrollIntoViewIfNeeded();
		const result = await fit( page );
		expect( result ).toEqual( {
			overflow: 0,
			radios: 9,
			radiosInView: 9,
			rowLabelsInView: 3,
		} );
		// Every choice shows the name of its column beside it (on a phone, next to the radio;
		// wider, in the header row above it).
		const happy = field.getByRole( 'radio', { name: 'Our prices: Happy' } );
		const id = ( await happy.getAttribute( 'id' ) )!;
		const column =
			width < 600
				? field.locator( `label.evf-likert-choice[for="${ id }"]` )
				: field.getByRole( 'columnheader', {
						name: 'Happy',
						exact: true,
					} );
		await expect( column ).toBeVisible();
		await expect( column ).toHaveText( 'Happy' );
		const radioBox = ( await happy.boundingBox() )!;
		const nameBox = ( await column.boundingBox() )!;
		expect(
			Math.abs(
				radioBox.x +
					radioBox.width / 2 -
					( nameBox.x + nameBox.width / 2 )
			)
		).toBeLessThan( nameBox.width / 2 + 1 );

		// What a screen reader reads is the table's: headers, rows, named radios.
		await expect( field.getByRole( 'table' ) ).toHaveCount( 1 );
		await expect( field.getByRole( 'columnheader' ) ).toHaveCount( 3 );
		await expect(
			field.getByRole( 'rowheader', { name: 'Our prices' } )
		).toBeVisible();
		// The keyboard moves within a row's radios, as before.
		await field
			.getByRole( 'radio', { name: 'Our prices: Unhappy' } )
			.check();
		await page.keyboard.press( 'ArrowRight' );
		await expect(
			field.getByRole( 'radio', { name: 'Our prices: Neutral' } )
		).toBeChecked();
	} );
}
