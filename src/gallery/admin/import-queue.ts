/**
 * The state of an import: each file's status, and the counts the progress bar shows.
 */
export type ImportStatus =
	'waiting' | 'uploading' | 'done' | 'failed' | 'refused';

export interface ImportEntry {
	key: string;
	name: string;
	size: number;
	status: ImportStatus;
	/** Why the file was refused or failed. */
	message?: string;
	/** The new attachment's id. */
	attachmentId?: number;
}

export interface ImportCounts {
	/** Files that will be or were uploaded (not refused). */
	total: number;
	done: number;
	failed: number;
	/** Files handled so far (done or failed). */
	finished: number;
	refused: number;
}

export function importCounts( entries: readonly ImportEntry[] ): ImportCounts {
	const count = ( status: ImportStatus ) =>
		entries.filter( ( entry ) => entry.status === status ).length;
	const done = count( 'done' );
	const failed = count( 'failed' );
	const refused = count( 'refused' );
	return {
		total: entries.length - refused,
		done,
		failed,
		finished: done + failed,
		refused,
	};
}
