import {
	changedFields,
	draftAfterSave,
	numberInput,
	sameValue,
} from '../../../../src/shared/settings/draft';

describe( 'numberInput', () => {
	it( 'turns whole numbers into numbers and keeps anything else as typed', () => {
		expect( numberInput( '3600' ) ).toBe( 3600 );
		expect( numberInput( ' 60 ' ) ).toBe( 60 );
		expect( numberInput( '-5' ) ).toBe( -5 );
		expect( numberInput( '' ) ).toBe( '' );
		expect( numberInput( '1.5' ) ).toBe( '1.5' );
		expect( numberInput( '1e3' ) ).toBe( '1e3' );
	} );
} );

describe( 'sameValue', () => {
	it( 'compares primitives by identity and lists and objects by content', () => {
		expect( sameValue( 1, 1 ) ).toBe( true );
		expect( sameValue( 1, '1' ) ).toBe( false );
		expect( sameValue( [ 'a', 'b' ], [ 'a', 'b' ] ) ).toBe( true );
		expect( sameValue( [ 'a', 'b' ], [ 'b', 'a' ] ) ).toBe( false );
		expect( sameValue( [], [] ) ).toBe( true );
		expect( sameValue( [ { handle: 'ga' } ], [ { handle: 'ga' } ] ) ).toBe(
			true
		);
		expect( sameValue( null, {} ) ).toBe( false );
		expect( sameValue( [], '' ) ).toBe( false );
	} );
} );

describe( 'changedFields', () => {
	const saved = { name: 'a', count: 3, tags: [ 'x' ] };

	it( 'gives only the fields that differ', () => {
		expect( changedFields( saved, { ...saved } ) ).toEqual( {} );
		expect(
			changedFields( saved, {
				...saved,
				count: '-1',
				tags: [ 'x', 'y' ],
			} )
		).toEqual( { count: '-1', tags: [ 'x', 'y' ] } );
	} );

	it( 'compares and sends fields as they are saved', () => {
		const draft = { ...saved, tags: ' x \n' };
		const forSaving = ( key: keyof typeof draft, value: unknown ) =>
			key === 'tags'
				? String( value )
						.split( '\n' )
						.map( ( tag ) => tag.trim() )
						.filter( Boolean )
				: value;
		expect( changedFields( saved, draft, forSaving ) ).toEqual( {} );
		expect(
			changedFields( saved, { ...draft, tags: 'y' }, forSaving )
		).toEqual( { tags: [ 'y' ] } );
	} );
} );

describe( 'draftAfterSave', () => {
	it( 'takes the server’s values of what was sent', () => {
		const sent = { name: '  a ', count: 3 };
		expect( draftAfterSave( sent, sent, { name: 'a', count: 3 } ) ).toEqual(
			{ name: 'a', count: 3 }
		);
	} );

	it( 'keeps what was edited while the save was on its way', () => {
		const sent = { name: 'a', count: 3 };
		const current = { name: 'a', count: 4 };
		expect(
			draftAfterSave( current, sent, { name: 'A', count: 3 } )
		).toEqual( { name: 'A', count: 4 } );
	} );
} );
