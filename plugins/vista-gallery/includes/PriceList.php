<?php
/**
 * Price lists (000 §2.3 ecommerce panel, §3.7 cart item): a post type holding, in one meta value,
 * the currency, the base price of a print or product, the sections sold (manual prints and
 * products, downloads), the manual items, the parameters of the five §3.7 types (2 text,
 * 3 textarea, 4 select, 5 radio, 6 checkboxes; the last three with values that change the price)
 * and the download items.
 *
 * A gallery names its price list (META_GALLERY, used by all its images); an image may name another
 * (META_IMAGE, set in the media modal). Prices are held as cents so that sums never drift.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

/**
 * Registration, validation and reading of price lists.
 */
final class PriceList {

	public const POST_TYPE    = 'vista_pricelist';
	public const META         = '_vista_pricelist';
	public const META_GALLERY = '_vista_gallery_pricelist';
	public const META_IMAGE   = '_vista_image_pricelist';

	public const SECTIONS = array( 'manual', 'downloads' );

	/** 000 §3.7 parameter types. */
	public const TYPE_TEXT       = 2;
	public const TYPE_TEXTAREA   = 3;
	public const TYPE_SELECT     = 4;
	public const TYPE_RADIO      = 5;
	public const TYPE_CHECKBOXES = 6;
	public const TYPES           = array( 2, 3, 4, 5, 6 );
	public const TYPES_WITH_VALUES = array( 4, 5, 6 );

	/** Longest text a buyer may type in a text or textarea parameter. */
	public const MAX_TEXT     = 200;
	public const MAX_TEXTAREA = 1000;

	/** Highest price or price difference, in cents (one million). */
	public const MAX_CENTS = 100000000;

	/** Most parameters, values, items of one list: a form, not a catalogue. */
	public const MAX_ROWS = 100;

	/**
	 * Hooks the registration.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_types' ), 5 );
	}

	/**
	 * Hooks the media-modal field (admin requests only, Plugin::boot_admin(): the media modal
	 * reads and saves it through admin-ajax).
	 */
	public static function register_admin(): void {
		add_filter( 'attachment_fields_to_edit', array( self::class, 'attachment_field' ), 10, 2 );
		add_filter( 'attachment_fields_to_save', array( self::class, 'save_attachment_field' ), 10, 2 );
	}

	/**
	 * The post type and the two assignment metas.
	 */
	public static function register_types(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'          => array(
					'name'          => __( 'Price lists', 'vista-gallery' ),
					'singular_name' => __( 'Price list', 'vista-gallery' ),
				),
				'public'          => false,
				'show_ui'         => false,
				'show_in_rest'    => false,
				'supports'        => array( 'title' ),
				'capability_type' => 'post',
				'map_meta_cap'    => true,
				'rewrite'         => false,
				'query_var'       => false,
			)
		);
		$auth = static fn () => current_user_can( 'manage_options' );
		register_post_meta(
			PostTypes::GALLERY,
			self::META_GALLERY,
			array(
				'type'              => 'integer',
				'single'            => true,
				'default'           => 0,
				'sanitize_callback' => 'absint',
				'auth_callback'     => $auth,
				'show_in_rest'      => true,
			)
		);
		register_post_meta(
			'attachment',
			self::META_IMAGE,
			array(
				'type'              => 'integer',
				'single'            => true,
				'default'           => 0,
				'sanitize_callback' => 'absint',
				'auth_callback'     => $auth,
				'show_in_rest'      => true,
			)
		);
	}

	/**
	 * An amount of cents as the spec shows totals: two decimals, comma thousands ("1,234.50").
	 *
	 * @param int $cents Amount.
	 */
	public static function format( int $cents ): string {
		$sign = $cents < 0 ? '-' : '';
		return $sign . number_format( abs( $cents ) / 100, 2, '.', ',' );
	}

	/**
	 * An amount with the currency symbol.
	 *
	 * @param int    $cents  Amount.
	 * @param string $symbol Currency symbol.
	 */
	public static function money( int $cents, string $symbol ): string {
		return $cents < 0 ? '-' . $symbol . self::format( -$cents ) : $symbol . self::format( $cents );
	}

	/**
	 * A price difference with its sign ("+2.00", "-1.50").
	 *
	 * @param int $cents Difference.
	 */
	public static function difference( int $cents ): string {
		return ( $cents < 0 ? '-' : '+' ) . self::format( abs( $cents ) );
	}

	/**
	 * Cents of a price typed by the owner: "12", "12.5", "12.50", with a sign when $signed.
	 *
	 * @param mixed $raw    Value.
	 * @param bool  $signed Whether a sign is allowed (price differences).
	 * @return int|null Null when it is not such a number or beyond MAX_CENTS.
	 */
	public static function cents( $raw, bool $signed = false ): ?int {
		if ( is_int( $raw ) || is_float( $raw ) ) {
			$raw = number_format( (float) $raw, 2, '.', '' );
		}
		if ( ! is_string( $raw ) ) {
			return null;
		}
		$pattern = $signed ? '/^([+-]?)(\d{1,9})(?:\.(\d{1,2}))?$/' : '/^()(\d{1,9})(?:\.(\d{1,2}))?$/';
		if ( ! preg_match( $pattern, trim( $raw ), $match ) ) {
			return null;
		}
		$cents = (int) $match[2] * 100 + (int) str_pad( $match[3] ?? '', 2, '0' );
		if ( $cents > self::MAX_CENTS ) {
			return null;
		}
		return '-' === $match[1] ? -$cents : $cents;
	}

	/**
	 * A default list, as the admin screen starts a new one.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array(
			'currency'        => 'USD',
			'currency_symbol' => '$',
			'manual_price'    => 0,
			'sections'        => array( 'manual' ),
			'manual_items'    => array(),
			'parameters'      => array(),
			'downloads'       => array(),
		);
	}

	/**
	 * Checks a list sent by the admin screen and gives it in stored form (prices in cents, ids
	 * given to new rows), or the messages by field ("parameters.2.values.0.price").
	 *
	 * @param array<string, mixed> $raw The fields: title, currency, currency_symbol, manual_price,
	 *                                  sections, manual_items, parameters, downloads.
	 * @return array{0: array<string, mixed>, 1: array<string, string>} The list and the errors.
	 */
	public static function validate( array $raw ): array {
		$errors = array();
		$list   = array();

		$title = is_string( $raw['title'] ?? null ) ? sanitize_text_field( $raw['title'] ) : '';
		if ( '' === $title ) {
			$errors['title'] = __( 'Give the price list a name.', 'vista-gallery' );
		}
		$list['title'] = mb_substr( $title, 0, 200 );

		$currency = is_string( $raw['currency'] ?? null ) ? strtoupper( trim( $raw['currency'] ) ) : '';
		if ( ! preg_match( '/^[A-Z]{3}$/', $currency ) ) {
			$errors['currency'] = __( 'The currency is a three-letter ISO code, such as USD or EUR.', 'vista-gallery' );
		}
		$list['currency'] = $currency;

		$symbol = is_string( $raw['currency_symbol'] ?? null ) ? sanitize_text_field( $raw['currency_symbol'] ) : '';
		if ( '' === $symbol || mb_strlen( $symbol ) > 8 ) {
			$errors['currency_symbol'] = __( 'The currency symbol is 1 to 8 characters, such as $ or €.', 'vista-gallery' );
		}
		$list['currency_symbol'] = $symbol;

		$sections = is_array( $raw['sections'] ?? null ) ? array_values( array_intersect( self::SECTIONS, $raw['sections'] ) ) : array();
		if ( array() === $sections ) {
			$errors['sections'] = __( 'Sell prints and products, downloads, or both.', 'vista-gallery' );
		}
		$list['sections'] = $sections;

		$manual_price = self::cents( $raw['manual_price'] ?? '0' );
		if ( null === $manual_price ) {
			$errors['manual_price'] = self::price_message();
		}
		$list['manual_price'] = (int) $manual_price;

		$row_checks = array(
			'manual_items' => self::manual_item( ... ),
			'parameters'   => self::parameter( ... ),
			'downloads'    => self::download( ... ),
		);
		foreach ( $row_checks as $key => $check ) {
			$list[ $key ] = self::rows( $raw[ $key ] ?? array(), $key, $errors, $check );
		}
		if ( in_array( 'downloads', $sections, true ) && array() === $list['downloads'] && ! isset( $errors['downloads'] ) ) {
			$errors['downloads'] = __( 'Add at least one download, or do not sell downloads.', 'vista-gallery' );
		}

		return array( $list, $errors );
	}

	/**
	 * A manual item (print or product) of the list.
	 *
	 * @param array<string, mixed>  $row    The row sent.
	 * @param string                $field  Field name of the row ("manual_items.0").
	 * @param array<string, string> $errors Errors.
	 * @return array<string, mixed>
	 */
	private static function manual_item( array $row, string $field, array &$errors ): array {
		$item          = array( 'name' => self::name( $row['name'] ?? null, "{$field}.name", $errors ) );
		$item['price'] = (int) self::price( $row['price'] ?? null, "{$field}.price", $errors, false );
		return $item;
	}

	/**
	 * A parameter of the list, with its values when its type has them.
	 *
	 * @param array<string, mixed>  $row    The row sent.
	 * @param string                $field  Field name of the row ("parameters.0").
	 * @param array<string, string> $errors Errors.
	 * @return array<string, mixed>
	 */
	private static function parameter( array $row, string $field, array &$errors ): array {
		$parameter = array(
			'title' => self::name( $row['title'] ?? null, "{$field}.title", $errors ),
			'type'  => (int) ( is_numeric( $row['type'] ?? null ) ? $row['type'] : 0 ),
		);
		if ( ! in_array( $parameter['type'], self::TYPES, true ) ) {
			$errors[ "{$field}.type" ] = __( 'Choose a parameter type.', 'vista-gallery' );
		}
		$parameter['values'] = array();
		if ( in_array( $parameter['type'], self::TYPES_WITH_VALUES, true ) ) {
			$parameter['values'] = self::rows( $row['values'] ?? array(), "{$field}.values", $errors, self::parameter_value( ... ) );
			if ( array() === $parameter['values'] && ! isset( $errors[ "{$field}.values" ] ) ) {
				$errors[ "{$field}.values" ] = __( 'A select, radio or checkboxes parameter needs at least one value.', 'vista-gallery' );
			}
			$names = array_column( $parameter['values'], 'value' );
			if ( count( $names ) !== count( array_unique( $names ) ) ) {
				$errors[ "{$field}.values" ] = __( 'Each value of a parameter must be different.', 'vista-gallery' );
			}
		}
		return $parameter;
	}

	/**
	 * A value of a select, radio or checkboxes parameter, with its price difference.
	 *
	 * @param array<string, mixed>  $row    The row sent.
	 * @param string                $field  Field name of the row ("parameters.0.values.1").
	 * @param array<string, string> $errors Errors.
	 * @return array<string, mixed>
	 */
	private static function parameter_value( array $row, string $field, array &$errors ): array {
		return array(
			'value' => self::name( $row['value'] ?? null, "{$field}.value", $errors ),
			'price' => (int) self::price( $row['price'] ?? '0', "{$field}.price", $errors, true ),
		);
	}

	/**
	 * A download of the list: a size and its price.
	 *
	 * @param array<string, mixed>  $row    The row sent.
	 * @param string                $field  Field name of the row ("downloads.0").
	 * @param array<string, string> $errors Errors.
	 * @return array<string, mixed>
	 */
	private static function download( array $row, string $field, array &$errors ): array {
		$item = array( 'name' => self::name( $row['name'] ?? null, "{$field}.name", $errors ) );
		$side = $row['longest_side'] ?? null;
		if ( ! is_numeric( $side ) || (int) $side != $side || (int) $side < 1 || (int) $side > 20000 ) { // "1024" equals 1024.
			$errors[ "{$field}.longest_side" ] = __( 'The longest side is a whole number of pixels from 1 to 20000.', 'vista-gallery' );
			$side = 0;
		}
		$item['longest_side'] = (int) $side;
		$item['price']        = (int) self::price( $row['price'] ?? null, "{$field}.price", $errors, false );
		return $item;
	}

	/**
	 * The message of a price that is not one.
	 */
	private static function price_message(): string {
		/* translators: %s: the highest price, e.g. 1,000,000.00 */
		return sprintf( __( 'Enter a price from 0 to %s with at most two decimals, such as 12.50.', 'vista-gallery' ), self::format( self::MAX_CENTS ) );
	}

	/**
	 * A price or price difference, with its error.
	 *
	 * @param mixed                 $raw    Value.
	 * @param string                $field  Field name.
	 * @param array<string, string> $errors Errors.
	 * @param bool                  $signed Price difference.
	 */
	private static function price( $raw, string $field, array &$errors, bool $signed ): ?int {
		$cents = self::cents( $raw, $signed );
		if ( null === $cents ) {
			$errors[ $field ] = $signed
				/* translators: %s: the largest difference, e.g. 1,000,000.00 */
				? sprintf( __( 'Enter a price difference such as +2.00 or -1.50, at most %s either way.', 'vista-gallery' ), self::format( self::MAX_CENTS ) )
				: self::price_message();
		}
		return $cents;
	}

	/**
	 * A required short name, with its error.
	 *
	 * @param mixed                 $raw    Value.
	 * @param string                $field  Field name.
	 * @param array<string, string> $errors Errors.
	 */
	private static function name( $raw, string $field, array &$errors ): string {
		$name = is_string( $raw ) ? sanitize_text_field( $raw ) : '';
		if ( '' === $name ) {
			$errors[ $field ] = __( 'This field is required.', 'vista-gallery' );
		} elseif ( mb_strlen( $name ) > 200 ) {
			$errors[ $field ] = __( 'At most 200 characters.', 'vista-gallery' );
		}
		return mb_substr( $name, 0, 200 );
	}

	/**
	 * A list of rows, each checked by $check, keeping a row's id when it is a distinct positive
	 * integer (so cart lines and orders keep pointing at it) and numbering new rows after the rest.
	 *
	 * @param mixed                 $raw    Rows.
	 * @param string                $field  Field name.
	 * @param array<string, string> $errors Errors.
	 * @param callable              $check  ( array $row, string $field, array &$errors ): array.
	 * @return array<int, array<string, mixed>>
	 */
	private static function rows( $raw, string $field, array &$errors, callable $check ): array {
		if ( ! is_array( $raw ) ) {
			$errors[ $field ] = __( 'This must be a list.', 'vista-gallery' );
			return array();
		}
		if ( count( $raw ) > self::MAX_ROWS ) {
			/* translators: %d: the most rows */
			$errors[ $field ] = sprintf( __( 'At most %d rows.', 'vista-gallery' ), self::MAX_ROWS );
			return array();
		}
		$rows = array();
		$used = array();
		foreach ( array_values( $raw ) as $index => $row ) {
			$row      = is_array( $row ) ? $row : array();
			$id       = isset( $row['id'] ) && is_numeric( $row['id'] ) ? (int) $row['id'] : 0;
			$id       = $id > 0 && ! isset( $used[ $id ] ) ? $id : 0;
			$rows[]   = array( 'id' => $id ) + $check( $row, "{$field}.{$index}", $errors );
			$used[ $id ] = true;
		}
		$next = max( array( 0, ...array_keys( $used ) ) ) + 1;
		foreach ( $rows as &$row ) {
			if ( 0 === $row['id'] ) {
				$row['id'] = $next++;
			}
		}
		return $rows;
	}

	/**
	 * A stored list with its id and title, or null.
	 *
	 * @param int $id Price list id.
	 * @return array<string, mixed>|null
	 */
	public static function get( int $id ): ?array {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || self::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		$stored = get_post_meta( $id, self::META, true );
		return array(
			'id'    => $id,
			'title' => $post->post_title,
		) + ( is_array( $stored ) ? $stored : array() ) + self::defaults();
	}

	/**
	 * Saves a checked list (from validate()); a new post when $id is 0.
	 *
	 * @param int                  $id   Price list id or 0.
	 * @param array<string, mixed> $list Checked list.
	 * @return int The id, 0 on failure.
	 */
	public static function save( int $id, array $list ): int {
		$postarr = array(
			'post_type'   => self::POST_TYPE,
			'post_status' => 'publish',
			'post_title'  => $list['title'],
		);
		if ( $id > 0 ) {
			$postarr['ID'] = $id;
		}
		$saved = wp_insert_post( wp_slash( $postarr ), true );
		if ( is_wp_error( $saved ) || 0 === (int) $saved ) {
			return 0;
		}
		unset( $list['title'], $list['id'], $list['galleries'] );
		update_post_meta( (int) $saved, self::META, wp_slash( $list ) );
		return (int) $saved;
	}

	/**
	 * Ids of the galleries that use a price list.
	 *
	 * @param int $id Price list id.
	 * @return int[]
	 */
	public static function galleries( int $id ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'      => PostTypes::GALLERY,
					'post_status'    => 'any',
					'fields'         => 'ids',
					'posts_per_page' => -1,
					'meta_key'       => self::META_GALLERY, // Admin screen only.
					'meta_value'     => $id, // Admin screen only.
				)
			)
		);
	}

	/**
	 * Makes exactly these galleries use a price list (others that used it use none).
	 *
	 * @param int   $id        Price list id.
	 * @param int[] $galleries Gallery ids.
	 */
	public static function assign( int $id, array $galleries ): void {
		foreach ( array_diff( self::galleries( $id ), $galleries ) as $gallery ) {
			delete_post_meta( $gallery, self::META_GALLERY );
		}
		foreach ( $galleries as $gallery ) {
			update_post_meta( $gallery, self::META_GALLERY, $id );
		}
	}

	/**
	 * The price list of an image: its own, else that of the first published gallery holding it
	 * that has one. The caller has checked that the image is visible.
	 *
	 * @param int $image_id Attachment id.
	 * @return array<string, mixed>|null
	 */
	public static function for_image( int $image_id ): ?array {
		$own = self::get( (int) get_post_meta( $image_id, self::META_IMAGE, true ) );
		if ( null !== $own ) {
			return $own;
		}
		foreach ( self::published_galleries_holding( $image_id ) as $gallery ) {
			$list = self::get( (int) get_post_meta( $gallery, self::META_GALLERY, true ) );
			if ( null !== $list ) {
				return $list;
			}
		}
		return null;
	}

	/**
	 * Published galleries whose image list holds an image.
	 *
	 * @param int $image_id Attachment id.
	 * @return int[]
	 */
	public static function published_galleries_holding( int $image_id ): array {
		$galleries = get_posts(
			array(
				'post_type'      => PostTypes::GALLERY,
				'post_status'    => 'publish',
				'fields'         => 'ids',
				'posts_per_page' => -1,
				'orderby'        => 'ID',
				'order'          => 'ASC',
			)
		);
		return array_values(
			array_filter(
				array_map( 'intval', $galleries ),
				static fn ( int $gallery ) => in_array( $image_id, array_map( 'intval', (array) get_post_meta( $gallery, PostTypes::META_IMAGES, true ) ), true )
			)
		);
	}

	/**
	 * The base price of a manual print or product: the lowest item's price when the list has
	 * items, else the list's manual price.
	 *
	 * @param array<string, mixed> $list Price list.
	 */
	public static function lowest_manual_price( array $list ): int {
		$prices = array_column( $list['manual_items'], 'price' );
		return array() === $prices ? (int) $list['manual_price'] : (int) min( $prices );
	}

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
		$current = (int) get_post_meta( $post->ID, self::META_IMAGE, true );
		$name    = "attachments[{$post->ID}][vista_pricelist]";
		$options = '<option value="0">' . esc_html__( 'The gallery’s price list', 'vista-gallery' ) . '</option>';
		foreach ( self::all() as $id => $title ) {
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
			delete_post_meta( (int) $post['ID'], self::META_IMAGE );
		} elseif ( null !== self::get( $id ) ) {
			update_post_meta( (int) $post['ID'], self::META_IMAGE, $id );
		}
		return $post;
	}

	/**
	 * Titles of all price lists by id.
	 *
	 * @return array<int, string>
	 */
	public static function all(): array {
		$lists = array();
		foreach ( get_posts(
			array(
				'post_type'      => self::POST_TYPE,
				'post_status'    => 'publish',
				'posts_per_page' => 200,
				'orderby'        => 'title',
				'order'          => 'ASC',
			)
		) as $post ) {
			$lists[ $post->ID ] = $post->post_title;
		}
		return $lists;
	}
}
