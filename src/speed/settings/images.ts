/**
 * Image optimisation's calls and texts: the admin-ajax call `vista_speed_images` (task + nonce)
 * answers the bulk job's progress, or `error` with a message.
 */
import { __, sprintf } from '@wordpress/i18n';

export type Task = 'status' | 'start' | 'stop' | 'resume' | 'undo';
export type JobStatus = 'idle' | 'running' | 'stopped' | 'done';

export interface ImageProgress {
	mode: 'convert' | 'undo';
	status: JobStatus;
	done: number;
	total: number;
	percent: number;
	savedBytes: number;
	converted: number;
	formats: string[];
	support: Record< string, boolean >;
}

export interface ImagesConfig {
	ajaxUrl: string;
	nonce: string;
	progress: ImageProgress;
}

/** How often the screen asks for the progress while the job runs (ms). */
export const POLL_MS = 2000;

/**
 * Asks the server to do a task and answers the progress; throws the server's message on refusal.
 * @param config The screen's address and nonce.
 * @param task   What to do.
 */
export async function imagesCall(
	config: Pick< ImagesConfig, 'ajaxUrl' | 'nonce' >,
	task: Task
): Promise< ImageProgress > {
	const body = new FormData();
	body.append( 'action', 'vista_speed_images' );
	body.append( 'nonce', config.nonce );
	body.append( 'task', task );
	const response = await fetch( config.ajaxUrl, {
		method: 'POST',
		body,
		credentials: 'same-origin',
	} );
	const answer = ( await response.json().catch( () => null ) ) as
		( ImageProgress & { error?: number; message?: string } ) | null;
	if ( ! response.ok || ! answer || answer.error ) {
		throw new Error(
			answer?.message ??
				__( 'The server did not answer; try again.', 'vista-speed' )
		);
	}
	return answer;
}

/**
 * Bytes for people: 0 B, 950 B, 12.3 KB, 4.5 MB (1024-based, as WordPress's size_format()).
 * @param bytes A count of bytes.
 */
export function formatBytes( bytes: number ): string {
	const units = [ 'B', 'KB', 'MB', 'GB' ];
	let value = Math.max( 0, bytes );
	let unit = 0;
	while ( value >= 1024 && unit < units.length - 1 ) {
		value /= 1024;
		unit++;
	}
	return `${ unit === 0 ? value : value.toFixed( 1 ) } ${ units[ unit ] }`;
}

/**
 * The sentence under the progress bar.
 * @param progress The job's progress.
 */
export function progressText( progress: ImageProgress ): string {
	const counts = sprintf(
		/* translators: 1: images done, 2: images in all. */
		__( '%1$d of %2$d images', 'vista-speed' ),
		progress.done,
		progress.total
	);
	const undo = progress.mode === 'undo';
	switch ( progress.status ) {
		case 'running':
			return undo
				? sprintf(
						/* translators: %s: "3 of 12 images". */
						__( 'Removing the copies: %s…', 'vista-speed' ),
						counts
					)
				: sprintf(
						/* translators: %s: "3 of 12 images". */
						__( 'Converting: %s…', 'vista-speed' ),
						counts
					);
		case 'stopped':
			return sprintf(
				/* translators: %s: "3 of 12 images". */
				__( 'Stopped after %s.', 'vista-speed' ),
				counts
			);
		case 'done':
			return undo
				? __( 'Done: the copies are removed.', 'vista-speed' )
				: sprintf(
						/* translators: %s: "12 of 12 images". */
						__( 'Done: %s converted.', 'vista-speed' ),
						counts
					);
		default:
			return __( 'No conversion has run yet.', 'vista-speed' );
	}
}
