<?php
/**
 * Hostile image text for escaping tests.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

/**
 * Writes a hostile title and description.
 */
trait HostileText {

	/**
	 * Writes a hostile title and description straight to the database, as an import or another
	 * plugin could, past the filters of wp_update_post().
	 *
	 * @param int $id Attachment.
	 */
	protected static function store_hostile_text( int $id ): void {
		global $wpdb;
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_title'   => '"><script>alert(1)</script><b onclick="x">',
				'post_content' => '<img src=x onerror=alert(2)>Calm & quiet',
			),
			array( 'ID' => $id )
		);
		clean_post_cache( $id );
	}
}
