<?php
/**
 * New uploads get their copies as soon as WordPress has made their sizes, when the owner switched
 * that on; a deleted image takes its copies with it.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Images;

defined( 'ABSPATH' ) || exit;

use Vista\Speed\Settings;

/**
 * The upload and deletion hooks.
 */
final class Uploads {

	/**
	 * Converts a new upload (all its sizes) once its metadata is stored.
	 *
	 * @param mixed $metadata      The metadata WordPress made.
	 * @param int   $attachment_id Attachment.
	 * @return mixed The metadata, unchanged.
	 */
	public static function convert( $metadata, $attachment_id ) {
		if ( ! Settings::get()['convert_uploads'] || ! is_array( $metadata ) || ! ImageCopies::is_convertible( (int) $attachment_id ) ) {
			return $metadata;
		}
		// The sizes are on disk but the metadata listing them is stored only after this filter.
		wp_update_attachment_metadata( (int) $attachment_id, $metadata );
		if ( null !== ImageCopies::convert( (int) $attachment_id, ImageCopies::formats() ) ) {
			update_option( BulkJob::OPTIMISED_OPTION, time(), false );
		}
		return $metadata;
	}

	/**
	 * Removes the copies of an image being deleted (WordPress deletes only the files it knows).
	 *
	 * @param int $attachment_id Attachment.
	 */
	public static function forget( $attachment_id ): void {
		ImageCopies::remove( (int) $attachment_id );
	}
}
