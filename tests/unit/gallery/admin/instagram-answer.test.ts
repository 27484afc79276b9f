/**
 * Call 11's answer as the Instagram tab reads it (000 §7 call 11, §8 texts).
 */
import {
	alertText,
	readAnswer,
} from '../../../../src/gallery/admin/instagram-answer';

const wrap = ( json: string ) => `WD_delimiter_start${ json }WD_delimiter_end`;
const record = {
	id: 41,
	gallery_id: 7,
	name: 'Harbour',
	description: '<script>x</script>',
	filename: 'instagram-1.jpg',
	url: 'https://www.instagram.com/p/Cpost00001/',
	thumb_url: 'https://example.test/thumb.jpg',
	filetype: 'INSTAGRAM_IMAGE',
};

describe( 'call 11 answers', () => {
	it( 'reads the records between the delimiters, whatever else was echoed', () => {
		const outcome = readAnswer(
			`Notice: stray output\n${ wrap( JSON.stringify( [ record ] ) ) }`
		);
		expect( outcome ).toEqual( { kind: 'records', records: [ record ] } );
		expect( alertText( outcome ) ).toBeNull();
	} );

	it( 'shows an error element as "Error: {message}"', () => {
		const outcome = readAnswer(
			wrap(
				JSON.stringify( [ 'error', 'Instagram refused the token.' ] )
			)
		);
		expect( alertText( outcome ) ).toBe(
			'Error: Instagram refused the token.'
		);
	} );

	it( 'says it cannot get a response when the request failed or came back empty', () => {
		for ( const text of [ null, '', '0' ] ) {
			expect( alertText( readAnswer( text ) ) ).toBe(
				'Error: cannot get response from the server.'
			);
		}
	} );

	it( 'stops silently without the delimiters', () => {
		for ( const text of [
			'Access Denied',
			'<html>Bad gateway</html>',
			'WD_delimiter_end[]WD_delimiter_start',
		] ) {
			const outcome = readAnswer( text );
			expect( outcome ).toEqual( { kind: 'silent' } );
			expect( alertText( outcome ) ).toBeNull();
		}
	} );

	it( 'reports any other answer as an error adding the gallery', () => {
		for ( const json of [
			'{broken',
			'[]',
			'{"id":1}',
			JSON.stringify( [ { id: 'x' } ] ),
		] ) {
			expect( alertText( readAnswer( wrap( json ) ) ) ).toBe(
				'There is some error. Cannot add Instagram gallery.'
			);
		}
	} );
} );
