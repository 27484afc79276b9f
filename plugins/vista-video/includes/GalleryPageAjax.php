<?php
/**
 * Call 13 (000 §7): `POST admin-ajax.php` with `action=my_embedplus_gallery_page`, the `security`
 * field and the `options` object (`playlistId`, `pageToken`, `pageSize`, `columns`, `showTitle`,
 * `showPaging`, `autonext`, `thumbplay`, §3.11), answering the HTML of the thumbnail list.
 *
 * The server trusts none of it. `security` is the gallery's signed spec (BlockToken), not a nonce:
 * it never expires, so a page cached for a week still pages, and it names the one playlist the
 * block shows. The posted options must agree with it and stay in bounds; the page is read with the
 * signed spec's options. Another playlist, page size or column count than the signed ones, or a
 * YouTube page token YouTube never gave, is refused with a 400/403 and a clear message before any
 * request to a video host, so the endpoint cannot spend the site's API quota (issue 31 items 1, 16);
 * the requests it does cause are cached and counted against the day's budget (ProviderBudget).
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * The paging endpoint.
 */
final class GalleryPageAjax {

	public const ACTION = 'my_embedplus_gallery_page';

	/** The option fields the client may send, all scalar. */
	private const FIELDS = array( 'playlistId', 'pageToken', 'pageSize', 'columns', 'showTitle', 'showPaging', 'autonext', 'thumbplay' );

	/**
	 * Answers call 13.
	 */
	public static function handle(): void {
		$result = self::answer( Kit\Ajax::posted() );
		if ( is_wp_error( $result ) ) {
			$status = (int) ( $result->get_error_data()['status'] ?? 400 );
			Kit\Ajax::send_html( $status, '<p class="vista-video__error">' . esc_html( $result->get_error_message() ) . '</p>' );
		}
		Kit\Ajax::send_html( 200, $result );
	}

	/**
	 * The thumbnail list for posted fields, or why they are refused.
	 *
	 * @param array<string, mixed> $fields Posted fields.
	 * @return string|\WP_Error
	 */
	public static function answer( array $fields ) {
		$spec = BlockToken::verify( $fields['security'] ?? null );
		if ( null === $spec ) {
			return new \WP_Error( 'vista_video_security', __( 'This gallery could not be verified. Reload the page and try again.', 'vista-video' ), array( 'status' => 403 ) );
		}
		$options = self::options( $fields['options'] ?? null );
		if ( is_wp_error( $options ) ) {
			return $options;
		}
		if ( $options['playlistId'] !== $spec['playlistId'] ) {
			return new \WP_Error( 'vista_video_playlist', __( 'This gallery does not show that playlist.', 'vista-video' ), array( 'status' => 403 ) );
		}
		if ( $options['pageSize'] !== $spec['pageSize'] ) {
			/* translators: %d: the gallery's videos per page. */
			return self::refuse( sprintf( _n( 'This gallery shows %d video per page.', 'This gallery shows %d videos per page.', $spec['pageSize'], 'vista-video' ), $spec['pageSize'] ) );
		}
		if ( $options['columns'] !== $spec['columns'] ) {
			/* translators: %d: the gallery's columns. */
			return self::refuse( sprintf( _n( 'This gallery shows %d column.', 'This gallery shows %d columns.', $spec['columns'], 'vista-video' ), $spec['columns'] ) );
		}
		// A YouTube page is asked for only by a token YouTube gave: a made-up one costs no quota.
		if ( 'youtube' === $spec['source'] && ! YouTubePageTokens::known( $spec['playlistId'], $spec['pageSize'], $options['pageToken'] ) ) {
			return self::refuse( __( 'This page of the gallery is not known. Reload the page and try again.', 'vista-video' ) );
		}
		$page = Sources::page( $spec, $options['pageToken'] );
		if ( $page->failed || ! $page->items ) {
			return new \WP_Error( 'vista_video_source', __( 'The videos of this page could not be loaded.', 'vista-video' ), array( 'status' => 502 ) );
		}
		return GalleryRenderer::list_html( $spec, $page );
	}

	/**
	 * The posted options, checked: every field a string (or number) in its format and bounds.
	 *
	 * @param mixed $options Posted `options`.
	 * @return array{playlistId: string, pageToken: string, pageSize: int, columns: int}|\WP_Error
	 */
	private static function options( $options ) {
		if ( ! is_array( $options ) ) {
			return self::refuse( __( 'The gallery options are missing.', 'vista-video' ) );
		}
		foreach ( self::FIELDS as $field ) {
			if ( isset( $options[ $field ] ) && ! is_scalar( $options[ $field ] ) ) {
				/* translators: %s: an option's name. */
				return self::refuse( sprintf( __( 'The option %s must be a single value.', 'vista-video' ), $field ) );
			}
		}
		$playlist = (string) ( $options['playlistId'] ?? '' );
		$token    = (string) ( $options['pageToken'] ?? '' );
		if ( ! preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $playlist ) || ! preg_match( '/^[A-Za-z0-9_-]{0,100}$/', $token ) ) {
			return self::refuse( __( 'The playlist or page asked for is not valid.', 'vista-video' ) );
		}
		$size    = Kit\Validate::integer_in( $options['pageSize'] ?? null, 1, Settings::MAX_PAGE_SIZE );
		$columns = Kit\Validate::integer_in( $options['columns'] ?? null, 1, Settings::MAX_COLUMNS );
		if ( null === $size ) {
			/* translators: %d: the largest page size. */
			return self::refuse( sprintf( __( 'The page size must be a whole number from 1 to %d.', 'vista-video' ), Settings::MAX_PAGE_SIZE ) );
		}
		if ( null === $columns ) {
			/* translators: %d: the most columns. */
			return self::refuse( sprintf( __( 'The columns must be a whole number from 1 to %d.', 'vista-video' ), Settings::MAX_COLUMNS ) );
		}
		foreach ( array( 'showTitle', 'showPaging', 'autonext', 'thumbplay' ) as $flag ) {
			if ( isset( $options[ $flag ] ) && ! in_array( (string) $options[ $flag ], array( '', '0', '1', 'true', 'false' ), true ) ) {
				/* translators: %s: an option's name. */
				return self::refuse( sprintf( __( 'The option %s is either on or off.', 'vista-video' ), $flag ) );
			}
		}
		return array(
			'playlistId' => $playlist,
			'pageToken'  => $token,
			'pageSize'   => $size,
			'columns'    => $columns,
		);
	}

	/**
	 * A refusal of bad input.
	 *
	 * @param string $message Why.
	 */
	private static function refuse( string $message ): \WP_Error {
		return new \WP_Error( 'vista_video_options', $message, array( 'status' => 400 ) );
	}
}
