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

/** A file offered for import, and its row in the list. */
export interface QueuedFile< F > {
	entry: ImportEntry;
	file: F;
}

/** What the queue needs of a File: a folder's files also carry their path in the folder. */
export interface QueueableFile {
	name: string;
	size: number;
	webkitRelativePath?: string;
}

/**
 * The rows for files just chosen or dropped: hidden files left out, each file named by its path in
 * a chosen folder, and refused at once when the checks found something wrong with it.
 * @param files     The files, in the order given.
 * @param isHidden  Whether a file is left out without a word.
 * @param refusal   Why a file is refused, or undefined when it may be uploaded.
 * @param uniqueKey A key no other row has, even for a file offered twice.
 */
export function queueFiles< F extends QueueableFile >(
	files: readonly F[],
	isHidden: ( file: F ) => boolean,
	refusal: ( file: F ) => string | undefined,
	uniqueKey: ( file: F ) => string
): QueuedFile< F >[] {
	return files
		.filter( ( file ) => ! isHidden( file ) )
		.map( ( file ) => {
			const message = refusal( file );
			return {
				file,
				entry: {
					key: uniqueKey( file ),
					name: file.webkitRelativePath || file.name,
					size: file.size,
					status: message ? 'refused' : 'waiting',
					message,
				},
			};
		} );
}

/**
 * The list once new rows come: rows already uploaded make way, so a second batch starts clean,
 * while rows waiting, refused or failed stay in view.
 * @param current The rows shown.
 * @param added   The new rows.
 */
export function withAddedEntries(
	current: readonly ImportEntry[],
	added: readonly ImportEntry[]
): ImportEntry[] {
	return [
		...current.filter( ( entry ) => entry.status !== 'done' ),
		...added,
	];
}

/**
 * The list with one row changed.
 * @param entries The rows.
 * @param key     The row's key.
 * @param change  What changes.
 */
export function withEntryChange(
	entries: readonly ImportEntry[],
	key: string,
	change: Partial< ImportEntry >
): ImportEntry[] {
	return entries.map( ( entry ) =>
		entry.key === key ? { ...entry, ...change } : entry
	);
}

/**
 * The rows an import would upload now.
 * @param entries The rows.
 */
export function waitingEntries(
	entries: readonly ImportEntry[]
): ImportEntry[] {
	return entries.filter( ( entry ) => entry.status === 'waiting' );
}
