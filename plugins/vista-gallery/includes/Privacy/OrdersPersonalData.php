<?php
/**
 * Print orders in Tools → Export Personal Data and Erase Personal Data, found by the buyer's
 * e-mail address. Erasing anonymises the buyer (name, e-mail, postal address, note) and keeps the
 * order's lines and total: a sale stays in the accounts, which the law asks a shop to keep.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Privacy;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Ecommerce\Money;
use Vista\Gallery\Ecommerce\Orders;

/**
 * The exporter and the eraser WordPress calls page by page.
 */
final class OrdersPersonalData {

	/** Orders a page: WordPress calls again with the next page until `done`. */
	public const PER_PAGE = 100;

	public const ID       = 'vista-gallery-orders';
	public const GROUP_ID = 'vista-gallery-orders';

	/**
	 * Adds the exporter (wp_privacy_personal_data_exporters).
	 *
	 * @param mixed $exporters Exporters by id.
	 * @return array<string, mixed>
	 */
	public static function add_exporter( $exporters ): array {
		$exporters             = is_array( $exporters ) ? $exporters : array();
		$exporters[ self::ID ] = array(
			'exporter_friendly_name' => __( 'Vista Gallery print orders', 'vista-gallery' ),
			'callback'               => array( self::class, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Adds the eraser (wp_privacy_personal_data_erasers).
	 *
	 * @param mixed $erasers Erasers by id.
	 * @return array<string, mixed>
	 */
	public static function add_eraser( $erasers ): array {
		$erasers             = is_array( $erasers ) ? $erasers : array();
		$erasers[ self::ID ] = array(
			'eraser_friendly_name' => __( 'Vista Gallery print orders', 'vista-gallery' ),
			'callback'             => array( self::class, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * One page of the person's orders.
	 *
	 * @param string $email The buyer's e-mail address.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public static function export( $email, $page = 1 ): array {
		$found = self::order_ids( (string) $email, max( 1, (int) $page ) );
		$data  = array();
		foreach ( $found['ids'] as $id ) {
			$order  = (array) Orders::get( $id );
			$buyer  = (array) ( $order['buyer'] ?? array() );
			$lines  = array_map(
				static fn ( $line ) => sprintf( '%d × %s, %s', (int) $line['quantity'], (string) $line['image_title'], (string) $line['label'] ),
				(array) ( $order['lines'] ?? array() )
			);
			$data[] = array(
				'group_id'          => self::GROUP_ID,
				'group_label'       => __( 'Print orders', 'vista-gallery' ),
				'group_description' => __( 'The prints you ordered from the galleries of this site.', 'vista-gallery' ),
				'item_id'           => 'vista-order-' . $id,
				'data'              => array(
					array(
						'name'  => __( 'Order', 'vista-gallery' ),
						'value' => '#' . $id,
					),
					array(
						'name'  => __( 'Date (UTC)', 'vista-gallery' ),
						'value' => (string) get_post_field( 'post_date_gmt', $id ),
					),
					array(
						'name'  => __( 'Name', 'vista-gallery' ),
						'value' => (string) ( $buyer['name'] ?? '' ),
					),
					array(
						'name'  => __( 'Email', 'vista-gallery' ),
						'value' => (string) ( $buyer['email'] ?? '' ),
					),
					array(
						'name'  => __( 'Address', 'vista-gallery' ),
						'value' => (string) ( $buyer['address'] ?? '' ),
					),
					array(
						'name'  => __( 'Note', 'vista-gallery' ),
						'value' => (string) ( $buyer['note'] ?? '' ),
					),
					array(
						'name'  => __( 'Prints', 'vista-gallery' ),
						'value' => implode( '; ', $lines ),
					),
					array(
						'name'  => __( 'Total', 'vista-gallery' ),
						'value' => Money::with_symbol( (int) ( $order['total_cents'] ?? 0 ), (string) ( $order['currency_symbol'] ?? '' ) ),
					),
				),
			);
		}
		return array(
			'data' => $data,
			'done' => $found['rows'] < self::PER_PAGE,
		);
	}

	/**
	 * Anonymises the buyer of the person's orders, a page at a time (anonymised orders no longer
	 * match, so each call takes the first page of what is left).
	 *
	 * @param string $email The buyer's e-mail address.
	 * @param int    $page  1-based page (unused, see above).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public static function erase( $email, $page = 1 ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- WordPress passes the page; anonymised orders leave the list.
		$found = self::order_ids( (string) $email, 1 );
		foreach ( $found['ids'] as $id ) {
			self::anonymise( $id );
		}
		$count    = count( $found['ids'] );
		$messages = array();
		if ( $count > 0 ) {
			/* translators: %d: number of orders */
			$messages[] = sprintf( _n( '%d print order is kept for the accounts, without the buyer’s name, e-mail address, postal address and note.', '%d print orders are kept for the accounts, without the buyer’s name, e-mail address, postal address and note.', $count, 'vista-gallery' ), $count );
		}
		return array(
			'items_removed'  => $count > 0,
			'items_retained' => false,
			'messages'       => $messages,
			// A full page of rows that only looked alike would come back every call: stop there.
			'done'           => $found['rows'] < self::PER_PAGE || 0 === $count,
		);
	}

	/**
	 * Replaces an order's buyer with WordPress's anonymous values, in its details and its title.
	 *
	 * @param int $id Order.
	 */
	private static function anonymise( int $id ): void {
		$order = Orders::get( $id );
		if ( null === $order ) {
			return;
		}
		$order['buyer'] = array(
			'name'    => wp_privacy_anonymize_data( 'text' ),
			'email'   => wp_privacy_anonymize_data( 'email' ),
			'address' => wp_privacy_anonymize_data( 'longtext' ),
			'note'    => '',
		);
		update_post_meta( $id, Orders::META, wp_slash( $order ) );
		wp_update_post(
			array(
				'ID'         => $id,
				/* translators: 1: buyer's name, 2: order total */
				'post_title' => sprintf( __( 'Order from %1$s, %2$s', 'vista-gallery' ), $order['buyer']['name'], Money::with_symbol( (int) ( $order['total_cents'] ?? 0 ), (string) ( $order['currency_symbol'] ?? '' ) ) ),
			)
		);
	}

	/**
	 * One page of the orders whose buyer has this address, oldest first. The details are one
	 * serialised meta value: the query narrows by the address as it is serialised, and the
	 * address read back decides.
	 *
	 * @param string $email Address.
	 * @param int    $page  1-based page.
	 * @return array{ids: int[], rows: int} The orders, and how many rows the page read.
	 */
	private static function order_ids( string $email, int $page ): array {
		global $wpdb;
		$email = trim( $email );
		if ( ! is_email( $email ) ) {
			return array(
				'ids'  => array(),
				'rows' => 0,
			);
		}
		$like = '%' . $wpdb->esc_like( 's:5:"email";s:' . strlen( $email ) . ':"' . $email . '";' ) . '%';
		$rows = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID WHERE p.post_type = %s AND m.meta_key = %s AND m.meta_value LIKE %s ORDER BY p.ID LIMIT %d OFFSET %d",
				Orders::POST_TYPE,
				Orders::META,
				$like,
				self::PER_PAGE,
				( $page - 1 ) * self::PER_PAGE
			)
		);
		$rows = array_map( 'intval', is_array( $rows ) ? $rows : array() );
		$ids  = array_values( array_filter( $rows, static fn ( $id ) => 0 === strcasecmp( (string) ( Orders::get( $id )['buyer']['email'] ?? '' ), $email ) ) );
		return array(
			'ids'  => $ids,
			'rows' => count( $rows ),
		);
	}
}
