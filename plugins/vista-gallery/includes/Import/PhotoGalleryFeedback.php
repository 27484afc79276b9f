<?php
/**
 * Writes the ratings and comments of Photo Gallery by 10Web as Vista's: a rating as a row of the
 * ratings table (RatingStore) under a visitor key of its own per original rating, so a second run
 * updates the same row; a comment as a WordPress comment on the image's attachment, published or
 * held as it was, without the notifications and checks of a new visitor comment.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Feedback\RatingStore;
use Vista\Gallery\Kit\ImportBatch;

/**
 * The ratings and comments stages of the import.
 */
final class PhotoGalleryFeedback {

	/**
	 * Ratings (`bwg_image_rate`): the rate rounded to whole stars, its date; the images' averages
	 * and counts recounted.
	 *
	 * @param list<object> $rows  Rows.
	 * @param ImportBatch  $batch The step.
	 */
	public function ratings( array $rows, ImportBatch $batch ): void {
		global $wpdb;
		RatingStore::upgrade();
		$table   = RatingStore::table();
		$touched = array();
		foreach ( $rows as $row ) {
			$image = $batch->target( 'images', $row->image_id );
			if ( null === $image ) {
				$batch->skipped( 'ratings', $row->id, __( 'The rated image was not imported.', 'vista-gallery' ) );
				continue;
			}
			$fields   = array(
				'image_id' => $image,
				// The original kept the visitor's IP address; Vista's key is opaque: one per original rating.
				'visitor'  => 'photo-gallery:' . (int) $row->id,
				'rate'     => max( 1, min( RatingStore::MAX_RATE, (int) round( (float) $row->rate ) ) ),
				'created'  => self::date( (string) $row->date ),
			);
			$existing = $batch->target( 'ratings', $row->id );
			// SQL: our own table; the look-up is by its primary key.
			$found = null !== $existing && null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE id = %d", $existing ) );
			if ( $found ) {
				$wpdb->update( $table, $fields, array( 'id' => $existing ), array( '%d', '%s', '%d', '%s' ), array( '%d' ) );
				$id = (int) $existing;
			} else {
				$wpdb->delete( $table, array( 'image_id' => $image, 'visitor' => $fields['visitor'] ), array( '%d', '%s' ) );
				$wpdb->insert( $table, $fields, array( '%d', '%s', '%d', '%s' ) );
				$id = (int) $wpdb->insert_id;
			}
			$batch->imported( 'ratings', $row->id, $id );
			$touched[ $image ] = true;
		}
		foreach ( array_keys( $touched ) as $image ) {
			RatingStore::refresh_summary( $image );
		}
	}

	/**
	 * Comments (`bwg_image_comment`): name, email, address, text, date and whether published.
	 *
	 * @param list<object> $rows  Rows.
	 * @param ImportBatch  $batch The step.
	 */
	public function comments( array $rows, ImportBatch $batch ): void {
		foreach ( $rows as $row ) {
			$image = $batch->target( 'images', $row->image_id );
			if ( null === $image ) {
				$batch->skipped( 'comments', $row->id, __( 'The image it was written on was not imported.', 'vista-gallery' ) );
				continue;
			}
			$date    = self::date( (string) $row->date );
			$comment = array(
				'comment_post_ID'      => $image,
				'comment_author'       => sanitize_text_field( (string) $row->name ),
				'comment_author_email' => sanitize_email( (string) $row->mail ),
				'comment_author_url'   => esc_url_raw( (string) $row->url ),
				'comment_content'      => wp_kses_post( (string) $row->comment ),
				'comment_date'         => get_date_from_gmt( $date ),
				'comment_date_gmt'     => $date,
				'comment_approved'     => (int) $row->published ? 1 : 0,
				'comment_type'         => 'comment',
			);
			$existing = $batch->target( 'comments', $row->id ) ?? PhotoGalleryOrigin::comment( $row->id );
			if ( null !== $existing && get_comment( $existing ) instanceof \WP_Comment ) {
				$comment['comment_ID'] = $existing;
				wp_update_comment( $comment );
				$id = $existing;
			} else {
				$comment['comment_meta'] = array( PhotoGalleryOrigin::META => PhotoGalleryOrigin::mark( 'comments', $row->id ) );
				$id                      = (int) wp_insert_comment( $comment );
			}
			if ( $id <= 0 ) {
				$batch->skipped( 'comments', $row->id, __( 'The comment could not be saved.', 'vista-gallery' ) );
				continue;
			}
			$batch->imported( 'comments', $row->id, $id );
		}
	}

	/**
	 * A stored date as 'Y-m-d H:i:s' UTC: the original writes PHP's date(), which WordPress keeps
	 * in UTC (frontend/controllers/BWGControllerGalleryBox.php of the release cited in
	 * PhotoGalleryTables).
	 *
	 * @param string $date As stored.
	 */
	public static function date( string $date ): string {
		$time = strtotime( $date . ' UTC' );
		return gmdate( 'Y-m-d H:i:s', false === $time ? time() : $time );
	}
}
