<?php
/**
 * The importer from Photo Gallery by 10Web (issue 33 item 1), run by the kit's ImportRunner: its
 * tags, galleries, images (files into the Media Library), albums and their nested contents,
 * ratings, comments and stored shortcodes, each stage in batches keyed on the original's primary
 * key. What the tables hold is read by PhotoGalleryTables (where the facts are cited), written by
 * PhotoGalleryContent and PhotoGalleryFeedback; `[Best_Wordpress_Gallery]` is then rendered by
 * PhotoGalleryShortcode.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit\ImportBatch;
use Vista\Gallery\Kit\ImportSource;

/**
 * Photo Gallery by 10Web → Vista Gallery.
 */
final class PhotoGalleryImporter implements ImportSource {

	public const ID = 'photo-gallery';

	/**
	 * The stages in their order, each with the table it goes through (tags: the `bwg_tag` terms).
	 * Images need their gallery and tags; album contents need every album; ratings and comments
	 * their image; the stored shortcodes what they show.
	 */
	private const STAGES = array(
		'tags'        => '',
		'galleries'   => 'bwg_gallery',
		'images'      => 'bwg_image',
		'albums'      => 'bwg_album',
		'album_items' => 'bwg_album',
		'ratings'     => 'bwg_image_rate',
		'comments'    => 'bwg_image_comment',
		'shortcodes'  => 'bwg_shortcode',
	);

	private PhotoGalleryTables $tables;

	/**
	 * @param PhotoGalleryTables|null $tables The original's data (tests may give their own).
	 */
	public function __construct( ?PhotoGalleryTables $tables = null ) {
		$this->tables = $tables ?? new PhotoGalleryTables();
	}

	public function id(): string {
		return self::ID;
	}

	public function label(): string {
		return __( 'Photo Gallery by 10Web', 'vista-gallery' );
	}

	public function description(): string {
		return __( 'Imports the galleries, albums, images with their files, tags, ratings, comments and hit counts of Photo Gallery by 10Web, and shows its [Best_Wordpress_Gallery] shortcodes through Vista.', 'vista-gallery' );
	}

	public function inventory(): array {
		$labels    = array(
			'tags'        => __( 'Tags', 'vista-gallery' ),
			'galleries'   => __( 'Galleries', 'vista-gallery' ),
			'images'      => __( 'Images', 'vista-gallery' ),
			'albums'      => __( 'Albums', 'vista-gallery' ),
			'album_items' => __( 'Album contents', 'vista-gallery' ),
			'ratings'     => __( 'Ratings', 'vista-gallery' ),
			'comments'    => __( 'Comments', 'vista-gallery' ),
			'shortcodes'  => __( 'Shortcodes', 'vista-gallery' ),
		);
		$inventory = array();
		foreach ( self::STAGES as $stage => $table ) {
			$count = '' === $table ? $this->tables->tag_count() : $this->tables->count( $table );
			if ( $count > 0 ) {
				$inventory[] = array(
					'stage' => $stage,
					'label' => $labels[ $stage ],
					'count' => $count,
				);
			}
		}
		// Tags, ratings or shortcodes alone are nothing to import: without galleries nothing was found.
		$found = array_intersect( array( 'galleries', 'albums' ), array_column( $inventory, 'stage' ) );
		return $found ? $inventory : array();
	}

	public function step( string $stage, string $cursor, ImportBatch $batch ): ?string {
		if ( ! array_key_exists( $stage, self::STAGES ) ) {
			return null;
		}
		$after = (int) $cursor;
		$limit = $batch->limit();
		$rows  = 'tags' === $stage
			? $this->tables->tags_after( $after, $limit )
			: $this->tables->rows_after( self::STAGES[ $stage ], $after, $limit );
		if ( ! $rows ) {
			return null;
		}
		$content = new PhotoGalleryContent( $this->tables, new PhotoGalleryMedia( PhotoGalleryTables::upload_dir() ) );
		$handler = match ( $stage ) {
			'ratings', 'comments' => array( new PhotoGalleryFeedback(), $stage ),
			default               => array( $content, $stage ),
		};
		$handler( $rows, $batch );
		if ( count( $rows ) < $limit ) {
			return null;
		}
		$last = end( $rows );
		return (string) ( 'tags' === $stage ? $last->term_id : $last->id );
	}
}
