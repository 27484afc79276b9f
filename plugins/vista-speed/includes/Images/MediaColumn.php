<?php
/**
 * Bytes saved per image in the Media Library: a column of the list view and a line of the
 * attachment details (the media modal and the edit screen). Admin requests only.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Images;

defined( 'ABSPATH' ) || exit;

/**
 * The column and the details field.
 */
final class MediaColumn {

	public const COLUMN = 'vista_speed_saved';

	/**
	 * Adds the column.
	 *
	 * @param array<string, string> $columns Columns.
	 * @return array<string, string>
	 */
	public static function add_column( array $columns ): array {
		$columns[ self::COLUMN ] = esc_html__( 'WebP/AVIF saving', 'vista-speed' );
		return $columns;
	}

	/**
	 * A row's cell.
	 *
	 * @param string $column        Column.
	 * @param int    $attachment_id Row's attachment.
	 */
	public static function render( $column, $attachment_id ): void {
		if ( self::COLUMN === $column ) {
			echo esc_html( self::summary( (int) $attachment_id ) );
		}
	}

	/**
	 * The read-only line in the attachment details.
	 *
	 * @param array<string, mixed> $fields     Fields.
	 * @param \WP_Post             $attachment Attachment.
	 * @return array<string, mixed>
	 */
	public static function details( $fields, $attachment ) {
		if ( is_array( $fields ) && $attachment instanceof \WP_Post && ImageCopies::is_convertible( $attachment->ID ) ) {
			$fields['vista_speed_saved'] = array(
				'label' => __( 'WebP/AVIF saving', 'vista-speed' ),
				'input' => 'html',
				'html'  => '<span class="vista-speed-saved">' . esc_html( self::summary( $attachment->ID ) ) . '</span> ' . SingleImage::link( $attachment->ID ),
			);
		}
		return $fields;
	}

	/**
	 * What the copies of an image save, in words.
	 *
	 * @param int $attachment_id Attachment.
	 */
	public static function summary( int $attachment_id ): string {
		$record = ImageCopies::record( $attachment_id );
		if ( null === $record ) {
			return ImageCopies::is_convertible( $attachment_id ) ? __( 'Not converted', 'vista-speed' ) : '—';
		}
		if ( (int) $record['saved'] <= 0 ) {
			return __( 'Converted; no copy was smaller, so the original is served', 'vista-speed' );
		}
		return sprintf(
			/* translators: 1: bytes saved, such as "120 KB", 2: percentage of the original size. */
			__( '%1$s saved (%2$s%%)', 'vista-speed' ),
			size_format( (int) $record['saved'], 1 ),
			number_format_i18n( 100 * (int) $record['saved'] / max( 1, (int) $record['original'] ) )
		);
	}
}
