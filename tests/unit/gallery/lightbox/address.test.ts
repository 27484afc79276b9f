/**
 * The lightbox address hash `#bwg{galleryId}/{imageId}` (000 §2.1): read on page load, acted on
 * only with the gallery marker; written for the image shown, removed on close.
 */
import {
	galleryHash,
	imageAddress,
	parseGalleryHash,
	plainAddress,
} from '../../../../src/gallery/lightbox/address';

describe( 'parseGalleryHash', () => {
	it.each( [
		[ '#bwg12/345', { galleryId: 12, imageId: 345 } ],
		[ 'bwg1/2', { galleryId: 1, imageId: 2 } ],
		[ '#bwg12%2F345', { galleryId: 12, imageId: 345 } ],
	] )( '%s names a gallery and an image', ( hash, expected ) =>
		expect( parseGalleryHash( hash ) ).toEqual( expected )
	);

	it.each( [
		'',
		'#',
		'#top',
		'#12/345',
		'#bwg',
		'#bwg12',
		'#bwg12/',
		'#bwg/345',
		'#bwg0/5',
		'#bwg5/0',
		'#bwg-1/5',
		'#bwg01/5',
		'#bwgabc/5',
		'#bwg1/2/3',
		'#bwg1/2x',
		'#xbwg1/2',
		'#bwg1.5/2',
		'#bwg99999999999999999999/1',
		'#bwg1/2<script>',
		'#bwg%E0%A4%A',
		'#BWG1/2',
	] )( '%j is not acted on', ( hash ) =>
		expect( parseGalleryHash( hash ) ).toBeNull()
	);
} );

describe( 'address hash', () => {
	it( 'formats and reads #bwg{galleryId}/{imageId}', () => {
		expect( galleryHash( 7, 42 ) ).toBe( '#bwg7/42' );
		expect( parseGalleryHash( galleryHash( 7, 42 ) ) ).toEqual( {
			galleryId: 7,
			imageId: 42,
		} );
	} );

	it( 'ignores a hash without the gallery marker', () => {
		expect( parseGalleryHash( '#7/42' ) ).toBeNull();
		expect( parseGalleryHash( '#comments' ) ).toBeNull();
		expect( parseGalleryHash( '#bwg7' ) ).toBeNull();
	} );

	it( 'replaces the hash of an address, and removes it', () => {
		expect( imageAddress( 'https://a.test/p/?x=1#top', 3, 9 ) ).toBe(
			'https://a.test/p/?x=1#bwg3/9'
		);
		expect( plainAddress( 'https://a.test/p/?x=1#bwg3/9' ) ).toBe(
			'https://a.test/p/?x=1'
		);
		expect( plainAddress( 'https://a.test/p/' ) ).toBe(
			'https://a.test/p/'
		);
	} );
} );
