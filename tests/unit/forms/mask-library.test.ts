/**
 * The alias options as Inputmask runs them: the library accepts and refuses what the pure
 * validators do.
 */
import Inputmask from 'inputmask';
import { ALIAS_OPTIONS } from '../../../src/forms/masks/aliases';

beforeAll( () => {
	Inputmask.extendAliases( ALIAS_OPTIONS );
} );

describe( 'Inputmask with the aliases of 001 §5', () => {
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
