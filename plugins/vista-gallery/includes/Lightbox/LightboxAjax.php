<?php
/**
 * The lightbox data call (000 §7 call 3): `GET admin-ajax.php?action=vista_gallery_lightbox` answers the popup's
 * settings for one image of a gallery view, as an element whose data-settings holds the
 * LightboxSettings JSON. The view's options come only from the signed `shortcode_id`; the list is
 * the one the visitor sees (search, tags, sort, seed; every page), and the image asked for must be
 * in it, so no other gallery's image and no private one can be fetched through it.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Lightbox;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\BrowsingQuery;
use Vista\Gallery\Browsing\FieldValue;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Browsing\ViewOptions;
use Vista\Gallery\Kit;

/**
 * The lightbox data endpoint.
 */
final class LightboxAjax {

	/**
	 * Images of the window call 3 answers by default: the image opened and those around it. Small,
	 * so the click fetches little whatever the gallery's size; the popup asks for the next window
	 * (`window_start`) as the visitor nears an edge.
	 */
	public const DEFAULT_WINDOW = 20;

	/** The largest window asked with `window_size`. */
	public const MAX_WINDOW = 100;

	/**
	 * Answers the request and ends it.
	 */
	public static function handle(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		if ( 'GET' !== $method ) {
			self::header( 'Allow: GET' );
			[ $status, $body ] = array( 405, __( 'Only GET is allowed here.', 'vista-gallery' ) );
		} else {
			// Nonce checked in respond().
			$query             = wp_unslash( $_GET );
			[ $status, $body ] = self::respond( is_array( $query ) ? $query : array(), (string) wp_get_referer() );
		}
		status_header( $status );
		self::header( sprintf( 'Content-Type: %s; charset=%s', 200 === $status ? 'text/html' : 'text/plain', get_option( 'blog_charset' ) ) );
		// The list depends on the visitor (nonce, logged-in name): never shared or stored.
		self::header( 'Cache-Control: private, no-store' );
		echo $body; // Built escaped below; errors are text/plain.
		wp_die( '', '', array( 'response' => $status ) );
	}

	/**
	 * A response header, while headers can still be sent (not under a test runner's output).
	 *
	 * @param string $line Header line.
	 */
	private static function header( string $line ): void {
		if ( ! headers_sent() ) {
			header( $line );
		}
	}

	/**
	 * The status and body for the query fields of the lightbox data call: call 3's fields (000 §7),
	 * and our optional `window_start` (0-based index in the visitor's list; without it the window
	 * is centred on `image_id`) and `window_size` (1 … MAX_WINDOW, DEFAULT_WINDOW without it). The
	 * answer adds `data_offset` (the index of `data`'s first image) and `data_total`.
	 *
	 * @param array<string, mixed> $query    Query parameters (unslashed).
	 * @param string               $page_url The page the gallery is on (the referer), or ''.
	 * @return array{int, string}
	 */
	public static function respond( array $query, string $page_url = '' ): array {
		$options = BlockToken::verify( $query['shortcode_id'] ?? null );
		if ( ! Kit\Ajax::read_allowed( $query, LightboxSettings::NONCE_ACTION, null !== $options ) ) {
			return array( 403, __( 'This page has expired. Reload it to open the image.', 'vista-gallery' ) );
		}
		if ( null === $options ) {
			return array( 400, __( 'This gallery request is not valid.', 'vista-gallery' ) );
		}
		$not_found = array( 404, __( 'This image cannot be shown.', 'vista-gallery' ) );
		if ( 'album' === $options['source'] ) {
			$options = BlockImages::album_gallery( $options, FieldValue::int_between( $query['gallery_id'] ?? null, 0, PHP_INT_MAX, 0 ) );
		}
		if ( null === $options || 'open_lightbox' !== $options['thumbClickAction'] ) {
			return $not_found;
		}
		$image_id = FieldValue::int_between( $query['image_id'] ?? null, 0, PHP_INT_MAX, 0 );
		if ( null === LightboxEntry::visible_image( $image_id ) ) {
			return $not_found;
		}

		$request = self::request( $options, $query );
		$window  = BrowsingQuery::gallery_query( $request, 1, 0 )->window(
			$image_id,
			isset( $query['window_start'] ) ? FieldValue::int_between( $query['window_start'], 0, PHP_INT_MAX, 0 ) : null,
			FieldValue::int_between( $query['window_size'] ?? null, 1, self::MAX_WINDOW, self::DEFAULT_WINDOW )
		);
		if ( null === $window ) {
			return $not_found;
		}
		// Only a window of the list, whatever the gallery's size; the popup asks for the next one
		// as the visitor nears its edge (issue 36 goal 2).
		_prime_post_caches( $window['ids'] );
		$data = array();
		$key  = 0;
		foreach ( $window['ids'] as $at => $id ) {
			$post = get_post( $id );
			if ( ! $post instanceof \WP_Post || ! LightboxEntry::viewable( $post ) ) {
				continue;
			}
			if ( $id === $image_id ) {
				$key = count( $data );
			}
			$data[] = LightboxEntry::of( $post, $window['offset'] + $at + 1, $options );
		}

		$settings = LightboxSettings::of(
			$request,
			$data,
			$key,
			FieldValue::flag( $query['open_ecommerce'] ?? false ),
			FieldValue::flag( $query['open_comment'] ?? false ),
			$page_url
		);
		// Where the window sits in the whole list: the popup's count, and where it asks for more.
		$settings['data_offset'] = $window['offset'];
		$settings['data_total']  = $window['total'];
		return array( 200, self::markup( $settings ) );
	}

	/**
	 * The answer's element.
	 *
	 * @param array<string, mixed> $settings LightboxSettings.
	 */
	public static function markup( array $settings ): string {
		return sprintf( '<div class="vista-lightbox-data" data-settings="%s"></div>', esc_attr( (string) wp_json_encode( $settings ) ) );
	}

	/**
	 * The visitor's browsing state, read as the gallery view call reads it (GalleryRequest validates each field):
	 * `filter_search_name`, `filter_tag` (comma-separated ids), `filtersortby`, `bwg_random_seed`.
	 *
	 * @param array<string, mixed> $options Validated options (a gallery or tag source).
	 * @param array<string, mixed> $query   Query parameters.
	 */
	private static function request( array $options, array $query ): GalleryRequest {
		$source = BrowsingQuery::source_id( ViewOptions::from_array( $options ) );
		return GalleryRequest::from_fields(
			$options,
			1,
			array(
				'bwg_search_1'         => $query['filter_search_name'] ?? '',
				'sortImagesByValue_1'  => $query['filtersortby'] ?? null,
				"bwg_tag_id_{$source}" => $query['filter_tag'] ?? '',
				'bwg_random_seed_1'    => $query['bwg_random_seed'] ?? 0,
			)
		);
	}
}
