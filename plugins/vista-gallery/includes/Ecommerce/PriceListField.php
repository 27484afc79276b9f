<?php
/**
 * The price-list choice in the media modal: an image may use another list than its gallery's
 * (admin requests only; the media modal reads and saves it through admin-ajax).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;


/**
 * The media-modal field of an image’s price list.
 */
final class PriceListField {

	/**
	 * The price-list choice in the media modal: an image may use another list than its gallery's.
	 *
	 * @param array<string, array<string, mixed>> $fields Fields.
	 * @param \WP_Post                            $post   Attachment.
	 * @return array<string, array<string, mixed>>
	 */
	public static function attachment_field( $fields, $post ) {
		if ( ! current_user_can( 'manage_options' ) || ! $post instanceof \WP_Post ) {
			return $fields;
		}
		$current = (int) get_post_meta( $post->ID, PriceList::META_IMAGE, true );
		$name    = "attachments[{$post->ID}][vista_pricelist]";
		$options = '<option value="0">' . esc_html__( 'The gallery’s price list', 'vista-gallery' ) . '</option>';
		foreach ( PriceList::all() as $id => $title ) {
			$options .= sprintf( '<option value="%d"%s>%s</option>', $id, selected( $current, $id, false ), esc_html( $title ) );
		}
		$fields['vista_pricelist'] = array(
			'label' => __( 'Price list', 'vista-gallery' ),
			'input' => 'html',
			'html'  => sprintf( '<select name="%1$s" id="%1$s">%2$s</select>', esc_attr( $name ), $options ),
			'helps' => __( 'Sell this image with another price list than its gallery’s.', 'vista-gallery' ),
		);
		return $fields;
	}

	/**
	 * Saves the media-modal choice (a known list or none).
	 *
	 * @param array<string, mixed> $post       Attachment fields.
	 * @param array<string, mixed> $attachment Submitted fields.
	 * @return array<string, mixed>
	 */
	public static function save_attachment_field( $post, $attachment ) {
		if ( ! isset( $attachment['vista_pricelist'] ) || ! current_user_can( 'manage_options' ) || ! current_user_can( 'edit_post', (int) $post['ID'] ) ) {
			return $post;
		}
		$id = absint( $attachment['vista_pricelist'] );
		if ( 0 === $id ) {
			delete_post_meta( (int) $post['ID'], PriceList::META_IMAGE );
		} elseif ( null !== PriceList::get( $id ) ) {
			update_post_meta( (int) $post['ID'], PriceList::META_IMAGE, $id );
		}
		return $post;
	}
}
