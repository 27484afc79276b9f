<?php
/**
 * Writes the galleries, albums, tags, images and stored shortcodes of Photo Gallery by 10Web as
 * Vista's (PostTypes): each item looked up in the import's map first, so a second run updates
 * what the first made. Rows come from PhotoGalleryTables, one batch at a time.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit\ImportBatch;
use Vista\Gallery\PostTypes;

/**
 * The content stages of the import.
 */
final class PhotoGalleryContent {

	/**
	 * @param PhotoGalleryTables $tables The original's data.
	 * @param PhotoGalleryMedia  $media  The image files.
	 */
	public function __construct( private PhotoGalleryTables $tables, private PhotoGalleryMedia $media ) {}

	/**
	 * Image tags (`bwg_tag` terms) as gallery tags; a Vista tag of the same name is reused.
	 *
	 * @param list<object> $rows  Terms.
	 * @param ImportBatch  $batch The step.
	 */
	public function tags( array $rows, ImportBatch $batch ): void {
		foreach ( $rows as $row ) {
			$name     = sanitize_text_field( html_entity_decode( (string) $row->name, ENT_QUOTES ) );
			$existing = $batch->target( 'tags', $row->term_id );
			$term     = null !== $existing ? get_term( $existing, PostTypes::TAXONOMY ) : null;
			if ( $term instanceof \WP_Term ) {
				$result = wp_update_term( $term->term_id, PostTypes::TAXONOMY, array( 'name' => $name, 'description' => (string) $row->description ) );
			} else {
				$same   = term_exists( $name, PostTypes::TAXONOMY );
				$result = is_array( $same ) ? $same : wp_insert_term( $name, PostTypes::TAXONOMY, array( 'slug' => (string) $row->slug, 'description' => (string) $row->description ) );
			}
			if ( is_wp_error( $result ) ) {
				$batch->skipped( 'tags', $row->term_id, $result->get_error_message() );
				continue;
			}
			$batch->imported( 'tags', $row->term_id, (int) $result['term_id'] );
		}
	}

	/**
	 * Galleries: title, slug, description, published or not, author and date.
	 *
	 * @param list<object> $rows  `bwg_gallery` rows.
	 * @param ImportBatch  $batch The step.
	 */
	public function galleries( array $rows, ImportBatch $batch ): void {
		foreach ( $rows as $row ) {
			$this->post( 'galleries', PostTypes::GALLERY, $row, $batch );
		}
	}

	/**
	 * Albums, without their items (the album_items stage adds them once every album exists, so an
	 * album may hold one imported after it).
	 *
	 * @param list<object> $rows  `bwg_album` rows.
	 * @param ImportBatch  $batch The step.
	 */
	public function albums( array $rows, ImportBatch $batch ): void {
		foreach ( $rows as $row ) {
			$this->post( 'albums', PostTypes::ALBUM, $row, $batch );
		}
	}

	/**
	 * Each album's galleries and albums, in the original's order.
	 *
	 * @param list<object> $rows  `bwg_album` rows.
	 * @param ImportBatch  $batch The step.
	 */
	public function album_items( array $rows, ImportBatch $batch ): void {
		foreach ( $rows as $row ) {
			$album = $batch->target( 'albums', $row->id );
			if ( null === $album ) {
				$batch->skipped( 'album_items', $row->id, __( 'The album itself was not imported.', 'vista-gallery' ) );
				continue;
			}
			$items = array();
			foreach ( $this->tables->album_items( (int) $row->id ) as $item ) {
				$target = $batch->target( $item['album'] ? 'albums' : 'galleries', $item['id'] );
				if ( null !== $target && $target !== $album ) {
					$items[] = array(
						'type' => $item['album'] ? 'album' : 'gallery',
						'id'   => $target,
					);
				}
			}
			update_post_meta( $album, PostTypes::META_ITEMS, $items );
			$this->cover( $album, (string) $row->preview_image, $batch );
			$batch->imported( 'album_items', $row->id, $album );
		}
	}

	/**
	 * Images into the Media Library with their tags; then the image lists of the galleries they
	 * belong to, in the original's order.
	 *
	 * @param list<object> $rows  `bwg_image` rows.
	 * @param ImportBatch  $batch The step.
	 */
	public function images( array $rows, ImportBatch $batch ): void {
		$tags      = $this->tables->tags_of_images( array_map( static fn ( $row ) => (int) $row->id, $rows ) );
		$galleries = array();
		foreach ( $rows as $row ) {
			$gallery = $batch->target( 'galleries', $row->gallery_id );
			if ( null === $gallery ) {
				$batch->skipped( 'images', $row->id, __( 'Its gallery was not imported.', 'vista-gallery' ) );
				continue;
			}
			$id = $this->media->save( $row, $batch->target( 'images', $row->id ) );
			if ( is_wp_error( $id ) ) {
				$batch->skipped( 'images', $row->id, $id->get_error_message() );
				continue;
			}
			$terms = array();
			foreach ( $tags[ (int) $row->id ] ?? array() as $tag ) {
				$term = $batch->target( 'tags', $tag );
				if ( null !== $term ) {
					$terms[] = $term;
				}
			}
			wp_set_object_terms( $id, $terms, PostTypes::TAXONOMY );
			$batch->imported( 'images', $row->id, $id );
			$galleries[ (int) $row->gallery_id ] = $gallery;
		}
		foreach ( $galleries as $original => $gallery ) {
			$this->order_gallery( $original, $gallery, $batch );
			// Its cover, once the image it names is in (a later batch may bring it).
			$this->cover( $gallery, $this->tables->preview_image( 'bwg_gallery', $original ), $batch );
		}
	}

	/**
	 * A stored shortcode (`bwg_shortcode`) as the block's attributes, kept for its id.
	 *
	 * @param list<object> $rows  `bwg_shortcode` rows.
	 * @param ImportBatch  $batch The step.
	 */
	public function shortcodes( array $rows, ImportBatch $batch ): void {
		$settings = PhotoGalleryTables::options();
		$stored   = get_option( PhotoGalleryShortcode::STORE, array() );
		$stored   = is_array( $stored ) ? $stored : array();
		foreach ( $rows as $row ) {
			$attributes = PhotoGalleryShortcode::resolve(
				PhotoGalleryShortcode::parse( (string) $row->tagtext ),
				$settings,
				static fn ( string $kind, int $original ): ?int => $batch->target( $kind, $original )
			);
			if ( null === $attributes ) {
				$batch->skipped( 'shortcodes', $row->id, __( 'The gallery, album or tag it shows was not imported.', 'vista-gallery' ) );
				continue;
			}
			$stored[ (int) $row->id ] = $attributes;
			$batch->imported( 'shortcodes', $row->id, (int) $row->id );
		}
		update_option( PhotoGalleryShortcode::STORE, $stored, false );
	}

	/**
	 * Makes or updates the post of a gallery or an album.
	 *
	 * @param string      $kind  galleries or albums.
	 * @param string      $type  The post type.
	 * @param object      $row   The original's row.
	 * @param ImportBatch $batch The step.
	 */
	private function post( string $kind, string $type, object $row, ImportBatch $batch ): void {
		$existing = $batch->target( $kind, $row->id ) ?? PhotoGalleryOrigin::post( $kind, $row->id );
		$author   = (int) $row->author;
		$fields   = array(
			'post_type'    => $type,
			'post_title'   => sanitize_text_field( html_entity_decode( (string) $row->name, ENT_QUOTES ) ),
			'post_name'    => sanitize_title( (string) $row->slug ),
			'post_content' => wp_kses_post( (string) $row->description ),
			'post_status'  => (int) $row->published ? 'publish' : 'draft',
			'post_author'  => $author > 0 && get_userdata( $author ) ? $author : get_current_user_id(),
			'meta_input'   => array( PhotoGalleryOrigin::META => PhotoGalleryOrigin::mark( $kind, $row->id ) ),
		);
		if ( (int) ( $row->modified_date ?? 0 ) > 0 ) {
			$fields['post_date']     = get_date_from_gmt( gmdate( 'Y-m-d H:i:s', (int) $row->modified_date ) );
			$fields['post_date_gmt'] = gmdate( 'Y-m-d H:i:s', (int) $row->modified_date );
		}
		if ( null !== $existing && get_post_type( $existing ) === $type ) {
			$fields['ID'] = $existing;
		}
		$id = wp_insert_post( $fields, true );
		if ( is_wp_error( $id ) ) {
			$batch->skipped( $kind, $row->id, $id->get_error_message() );
			return;
		}
		$batch->imported( $kind, $row->id, (int) $id );
	}

	/**
	 * The featured image (the cover Vista's albums show) of the image a `preview_image` names.
	 *
	 * @param int         $post    Gallery or album.
	 * @param string      $preview The original's `preview_image`.
	 * @param ImportBatch $batch   The step.
	 */
	private function cover( int $post, string $preview, ImportBatch $batch ): void {
		$image  = '' === $preview ? null : $this->tables->image_by_thumb( $preview );
		$target = null === $image ? null : $batch->target( 'images', $image );
		if ( null !== $target ) {
			set_post_thumbnail( $post, $target );
		}
	}

	/**
	 * A gallery's image list: its imported images in the original's order.
	 *
	 * @param int         $original The original's gallery id.
	 * @param int         $gallery  Vista's gallery.
	 * @param ImportBatch $batch    The step.
	 */
	private function order_gallery( int $original, int $gallery, ImportBatch $batch ): void {
		$ids = array();
		foreach ( $this->tables->gallery_image_ids( $original ) as $image ) {
			$target = $batch->target( 'images', $image );
			if ( null !== $target ) {
				$ids[] = $target;
			}
		}
		update_post_meta( $gallery, PostTypes::META_IMAGES, $ids );
	}
}
