/**
 * Image optimisation's texts on the settings screen (issue 16): the sentence under the progress
 * bar for each state of the job, and bytes as WordPress's size_format() writes them.
 */
import {
	formatBytes,
	progressText,
	type ImageProgress,
} from '../../../../src/speed/settings/images';

const progress = ( change: Partial< ImageProgress > ): ImageProgress => ( {
	mode: 'convert',
	status: 'idle',
	done: 0,
	total: 12,
	percent: 0,
	savedBytes: 0,
	converted: 0,
	formats: [ 'webp' ],
	support: { webp: true, avif: false },
	...change,
} );

describe( 'image optimisation texts', () => {
	it( 'says how far the job got in each state', () => {
		expect( progressText( progress( {} ) ) ).toBe(
			'No conversion has run yet.'
		);
		expect(
			progressText( progress( { status: 'running', done: 3 } ) )
		).toBe( 'Converting: 3 of 12 images…' );
		expect(
			progressText( progress( { status: 'stopped', done: 3 } ) )
		).toBe( 'Stopped after 3 of 12 images.' );
		expect( progressText( progress( { status: 'done', done: 12 } ) ) ).toBe(
			'Done: 12 of 12 images converted.'
		);
		expect(
			progressText(
				progress( { mode: 'undo', status: 'running', done: 5 } )
			)
		).toBe( 'Removing the copies: 5 of 12 images…' );
		expect(
			progressText( progress( { mode: 'undo', status: 'done' } ) )
		).toBe( 'Done: the copies are removed.' );
	} );

	it( 'writes bytes in 1024 steps with one decimal past bytes', () => {
		expect( formatBytes( 0 ) ).toBe( '0 B' );
		expect( formatBytes( 1023 ) ).toBe( '1023 B' );
		expect( formatBytes( 1024 ) ).toBe( '1.0 KB' );
		expect( formatBytes( 1536 ) ).toBe( '1.5 KB' );
		expect( formatBytes( 5 * 1024 * 1024 ) ).toBe( '5.0 MB' );
		expect( formatBytes( -10 ) ).toBe( '0 B' );
	} );
} );
