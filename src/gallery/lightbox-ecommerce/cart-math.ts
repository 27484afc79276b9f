/**
 * The panel's arithmetic (000 §5): prices as cents so sums never drift, totals shown with two
 * decimals and comma thousands ("1,234.50"), and the quantity rule (below 1 becomes 1). The server
 * prices the cart itself; these only show the visitor what to expect.
 */

/** Most of one item in a cart (the server refuses more). */
export const MAX_QUANTITY = 1000;

/**
 * Cents of a price as the server writes it in `data-price` ("12.50", "-3.00"); 0 when unreadable.
 * @param text The price.
 */
export function parseCents( text: string | null | undefined ): number {
	const match = /^\s*([+-]?)(\d+)(?:\.(\d{1,2}))?\s*$/.exec( text ?? '' );
	if ( ! match ) {
		return 0;
	}
	const cents =
		Number( match[ 2 ] ) * 100 +
		Number( ( match[ 3 ] ?? '' ).padEnd( 2, '0' ) );
	return match[ 1 ] === '-' ? -cents : cents;
}

/**
 * An amount with two decimals and comma thousands: 123450 → "1,234.50".
 * @param cents Amount.
 */
export function formatAmount( cents: number ): string {
	const sign = cents < 0 ? '-' : '';
	const absolute = Math.abs( Math.round( cents ) );
	const whole = Math.floor( absolute / 100 )
		.toString()
		.replace( /\B(?=(\d{3})+(?!\d))/g, ',' );
	const fraction = ( absolute % 100 ).toString().padStart( 2, '0' );
	return `${ sign }${ whole }.${ fraction }`;
}

/**
 * An amount with the currency symbol, as the server shows it: "$1,234.50", "-$3.00".
 * @param cents  Amount.
 * @param symbol Currency symbol.
 */
export function formatMoney( cents: number, symbol: string ): string {
	return cents < 0
		? `-${ symbol }${ formatAmount( -cents ) }`
		: `${ symbol }${ formatAmount( cents ) }`;
}

/**
 * The quantity rule: a whole number from 1 to MAX_QUANTITY; below 1 (or unreadable) becomes 1,
 * above the limit becomes the limit, decimals are dropped.
 * @param raw What the visitor typed.
 */
export function normalizeQuantity( raw: string | number ): number {
	const value = typeof raw === 'number' ? raw : Number( raw.trim() );
	if ( ! Number.isFinite( value ) || value < 1 ) {
		return 1;
	}
	return Math.min( MAX_QUANTITY, Math.floor( value ) );
}

/**
 * Total of a print or product: (base + every chosen difference) × quantity, never below 0 a unit.
 * @param baseCents   The item's price (or the list's manual price).
 * @param differences Price differences of the chosen values, in cents.
 * @param quantity    Quantity (normalised here).
 */
export function manualTotal(
	baseCents: number,
	differences: number[],
	quantity: number
): number {
	const unit = differences.reduce( ( sum, cents ) => sum + cents, baseCents );
	return Math.max( 0, unit ) * normalizeQuantity( quantity );
}

/**
 * Total of the chosen downloads.
 * @param prices Prices of the checked downloads, in cents.
 */
export function downloadsTotal( prices: number[] ): number {
	return prices.reduce( ( sum, cents ) => sum + cents, 0 );
}
