/**
 * The importer's REST steps (kit/ImportRoute.php), through api-fetch (which adds the nonce).
 */
import apiFetch from '@wordpress/api-fetch';
import type { ImporterPayload } from './types';

export interface ImporterApi {
	/** What was found and where the run stands. */
	read: () => Promise< ImporterPayload >;
	/** Starts a run. */
	start: () => Promise< ImporterPayload >;
	/** Takes the run on for a few seconds. */
	advance: () => Promise< ImporterPayload >;
}

/**
 * The calls of one importer.
 * @param path The importer's route.
 */
export function importerApi( path: string ): ImporterApi {
	return {
		read: () => apiFetch< ImporterPayload >( { path } ),
		start: () =>
			apiFetch< ImporterPayload >( {
				path: `${ path }/start`,
				method: 'POST',
			} ),
		advance: () =>
			apiFetch< ImporterPayload >( {
				path: `${ path }/advance`,
				method: 'POST',
			} ),
	};
}

/**
 * The server's reason for a refused call, when it gave one.
 * @param error What api-fetch rejected with.
 */
export function reasonOf( error: unknown ): string | null {
	if ( error && typeof error === 'object' && 'message' in error ) {
		const message = ( error as { message?: unknown } ).message;
		return typeof message === 'string' && message !== '' ? message : null;
	}
	return null;
}
