<?php
/**
 * Instagram entries as Media Library attachments: the picture is copied into the library (the
 * addresses Instagram gives expire within days), and the attachment carries the entry's file type
 * and the post's address (PostTypes::META_FILETYPE, META_EMBED_URL), as any embedded entry of the
 * gallery does. Pictures are fetched only from Instagram's CDN (or the API's own host, which only
 * the tests change), with WordPress's safe HTTP request, so an answer cannot point the site at
 * its own network.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Instagram;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\PostTypes;

/**
 * Copies pictures and makes attachments.
 */
final class InstagramMedia {

	/** The Instagram media id an attachment was made from. */
	public const META_MEDIA_ID = '_vista_instagram_media_id';

	/** Largest picture copied. */
	private const MAX_PICTURE_BYTES = 15 * 1024 * 1024;

	/** Picture types accepted, with the extension given to the file. */
	private const TYPES = array(
		'image/jpeg' => 'jpg',
		'image/png'  => 'png',
		'image/webp' => 'webp',
		'image/gif'  => 'gif',
	);

	/**
	 * Whether a picture address is on a host pictures may come from.
	 *
	 * @param string $url Address.
	 */
	public static function host_allowed( string $url ): bool {
		$host = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
		if ( '' === $host ) {
			return false;
		}
		if ( str_ends_with( $host, '.cdninstagram.com' ) || str_ends_with( $host, '.fbcdn.net' ) ) {
			return true;
		}
		return strtolower( (string) wp_parse_url( InstagramApi::base(), PHP_URL_HOST ) ) === $host;
	}

	/**
	 * The attachment of an entry, made now, or the error that kept it from being made.
	 *
	 * @param array{media_id: string, filetype: string, permalink: string, picture: string, caption: string, timestamp: string} $entry    Entry.
	 * @param string                                                                                                          $username Account, for the title of a post without caption.
	 * @return int|\WP_Error
	 */
	public static function attach( array $entry, string $username ) {
		if ( ! self::host_allowed( $entry['picture'] ) ) {
			return new \WP_Error( 'vista_instagram_picture_host', __( 'A picture is not on Instagram’s servers.', 'vista-gallery' ) );
		}
		$response = wp_safe_remote_get(
			$entry['picture'],
			array(
				'timeout'             => 30,
				'redirection'         => 2,
				'limit_response_size' => self::MAX_PICTURE_BYTES,
			)
		);
		$body = is_wp_error( $response ) ? '' : (string) wp_remote_retrieve_body( $response );
		if ( is_wp_error( $response ) || 200 !== (int) wp_remote_retrieve_response_code( $response ) || '' === $body ) {
			return new \WP_Error( 'vista_instagram_picture', __( 'A picture could not be copied from Instagram.', 'vista-gallery' ) );
		}
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/media.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$tmp = wp_tempnam( 'instagram-' . $entry['media_id'] );
		// A temporary file of our own, handed to WordPress's sideload below.
		if ( ! $tmp || false === file_put_contents( $tmp, $body ) ) {
			return new \WP_Error( 'vista_instagram_picture', __( 'A picture could not be copied from Instagram.', 'vista-gallery' ) );
		}
		$mime = wp_get_image_mime( $tmp );
		if ( ! is_string( $mime ) || ! isset( self::TYPES[ $mime ] ) ) {
			wp_delete_file( $tmp );
			return new \WP_Error( 'vista_instagram_picture', __( 'Instagram sent something that is not a picture.', 'vista-gallery' ) );
		}
		$id = media_handle_sideload(
			array(
				'name'     => 'instagram-' . $entry['media_id'] . '.' . self::TYPES[ $mime ],
				'tmp_name' => $tmp,
			),
			0,
			null,
			array(
				'post_title'   => self::title( $entry, $username ),
				'post_content' => $entry['caption'],
				'post_date'    => self::local_date( $entry['timestamp'] ),
			)
		);
		if ( is_wp_error( $id ) ) {
			wp_delete_file( $tmp );
			return new \WP_Error( 'vista_instagram_picture', __( 'A picture could not be added to the Media Library.', 'vista-gallery' ) );
		}
		update_post_meta( $id, PostTypes::META_FILETYPE, $entry['filetype'] );
		update_post_meta( $id, PostTypes::META_EMBED_URL, $entry['permalink'] );
		update_post_meta( $id, self::META_MEDIA_ID, $entry['media_id'] );
		update_post_meta( $id, '_wp_attachment_image_alt', self::title( $entry, $username ) );
		return (int) $id;
	}

	/**
	 * Brings an existing attachment's text up to date with the post (captions can be edited).
	 *
	 * @param int                                        $id    Attachment.
	 * @param array{caption: string, filetype: string} $entry Entry.
	 */
	public static function refresh_text( int $id, array $entry ): void {
		$post = get_post( $id );
		if ( $post && $post->post_content !== $entry['caption'] ) {
			wp_update_post(
				array(
					'ID'           => $id,
					'post_content' => $entry['caption'],
				)
			);
		}
	}

	/**
	 * The record of call 11's answer for an attachment (the original's field names).
	 *
	 * @param int $id         Attachment.
	 * @param int $gallery_id The gallery it was added to.
	 * @return array<string, mixed>
	 */
	public static function record( int $id, int $gallery_id ): array {
		$post  = get_post( $id );
		$full  = wp_get_attachment_image_src( $id, 'full' ) ?: array( '', 0, 0 );
		$thumb = wp_get_attachment_image_src( $id, 'thumbnail' ) ?: $full;
		$file  = wp_basename( (string) get_attached_file( $id ) );
		return array(
			'id'               => $id,
			'gallery_id'       => $gallery_id,
			'name'             => $post ? $post->post_title : '',
			'description'      => $post ? $post->post_content : '',
			'filename'         => $file,
			'url'              => (string) get_post_meta( $id, PostTypes::META_EMBED_URL, true ),
			'reliative_url'    => (string) get_post_meta( $id, PostTypes::META_EMBED_URL, true ),
			'thumb_url'        => (string) $thumb[0],
			'thumb'            => (string) $thumb[0],
			'size'             => size_format( (int) wp_filesize( (string) get_attached_file( $id ) ) ),
			'filetype'         => (string) get_post_meta( $id, PostTypes::META_FILETYPE, true ),
			'date_modified'    => $post ? $post->post_date : '',
			'resolution'       => sprintf( '%d x %d px', (int) $full[1], (int) $full[2] ),
			'resolution_thumb' => sprintf( '%dx%d', (int) $thumb[1], (int) $thumb[2] ),
			'redirect_url'     => '',
		);
	}

	/**
	 * An entry's title: the caption's first line, shortened; else the account and the date.
	 *
	 * @param array{caption: string, timestamp: string} $entry    Entry.
	 * @param string                                    $username Account.
	 */
	private static function title( array $entry, string $username ): string {
		$line = trim( strtok( $entry['caption'], "\n" ) ?: '' );
		if ( '' !== $line ) {
			return mb_strlen( $line ) > 100 ? rtrim( mb_substr( $line, 0, 99 ) ) . '…' : $line;
		}
		/* translators: 1: Instagram user name, 2: date of the post. */
		return sprintf( __( 'Instagram post by @%1$s, %2$s', 'vista-gallery' ), $username, '' !== $entry['timestamp'] ? wp_date( get_option( 'date_format' ), (int) strtotime( $entry['timestamp'] ) ) : '' );
	}

	/**
	 * The post's time in the site's time zone, for the attachment's date (now when unknown).
	 *
	 * @param string $timestamp ISO 8601 time of the post.
	 */
	private static function local_date( string $timestamp ): string {
		$time = '' !== $timestamp ? strtotime( $timestamp ) : false;
		return (string) wp_date( 'Y-m-d H:i:s', false !== $time ? $time : time() );
	}
}
