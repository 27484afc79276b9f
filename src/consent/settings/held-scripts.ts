/**
 * Editing the list of held-back scripts: pure helpers over the rows, so the list editor stays a
 * thin view and the rules are unit tested.
 */
import type { Category, HeldScript } from './types';

/** Includes/Settings.php: MAX_HELD_SCRIPTS. */
export const MAX_HELD_SCRIPTS = 50;

/** Includes/Settings.php: the characters a handle may use. */
const HANDLE_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;

export const CATEGORIES: readonly Category[] = [ 'statistics', 'marketing' ];

/**
 * The rows with a new, empty one at the end (unless the list is full).
 * @param rows     Current rows.
 * @param category Category of the new row.
 */
export function addRow(
	rows: HeldScript[],
	category: Category = 'statistics'
): HeldScript[] {
	return rows.length >= MAX_HELD_SCRIPTS
		? rows
		: [ ...rows, { handle: '', category } ];
}

/**
 * The rows without the one at `index`.
 * @param rows  Current rows.
 * @param index Row to remove.
 */
export function removeRow( rows: HeldScript[], index: number ): HeldScript[] {
	return rows.filter( ( _row, i ) => i !== index );
}

/**
 * The rows with one row changed.
 * @param rows   Current rows.
 * @param index  Row to change.
 * @param change Fields to set.
 */
export function updateRow(
	rows: HeldScript[],
	index: number,
	change: Partial< HeldScript >
): HeldScript[] {
	return rows.map( ( row, i ) =>
		i === index ? { ...row, ...change } : row
	);
}

/**
 * The rows as they are saved: handles trimmed, rows without a handle left out.
 * @param rows Rows as edited.
 */
export function rowsForSaving( rows: HeldScript[] ): HeldScript[] {
	return rows
		.map( ( row ) => ( { ...row, handle: row.handle.trim() } ) )
		.filter( ( row ) => row.handle !== '' );
}

/**
 * Whether a handle uses only the characters the server accepts ('' counts as valid: an empty row
 * is left out when saving).
 * @param handle Handle as typed.
 */
export function isValidHandle( handle: string ): boolean {
	const trimmed = handle.trim();
	return trimmed === '' || HANDLE_PATTERN.test( trimmed );
}

/**
 * Indexes of rows whose handle already appears in an earlier row (the server keeps one entry per
 * handle, with the last row's category).
 * @param rows Rows as edited.
 */
export function duplicateRows( rows: HeldScript[] ): number[] {
	const seen = new Set< string >();
	const duplicates: number[] = [];
	rows.forEach( ( row, index ) => {
		const handle = row.handle.trim();
		if ( handle === '' ) {
			return;
		}
		if ( seen.has( handle ) ) {
			duplicates.push( index );
		}
		seen.add( handle );
	} );
	return duplicates;
}
