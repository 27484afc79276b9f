<?php
/**
 * REST routes of the "Galleries → Price lists" screen (namespace vista-gallery/v1), for users who
 * can manage options:
 *
 * - GET    /pricelists        every list, with the galleries that use it, and the galleries;
 * - POST   /pricelists        creates a list;
 * - GET    /pricelists/{id}   one list;
 * - PUT    /pricelists/{id}   saves a list;
 * - DELETE /pricelists/{id}   deletes a list (its galleries and images then use none);
 * - GET|POST /ecommerce      the shop settings: go to the cart after adding.
 *
 * A refused save is a 400 with the message of each field at fault (`data.errors`, keys such as
 * `parameters.2.values.0.price`), and nothing is written.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\GalleryRestController;

use Vista\Gallery\PostTypes;

/**
 * The routes.
 */
final class PriceListRestController {

	/**
	 * Registers the routes.
	 */
	public static function register_routes(): void {
		$can = array( self::class, 'can_manage' );
		register_rest_route(
			GalleryRestController::NAMESPACE,
			'/pricelists',
			array(
				array(
					'methods'             => 'GET',
					'callback'            => array( self::class, 'index' ),
					'permission_callback' => $can,
				),
				array(
					'methods'             => 'POST',
					'callback'            => array( self::class, 'create' ),
					'permission_callback' => $can,
				),
			)
		);
		register_rest_route(
			GalleryRestController::NAMESPACE,
			'/pricelists/(?P<id>\d+)',
			array(
				array(
					'methods'             => 'GET',
					'callback'            => array( self::class, 'show' ),
					'permission_callback' => $can,
				),
				array(
					'methods'             => 'PUT, POST, PATCH',
					'callback'            => array( self::class, 'update' ),
					'permission_callback' => $can,
				),
				array(
					'methods'             => 'DELETE',
					'callback'            => array( self::class, 'delete' ),
					'permission_callback' => $can,
				),
			)
		);
		register_rest_route(
			GalleryRestController::NAMESPACE,
			'/ecommerce',
			array(
				array(
					'methods'             => 'GET',
					'callback'            => array( self::class, 'settings' ),
					'permission_callback' => $can,
				),
				array(
					'methods'             => 'POST',
					'callback'            => array( self::class, 'save_settings' ),
					'permission_callback' => $can,
				),
			)
		);
	}

	/**
	 * Price lists are the owner's: administrators only.
	 */
	public static function can_manage(): bool {
		return current_user_can( 'manage_options' );
	}

	/**
	 * A list as the screen reads it: prices as "12.50", differences as "+2.00", its galleries.
	 *
	 * @param array<string, mixed> $list Stored list.
	 * @return array<string, mixed>
	 */
	public static function present( array $list ): array {
		$plain = static fn ( int $cents ) => number_format( $cents / 100, 2, '.', '' );
		$out   = $list;
		$out['manual_price'] = $plain( (int) $list['manual_price'] );
		$out['manual_items'] = array_map( static fn ( $item ) => array( 'price' => $plain( (int) $item['price'] ) ) + $item, $list['manual_items'] );
		$out['downloads']    = array_map( static fn ( $item ) => array( 'price' => $plain( (int) $item['price'] ) ) + $item, $list['downloads'] );
		$out['parameters']   = array_map(
			static fn ( $parameter ) => array(
				'values' => array_map( static fn ( $value ) => array( 'price' => Money::difference( (int) $value['price'] ) ) + $value, $parameter['values'] ),
			) + $parameter,
			$list['parameters']
		);
		$out['galleries'] = PriceList::galleries( (int) $list['id'] );
		return $out;
	}

	/**
	 * Every list and every gallery (for the assignment checkboxes).
	 */
	public static function index(): \WP_REST_Response {
		$lists = array();
		foreach ( array_keys( PriceList::all() ) as $id ) {
			$list = PriceList::get( $id );
			if ( null !== $list ) {
				$lists[] = self::present( $list );
			}
		}
		$galleries = array();
		foreach ( get_posts(
			array(
				'post_type'      => PostTypes::GALLERY,
				'post_status'    => array( 'publish', 'draft', 'private', 'pending', 'future' ),
				'posts_per_page' => 500,
				'orderby'        => 'title',
				'order'          => 'ASC',
			)
		) as $gallery ) {
			$galleries[] = array(
				'id'        => $gallery->ID,
				'title'     => $gallery->post_title,
				'pricelist' => (int) get_post_meta( $gallery->ID, PriceList::META_GALLERY, true ),
			);
		}
		return new \WP_REST_Response(
			array(
				'pricelists' => $lists,
				'galleries'  => $galleries,
			)
		);
	}

	/**
	 * One list.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function show( \WP_REST_Request $request ) {
		$list = PriceList::get( (int) $request['id'] );
		return null === $list ? self::not_found() : new \WP_REST_Response( self::present( $list ) );
	}

	/**
	 * Creates a list.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function create( \WP_REST_Request $request ) {
		return self::write( 0, $request );
	}

	/**
	 * Saves a list.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function update( \WP_REST_Request $request ) {
		$id = (int) $request['id'];
		return null === PriceList::get( $id ) ? self::not_found() : self::write( $id, $request );
	}

	/**
	 * Checks everything, then writes the list and its galleries.
	 *
	 * @param int              $id      Price list id or 0.
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	private static function write( int $id, \WP_REST_Request $request ) {
		$params            = (array) $request->get_json_params() + (array) $request->get_body_params();
		[ $list, $errors ] = PriceListValidator::validate( $params );
		$galleries         = self::gallery_ids( $params['galleries'] ?? array(), $errors );
		if ( array() !== $errors ) {
			return new \WP_Error(
				'vista_gallery_invalid',
				__( 'The price list was not saved: correct the fields marked below.', 'vista-gallery' ),
				array(
					'status' => 400,
					'errors' => $errors,
				)
			);
		}
		$saved = PriceList::save( $id, $list );
		if ( 0 === $saved ) {
			return new \WP_Error( 'vista_gallery_save_failed', __( 'The price list could not be saved.', 'vista-gallery' ), array( 'status' => 500 ) );
		}
		PriceList::assign( $saved, $galleries );
		return new \WP_REST_Response( self::present( (array) PriceList::get( $saved ) ), 0 === $id ? 201 : 200 );
	}

	/**
	 * Gallery ids that exist.
	 *
	 * @param mixed                 $raw    Ids.
	 * @param array<string, string> $errors Errors.
	 * @return int[]
	 */
	private static function gallery_ids( $raw, array &$errors ): array {
		$ids = PostTypes::sanitize_ids( $raw );
		foreach ( $ids as $id ) {
			if ( get_post_type( $id ) !== PostTypes::GALLERY ) {
				$errors['galleries'] = __( 'One of the chosen galleries does not exist.', 'vista-gallery' );
				return array();
			}
		}
		return $ids;
	}

	/**
	 * Deletes a list; galleries and images that used it are left without one.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function delete( \WP_REST_Request $request ) {
		$id = (int) $request['id'];
		if ( null === PriceList::get( $id ) ) {
			return self::not_found();
		}
		PriceList::assign( $id, array() );
		delete_metadata( 'post', 0, PriceList::META_IMAGE, (string) $id, true );
		wp_delete_post( $id, true );
		return new \WP_REST_Response( array( 'deleted' => true ) );
	}

	/**
	 * The shop settings.
	 */
	public static function settings(): \WP_REST_Response {
		return new \WP_REST_Response( EcommerceSettings::admin_settings() );
	}

	/**
	 * Saves the shop settings.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function save_settings( \WP_REST_Request $request ) {
		$params = (array) $request->get_json_params() + (array) $request->get_body_params();
		if ( array_key_exists( 'cart_redirect', $params ) ) {
			if ( ! is_bool( $params['cart_redirect'] ) && ! in_array( $params['cart_redirect'], array( 0, 1, '0', '1' ), true ) ) {
				return new \WP_Error(
					'vista_gallery_invalid',
					__( 'The settings were not saved.', 'vista-gallery' ),
					array(
						'status' => 400,
						'errors' => array( 'cart_redirect' => __( 'Choose on or off.', 'vista-gallery' ) ),
					)
				);
			}
			update_option( EcommerceSettings::OPTION_REDIRECT, (int) (bool) $params['cart_redirect'] );
		}
		return new \WP_REST_Response( EcommerceSettings::admin_settings() );
	}

	/**
	 * A 404 for an unknown list.
	 */
	private static function not_found(): \WP_Error {
		return new \WP_Error( 'vista_gallery_not_found', __( 'This price list does not exist.', 'vista-gallery' ), array( 'status' => 404 ) );
	}
}
