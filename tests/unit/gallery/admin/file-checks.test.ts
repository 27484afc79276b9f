import {
	checkFile,
	fileType,
	formatSize,
	isHiddenFile,
} from '../../../../src/gallery/admin/file-checks';
import { importCounts } from '../../../../src/gallery/admin/import-queue';

const options = { maxSize: 1000, types: [ 'image/jpeg', 'image/png' ] };

describe( 'file checks before an import', () => {
	it( 'accepts images of an accepted type and size', () => {
		expect(
			checkFile(
				{ name: 'a.jpg', size: 10, type: 'image/jpeg' },
				options
			)
		).toBeNull();
	} );

	it( 'names what is wrong', () => {
		expect(
			checkFile(
				{ name: 'a.txt', size: 10, type: 'text/plain' },
				options
			)
		).toBe( 'not-image' );
		expect(
			checkFile( { name: 'a.gif', size: 10, type: 'image/gif' }, options )
		).toBe( 'type' );
		expect(
			checkFile( { name: 'a.png', size: 0, type: 'image/png' }, options )
		).toBe( 'empty' );
		expect(
			checkFile(
				{ name: 'a.png', size: 1001, type: 'image/png' },
				options
			)
		).toBe( 'too-large' );
	} );

	it( 'reads the type from the extension when the browser gives none', () => {
		expect( fileType( { name: 'IMG.JPEG', size: 1, type: '' } ) ).toBe(
			'image/jpeg'
		);
		expect(
			checkFile( { name: 'photo.png', size: 10, type: '' }, options )
		).toBeNull();
		expect( fileType( { name: 'README', size: 1, type: '' } ) ).toBe( '' );
	} );

	it( 'skips hidden files of a folder', () => {
		expect( isHiddenFile( { name: '.DS_Store', size: 1, type: '' } ) ).toBe(
			true
		);
		expect( isHiddenFile( { name: 'a.jpg', size: 1, type: '' } ) ).toBe(
			false
		);
	} );

	it( 'formats sizes', () => {
		expect( formatSize( 512 ) ).toBe( '512 B' );
		expect( formatSize( 1536 ) ).toBe( '1.5 KB' );
		expect( formatSize( 8 * 1024 * 1024 ) ).toBe( '8 MB' );
	} );

	it( 'counts progress without the refused files', () => {
		const entry = (
			status: 'waiting' | 'done' | 'failed' | 'refused'
		) => ( {
			key: status,
			name: status,
			size: 1,
			status,
		} );
		expect(
			importCounts( [
				entry( 'done' ),
				entry( 'failed' ),
				entry( 'refused' ),
				entry( 'waiting' ),
			] )
		).toEqual( { total: 3, done: 1, failed: 1, finished: 2, refused: 1 } );
	} );
} );
