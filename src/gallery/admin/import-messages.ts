/**
 * The texts of an import from this computer (Galleries → Import): why a file is refused, what the
 * screen reader hears as files are queued and uploaded, and the summary at the end.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { formatSize, type FileProblem } from './file-checks';
import type { ImportStatus } from './import-queue';

/**
 * Why a file is refused.
 * @param problem What the checks found.
 * @param maxSize The site's largest upload, in bytes.
 */
export function problemText( problem: FileProblem, maxSize: number ): string {
	switch ( problem ) {
		case 'not-image':
			return __( 'Not an image file.', 'vista-gallery' );
		case 'type':
			return __(
				'This image type is not accepted by the site.',
				'vista-gallery'
			);
		case 'empty':
			return __( 'The file is empty.', 'vista-gallery' );
		case 'too-large':
			return sprintf(
				/* translators: %s: largest size, e.g. "8 MB". */
				__( 'Larger than the %s the site accepts.', 'vista-gallery' ),
				formatSize( maxSize )
			);
	}
}

/**
 * Announced once files are chosen or dropped.
 * @param ready   Files that will be uploaded.
 * @param refused Files refused.
 */
export const queuedText = ( ready: number, refused: number ) =>
	sprintf(
		/* translators: 1: number of files ready, 2: number refused. */
		__( '%1$d files ready to import, %2$d refused.', 'vista-gallery' ),
		ready,
		refused
	);

/**
 * Announced as each upload starts.
 * @param index The file's place in the queue, from 0.
 * @param total Files in the queue.
 * @param name  The file's name.
 */
export const uploadingText = ( index: number, total: number, name: string ) =>
	sprintf(
		/* translators: 1: file number, 2: count, 3: file name. */
		__( 'Uploading %1$d of %2$d: %3$s', 'vista-gallery' ),
		index + 1,
		total,
		name
	);

/**
 * The summary of a finished import.
 * @param uploaded Files uploaded.
 * @param failed   Files that failed.
 */
export const completeText = ( uploaded: number, failed: number ) =>
	sprintf(
		/* translators: 1: number uploaded, 2: number failed. */
		__( 'Import complete: %1$d uploaded, %2$d failed.', 'vista-gallery' ),
		uploaded,
		failed
	);

/**
 * Added to the summary when the uploads went into a gallery.
 * @param count Images added.
 * @param title The gallery's title.
 */
export const addedToGalleryText = ( count: number, title: string ) =>
	sprintf(
		/* translators: 1: number of images, 2: gallery title. */
		_n(
			'%1$d image added to "%2$s".',
			'%1$d images added to "%2$s".',
			count,
			'vista-gallery'
		),
		count,
		title
	);

/** Each row's status as the list shows it. */
export const statusLabels = (): Record< ImportStatus, string > => ( {
	waiting: __( 'Waiting', 'vista-gallery' ),
	uploading: __( 'Uploading…', 'vista-gallery' ),
	done: __( 'Uploaded', 'vista-gallery' ),
	failed: __( 'Failed', 'vista-gallery' ),
	refused: __( 'Refused', 'vista-gallery' ),
} );
