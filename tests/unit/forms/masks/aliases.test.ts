/**
 * The seven input-mask aliases of 001 §5, valid and invalid values of each, and the alias options
 * as Inputmask runs them: the library accepts and refuses what the pure validators do.
 */
import Inputmask from 'inputmask';
import {
	ALIAS_NAMES,
	ALIAS_OPTIONS,
	ALIAS_VALIDATORS,
	isIpPrefix,
	isSsnPrefix,
	isValidIp,
	isValidMaskEmail,
	isValidSsn,
	isValidVin,
	normalizeMaskEmail,
	normalizeVin,
} from '../../../../src/forms/masks/aliases';

describe( 'the aliases', () => {
	it( 'are exactly the seven of 001 §5, each with options and a validator', () => {
		expect( [ ...ALIAS_NAMES ].sort() ).toEqual(
			[ 'cssunit', 'email', 'ip', 'mac', 'ssn', 'url', 'vin' ].sort()
		);
		for ( const alias of ALIAS_NAMES ) {
			expect( ALIAS_OPTIONS[ alias ] ).toBeDefined();
			expect( typeof ALIAS_VALIDATORS[ alias ] ).toBe( 'function' );
		}
	} );
} );

describe( 'ip: each octet 0-255', () => {
	it.each( [ '0.0.0.0', '192.168.1.1', '255.255.255.255', '10.0.0.254' ] )(
		'accepts %s',
		( value ) => expect( isValidIp( value ) ).toBe( true )
	);
	it.each( [
		'256.0.0.1',
		'1.2.3',
		'1.2.3.4.5',
		'1.2.3.999',
		'a.b.c.d',
		'1..2.3',
		'',
		'1234.1.1.1',
	] )( 'refuses %s', ( value ) =>
		expect( isValidIp( value ) ).toBe( false )
	);
	it( 'lets a half-typed address on only while no octet passes 255', () => {
		expect( isIpPrefix( '192.16_.___.___' ) ).toBe( true );
		expect( isIpPrefix( '25_.___.___.___' ) ).toBe( true );
		expect( isIpPrefix( '300.___.___.___' ) ).toBe( false );
		expect( isIpPrefix( '1.2.3.256' ) ).toBe( false );
	} );
	it( 'is what the ip alias checks for completeness', () => {
		const complete = ALIAS_OPTIONS.ip.isComplete!;
		expect( complete( [ ...'10.1.2.3' ], {} ) ).toBe( true );
		expect( complete( [ ...'10.1.2.300' ], {} ) ).toBe( false );
	} );
} );

describe( 'email: local segments up to 64, domain segments up to 63, lower case', () => {
	const local64 = 'a'.repeat( 64 );
	const label63 = 'b'.repeat( 63 );
	it.each( [
		'jane@example.com',
		'jane.doe@mail.example.co',
		`${ local64 }@example.com`,
		`${ local64 }.${ local64 }@example.com`,
		`jane@${ label63 }.com`,
		"o'neil+tag@example.org",
	] )( 'accepts %s', ( value ) =>
		expect( isValidMaskEmail( value ) ).toBe( true )
	);
	it.each( [
		`${ 'a'.repeat( 65 ) }@example.com`,
		`jane@${ 'b'.repeat( 64 ) }.com`,
		'jane@localhost',
		'jane@a.b.c.d.e',
		'@example.com',
		'jane@exa_mple.com',
		'Jane@Example.com',
		'jane..doe@example.com',
	] )( 'refuses %s', ( value ) =>
		expect( isValidMaskEmail( value ) ).toBe( false )
	);
	it( 'lower-cases what is typed', () => {
		expect( normalizeMaskEmail( 'Jane@Example.COM' ) ).toBe(
			'jane@example.com'
		);
		expect( ALIAS_VALIDATORS.email( 'Jane@Example.COM' ) ).toBe( true );
		expect( ALIAS_OPTIONS.email.casing ).toBe( 'lower' );
	} );
} );

describe( 'vin: 13 alphanumerics without I, O, Q, then 4 digits, upper case', () => {
	it.each( [
		'1HGCM82633A004352',
		'JH4KA7561PC008269',
		'WVWZZZ1JZXW000001',
	] )( 'accepts %s', ( value ) =>
		expect( isValidVin( value ) ).toBe( true )
	);
	it.each( [
		'1HGCM82633A00435',
		'1HGCM82633A0043521',
		'1HGCM82633I004352',
		'1HGCM8263OA004352',
		'1HGCQ82633A004352',
		'1HGCM82633A00435X',
		'',
	] )( 'refuses %s', ( value ) =>
		expect( isValidVin( value ) ).toBe( false )
	);
	it( 'upper-cases what is typed', () => {
		expect( normalizeVin( '1hgcm82633a004352' ) ).toBe(
			'1HGCM82633A004352'
		);
		expect( ALIAS_VALIDATORS.vin( '1hgcm82633a004352' ) ).toBe( true );
		expect( ALIAS_OPTIONS.vin.mask ).toBe( 'V{13}9{4}' );
	} );
} );

describe( 'ssn: 999-99-9999 without the invalid areas, groups, serials and numbers', () => {
	it.each( [ '123-45-6789', '001-01-0001', '899-99-9999', '665-12-3456' ] )(
		'accepts %s',
		( value ) => expect( isValidSsn( value ) ).toBe( true )
	);
	it.each( [
		[ '000-12-3456', 'area 000' ],
		[ '666-12-3456', 'area 666' ],
		[ '900-12-3456', 'area 9xx' ],
		[ '999-12-3456', 'area 9xx' ],
		[ '123-00-4567', 'group 00' ],
		[ '123-45-0000', 'serial 0000' ],
		[ '078-05-1120', 'the wallet-card number' ],
		[ '219-09-9999', 'the advertised number' ],
		[ '123456789', 'no dashes' ],
		[ '12-345-6789', 'wrong grouping' ],
	] )( 'refuses %s (%s)', ( value ) =>
		expect( isValidSsn( value ) ).toBe( false )
	);
	it( 'judges a half-typed buffer by what it already holds', () => {
		expect( isSsnPrefix( '12_-__-____' ) ).toBe( true );
		expect( isSsnPrefix( '666-__-____' ) ).toBe( false );
		expect( isSsnPrefix( '9__-__-____' ) ).toBe( false );
		expect( ALIAS_OPTIONS.ssn.mask ).toBe( '999-99-9999' );
	} );
} );

describe( 'built-in aliases: cssunit, url, mac', () => {
	it.each( [
		[ 'cssunit', '12px', true ],
		[ 'cssunit', '-1.5em', true ],
		[ 'cssunit', '100%', true ],
		[ 'cssunit', '12', false ],
		[ 'cssunit', 'px', false ],
		[ 'url', 'https://example.com/a', true ],
		[ 'url', 'ftp://files.example.com', true ],
		[ 'url', 'example.com', false ],
		[ 'mac', '00:1A:2b:3C:4d:5E', true ],
		[ 'mac', '00:1A:2B:3C:4D', false ],
		[ 'mac', '00:1G:2B:3C:4D:5E', false ],
	] as const )( '%s %s → %s', ( alias, value, valid ) =>
		expect( ALIAS_VALIDATORS[ alias ]( value ) ).toBe( valid )
	);
} );

describe( 'Inputmask with the aliases of 001 §5', () => {
	beforeAll( () => {
		Inputmask.extendAliases( ALIAS_OPTIONS );
	} );

	it.each( [
		[ 'ip', '192.168.1.1', true ],
		[ 'ip', '10.0.0.255', true ],
		[ 'ip', '300.1.1.1', false ],
		[ 'ssn', '123-45-6789', true ],
		[ 'ssn', '078-05-1120', false ],
		[ 'ssn', '219-09-9999', false ],
		[ 'ssn', '666-12-3456', false ],
		[ 'ssn', '123-00-4567', false ],
		[ 'ssn', '123-45-0000', false ],
		[ 'vin', '1HGCM82633A004352', true ],
		[ 'vin', '1HGCM82633I004352', false ],
		[ 'mac', '00:1A:2B:3C:4D:5E', true ],
		[ 'mac', '00:1A:2B:3C', false ],
	] as const )( '%s %s → %s', ( alias, value, valid ) =>
		expect( Inputmask.isValid( value, { alias } ) ).toBe( valid )
	);

	it( 'upper-cases a VIN and lower-cases an email as they are typed', () => {
		expect(
			Inputmask.format( '1hgcm82633a004352', { alias: 'vin' } )
		).toBe( '1HGCM82633A004352' );
		expect(
			Inputmask.format( 'Jane@Example.com', { alias: 'email' } )
		).toBe( 'jane@example.com' );
	} );
} );
