<?php
/**
 * WebP and AVIF copies of an image attachment's files (the original and every generated size),
 * made with WordPress's own image editor (Imagick or GD, whichever WordPress picked). A copy sits
 * beside its file with the format's extension added (photo-300x200.jpg.webp), so photo.jpg and
 * photo.png never share a copy, and the original is never touched. A copy that would be as large
 * as its file or larger is not kept. What was made is recorded on the attachment: the bytes of
 * each file and of each copy (0 when skipped as larger), and the bytes saved in total.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Images;

defined( 'ABSPATH' ) || exit;

use Vista\Speed\Settings;

/**
 * Making, recording and removing the copies.
 */
final class ImageCopies {

	/** The record of an attachment's copies. */
	public const META = '_vista_speed_copies';

	/** Bytes saved by an attachment's copies, kept apart so the total is one SUM. */
	public const SAVED_META = '_vista_speed_saved';

	/** Copy formats by extension, best first: a browser takes the first it accepts (000 §1). */
	public const FORMATS = array(
		'avif' => 'image/avif',
		'webp' => 'image/webp',
	);

	/** Files that get copies: photographs and drawings; GIFs would lose their animation. */
	public const SOURCE_TYPES = array( 'image/jpeg', 'image/png' );

	/**
	 * The formats this server can write, by WordPress's own test of its image editor.
	 *
	 * @return array<string, bool> extension => supported.
	 */
	public static function server_support(): array {
		$support = array();
		foreach ( self::FORMATS as $extension => $mime ) {
			$support[ $extension ] = wp_image_editor_supports( array( 'mime_type' => $mime ) );
		}
		return $support;
	}

	/**
	 * The formats to make: WebP where supported, AVIF too where supported and not switched off.
	 *
	 * @return string[] Extensions, best first.
	 */
	public static function formats(): array {
		$support = self::server_support();
		$wanted  = array();
		foreach ( array_keys( self::FORMATS ) as $extension ) {
			if ( $support[ $extension ] && ( 'avif' !== $extension || Settings::get()['avif'] ) ) {
				$wanted[] = $extension;
			}
		}
		return $wanted;
	}

	/**
	 * Whether an attachment is an image that gets copies.
	 *
	 * @param int $attachment_id Attachment.
	 */
	public static function is_convertible( int $attachment_id ): bool {
		return in_array( get_post_mime_type( $attachment_id ), self::SOURCE_TYPES, true );
	}

	/**
	 * The attachment's files: the one WordPress serves as full size, then each generated size
	 * (the pre-scaling original kept by WordPress is never served, so it gets none).
	 *
	 * @param int $attachment_id Attachment.
	 * @return array<string, string> File name => absolute path, each file once.
	 */
	public static function files( int $attachment_id ): array {
		$full = get_attached_file( $attachment_id );
		if ( ! is_string( $full ) || ! is_file( $full ) ) {
			return array();
		}
		$files    = array( wp_basename( $full ) => $full );
		$metadata = wp_get_attachment_metadata( $attachment_id );
		foreach ( is_array( $metadata ) && is_array( $metadata['sizes'] ?? null ) ? $metadata['sizes'] : array() as $size ) {
			$name = is_array( $size ) && is_string( $size['file'] ?? null ) ? wp_basename( $size['file'] ) : '';
			if ( '' !== $name && is_file( dirname( $full ) . '/' . $name ) ) {
				$files[ $name ] = dirname( $full ) . '/' . $name;
			}
		}
		return $files;
	}

	/**
	 * Where a file's copy in a format goes.
	 *
	 * @param string $file      Absolute path of the file.
	 * @param string $extension Format.
	 */
	public static function copy_path( string $file, string $extension ): string {
		return $file . '.' . $extension;
	}

	/**
	 * Makes the missing copies of every file of an attachment and records them. A copy already
	 * there and newer than its file is kept as it is, so converting again (a resumed batch) only
	 * does what is left.
	 *
	 * @param int      $attachment_id Attachment.
	 * @param string[] $formats       Extensions to make.
	 * @return array<string, mixed>|null The record, or null when the attachment gets no copies.
	 */
	public static function convert( int $attachment_id, array $formats ): ?array {
		if ( ! self::is_convertible( $attachment_id ) ) {
			return null;
		}
		$files = self::files( $attachment_id );
		if ( ! $files ) {
			return null;
		}
		$record = array( 'files' => array() );
		foreach ( $files as $name => $path ) {
			$entry = array( 'bytes' => (int) filesize( $path ) );
			foreach ( $formats as $extension ) {
				if ( isset( self::FORMATS[ $extension ] ) ) {
					$entry[ $extension ] = self::make_copy( $path, $extension, $entry['bytes'] );
				}
			}
			$record['files'][ $name ] = $entry;
		}
		return self::store( $attachment_id, $record );
	}

	/**
	 * Makes one copy; keeps it only when smaller than the file.
	 *
	 * @param string $path      File.
	 * @param string $extension Format.
	 * @param int    $bytes     The file's size.
	 * @return int The copy's size, 0 when it is not kept (larger, or the editor failed).
	 */
	private static function make_copy( string $path, string $extension, int $bytes ): int {
		$copy = self::copy_path( $path, $extension );
		if ( ! is_file( $copy ) || filemtime( $copy ) < filemtime( $path ) ) {
			$editor = wp_get_image_editor( $path );
			if ( is_wp_error( $editor ) ) {
				return 0;
			}
			$saved = $editor->save( $copy, self::FORMATS[ $extension ] );
			if ( is_wp_error( $saved ) || ! is_file( $copy ) ) {
				return 0;
			}
		}
		clearstatcache( true, $copy );
		$size = (int) filesize( $copy );
		if ( $size >= $bytes ) {
			wp_delete_file( $copy );
			return 0;
		}
		return $size;
	}

	/**
	 * Records the copies, with the bytes saved: for each file, its size less its smallest copy
	 * (what a browser that takes that copy no longer downloads).
	 *
	 * @param int                  $attachment_id Attachment.
	 * @param array<string, mixed> $record        Copies by file.
	 * @return array<string, mixed> The record as stored.
	 */
	private static function store( int $attachment_id, array $record ): array {
		$original = 0;
		$saved    = 0;
		foreach ( $record['files'] as $entry ) {
			$original += $entry['bytes'];
			$copies    = array_filter( array_intersect_key( $entry, self::FORMATS ) );
			$saved    += $copies ? $entry['bytes'] - min( $copies ) : 0;
		}
		$record['original'] = $original;
		$record['saved']    = $saved;
		update_post_meta( $attachment_id, self::META, $record );
		update_post_meta( $attachment_id, self::SAVED_META, $saved );
		return $record;
	}

	/**
	 * The record of an attachment's copies, or null when it has none.
	 *
	 * @param int $attachment_id Attachment.
	 * @return array<string, mixed>|null
	 */
	public static function record( int $attachment_id ): ?array {
		$record = get_post_meta( $attachment_id, self::META, true );
		return is_array( $record ) && isset( $record['files'] ) ? $record : null;
	}

	/**
	 * Removes every copy of an attachment and its record; the files themselves stay.
	 *
	 * @param int $attachment_id Attachment.
	 * @return int How many copies were removed.
	 */
	public static function remove( int $attachment_id ): int {
		$removed = 0;
		foreach ( self::files( $attachment_id ) as $path ) {
			foreach ( array_keys( self::FORMATS ) as $extension ) {
				$copy = self::copy_path( $path, $extension );
				if ( is_file( $copy ) ) {
					wp_delete_file( $copy );
					++$removed;
				}
			}
		}
		delete_post_meta( $attachment_id, self::META );
		delete_post_meta( $attachment_id, self::SAVED_META );
		return $removed;
	}

	/**
	 * Bytes saved by every attachment's copies, and how many attachments have copies.
	 *
	 * @return array{saved: int, images: int}
	 */
	public static function totals(): array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT COALESCE( SUM( CAST( meta_value AS UNSIGNED ) ), 0 ) AS saved, COUNT(*) AS images FROM {$wpdb->postmeta} WHERE meta_key = %s", self::SAVED_META ), ARRAY_A ); // SQL: core table name.
		return array(
			'saved'  => (int) ( $row['saved'] ?? 0 ),
			'images' => (int) ( $row['images'] ?? 0 ),
		);
	}
}
