<?php
/**
 * Reads what Photo Gallery by 10Web left on the site: its tables, its tags and its options. Only
 * SELECTs: an import never changes the original's data.
 *
 * The facts come from the plugin's public source, release 1.8.30 (WordPress.org SVN mirrored at
 * github.com/common-repository/photo-gallery, commit dbeeb35a2b85014590acf1bb8d2a26e9a1dffb9b):
 * - insert.php, BWGInsert::tables(): the tables `bwg_gallery`, `bwg_album`, `bwg_album_gallery`
 *   (`is_album` 1: `alb_gal_id` is an album), `bwg_image`, `bwg_image_tag`, `bwg_image_rate`,
 *   `bwg_image_comment`, `bwg_shortcode` (`tagtext`: the attributes of `[Best_Wordpress_Gallery]`);
 * - admin/models/Galleries.php: image tags are WordPress terms of the taxonomy `bwg_tag`
 *   (`bwg_image_tag.tag_id` is the term id), an image's `date` is stored as 'Y-m-d H:i:s';
 * - framework/BWGOptions.php: the options are JSON in the option `wd_bwg_options`; files live in
 *   `<images_directory>/photo-gallery` (the uploads folder when `images_directory` is
 *   'wp-content/uploads'), an image's `image_url` and `thumb_url` relative to it, the untouched
 *   upload under `.original/` beside `thumb/`.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Read-only access to the original's data.
 */
final class PhotoGalleryTables {

	/** The taxonomy of the original's image tags. */
	public const TAG_TAXONOMY = 'bwg_tag';

	/** The option holding the original's settings, as JSON. */
	public const OPTIONS = 'wd_bwg_options';

	/** The tables an import reads, without the site's prefix. */
	public const TABLES = array( 'bwg_gallery', 'bwg_album', 'bwg_album_gallery', 'bwg_image', 'bwg_image_tag', 'bwg_image_rate', 'bwg_image_comment', 'bwg_shortcode' );

	/** @var array<string, bool> Which tables exist, asked once per request. */
	private array $exists = array();

	/**
	 * A table's full name.
	 *
	 * @param string $table One of TABLES.
	 */
	public static function table( string $table ): string {
		global $wpdb;
		return $wpdb->prefix . $table;
	}

	/**
	 * Whether the original made the table on this site.
	 *
	 * @param string $table One of TABLES.
	 */
	public function exists( string $table ): bool {
		global $wpdb;
		if ( ! isset( $this->exists[ $table ] ) ) {
			$name                   = self::table( $table );
			$this->exists[ $table ] = $name === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $name ) ) );
		}
		return $this->exists[ $table ];
	}

	/**
	 * How many rows a table holds (0 when it is missing).
	 *
	 * @param string $table One of TABLES.
	 */
	public function count( string $table ): int {
		global $wpdb;
		if ( ! $this->exists( $table ) ) {
			return 0;
		}
		// SQL: the table's name is one of TABLES under the site's prefix.
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . self::table( $table ) );
	}

	/**
	 * At most `$limit` rows of a table after the id `$after`, in id order (never an OFFSET).
	 *
	 * @param string $table One of TABLES.
	 * @param int    $after The cursor.
	 * @param int    $limit Rows at most.
	 * @return list<object>
	 */
	public function rows_after( string $table, int $after, int $limit ): array {
		global $wpdb;
		if ( ! $this->exists( $table ) ) {
			return array();
		}
		// SQL: the table's name is one of TABLES under the site's prefix.
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . self::table( $table ) . ' WHERE id > %d ORDER BY id LIMIT %d', $after, $limit ) );
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * The original's image tags (terms of `bwg_tag`) after a term id, in id order.
	 *
	 * @param int $after The cursor.
	 * @param int $limit Tags at most.
	 * @return list<object{term_id: string, name: string, slug: string, description: string}>
	 */
	public function tags_after( int $after, int $limit ): array {
		global $wpdb;
		// The taxonomy is not registered while the original is inactive: its terms are read as stored.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT t.term_id, t.name, t.slug, tt.description FROM {$wpdb->terms} t INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE tt.taxonomy = %s AND t.term_id > %d ORDER BY t.term_id LIMIT %d",
				self::TAG_TAXONOMY,
				$after,
				$limit
			)
		);
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * How many image tags the original made.
	 */
	public function tag_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->term_taxonomy} WHERE taxonomy = %s", self::TAG_TAXONOMY ) );
	}

	/**
	 * The tag ids of each of the images.
	 *
	 * @param int[] $image_ids The original's image ids.
	 * @return array<int, int[]> Image id → its tag (term) ids.
	 */
	public function tags_of_images( array $image_ids ): array {
		global $wpdb;
		$image_ids = array_values( array_filter( array_map( 'intval', $image_ids ) ) );
		if ( ! $image_ids || ! $this->exists( 'bwg_image_tag' ) ) {
			return array();
		}
		$in   = implode( ',', array_fill( 0, count( $image_ids ), '%d' ) );
		$rows = $wpdb->get_results(
			// SQL: the table's name is fixed; $in is a list of %d placeholders.
			$wpdb->prepare( 'SELECT image_id, tag_id FROM ' . self::table( 'bwg_image_tag' ) . " WHERE image_id IN ({$in}) ORDER BY id", ...$image_ids )
		);
		$tags = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$tags[ (int) $row->image_id ][] = (int) $row->tag_id;
		}
		return $tags;
	}

	/**
	 * A gallery's image ids in the original's order (its `order`, then id).
	 *
	 * @param int $gallery_id The original's gallery id.
	 * @return int[]
	 */
	public function gallery_image_ids( int $gallery_id ): array {
		global $wpdb;
		if ( ! $this->exists( 'bwg_image' ) ) {
			return array();
		}
		// SQL: the table's name is fixed.
		$ids = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . self::table( 'bwg_image' ) . ' WHERE gallery_id = %d ORDER BY `order`, id', $gallery_id ) );
		return array_map( 'intval', is_array( $ids ) ? $ids : array() );
	}

	/**
	 * A gallery's or album's `preview_image` ('' when it has none).
	 *
	 * @param string $table bwg_gallery or bwg_album.
	 * @param int    $id    Its id.
	 */
	public function preview_image( string $table, int $id ): string {
		global $wpdb;
		if ( ! in_array( $table, array( 'bwg_gallery', 'bwg_album' ), true ) || ! $this->exists( $table ) ) {
			return '';
		}
		// SQL: the table's name is one of two fixed names.
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT preview_image FROM ' . self::table( $table ) . ' WHERE id = %d', $id ) );
	}

	/**
	 * The image a gallery's or album's `preview_image` shows (it holds that image's `thumb_url`,
	 * with or without its cache-busting query), or null.
	 *
	 * @param string $preview As stored.
	 */
	public function image_by_thumb( string $preview ): ?int {
		global $wpdb;
		$bare = (string) strtok( $preview, '?' );
		if ( '' === $bare || ! $this->exists( 'bwg_image' ) ) {
			return null;
		}
		// SQL: the table's name is fixed.
		$id = $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . self::table( 'bwg_image' ) . ' WHERE thumb_url = %s OR thumb_url LIKE %s ORDER BY id LIMIT 1', $bare, $wpdb->esc_like( $bare . '?' ) . '%' ) );
		return null === $id ? null : (int) $id;
	}

	/**
	 * An album's items in the original's order.
	 *
	 * @param int $album_id The original's album id.
	 * @return list<array{album: bool, id: int}>
	 */
	public function album_items( int $album_id ): array {
		global $wpdb;
		if ( ! $this->exists( 'bwg_album_gallery' ) ) {
			return array();
		}
		// SQL: the table's name is fixed.
		$rows  = $wpdb->get_results( $wpdb->prepare( 'SELECT is_album, alb_gal_id FROM ' . self::table( 'bwg_album_gallery' ) . ' WHERE album_id = %d ORDER BY `order`, id', $album_id ) );
		$items = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$items[] = array(
				'album' => (bool) (int) $row->is_album,
				'id'    => (int) $row->alb_gal_id,
			);
		}
		return $items;
	}

	/**
	 * One stored shortcode's attributes (`bwg_shortcode.tagtext`), or null.
	 *
	 * @param int $id The shortcode row's id.
	 */
	public function shortcode_text( int $id ): ?string {
		global $wpdb;
		if ( ! $this->exists( 'bwg_shortcode' ) ) {
			return null;
		}
		// SQL: the table's name is fixed.
		$text = $wpdb->get_var( $wpdb->prepare( 'SELECT tagtext FROM ' . self::table( 'bwg_shortcode' ) . ' WHERE id = %d', $id ) );
		return is_string( $text ) ? $text : null;
	}

	/**
	 * The original's settings (empty when it never saved any).
	 *
	 * @return array<string, mixed>
	 */
	public static function options(): array {
		$stored  = get_option( self::OPTIONS, '' );
		$options = is_string( $stored ) ? json_decode( $stored, true ) : $stored;
		return is_array( $options ) ? $options : array();
	}

	/**
	 * The folder of the original's files.
	 */
	public static function upload_dir(): string {
		$directory = (string) ( self::options()['images_directory'] ?? 'wp-content/uploads' );
		if ( '' === $directory || 'wp-content/uploads' === $directory ) {
			return wp_upload_dir( null, false )['basedir'] . '/photo-gallery';
		}
		return rtrim( ABSPATH, '/' ) . '/' . trim( $directory, '/' ) . '/photo-gallery';
	}
}
