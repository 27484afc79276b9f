/**
 * Display helpers of the entries screen.
 */
import { __ } from '@wordpress/i18n';
import { siteDateTime } from '@vista/shared/site-date';

/**
 * A stored UTC time in the site's date and time formats and time zone.
 * @param iso ISO 8601 time.
 */
export function formatDate( iso: string ): string {
	return siteDateTime( iso );
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

/**
 * What an entry's status says beside its date; '' for a published entry. Entries sent through
 * Vista are published; other statuses come with entries imported from Everest Forms (issue 33),
 * so a spam or trashed entry there is not read as a live one here.
 * @param status The stored status.
 */
export function statusLabel( status: string | undefined ): string {
	switch ( status ) {
		case undefined:
		case 'publish':
			return '';
		case 'spam':
			return __( 'Spam', 'vista-forms' );
		case 'trash':
			return __( 'Trash', 'vista-forms' );
		case 'pending':
			return __( 'Pending approval', 'vista-forms' );
		case 'denied':
			return __( 'Denied', 'vista-forms' );
		case 'draft':
			return __( 'Draft', 'vista-forms' );
	}
	return status;
}
