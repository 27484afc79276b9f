/**
 * The shared list editor of the price list screen: one field per column and row, the server's
 * message found under the REST route's path, and the row changed, removed or added on its own.
 * The components package does not load under this Jest setup, so its two controls are stood in
 * for by plain elements that pass on the props the editor gives them.
 */
import { act } from 'react';
import { createRoot } from '@wordpress/element';
import { RowsEditor } from '../../../../src/gallery/pricelists/RowsEditor';

jest.mock( '@wordpress/components', () => ( {
	Button: ( props: { onClick: () => void; children: string } ) => (
		<button type="button" onClick={ props.onClick }>
			{ props.children }
		</button>
	),
	TextControl: ( props: {
		label: string;
		value: string;
		type?: string;
		min?: number;
		inputMode?: 'decimal';
		help?: unknown;
		'aria-invalid'?: 'true';
		onChange: ( value: string ) => void;
	} ) => (
		<div>
			<input
				aria-label={ props.label }
				type={ props.type ?? 'text' }
				min={ props.min }
				inputMode={ props.inputMode }
				value={ props.value }
				aria-invalid={ props[ 'aria-invalid' ] }
				onChange={ ( event ) => props.onChange( event.target.value ) }
			/>
			{ props.help as string }
		</div>
	),
} ) );

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

interface Download {
	name: string;
	longest_side: number | string;
	price: string;
}

const rows: Download[] = [
	{ name: 'Web', longest_side: 1024, price: '4.99' },
	{ name: 'Print', longest_side: 4000, price: '9.00' },
];

let container: HTMLDivElement;
let root: ReturnType< typeof createRoot >;
let asked: string[];
let changed: Download[][];

function render( errors: Record< string, string > = {} ) {
	act( () =>
		root.render(
			<RowsEditor
				rows={ rows }
				columns={ [
					{ key: 'name', label: 'Download name' },
					{
						key: 'longest_side',
						label: 'Longest side (px)',
						type: 'number',
						min: 1,
					},
					{
						key: 'price',
						label: 'Download price',
						inputMode: 'decimal',
					},
				] }
				blank={ { name: '', longest_side: 1024, price: '' } }
				addLabel="Add download"
				removeLabel="Remove download"
				errorPath="downloads"
				err={ ( key ) => {
					asked.push( key );
					return errors[ key ];
				} }
				onChange={ ( next ) => changed.push( next ) }
			/>
		)
	);
}

const inputs = () =>
	Array.from( container.querySelectorAll( 'input' ) ) as HTMLInputElement[];
const button = ( name: string, at = 0 ) =>
	Array.from( container.querySelectorAll( 'button' ) ).filter(
		( element ) => element.textContent === name
	)[ at ] as HTMLButtonElement;

beforeEach( () => {
	asked = [];
	changed = [];
	container = document.createElement( 'div' );
	document.body.appendChild( container );
	root = createRoot( container );
} );

afterEach( () => {
	act( () => root.unmount() );
	container.remove();
} );

test( 'one field per column and row, with the type, bounds and values given', () => {
	render();
	const fields = inputs();
	expect( fields ).toHaveLength( 6 );
	expect( fields.map( ( field ) => field.value ) ).toEqual( [
		'Web',
		'1024',
		'4.99',
		'Print',
		'4000',
		'9.00',
	] );
	expect( fields[ 1 ].type ).toBe( 'number' );
	expect( fields[ 1 ].min ).toBe( '1' );
	expect( fields[ 2 ].inputMode ).toBe( 'decimal' );
	expect( fields[ 0 ].type ).toBe( 'text' );
	const labels = fields.map( ( field ) =>
		field.getAttribute( 'aria-label' )
	);
	expect( labels.slice( 0, 3 ) ).toEqual( [
		'Download name',
		'Longest side (px)',
		'Download price',
	] );
} );

test( 'the server message of a field is asked under its REST path and shown on that field only', () => {
	render( { 'downloads.1.price': 'Enter a price.' } );
	expect( asked ).toEqual( [
		'downloads.0.name',
		'downloads.0.longest_side',
		'downloads.0.price',
		'downloads.1.name',
		'downloads.1.longest_side',
		'downloads.1.price',
	] );
	const invalid = inputs().filter(
		( field ) => field.getAttribute( 'aria-invalid' ) === 'true'
	);
	expect( invalid ).toEqual( [ inputs()[ 5 ] ] );
	expect( container.textContent ).toContain( 'Enter a price.' );
} );

test( 'editing a field changes that row only', () => {
	render();
	const field = inputs()[ 4 ];
	const setValue = Object.getOwnPropertyDescriptor(
		HTMLInputElement.prototype,
		'value'
	)?.set;
	act( () => {
		setValue?.call( field, '3000' );
		field.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	} );
	expect( changed ).toEqual( [
		[ rows[ 0 ], { name: 'Print', longest_side: '3000', price: '9.00' } ],
	] );
} );

test( 'remove drops its own row, add appends a blank one', () => {
	render();
	act( () => button( 'Remove download', 1 ).click() );
	act( () => button( 'Add download' ).click() );
	expect( changed ).toEqual( [
		[ rows[ 0 ] ],
		[ ...rows, { name: '', longest_side: 1024, price: '' } ],
	] );
} );
