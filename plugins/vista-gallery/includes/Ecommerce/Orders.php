<?php
/**
 * Orders recorded by the checkout page, for the owner: a post type shown under Galleries → Orders
 * (administrators only, never created from the admin), with the status "Pending payment" (no
 * payment provider yet), the buyer's details, the lines and the total as the server priced them.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\AdminScreens;

/**
 * The order post type, its status and its admin screens.
 */
final class Orders {

	public const POST_TYPE      = 'vista_order';
	public const STATUS_PENDING = 'vista-pending';
	public const META           = '_vista_order';
	public const META_KEY       = '_vista_order_key';

	/**
	 * The post type (administrators only) and the status.
	 */
	public static function register_types(): void {
		$admin = 'manage_options';
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'       => array(
					'name'          => __( 'Orders', 'vista-gallery' ),
					'singular_name' => __( 'Order', 'vista-gallery' ),
					'edit_item'     => __( 'Order', 'vista-gallery' ),
					'not_found'     => __( 'No orders yet.', 'vista-gallery' ),
				),
				'public'       => false,
				'show_ui'      => true,
				'show_in_menu' => false,
				'show_in_rest' => false,
				'supports'     => array( 'title' ),
				'rewrite'      => false,
				'query_var'    => false,
				'map_meta_cap' => false,
				'capabilities' => array(
					'edit_post'              => $admin,
					'read_post'              => $admin,
					'delete_post'            => $admin,
					'edit_posts'             => $admin,
					'edit_others_posts'      => $admin,
					'delete_posts'           => $admin,
					'delete_others_posts'    => $admin,
					'publish_posts'          => $admin,
					'read_private_posts'     => $admin,
					'edit_published_posts'   => $admin,
					'delete_published_posts' => $admin,
					'create_posts'           => 'do_not_allow',
				),
			)
		);
		register_post_status(
			self::STATUS_PENDING,
			array(
				'label'                     => __( 'Pending payment', 'vista-gallery' ),
				'public'                    => false,
				'internal'                  => false,
				'protected'                 => true,
				'show_in_admin_all_list'    => true,
				'show_in_admin_status_list' => true,
				/* translators: %s: number of orders */
				'label_count'               => _n_noop( 'Pending payment <span class="count">(%s)</span>', 'Pending payment <span class="count">(%s)</span>', 'vista-gallery' ),
			)
		);
	}

	/**
	 * Galleries → Orders.
	 */
	public static function add_menu(): void {
		add_submenu_page( AdminScreens::SLUG, __( 'Orders', 'vista-gallery' ), __( 'Orders', 'vista-gallery' ), 'manage_options', 'edit.php?post_type=' . self::POST_TYPE );
	}

	/**
	 * Records an order from priced cart lines and the buyer's checked details.
	 *
	 * @param array<int, array<string, mixed>> $lines Cart lines (CartStore::lines()).
	 * @param array<string, string>            $buyer name, email, address, note.
	 * @return array{0: int, 1: string} The order id and its secret key (0 and '' on failure).
	 */
	public static function create( array $lines, array $buyer ): array {
		$total = CartStore::total( $lines );
		$key   = bin2hex( random_bytes( 16 ) );
		$order = array(
			'buyer'           => $buyer,
			'lines'           => array_map(
				static fn ( $line ) => array(
					'image_id'    => (int) $line['image_id'],
					'image_title' => (string) get_the_title( (int) $line['image_id'] ),
					'type'        => (string) $line['type'],
					'item_id'     => (int) $line['item_id'],
					'label'       => (string) $line['label'],
					'options'     => $line['options'],
					'quantity'    => (int) $line['quantity'],
					'unit_cents'  => (int) $line['unit_cents'],
					'total_cents' => (int) $line['unit_cents'] * (int) $line['quantity'],
				),
				$lines
			),
			'total_cents'     => $total,
			'currency'        => (string) ( $lines[0]['currency'] ?? '' ),
			'currency_symbol' => (string) ( $lines[0]['currency_symbol'] ?? '' ),
		);
		$id    = wp_insert_post(
			array(
				'post_type'   => self::POST_TYPE,
				'post_status' => self::STATUS_PENDING,
				/* translators: 1: buyer's name, 2: order total */
				'post_title'  => sprintf( __( 'Order from %1$s, %2$s', 'vista-gallery' ), $buyer['name'], Money::with_symbol( $total, $order['currency_symbol'] ) ),
			),
			true
		);
		if ( is_wp_error( $id ) || 0 === (int) $id ) {
			return array( 0, '' );
		}
		update_post_meta( (int) $id, self::META, wp_slash( $order ) );
		update_post_meta( (int) $id, self::META_KEY, wp_hash( $key ) );
		return array( (int) $id, $key );
	}

	/**
	 * A stored order, or null.
	 *
	 * @param int $id Order id.
	 * @return array<string, mixed>|null
	 */
	public static function get( int $id ): ?array {
		if ( self::POST_TYPE !== get_post_type( $id ) ) {
			return null;
		}
		$order = get_post_meta( $id, self::META, true );
		return is_array( $order ) ? $order : null;
	}

	/**
	 * Whether a key is the one given to the buyer of an order.
	 *
	 * @param int    $id  Order id.
	 * @param string $key Key.
	 */
	public static function key_matches( int $id, string $key ): bool {
		$stored = (string) get_post_meta( $id, self::META_KEY, true );
		return '' !== $stored && '' !== $key && hash_equals( $stored, wp_hash( $key ) );
	}

	/**
	 * List columns.
	 *
	 * @param array<string, string> $columns Columns.
	 * @return array<string, string>
	 */
	public static function columns( $columns ) {
		return array(
			'cb'                => $columns['cb'] ?? '',
			'title'             => __( 'Order', 'vista-gallery' ),
			'vista_order_email' => __( 'Email', 'vista-gallery' ),
			'vista_order_total' => __( 'Total', 'vista-gallery' ),
			'vista_order_state' => __( 'Status', 'vista-gallery' ),
			'date'              => $columns['date'] ?? __( 'Date', 'vista-gallery' ),
		);
	}

	/**
	 * A cell.
	 *
	 * @param string $column  Column.
	 * @param int    $post_id Order id.
	 */
	public static function column( $column, $post_id ): void {
		$order = self::get( (int) $post_id );
		if ( null === $order ) {
			return;
		}
		if ( 'vista_order_email' === $column ) {
			echo esc_html( $order['buyer']['email'] ?? '' );
		} elseif ( 'vista_order_total' === $column ) {
			echo esc_html( Money::with_symbol( (int) $order['total_cents'], (string) $order['currency_symbol'] ) );
		} elseif ( 'vista_order_state' === $column ) {
			$status = get_post_status_object( (string) get_post_status( (int) $post_id ) );
			echo esc_html( $status ? $status->label : '' );
		}
	}

	/**
	 * The order's details on its screen.
	 */
	public static function meta_boxes(): void {
		add_meta_box( 'vista-order-details', __( 'Order details', 'vista-gallery' ), array( self::class, 'details_box' ), self::POST_TYPE, 'normal', 'high' );
	}

	/**
	 * Buyer, lines and total.
	 *
	 * @param \WP_Post $post Order.
	 */
	public static function details_box( $post ): void {
		$order = self::get( (int) $post->ID );
		if ( null === $order ) {
			return;
		}
		echo self::summary( $order, true ); // Escaped in summary().
	}

	/**
	 * An order as a table, for the owner (with the buyer) and for the buyer's confirmation.
	 *
	 * @param array<string, mixed> $order      Order.
	 * @param bool                 $with_buyer Whether to show the buyer's details.
	 */
	public static function summary( array $order, bool $with_buyer ): string {
		$symbol = (string) $order['currency_symbol'];
		$html   = '';
		if ( $with_buyer ) {
			$status = get_post_status_object( self::STATUS_PENDING );
			$html  .= '<dl class="vista-order__buyer">';
			foreach ( array(
				'name'    => __( 'Name', 'vista-gallery' ),
				'email'   => __( 'Email', 'vista-gallery' ),
				'address' => __( 'Address', 'vista-gallery' ),
				'note'    => __( 'Note', 'vista-gallery' ),
			) as $field => $label ) {
				$html .= sprintf( '<dt>%s</dt><dd>%s</dd>', esc_html( $label ), nl2br( esc_html( (string) ( $order['buyer'][ $field ] ?? '' ) ) ) );
			}
			$html .= sprintf( '<dt>%s</dt><dd>%s</dd></dl>', esc_html__( 'Status', 'vista-gallery' ), esc_html( $status ? $status->label : '' ) );
		}
		$html .= sprintf(
			'<table class="vista-order__lines widefat"><thead><tr><th scope="col">%s</th><th scope="col">%s</th><th scope="col">%s</th><th scope="col">%s</th><th scope="col">%s</th></tr></thead><tbody>',
			esc_html__( 'Image', 'vista-gallery' ),
			esc_html__( 'Item', 'vista-gallery' ),
			esc_html__( 'Price', 'vista-gallery' ),
			esc_html__( 'Quantity', 'vista-gallery' ),
			esc_html__( 'Total', 'vista-gallery' )
		);
		foreach ( $order['lines'] as $line ) {
			$html .= sprintf(
				'<tr><td>%s</td><td>%s%s</td><td>%s</td><td>%d</td><td>%s</td></tr>',
				esc_html( (string) $line['image_title'] ),
				esc_html( (string) $line['label'] ),
				CartPage::options_list( (array) $line['options'] ),
				esc_html( Money::with_symbol( (int) $line['unit_cents'], $symbol ) ),
				(int) $line['quantity'],
				esc_html( Money::with_symbol( (int) $line['total_cents'], $symbol ) )
			);
		}
		return $html . sprintf(
			'</tbody><tfoot><tr><th scope="row" colspan="4">%s</th><td class="vista-order__total">%s</td></tr></tfoot></table>',
			esc_html__( 'Order total', 'vista-gallery' ),
			esc_html( Money::with_symbol( (int) $order['total_cents'], $symbol ) )
		);
	}
}
