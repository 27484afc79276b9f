<?php
// A copy of kit/StarterContent.php for vista-gallery, made by `npm run kit`: change the kit, not this file.
/**
 * A plugin's part of the getting started screen (GettingStarted): its card, and the two REST
 * routes behind the card's buttons, under the plugin's namespace:
 * - `POST <plugin>/v1/getting-started/sample` makes the plugin's sample (a gallery, a form) once:
 *   a second call answers the sample made before, as long as it still exists;
 * - `POST <plugin>/v1/getting-started/add-to-page` puts one of the plugin's items on a new draft
 *   page, or at the end of an existing page, and publishes the page when asked.
 * Both need the REST nonce of a logged-in session (WordPress's cookie check) and the capabilities
 * of what they do. The plugin's class says what its sample is and how a page embeds an item.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * Used by one class of the plugin (its hooks.php binds `card` and `register_routes`).
 */
trait StarterContent {

	/**
	 * The card's texts: title, description, screenUrl, screenLabel, demoLabel, and its order.
	 *
	 * @return array<string, string|int>
	 */
	abstract public static function card_texts(): array;

	/**
	 * The post type of the plugin's items.
	 */
	abstract public static function item_type(): string;

	/**
	 * Makes the sample and answers its id.
	 *
	 * @return int|\WP_Error
	 */
	abstract protected static function make_sample();

	/**
	 * The block that shows the item, as stored in a post's content.
	 *
	 * @param int $id The item.
	 */
	abstract public static function block_markup( int $id ): string;

	/**
	 * The shortcode that shows the item.
	 *
	 * @param int $id The item.
	 */
	abstract public static function shortcode( int $id ): string;

	/**
	 * The plugin's routes' base, such as `vista-gallery/v1`.
	 */
	public static function rest_namespace(): string {
		return Bootstrap::slug() . '/v1';
	}

	/**
	 * The option that keeps the sample's id, under the plugin's prefix.
	 */
	public static function sample_option(): string {
		return str_replace( '-', '_', Bootstrap::slug() ) . '_sample';
	}

	/**
	 * Adds the plugin's card to the screen (the `vista_getting_started_cards` filter).
	 *
	 * @param mixed $cards The cards so far.
	 * @return array<int, array<string, mixed>>
	 */
	public static function card( $cards ): array {
		$cards    = is_array( $cards ) ? $cards : array();
		$texts    = static::card_texts();
		$sample   = self::existing_sample();
		$cards[]  = array(
			'plugin'      => Bootstrap::slug(),
			'order'       => (int) ( $texts['order'] ?? 0 ),
			'title'       => (string) $texts['title'],
			'description' => (string) $texts['description'],
			'screenUrl'   => (string) $texts['screenUrl'],
			'screenLabel' => (string) $texts['screenLabel'],
			'demoLabel'   => self::may_make_sample() ? (string) $texts['demoLabel'] : '',
			'path'        => '/' . self::rest_namespace() . '/getting-started',
			'sample'      => $sample ? self::item( $sample ) : null,
		);
		return $cards;
	}

	/**
	 * "Add to a page" in the row of each item of the plugin's list (post_row_actions).
	 *
	 * @param mixed    $actions The row's actions.
	 * @param \WP_Post $post    The row's item.
	 * @return array<string, string>
	 */
	public static function row_action( $actions, $post ): array {
		$actions = is_array( $actions ) ? $actions : array();
		if ( ! $post instanceof \WP_Post || static::item_type() !== $post->post_type || 'trash' === $post->post_status
			|| ! current_user_can( 'edit_pages' ) || ! current_user_can( 'edit_post', $post->ID ) ) {
			return $actions;
		}
		$actions['vista_add_to_page'] = sprintf(
			'<button type="button" class="button-link vista-add-to-page" data-vista-item="%s">%s</button>',
			esc_attr( (string) wp_json_encode( self::item( $post->ID ) ) ),
			esc_html__( 'Add to a page', 'vista-gallery' )
		);
		return $actions;
	}

	/**
	 * The dialog's bundle on the plugin's list of items (admin_enqueue_scripts).
	 *
	 * @param string $hook_suffix The admin page being loaded.
	 */
	public static function enqueue_row_dialog( string $hook_suffix ): void {
		$screen = get_current_screen();
		if ( 'edit.php' !== $hook_suffix || null === $screen || static::item_type() !== $screen->post_type ) {
			return;
		}
		AdminBundle::enqueue(
			'add-to-page',
			Bootstrap::slug() . '-add-to-page',
			'vistaAddToPage',
			array(
				'path'    => '/' . self::rest_namespace() . '/getting-started',
				'strings' => GettingStartedStrings::all(),
			)
		);
	}

	/**
	 * The routes (rest_api_init).
	 */
	public static function register_routes(): void {
		register_rest_route(
			self::rest_namespace(),
			'/getting-started/sample',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( static::class, 'sample_route' ),
				'permission_callback' => array( static::class, 'may_make_sample' ),
			)
		);
		register_rest_route(
			self::rest_namespace(),
			'/getting-started/add-to-page',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( static::class, 'add_to_page_route' ),
				'permission_callback' => static fn () => current_user_can( 'edit_pages' ),
				'args'                => array(
					'id' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
				) + PagePlacement::route_args(),
			)
		);
	}

	/**
	 * Whether the current user may make the plugin's items.
	 */
	public static function may_make_sample(): bool {
		$type = get_post_type_object( static::item_type() );
		return null !== $type && current_user_can( $type->cap->create_posts ) && current_user_can( $type->cap->publish_posts );
	}

	/**
	 * Makes the sample, or answers the one made before.
	 *
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function sample_route() {
		// One request at a time: two quick clicks make one sample.
		$lock = new OptionLock( self::sample_option() . '_lock', MINUTE_IN_SECONDS );
		$key  = $lock->acquire();
		if ( null === $key ) {
			return new \WP_Error( Bootstrap::slug() . '_sample_busy', __( 'The sample is being made. Please try again in a moment.', 'vista-gallery' ), array( 'status' => 409 ) );
		}
		try {
			$existing = self::existing_sample();
			if ( null !== $existing ) {
				return new \WP_REST_Response( array( 'created' => false ) + self::item( $existing ) );
			}
			$id = static::make_sample();
			if ( is_wp_error( $id ) ) {
				return $id;
			}
			update_option( self::sample_option(), $id, false );
			return new \WP_REST_Response( array( 'created' => true ) + self::item( $id ), 201 );
		} finally {
			$lock->release( $key );
		}
	}

	/**
	 * Puts an item on a new page or at the end of an existing one.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function add_to_page_route( \WP_REST_Request $request ) {
		$id      = (int) $request['id'];
		$page_id = (int) $request['page'];
		$publish = (bool) $request['publish'];
		$refused = self::refusal( $id ) ?? PagePlacement::refusal( $page_id, $publish );
		if ( null !== $refused ) {
			return $refused;
		}
		// The block comes from the item's stored type and id, never from the request.
		$page = PagePlacement::place( static::block_markup( $id ), get_the_title( $id ), $page_id, $publish );
		return is_wp_error( $page ) ? $page : new \WP_REST_Response( array( 'page' => $page ) );
	}

	/**
	 * The post types of the items a page can show (by default the plugin's one item type).
	 *
	 * @return list<string>
	 */
	public static function placeable_types(): array {
		return array( static::item_type() );
	}

	/**
	 * What the route answers for an id that is none of the plugin's items.
	 */
	protected static function unknown_item_message(): string {
		return __( 'There is no such item to add.', 'vista-gallery' );
	}

	/**
	 * Why the current user may not put this item on a page, or null when they may.
	 *
	 * @param int $id The item.
	 */
	private static function refusal( int $id ): ?\WP_Error {
		$item = get_post( $id );
		if ( ! $item || ! in_array( $item->post_type, static::placeable_types(), true ) || 'trash' === $item->post_status ) {
			return new \WP_Error( Bootstrap::slug() . '_not_found', static::unknown_item_message(), array( 'status' => 404 ) );
		}
		if ( ! current_user_can( 'edit_post', $id ) ) {
			return new \WP_Error( Bootstrap::slug() . '_forbidden', __( 'You may not use this item.', 'vista-gallery' ), array( 'status' => 403 ) );
		}
		return null;
	}

	/**
	 * The sample made before, if it still exists.
	 */
	private static function existing_sample(): ?int {
		$id   = (int) get_option( self::sample_option(), 0 );
		$post = $id > 0 ? get_post( $id ) : null;
		return $post && static::item_type() === $post->post_type && 'trash' !== $post->post_status ? $id : null;
	}

	/**
	 * What the screen knows of an item.
	 *
	 * @param int $id The item.
	 * @return array<string, int|string>
	 */
	private static function item( int $id ): array {
		return array(
			'id'        => $id,
			'title'     => get_the_title( $id ),
			'block'     => static::block_markup( $id ),
			'shortcode' => static::shortcode( $id ),
			'editUrl'   => static::edit_url( $id ),
		);
	}

	/**
	 * Where the item is edited (by default WordPress's own screen for the post).
	 *
	 * @param int $id The item.
	 */
	public static function edit_url( int $id ): string {
		return (string) get_edit_post_link( $id, 'raw' );
	}
}
