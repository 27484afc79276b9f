import {
	queueFiles,
	waitingEntries,
	withAddedEntries,
	withEntryChange,
	type ImportEntry,
} from '../../../../src/gallery/admin/import-queue';

const row = ( key: string, status: ImportEntry[ 'status' ] ): ImportEntry => ( {
	key,
	name: `${ key }.jpg`,
	size: 1,
	status,
} );

describe( 'the import queue', () => {
	const isHidden = ( file: { name: string } ) => file.name.startsWith( '.' );
	const refusal = ( file: { size: number } ) =>
		file.size === 0 ? 'The file is empty.' : undefined;
	const keyOf = ( file: { name: string } ) => `key-${ file.name }`;

	it( 'queues the files offered, refusing those the checks refuse', () => {
		const queued = queueFiles(
			[
				{ name: 'a.jpg', size: 10 },
				{ name: 'b.jpg', size: 0 },
			],
			isHidden,
			refusal,
			keyOf
		);
		expect( queued.map( ( { entry } ) => entry ) ).toEqual( [
			{
				key: 'key-a.jpg',
				name: 'a.jpg',
				size: 10,
				status: 'waiting',
				message: undefined,
			},
			{
				key: 'key-b.jpg',
				name: 'b.jpg',
				size: 0,
				status: 'refused',
				message: 'The file is empty.',
			},
		] );
		expect( queued[ 1 ].file.name ).toBe( 'b.jpg' );
	} );

	it( 'leaves hidden files out and names a folder’s files by their path', () => {
		const queued = queueFiles(
			[
				{
					name: '.DS_Store',
					size: 10,
					webkitRelativePath: 'trip/.DS_Store',
				},
				{ name: 'c.jpg', size: 10, webkitRelativePath: 'trip/c.jpg' },
			],
			isHidden,
			refusal,
			keyOf
		);
		expect( queued.map( ( { entry } ) => entry.name ) ).toEqual( [
			'trip/c.jpg',
		] );
	} );

	it( 'clears uploaded rows when new files come, keeping the others', () => {
		const next = withAddedEntries(
			[
				row( 'done', 'done' ),
				row( 'failed', 'failed' ),
				row( 'refused', 'refused' ),
			],
			[ row( 'new', 'waiting' ) ]
		);
		expect( next.map( ( { key } ) => key ) ).toEqual( [
			'failed',
			'refused',
			'new',
		] );
	} );

	it( 'changes one row only, and uploads only the waiting ones', () => {
		const rows = [ row( 'a', 'waiting' ), row( 'b', 'waiting' ) ];
		const next = withEntryChange( rows, 'a', {
			status: 'done',
			attachmentId: 7,
		} );
		expect( next[ 0 ] ).toMatchObject( {
			status: 'done',
			attachmentId: 7,
		} );
		expect( next[ 1 ] ).toBe( rows[ 1 ] );
		expect( waitingEntries( next ).map( ( { key } ) => key ) ).toEqual( [
			'b',
		] );
	} );
} );
