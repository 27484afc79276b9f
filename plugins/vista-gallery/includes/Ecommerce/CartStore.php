<?php
/**
 * The visitors' carts, server-side: a table of lines keyed by a hash of the random token the
 * visitor's browser keeps in an httponly cookie, so one visitor never reads another's cart and the
 * table alone reveals no token. Each line holds the price the server computed when it was added.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit;

/**
 * Table, cookie and lines.
 */
final class CartStore {

	public const SCHEMA_VERSION        = 1;
	public const SCHEMA_VERSION_OPTION = 'vista_gallery_cart_db_version';
	public const COOKIE                = 'vista_gallery_cart';

	/** Most lines in one cart, most of one line. */
	public const MAX_LINES    = 100;
	public const MAX_QUANTITY = 1000;

	/** Carts untouched this long are removed. */
	public const LIFETIME = 30 * DAY_IN_SECONDS;
	/**
	 * How long a cart made by one request lives until its visitor comes back to it (another add,
	 * a change on the cart page): a script that adds without keeping the cookie makes a cart with
	 * every request, and those must not stay for LIFETIME (issue 31 item 12).
	 */
	public const FRESH_LIFETIME = DAY_IN_SECONDS;

	/** The token of this request, once read or made. */
	private static ?string $token = null;

	/**
	 * The table's name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vista_gallery_cart_items';
	}

	/**
	 * Creates or updates the table when the stored schema version is older.
	 */
	public static function migrate(): void {
		Kit\Tables::migrate(
			self::SCHEMA_VERSION_OPTION,
			self::SCHEMA_VERSION,
			static fn ( string $charset ): string => 'CREATE TABLE ' . self::table() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				cart_hash char(64) NOT NULL,
				image_id bigint(20) unsigned NOT NULL,
				pricelist_id bigint(20) unsigned NOT NULL,
				type varchar(16) NOT NULL,
				item_id int(11) NOT NULL DEFAULT 0,
				label text NOT NULL,
				options longtext NOT NULL,
				quantity int(11) NOT NULL,
				unit_cents bigint(20) NOT NULL,
				currency varchar(8) NOT NULL DEFAULT '',
				currency_symbol varchar(32) NOT NULL DEFAULT '',
				updated_at datetime NOT NULL,
				PRIMARY KEY  (id),
				KEY cart_hash (cart_hash),
				KEY updated_at (updated_at)
			) {$charset};"
		);
	}

	/**
	 * The cart token of the browser, '' when it has none (or a malformed one).
	 */
	public static function current_token(): string {
		if ( null !== self::$token ) {
			return self::$token;
		}
		$cookie = isset( $_COOKIE[ self::COOKIE ] ) && is_string( $_COOKIE[ self::COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : '';
		return self::valid_token( $cookie ) ? $cookie : '';
	}

	/**
	 * The browser's token, made and sent as a cookie when it has none.
	 */
	public static function token_or_create(): string {
		$token = self::current_token();
		if ( '' === $token ) {
			$token       = bin2hex( random_bytes( 24 ) );
			self::$token = $token;
			if ( ! headers_sent() ) {
				setcookie(
					self::COOKIE,
					$token,
					array(
						'expires'  => time() + self::LIFETIME,
						'path'     => COOKIEPATH ? COOKIEPATH : '/',
						'domain'   => COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
						'secure'   => is_ssl(),
						'httponly' => true,
						'samesite' => 'Lax',
					)
				);
			}
			$_COOKIE[ self::COOKIE ] = $token;
		}
		return $token;
	}

	/**
	 * Forgets the token of this request (tests, and after a cookie change).
	 *
	 * @param string|null $token The token to use from now on, or null to read the cookie again.
	 */
	public static function use_token( ?string $token ): void {
		self::$token = $token;
	}

	/**
	 * Whether a token has the form this class makes.
	 *
	 * @param string $token Token.
	 */
	public static function valid_token( string $token ): bool {
		return 1 === preg_match( '/^[a-f0-9]{48}$/', $token );
	}

	/**
	 * The stored key of a token.
	 *
	 * @param string $token Token.
	 */
	private static function hash( string $token ): string {
		return hash_hmac( 'sha256', $token, wp_salt( 'auth' ) );
	}

	/**
	 * Lines of a cart, oldest first.
	 *
	 * @param string $token Cart token.
	 * @return array<int, array<string, mixed>>
	 */
	public static function lines( string $token ): array {
		if ( ! self::valid_token( $token ) ) {
			return array();
		}
		global $wpdb;
		$table = self::table();
		// SQL: own table.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE cart_hash = %s ORDER BY id ASC", self::hash( $token ) ), ARRAY_A );
		$lines = array();
		foreach ( (array) $rows as $row ) {
			$options = json_decode( (string) $row['options'], true );
			$lines[] = array(
				'id'              => (int) $row['id'],
				'image_id'        => (int) $row['image_id'],
				'pricelist_id'    => (int) $row['pricelist_id'],
				'type'            => (string) $row['type'],
				'item_id'         => (int) $row['item_id'],
				'label'           => (string) $row['label'],
				'options'         => is_array( $options ) ? $options : array(),
				'quantity'        => (int) $row['quantity'],
				'unit_cents'      => (int) $row['unit_cents'],
				'currency'        => (string) $row['currency'],
				'currency_symbol' => (string) $row['currency_symbol'],
			);
		}
		return $lines;
	}

	/**
	 * How many products the cart holds (the sum of its quantities).
	 *
	 * @param string $token Cart token.
	 */
	public static function count( string $token ): int {
		return (int) array_sum( array_column( self::lines( $token ), 'quantity' ) );
	}

	/**
	 * The sum of a cart's lines, in cents.
	 *
	 * @param array<int, array<string, mixed>> $lines Lines.
	 */
	public static function total( array $lines ): int {
		return (int) array_sum( array_map( static fn ( $line ) => (int) $line['unit_cents'] * (int) $line['quantity'], $lines ) );
	}

	/**
	 * Adds lines, merging a line equal to one already there (same image, item and options) by
	 * adding its quantity in the database itself, so parallel adds to one line all count (issue 31
	 * item 13). All or nothing: a cart that would pass MAX_LINES or a line that would pass
	 * MAX_QUANTITY refuses the whole addition. A new cart counts against its visitor's day
	 * (NewCartLimit).
	 *
	 * @param string                           $token Cart token.
	 * @param array<int, array<string, mixed>> $new   Lines computed by the server.
	 * @return true|string True, or the message of the refusal.
	 */
	public static function add( string $token, array $new ) {
		if ( ! self::valid_token( $token ) ) {
			return __( 'Your cart could not be found.', 'vista-gallery' );
		}
		$lines = self::lines( $token );
		$fresh = array() === $lines;
		if ( $fresh && array() !== $new && ! NewCartLimit::claim() ) {
			return __( 'Too many new carts were started from your network today. Keep your cookies on, or try again tomorrow.', 'vista-gallery' );
		}
		if ( ! $fresh && array() !== $new && $lines[0]['currency'] !== $new[0]['currency'] ) {
			return __( 'Your cart holds items priced in another currency: check it out first.', 'vista-gallery' );
		}
		$updates = array();
		$current = array();
		$inserts = array();
		foreach ( $new as $line ) {
			$options = (string) wp_json_encode( $line['options'] );
			$match   = null;
			foreach ( $lines as $existing ) {
				if ( $existing['image_id'] === $line['image_id'] && $existing['type'] === $line['type'] && $existing['item_id'] === $line['item_id']
					&& $existing['pricelist_id'] === $line['pricelist_id'] && (string) wp_json_encode( $existing['options'] ) === $options && $existing['unit_cents'] === $line['unit_cents'] ) {
					$match = $existing;
					break;
				}
			}
			if ( null !== $match ) {
				$quantity = ( $updates[ $match['id'] ] ?? $match['quantity'] ) + $line['quantity'];
				if ( $quantity > self::MAX_QUANTITY ) {
					/* translators: %d: the most of one line */
					return sprintf( __( 'At most %d of one item fit in a cart.', 'vista-gallery' ), self::MAX_QUANTITY );
				}
				$updates[ $match['id'] ] = $quantity;
				$current[ $match['id'] ] = $match['quantity'];
			} else {
				$inserts[] = $line;
			}
		}
		if ( count( $lines ) + count( $inserts ) > self::MAX_LINES ) {
			/* translators: %d: the most lines */
			return sprintf( __( 'A cart holds at most %d different items.', 'vista-gallery' ), self::MAX_LINES );
		}
		global $wpdb;
		$now   = gmdate( 'Y-m-d H:i:s' );
		$added = array();
		foreach ( $updates as $id => $quantity ) {
			$more = $quantity - $current[ $id ];
			if ( ! self::increase( $token, $id, $more ) ) {
				// A parallel add filled the line, or the line was removed meanwhile: undo this call's part.
				foreach ( $added as $done_id => $done ) {
					self::increase( $token, $done_id, -$done );
				}
				/* translators: %d: the most of one line */
				return sprintf( __( 'At most %d of one item fit in a cart.', 'vista-gallery' ), self::MAX_QUANTITY );
			}
			$added[ $id ] = $more;
		}
		foreach ( $inserts as $line ) {
			// Own table.
			$wpdb->insert(
				self::table(),
				array(
					'cart_hash'       => self::hash( $token ),
					'image_id'        => $line['image_id'],
					'pricelist_id'    => $line['pricelist_id'],
					'type'            => $line['type'],
					'item_id'         => $line['item_id'],
					'label'           => $line['label'],
					'options'         => (string) wp_json_encode( $line['options'] ),
					'quantity'        => $line['quantity'],
					'unit_cents'      => $line['unit_cents'],
					'currency'        => $line['currency'],
					'currency_symbol' => $line['currency_symbol'],
					'updated_at'      => $now,
				),
				array( '%s', '%d', '%d', '%s', '%d', '%s', '%s', '%d', '%d', '%s', '%s', '%s' )
			);
		}
		self::touch( $token, $fresh );
		return true;
	}

	/**
	 * Adds $more to a line of this cart in one UPDATE (a read in PHP then a write would lose the
	 * adds of parallel requests), unless the line would pass MAX_QUANTITY or fall below 1.
	 *
	 * @param string $token   Cart token.
	 * @param int    $line_id Line id.
	 * @param int    $more    Quantity to add (negative to undo an add).
	 * @return bool Whether the line changed.
	 */
	private static function increase( string $token, int $line_id, int $more ): bool {
		global $wpdb;
		$table = self::table();
		// SQL: own table; the bounds are checked in the same statement that adds.
		$sql = "UPDATE {$table} SET quantity = quantity + %d, updated_at = %s WHERE id = %d AND cart_hash = %s AND quantity + %d BETWEEN 1 AND %d";
		// SQL: $sql is the literal above.
		return 1 === (int) $wpdb->query( $wpdb->prepare( $sql, $more, gmdate( 'Y-m-d H:i:s' ), $line_id, self::hash( $token ), $more, self::MAX_QUANTITY ) );
	}

	/**
	 * Sets the quantity of a line of this cart (only of this cart).
	 *
	 * @param string $token    Cart token.
	 * @param int    $line_id  Line id.
	 * @param int    $quantity 1..MAX_QUANTITY.
	 */
	public static function set_quantity( string $token, int $line_id, int $quantity ): bool {
		if ( ! self::valid_token( $token ) || $quantity < 1 || $quantity > self::MAX_QUANTITY ) {
			return false;
		}
		global $wpdb;
		// Own table.
		$changed = false !== $wpdb->update(
			self::table(),
			array(
				'quantity'   => $quantity,
				'updated_at' => gmdate( 'Y-m-d H:i:s' ),
			),
			array(
				'id'        => $line_id,
				'cart_hash' => self::hash( $token ),
			),
			array( '%d', '%s' ),
			array( '%d', '%s' )
		);
		// The visitor came back to the cart: it lives LIFETIME from now, fresh or not.
		self::touch( $token );
		return $changed;
	}

	/**
	 * Removes a line of this cart (only of this cart).
	 *
	 * @param string $token   Cart token.
	 * @param int    $line_id Line id.
	 */
	public static function remove( string $token, int $line_id ): void {
		if ( ! self::valid_token( $token ) ) {
			return;
		}
		global $wpdb;
		// Own table.
		$wpdb->delete(
			self::table(),
			array(
				'id'        => $line_id,
				'cart_hash' => self::hash( $token ),
			),
			array( '%d', '%s' )
		);
		// The visitor came back to the cart: what is left lives LIFETIME from now.
		self::touch( $token );
	}

	/**
	 * Empties a cart.
	 *
	 * @param string $token Cart token.
	 */
	public static function clear( string $token ): void {
		if ( ! self::valid_token( $token ) ) {
			return;
		}
		global $wpdb;
		// Own table.
		$wpdb->delete( self::table(), array( 'cart_hash' => self::hash( $token ) ), array( '%s' ) );
	}

	/**
	 * Keeps a cart alive, and lets abandoned carts go. A cart made by this request is dated as if
	 * touched LIFETIME - FRESH_LIFETIME ago, so it goes after FRESH_LIFETIME unless its visitor
	 * comes back to it.
	 *
	 * @param string $token Cart token.
	 * @param bool   $fresh Whether this request made the cart.
	 */
	private static function touch( string $token, bool $fresh = false ): void {
		global $wpdb;
		$table   = self::table();
		$touched = $fresh ? time() - self::LIFETIME + self::FRESH_LIFETIME : time();
		// SQL: own table.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET updated_at = %s WHERE cart_hash = %s", gmdate( 'Y-m-d H:i:s', $touched ), self::hash( $token ) ) );
		// SQL: own table.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE updated_at < %s", gmdate( 'Y-m-d H:i:s', time() - self::LIFETIME ) ) );
	}
}
