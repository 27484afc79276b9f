/**
 * The state of an import from this computer: the rows of the files offered, the files themselves
 * (kept out of state: React need not see them), the upload in progress, and its summary.
 */
import { useRef, useState } from '@wordpress/element';
import { speak } from '@wordpress/a11y';
import { adminConfig } from './config';
import { checkFile, isHiddenFile } from './file-checks';
import { problemText, queuedText, uploadingText } from './import-messages';
import {
	queueFiles,
	waitingEntries,
	withAddedEntries,
	withEntryChange,
	type ImportEntry,
} from './import-queue';
import { finishImport, uploadEach, type ImportResult } from './import-requests';

export function useFilesImport( galleryId: string ) {
	const config = adminConfig();
	const [ entries, setEntries ] = useState< ImportEntry[] >( [] );
	const files = useRef( new Map< string, File >() );
	const [ running, setRunning ] = useState( false );
	const [ result, setResult ] = useState< ImportResult | null >( null );
	// What the screen reader hears while the files upload.
	const [ status, setStatus ] = useState( '' );

	const addFiles = ( list: FileList | File[] | null ) => {
		const queued = queueFiles(
			Array.from( list ?? [] ),
			isHiddenFile,
			( file ) => {
				const problem = checkFile( file, {
					maxSize: config.maxUploadSize,
					types: config.imageTypes,
				} );
				return problem
					? problemText( problem, config.maxUploadSize )
					: undefined;
			},
			( file ) => `${ Date.now() }-${ Math.random() }-${ file.name }`
		);
		for ( const { entry, file } of queued ) {
			files.current.set( entry.key, file );
		}
		const added = queued.map( ( { entry } ) => entry );
		setResult( null );
		setEntries( ( current ) => withAddedEntries( current, added ) );
		const refused = added.filter(
			( entry ) => entry.status === 'refused'
		).length;
		speak( queuedText( added.length - refused, refused ) );
	};

	const update = ( key: string, change: Partial< ImportEntry > ) =>
		setEntries( ( current ) => withEntryChange( current, key, change ) );

	const start = async () => {
		setRunning( true );
		setResult( null );
		const queue = waitingEntries( entries );
		const { uploaded, failed } = await uploadEach( queue, files.current, {
			starting: ( entry, index ) => {
				setStatus( uploadingText( index, queue.length, entry.name ) );
				update( entry.key, { status: 'uploading' } );
			},
			uploaded: ( entry, attachmentId ) =>
				update( entry.key, { status: 'done', attachmentId } ),
			failed: ( entry, message ) =>
				update( entry.key, { status: 'failed', message } ),
		} );
		const summary = await finishImport( galleryId, uploaded, failed );
		setStatus( '' );
		setResult( summary );
		setRunning( false );
	};

	return {
		entries,
		running,
		result,
		clearResult: () => setResult( null ),
		status,
		addFiles,
		start,
	};
}
