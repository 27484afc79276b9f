/**
 * Display helpers of the entries screen.
 */

/**
 * A stored UTC time in the browser's locale.
 * @param iso ISO 8601 time.
 */
export function formatDate( iso: string ): string {
	const date = new Date( iso );
	return Number.isNaN( date.getTime() ) ? iso : date.toLocaleString();
}

/**
 * A file size for people.
 * @param bytes Size.
 */
export function formatSize( bytes: number ): string {
	if ( bytes < 1024 ) {
		return `${ bytes } B`;
	}
	if ( bytes < 1024 * 1024 ) {
		return `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;
	}
	return `${ ( bytes / 1024 / 1024 ).toFixed( 1 ) } MB`;
}
