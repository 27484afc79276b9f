/**
 * The requests of an import from this computer: the files uploaded one at a time (so the progress
 * bar moves and one failure stops nothing), then the new images appended to the chosen gallery.
 */
import { __ } from '@wordpress/i18n';
import { parseSaveError } from '@vista/shared/settings/errors';
import { readCollection, saveCollection, uploadFile } from './api';
import { addedToGalleryText, completeText } from './import-messages';
import type { ImportEntry } from './import-queue';
import { appendIds } from './ordering';

/** What the screen hears of each upload. */
export interface UploadProgress {
	starting: ( entry: ImportEntry, index: number ) => void;
	uploaded: ( entry: ImportEntry, attachmentId: number ) => void;
	failed: ( entry: ImportEntry, message: string ) => void;
}

/**
 * Uploads the queue in order; answers the new attachments' ids and the number that failed.
 * @param queue    The rows to upload.
 * @param files    The files by row key.
 * @param progress Told as each upload starts and ends.
 */
export async function uploadEach(
	queue: readonly ImportEntry[],
	files: ReadonlyMap< string, File >,
	progress: UploadProgress
): Promise< { uploaded: number[]; failed: number } > {
	const uploaded: number[] = [];
	let failed = 0;
	for ( const [ index, entry ] of queue.entries() ) {
		progress.starting( entry, index );
		const file = files.get( entry.key );
		try {
			if ( ! file ) {
				throw new Error( __( 'The file is gone.', 'vista-gallery' ) );
			}
			const id = await uploadFile( file );
			uploaded.push( id );
			progress.uploaded( entry, id );
		} catch ( failure ) {
			failed++;
			progress.failed(
				entry,
				parseSaveError(
					failure,
					__( 'The upload failed.', 'vista-gallery' )
				).message
			);
		}
	}
	return { uploaded, failed };
}

/** The notice at the end of an import. */
export interface ImportResult {
	status: 'success' | 'error' | 'warning';
	message: string;
}

/**
 * Appends the uploads to the gallery chosen, if any, and sums the import up: a warning when a file
 * failed or the gallery could not take the images.
 * @param galleryId The gallery's id, or '' for the Media Library only.
 * @param uploaded  The new attachments.
 * @param failed    Files that failed.
 */
export async function finishImport(
	galleryId: string,
	uploaded: readonly number[],
	failed: number
): Promise< ImportResult > {
	let message: string = completeText( uploaded.length, failed );
	let ok = failed === 0;
	const gallery = Number( galleryId );
	if ( gallery > 0 && uploaded.length > 0 ) {
		try {
			const current = await readCollection< number >(
				'vista-galleries',
				gallery
			);
			await saveCollection( 'vista-galleries', {
				...current,
				items: appendIds( current.items, uploaded ),
			} );
			message +=
				' ' + addedToGalleryText( uploaded.length, current.title );
		} catch ( failure ) {
			ok = false;
			message +=
				' ' +
				parseSaveError(
					failure,
					__(
						'The images could not be added to the gallery.',
						'vista-gallery'
					)
				).message;
		}
	}
	return { status: ok ? 'success' : 'warning', message };
}
