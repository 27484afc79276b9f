/* eslint-disable no-bitwise -- CRC-32 is bit arithmetic. */
/**
 * Small valid PNG files drawn on the fly, for upload tests: a plain colour of any size.
 */
import zlib from 'zlib';

const CRC_TABLE = Array.from( { length: 256 }, ( _, n ) => {
	let c = n;
	for ( let k = 0; k < 8; k++ ) {
		c = c & 1 ? 0xedb88320 ^ ( c >>> 1 ) : c >>> 1;
	}
	return c >>> 0;
} );

function crc32( data: Buffer ): number {
	let crc = 0xffffffff;
	for ( const byte of data ) {
		crc = CRC_TABLE[ ( crc ^ byte ) & 0xff ] ^ ( crc >>> 8 );
	}
	return ( crc ^ 0xffffffff ) >>> 0;
}

function chunk( type: string, data: Buffer ): Buffer {
	const length = Buffer.alloc( 4 );
	length.writeUInt32BE( data.length );
	const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
	const crc = Buffer.alloc( 4 );
	crc.writeUInt32BE( crc32( body ) );
	return Buffer.concat( [ length, body, crc ] );
}

/**
 * A PNG of one colour.
 * @param width  Width in pixels.
 * @param height Height in pixels.
 * @param rgb    The colour.
 */
export function solidPng(
	width: number,
	height: number,
	rgb: [ number, number, number ]
): Buffer {
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header[ 8 ] = 8; // bit depth
	header[ 9 ] = 2; // truecolour
	const row = Buffer.concat( [
		Buffer.from( [ 0 ] ),
		...Array.from( { length: width }, () => Buffer.from( rgb ) ),
	] );
	const pixels = Buffer.concat( Array.from( { length: height }, () => row ) );
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', zlib.deflateSync( pixels ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}
