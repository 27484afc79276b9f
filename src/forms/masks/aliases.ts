/**
 * The seven input-mask aliases of 001 §5 (cssunit, url, ip, email, mac, vin, ssn).
 *
 * Each rule is a pure validator here, so it is tested without a browser, and the Inputmask
 * alias options are built from the same rules: the mask the visitor types into and the check
 * that decides whether the value is complete cannot drift apart. Inputmask itself is not
 * imported: this module stays usable in unit tests and costs nothing until a masked field loads
 * the masks chunk.
 */
import type Inputmask from 'inputmask';

export const ALIAS_NAMES = [
	'cssunit',
	'url',
	'ip',
	'email',
	'mac',
	'vin',
	'ssn',
] as const;
export type AliasName = ( typeof ALIAS_NAMES )[ number ];

export function isAliasName( name: string ): name is AliasName {
	return ( ALIAS_NAMES as readonly string[] ).includes( name );
}

/* cssunit, url and mac: Inputmask's built-in definitions, restated so every alias reads alike. */
const CSS_UNIT = /^[+-]?[0-9]+\.?([0-9]+)?(px|em|rem|ex|%|in|cm|mm|pt|pc)$/;
const URL_PATTERN = /^(https?|ftp):\/\/.+$/;
const MAC = /^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/;

export function isValidCssUnit( value: string ): boolean {
	return CSS_UNIT.test( value );
}

export function isValidMaskUrl( value: string ): boolean {
	return URL_PATTERN.test( value );
}

export function isValidMac( value: string ): boolean {
	return MAC.test( value );
}

/* ip: four dot-separated octets, each 0-255. */
function isOctet( part: string ): boolean {
	return /^[0-9]{1,3}$/.test( part ) && Number( part ) <= 255;
}

export function isValidIp( value: string ): boolean {
	const octets = value.split( '.' );
	return octets.length === 4 && octets.every( isOctet );
}

/**
 * Whether what has been typed so far can still become an address: no octet above 255. Mask
 * placeholders (anything not a digit or a dot) count as not typed yet.
 * @param typed Buffer text, placeholders included.
 */
export function isIpPrefix( typed: string ): boolean {
	return typed
		.split( '.' )
		.map( ( part ) => part.replace( /[^0-9]/g, '' ) )
		.every( ( digits ) => digits === '' || isOctet( digits ) );
}

/*
 * email: local part of up to four dot-separated segments of up to 64 characters each, domain of
 * two to four segments of up to 63 letters, digits or hyphens; the value is lower-cased.
 */
const LOCAL_CHARACTER =
	"[0-9\uFF11-\uFF19A-Za-z\u0410-\u044F\u0401\u0451\u00C0-\u00FF\u00B5!#$%&'*+/=?^_`{|}~-]";
const LOCAL_SEGMENT = new RegExp( `^${ LOCAL_CHARACTER }{1,64}$` );
const DOMAIN_SEGMENT = /^[0-9A-Za-z-]{1,63}$/;

export function normalizeMaskEmail( value: string ): string {
	return value.toLowerCase();
}

export function isValidMaskEmail( value: string ): boolean {
	const at = value.lastIndexOf( '@' );
	if ( at <= 0 || value !== normalizeMaskEmail( value ) ) {
		return false;
	}
	const local = value.slice( 0, at ).split( '.' );
	const domain = value.slice( at + 1 ).split( '.' );
	return (
		local.length <= 4 &&
		local.every( ( segment ) => LOCAL_SEGMENT.test( segment ) ) &&
		domain.length >= 2 &&
		domain.length <= 4 &&
		domain.every( ( segment ) => DOMAIN_SEGMENT.test( segment ) )
	);
}

/* vin: 13 letters or digits other than I, O and Q, then 4 digits; upper case. */
const VIN = /^[A-HJ-NPR-Z0-9]{13}[0-9]{4}$/;

export function normalizeVin( value: string ): string {
	return value.toUpperCase();
}

export function isValidVin( value: string ): boolean {
	return VIN.test( value );
}

/*
 * ssn: 999-99-9999, refusing area 000, 666 and 9xx, group 00, serial 0000 and the two numbers
 * known to be invalid (078-05-1120, the wallet-card number; 219-09-9999, an advertisement's).
 * `.` lets the same test run on a half-typed buffer, where placeholders stand for digits.
 */
const SSN_RULE =
	/^(?!219-09-9999|078-05-1120)(?!666|000|9.{2}).{3}-(?!00).{2}-(?!0{4}).{4}$/;

export function isSsnPrefix( buffer: string ): boolean {
	return SSN_RULE.test( buffer );
}

export function isValidSsn( value: string ): boolean {
	return (
		/^[0-9]{3}-[0-9]{2}-[0-9]{4}$/.test( value ) && SSN_RULE.test( value )
	);
}

/** The complete-value check of each alias, for validation after the mask has done its work. */
export const ALIAS_VALIDATORS: Record<
	AliasName,
	( value: string ) => boolean
> = {
	cssunit: isValidCssUnit,
	url: isValidMaskUrl,
	ip: isValidIp,
	email: ( value ) => isValidMaskEmail( normalizeMaskEmail( value ) ),
	mac: isValidMac,
	vin: ( value ) => isValidVin( normalizeVin( value ) ),
	ssn: isValidSsn,
};

const join = ( buffer: string[] ) => buffer.join( '' );

/** Inputmask options of each alias, registered with `Inputmask.extendAliases`. */
export const ALIAS_OPTIONS: Record< AliasName, Inputmask.Options > = {
	cssunit: { regex: CSS_UNIT.source.slice( 1, -1 ) },
	url: {
		regex: '(https?|ftp)://.*',
		autoUnmask: false,
		keepStatic: false,
	},
	ip: {
		mask: '9{1,3}.9{1,3}.9{1,3}.9{1,3}',
		greedy: false,
		inputmode: 'decimal',
		postValidation: ( buffer ) => isIpPrefix( join( buffer ) ),
		isComplete: ( buffer ) => isValidIp( join( buffer ) ),
	},
	email: {
		mask: '*{1,64}[.*{1,64}][.*{1,64}][.*{1,64}]@-{1,63}.-{1,63}[.-{1,63}][.-{1,63}]',
		greedy: false,
		casing: 'lower',
		inputmode: 'email',
		definitions: {
			'*': { validator: LOCAL_CHARACTER },
			'-': { validator: '[0-9A-Za-z-]' },
		},
		isComplete: ( buffer ) => isValidMaskEmail( join( buffer ) ),
	},
	mac: { mask: '##:##:##:##:##:##' },
	vin: {
		mask: 'V{13}9{4}',
		definitions: {
			V: { validator: '[A-HJ-NPR-Za-hj-npr-z\\d]', casing: 'upper' },
		},
		clearIncomplete: true,
		autoUnmask: true,
	},
	ssn: {
		mask: '999-99-9999',
		postValidation: ( buffer ) => isSsnPrefix( join( buffer ) ),
	},
};
