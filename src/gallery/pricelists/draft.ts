/**
 * Pure edits of a price list draft, so the editor stays a view.
 */
import type { Parameter, ParameterType, PriceList } from './types';

/**
 * Whether a type lists values (select, radio, checkboxes).
 * @param type Parameter type.
 */
export const hasValues = ( type: ParameterType ) => type >= 4;

export function emptyList(): PriceList {
	return {
		title: '',
		currency: 'USD',
		currency_symbol: '$',
		manual_price: '0.00',
		sections: [ 'manual' ],
		manual_items: [],
		parameters: [],
		downloads: [],
		galleries: [],
	};
}

export function newParameter(): Parameter {
	return { title: '', type: 4, values: [ { value: '', price: '+0.00' } ] };
}

/**
 * A list without one row.
 * @param rows  Rows.
 * @param index Index to drop.
 */
export function without< T >( rows: T[], index: number ): T[] {
	return rows.filter( ( _row, at ) => at !== index );
}

/**
 * A list with one row changed.
 * @param rows   Rows.
 * @param index  Index to change.
 * @param change Fields to set.
 */
export function withRow< T >(
	rows: T[],
	index: number,
	change: Partial< T >
): T[] {
	return rows.map( ( row, at ) =>
		at === index ? { ...row, ...change } : row
	);
}
