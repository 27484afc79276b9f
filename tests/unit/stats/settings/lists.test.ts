import {
	extensionsToText,
	linesToList,
	listToLines,
	textToExtensions,
	toggleRole,
} from '../../../../src/stats/settings/lists';

describe( 'linesToList and listToLines', () => {
	it( 'gives one item per non-empty line, trimmed', () => {
		expect(
			linesToList( ' 10.0.0.1 \n\n192.168.1.0/24\r\n  \r2001:db8::/32\n' )
		).toEqual( [ '10.0.0.1', '192.168.1.0/24', '2001:db8::/32' ] );
	} );

	it( 'keeps the first of repeated lines, in the order typed', () => {
		expect( linesToList( '/b/\n/a/\n/b/\n /a/ ' ) ).toEqual( [
			'/b/',
			'/a/',
		] );
	} );

	it( 'gives an empty list for empty text', () => {
		expect( linesToList( '' ) ).toEqual( [] );
		expect( linesToList( '\n \n' ) ).toEqual( [] );
	} );

	it( 'keeps what the server will refuse, for it to say why', () => {
		expect( linesToList( '10.0.0.0/33\n<script>' ) ).toEqual( [
			'10.0.0.0/33',
			'<script>',
		] );
	} );

	it( 'round-trips a list', () => {
		const list = [ '/cart/*', '/checkout/' ];
		expect( listToLines( list ) ).toBe( '/cart/*\n/checkout/' );
		expect( linesToList( listToLines( list ) ) ).toEqual( list );
		expect( listToLines( [] ) ).toBe( '' );
	} );
} );

describe( 'textToExtensions and extensionsToText', () => {
	it( 'splits on commas, spaces, semicolons and lines', () => {
		expect( textToExtensions( 'pdf, zip docx;epub\nmp3,,' ) ).toEqual( [
			'pdf',
			'zip',
			'docx',
			'epub',
			'mp3',
		] );
	} );

	it( 'drops leading dots, lower-cases and removes repeats', () => {
		expect( textToExtensions( '.PDF, ..zip, pdf, Zip' ) ).toEqual( [
			'pdf',
			'zip',
		] );
	} );

	it( 'gives an empty list for empty text', () => {
		expect( textToExtensions( ' , ' ) ).toEqual( [] );
	} );

	it( 'round-trips a list', () => {
		const list = [ '7z', 'csv', 'pdf' ];
		expect( extensionsToText( list ) ).toBe( '7z, csv, pdf' );
		expect( textToExtensions( extensionsToText( list ) ) ).toEqual( list );
	} );
} );

describe( 'toggleRole', () => {
	const known = [ 'administrator', 'editor', 'author', 'subscriber' ];

	it( 'adds a checked role in the order of the site’s roles', () => {
		expect( toggleRole( [ 'subscriber' ], 'editor', true, known ) ).toEqual(
			[ 'editor', 'subscriber' ]
		);
	} );

	it( 'removes an unchecked role', () => {
		expect(
			toggleRole(
				[ 'administrator', 'editor' ],
				'administrator',
				false,
				known
			)
		).toEqual( [ 'editor' ] );
	} );

	it( 'drops roles the site no longer has, which the server would refuse', () => {
		expect(
			toggleRole( [ 'shop_manager', 'editor' ], 'author', true, known )
		).toEqual( [ 'editor', 'author' ] );
	} );

	it( 'does not repeat a role checked twice', () => {
		expect( toggleRole( [ 'editor' ], 'editor', true, known ) ).toEqual( [
			'editor',
		] );
	} );
} );
