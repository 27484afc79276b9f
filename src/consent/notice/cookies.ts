/**
 * Reading and writing the consent cookies (000 §3.13).
 */

export interface CookieOptions {
	/** Lifetime in seconds. */
	seconds: number;
	path?: string;
	domain?: string;
	secure?: boolean;
}

export function readCookie(
	name: string,
	source: string = document.cookie
): string | null {
	for ( const part of source.split( ';' ) ) {
		const separator = part.indexOf( '=' );
		if ( separator > -1 && part.slice( 0, separator ).trim() === name ) {
			return decodeURIComponent( part.slice( separator + 1 ).trim() );
		}
	}
	return null;
}

export function cookieString(
	name: string,
	value: string,
	options: CookieOptions
): string {
	const expires = new Date( Date.now() + options.seconds * 1000 );
	return [
		`${ name }=${ encodeURIComponent( value ) }`,
		`expires=${ expires.toUTCString() }`,
		`max-age=${ Math.round( options.seconds ) }`,
		`path=${ options.path ?? '/' }`,
		options.domain ? `domain=${ options.domain }` : '',
		'SameSite=Lax',
		options.secure ? 'Secure' : '',
	]
		.filter( Boolean )
		.join( '; ' );
}

export function writeCookie(
	name: string,
	value: string,
	options: CookieOptions
): void {
	document.cookie = cookieString( name, value, options );
}

export function deleteCookie(
	name: string,
	options: Omit< CookieOptions, 'seconds' >
): void {
	document.cookie = cookieString( name, '', { ...options, seconds: -1 } );
}
