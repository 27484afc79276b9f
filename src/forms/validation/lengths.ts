/*
 * Minimum words and characters (001 §5), which plain forms use too, and the data-attribute limits.
 */

/**
 * Words of the trimmed value split on whitespace.
 * @param value Value typed.
 */
export function wordCount( value: string ): number {
	const trimmed = value.trim();
	return trimmed === '' ? 0 : trimmed.split( /\s+/ ).length;
}

/**
 * A positive limit from a data attribute; 0 when absent or not a number (no limit).
 * @param raw Attribute value.
 */
export function limitFrom( raw: string | null | undefined ): number {
	const limit = parseInt( raw ?? '', 10 );
	return Number.isFinite( limit ) && limit > 0 ? limit : 0;
}
