/**
 * The value rules of 001 §5 as pure functions of strings, so each is tested on its own; which rule
 * applies to which control is decided in controls.ts.
 */

/**
 * 001 §5: an address typed without http:// or https:// gets http:// in front.
 * @param value What the visitor typed.
 */
export function withUrlScheme( value: string ): string {
	const trimmed = value.trim();
	if (
		trimmed === '' ||
		trimmed.startsWith( 'http://' ) ||
		trimmed.startsWith( 'https://' )
	) {
		return trimmed;
	}
	return `http://${ trimmed }`;
}

export function isValidUrl( value: string ): boolean {
	if ( /\s/.test( value ) ) {
		return false;
	}
	try {
		const url = new URL( value );
		return (
			/^(https?|ftp):$/.test( url.protocol ) &&
			( url.hostname.includes( '.' ) || url.hostname === 'localhost' ) &&
			! url.hostname.startsWith( '.' ) &&
			! url.hostname.endsWith( '.' )
		);
	} catch {
		return false;
	}
}

/**
 * A decimal number, optionally negative, with optional thousands commas.
 * @param value Value typed.
 */
export function isValidNumber( value: string ): boolean {
	return /^(?:-?\d+|-?\d{1,3}(?:,\d{3})+)?(?:\.\d+)?$/.test( value.trim() );
}

/**
 * 001 §5: only digits, parentheses, hyphen, plus and whitespace, and at least one digit.
 * @param value The phone number as typed (never empty here: empty is the required rule's case).
 */
export function isValidPhone( value: string ): boolean {
	return ! /[^\d()\-+\s]/.test( value ) && /\d/.test( value );
}

export { limitFrom, wordCount } from './lengths';
