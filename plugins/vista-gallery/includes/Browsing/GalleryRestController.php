<?php
/**
 * REST routes of the gallery admin screens (namespace vista-gallery/v1):
 *
 * - GET  /images?include=3,1,2  the images' editable fields (000 §3.2: title = `alt`, description,
 *   filetype, redirect URL) with alt text, embed URL, tags and thumbnail, in the order asked;
 * - POST /images/bulk           one set of changes applied to many images: fields, tags added and
 *   tags removed. Everything is validated before anything is written: a bad value is a 400 that
 *   names the field, and no image changes.
 *
 * It also hooks AlbumCycleCheck on wp/v2/vista-albums.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\PostTypes;

/**
 * The routes and the album check.
 */
final class GalleryRestController {

	public const NAMESPACE = 'vista-gallery/v1';

	/** Most images one request may read or change. */
	public const MAX_IDS = 500;

	/** Fields a bulk edit may set, and their longest length. */
	private const FIELDS = array(
		'title'        => 1000,
		'alt_text'     => 1000,
		'description'  => 65535,
		'redirect_url' => 2048,
		'filetype'     => 64,
		'embed_url'    => 2048,
	);

	/**
	 * Registers the routes.
	 */
	public static function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/images',
			array(
				'methods'             => 'GET',
				'callback'            => array( self::class, 'read_images' ),
				'permission_callback' => array( self::class, 'can_edit_images' ),
				'args'                => array(
					'include' => array(
						'type'     => 'string',
						'required' => true,
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/images/bulk',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'bulk_edit' ),
				'permission_callback' => array( self::class, 'can_edit_images' ),
			)
		);
	}

	/**
	 * Users who can upload files and edit posts.
	 */
	public static function can_edit_images(): bool {
		return current_user_can( 'upload_files' ) && current_user_can( 'edit_posts' );
	}

	/**
	 * A 400 naming the fields at fault.
	 *
	 * @param array<string, string> $errors Messages by field.
	 */
	public static function invalid( array $errors ): \WP_Error {
		return new \WP_Error(
			'vista_gallery_invalid',
			implode( ' ', $errors ),
			array(
				'status' => 400,
				'errors' => $errors,
			)
		);
	}

	/**
	 * Attachment ids from a list or a comma-separated string: positive, distinct, existing
	 * attachments the user may edit.
	 *
	 * @param mixed $raw The ids.
	 * @return int[]|\WP_Error
	 */
	private static function attachment_ids( $raw ) {
		if ( is_string( $raw ) ) {
			$raw = '' === trim( $raw ) ? array() : explode( ',', $raw );
		}
		if ( ! is_array( $raw ) || array() === $raw ) {
			return self::invalid( array( 'ids' => __( 'Choose at least one image.', 'vista-gallery' ) ) );
		}
		if ( count( $raw ) > self::MAX_IDS ) {
			/* translators: %d: most images at once. */
			return self::invalid( array( 'ids' => sprintf( __( 'At most %d images at once.', 'vista-gallery' ), self::MAX_IDS ) ) );
		}
		$ids = array();
		foreach ( $raw as $value ) {
			$id = is_int( $value ) || ( is_string( $value ) && ctype_digit( trim( $value ) ) ) ? (int) $value : 0;
			if ( $id <= 0 || 'attachment' !== get_post_type( $id ) ) {
				/* translators: %s: the value sent. */
				return self::invalid( array( 'ids' => sprintf( __( '"%s" is not an image of the Media Library.', 'vista-gallery' ), is_scalar( $value ) ? (string) $value : gettype( $value ) ) ) );
			}
			if ( ! current_user_can( 'edit_post', $id ) ) {
				return new \WP_Error( 'vista_gallery_forbidden', __( 'You may not edit one of these images.', 'vista-gallery' ), array( 'status' => 403 ) );
			}
			$ids[] = $id;
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * GET /images: the images that still exist, in the order asked.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function read_images( \WP_REST_Request $request ) {
		$raw = array_filter( array_map( 'trim', explode( ',', (string) $request->get_param( 'include' ) ) ), 'strlen' );
		if ( count( $raw ) > self::MAX_IDS ) {
			/* translators: %d: most images at once. */
			return self::invalid( array( 'include' => sprintf( __( 'At most %d images at once.', 'vista-gallery' ), self::MAX_IDS ) ) );
		}
		foreach ( $raw as $value ) {
			if ( ! ctype_digit( $value ) ) {
				/* translators: %s: the value sent. */
				return self::invalid( array( 'include' => sprintf( __( '"%s" is not an image id.', 'vista-gallery' ), $value ) ) );
			}
		}
		$asked = array_values( array_unique( array_map( 'intval', $raw ) ) );
		// The posts, their meta and their tags in three queries for the page (the editor's 100
		// images), rather than several queries an image.
		_prime_post_caches( $asked, true, true );
		$ids = array();
		foreach ( $asked as $id ) {
			// Images deleted from the Media Library since the gallery was saved are left out.
			if ( 'attachment' === get_post_type( $id ) && current_user_can( 'edit_post', $id ) ) {
				$ids[] = $id;
			}
		}
		return rest_ensure_response( array( 'images' => array_map( array( self::class, 'image' ), $ids ) ) );
	}

	/**
	 * The editable fields of one image.
	 *
	 * @param int $id Attachment id.
	 * @return array<string, mixed>
	 */
	public static function image( int $id ): array {
		$post  = get_post( $id );
		$thumb = wp_get_attachment_image_src( $id, 'thumbnail' );
		// From the term cache (primed for a page of images by read_images), by name as before.
		$terms = get_the_terms( $id, PostTypes::TAXONOMY );
		$terms = is_array( $terms ) ? wp_list_pluck( $terms, 'name' ) : array();
		return array(
			'id'           => $id,
			'title'        => $post ? $post->post_title : '',
			'alt_text'     => (string) get_post_meta( $id, '_wp_attachment_image_alt', true ),
			'description'  => $post ? $post->post_content : '',
			'redirect_url' => (string) get_post_meta( $id, PostTypes::META_REDIRECT_URL, true ),
			'filetype'     => (string) get_post_meta( $id, PostTypes::META_FILETYPE, true ),
			'embed_url'    => (string) get_post_meta( $id, PostTypes::META_EMBED_URL, true ),
			'tags'         => is_array( $terms ) ? array_values( $terms ) : array(),
			'thumb_url'    => $thumb ? $thumb[0] : (string) wp_get_attachment_url( $id ),
			'filename'     => wp_basename( (string) get_attached_file( $id ) ),
			'mime_type'    => $post ? $post->post_mime_type : '',
		);
	}

	/**
	 * Whether a URL is empty or an absolute http(s) address.
	 *
	 * @param string $url Value.
	 */
	private static function valid_url( string $url ): bool {
		if ( '' === $url ) {
			return true;
		}
		$scheme = wp_parse_url( $url, PHP_URL_SCHEME );
		return in_array( $scheme, array( 'http', 'https' ), true ) && false !== filter_var( $url, FILTER_VALIDATE_URL );
	}

	/**
	 * Tag names: a list of non-empty strings of at most 200 characters.
	 *
	 * @param mixed  $raw   Value.
	 * @param string $field Field name for the error.
	 * @return string[]|\WP_Error
	 */
	private static function tag_names( $raw, string $field ) {
		if ( null === $raw ) {
			return array();
		}
		if ( ! is_array( $raw ) || ! array_is_list( $raw ) ) {
			return self::invalid( array( $field => __( 'Tags must be a list of names.', 'vista-gallery' ) ) );
		}
		$names = array();
		foreach ( $raw as $name ) {
			$clean = is_string( $name ) ? trim( sanitize_text_field( $name ) ) : '';
			if ( '' === $clean || mb_strlen( $clean ) > 200 ) {
				return self::invalid( array( $field => __( 'Each tag needs a name of 1 to 200 characters.', 'vista-gallery' ) ) );
			}
			$names[] = $clean;
		}
		return array_values( array_unique( $names ) );
	}

	/**
	 * Reads and checks the changes of a bulk edit.
	 *
	 * @param mixed $raw The `changes` object.
	 * @return array<string, string>|\WP_Error
	 */
	private static function changes( $raw ) {
		if ( null === $raw ) {
			return array();
		}
		if ( ! is_array( $raw ) || ( array() !== $raw && array_is_list( $raw ) ) ) {
			return self::invalid( array( 'changes' => __( 'The changes must be an object of fields.', 'vista-gallery' ) ) );
		}
		$errors  = array();
		$changes = array();
		foreach ( $raw as $field => $value ) {
			if ( ! isset( self::FIELDS[ $field ] ) ) {
				/* translators: %s: field name. */
				$errors[ (string) $field ] = sprintf( __( '"%s" is not a field of an image.', 'vista-gallery' ), (string) $field );
				continue;
			}
			if ( ! is_string( $value ) ) {
				/* translators: %s: field name. */
				$errors[ $field ] = sprintf( __( '%s must be text.', 'vista-gallery' ), $field );
				continue;
			}
			$value = trim( $value );
			if ( mb_strlen( $value ) > self::FIELDS[ $field ] ) {
				/* translators: 1: field name, 2: longest length. */
				$errors[ $field ] = sprintf( __( '%1$s is longer than %2$d characters.', 'vista-gallery' ), $field, self::FIELDS[ $field ] );
			} elseif ( in_array( $field, array( 'redirect_url', 'embed_url' ), true ) && ! self::valid_url( $value ) ) {
				/* translators: %s: field name. */
				$errors[ $field ] = sprintf( __( '%s must be an http:// or https:// address.', 'vista-gallery' ), $field );
			} elseif ( 'filetype' === $field && '' !== $value && ! in_array( $value, PostTypes::EMBED_TYPES, true ) ) {
				/* translators: %s: the value sent. */
				$errors[ $field ] = sprintf( __( '"%s" is not a known file type.', 'vista-gallery' ), $value );
			}
			$changes[ $field ] = $value;
		}
		if ( isset( $changes['filetype'] ) && '' !== $changes['filetype'] && '' === ( $changes['embed_url'] ?? '' ) && ! isset( $errors['embed_url'] ) ) {
			$errors['embed_url'] = __( 'An embed needs its embed URL.', 'vista-gallery' );
		}
		return $errors ? self::invalid( $errors ) : $changes;
	}

	/**
	 * POST /images/bulk: { ids, changes: { field: value }, tags_add: [names], tags_remove: [names] }.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function bulk_edit( \WP_REST_Request $request ) {
		$body = $request->get_json_params();
		if ( ! is_array( $body ) ) {
			return self::invalid( array( 'body' => __( 'Send the changes as a JSON object.', 'vista-gallery' ) ) );
		}
		$ids = self::attachment_ids( $body['ids'] ?? null );
		if ( is_wp_error( $ids ) ) {
			return $ids;
		}
		$changes = self::changes( $body['changes'] ?? null );
		if ( is_wp_error( $changes ) ) {
			return $changes;
		}
		$add = self::tag_names( $body['tags_add'] ?? null, 'tags_add' );
		if ( is_wp_error( $add ) ) {
			return $add;
		}
		$remove = self::tag_names( $body['tags_remove'] ?? null, 'tags_remove' );
		if ( is_wp_error( $remove ) ) {
			return $remove;
		}
		if ( array_intersect( $add, $remove ) ) {
			return self::invalid( array( 'tags_remove' => __( 'A tag cannot be added and removed at once.', 'vista-gallery' ) ) );
		}
		$taxonomy = get_taxonomy( PostTypes::TAXONOMY );
		if ( ( $add || $remove ) && ( ! $taxonomy || ! current_user_can( $taxonomy->cap->assign_terms ) ) ) {
			return new \WP_Error( 'vista_gallery_forbidden', __( 'You may not change the tags of images.', 'vista-gallery' ), array( 'status' => 403 ) );
		}

		// Everything is valid: write.
		$term_ids = array();
		foreach ( $add as $name ) {
			$term = term_exists( $name, PostTypes::TAXONOMY );
			if ( ! $term ) {
				$term = wp_insert_term( $name, PostTypes::TAXONOMY );
			}
			if ( is_wp_error( $term ) ) {
				return $term;
			}
			$term_ids[] = (int) $term['term_id'];
		}
		$remove_ids = array();
		foreach ( $remove as $name ) {
			$term = term_exists( $name, PostTypes::TAXONOMY );
			if ( $term ) {
				$remove_ids[] = (int) $term['term_id'];
			}
		}
		foreach ( $ids as $id ) {
			$post = array();
			if ( isset( $changes['title'] ) ) {
				$post['post_title'] = $changes['title'];
			}
			if ( isset( $changes['description'] ) ) {
				$post['post_content'] = $changes['description'];
			}
			if ( $post ) {
				$post['ID'] = $id;
				wp_update_post( wp_slash( $post ) );
			}
			if ( isset( $changes['alt_text'] ) ) {
				update_post_meta( $id, '_wp_attachment_image_alt', wp_slash( sanitize_text_field( $changes['alt_text'] ) ) );
			}
			foreach ( array(
				'redirect_url' => PostTypes::META_REDIRECT_URL,
				'filetype'     => PostTypes::META_FILETYPE,
				'embed_url'    => PostTypes::META_EMBED_URL,
			) as $field => $key ) {
				if ( isset( $changes[ $field ] ) ) {
					update_post_meta( $id, $key, $changes[ $field ] );
				}
			}
			if ( $term_ids ) {
				wp_add_object_terms( $id, $term_ids, PostTypes::TAXONOMY );
			}
			if ( $remove_ids ) {
				wp_remove_object_terms( $id, $remove_ids, PostTypes::TAXONOMY );
			}
		}
		return rest_ensure_response( array( 'images' => array_map( array( self::class, 'image' ), $ids ) ) );
	}
}
