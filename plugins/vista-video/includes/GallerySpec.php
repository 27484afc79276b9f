<?php
/**
 * What a gallery shows (000 §3.11): its source and options, normalised and bounded from the
 * block's attributes. The same normalisation runs again on what a signed token carries, so a token
 * can never hold more than a block could.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * Normalises a gallery's source and options.
 */
final class GallerySpec {

	/** Sources a gallery can show. */
	public const SOURCES = array( 'media', 'youtube', 'feed', 'urls', 'live' );

	/** Most videos in a hand-picked list or a Media Library gallery. */
	public const MAX_ITEMS = 50;

	/** The playlist id of a Media Library or hand-picked gallery, which has no YouTube id. */
	public const LOCAL_PLAYLIST = 'local';

	/**
	 * The spec of a block, over the site's defaults.
	 *
	 * @param array<string, mixed> $attributes Block attributes (or a token's payload).
	 * @return array{source: string, playlistId: string, ids: int[], urls: string[], pageSize: int, columns: int, showTitle: bool, showPaging: bool, autonext: bool, thumbplay: bool, autoplay: bool, pauseOthers: bool, liveFallback: string, liveMessage: string}
	 */
	public static function from( array $attributes ): array {
		$defaults = Settings::get();
		$source   = in_array( $attributes['source'] ?? '', self::SOURCES, true ) ? $attributes['source'] : 'media';
		return array(
			'source'      => $source,
			'playlistId'  => self::source_id( $source, $attributes['playlistId'] ?? '' ),
			'ids'         => 'media' === $source ? self::ids( $attributes['ids'] ?? array() ) : array(),
			'urls'        => 'urls' === $source ? self::urls( $attributes['urls'] ?? array() ) : array(),
			'pageSize'    => self::bounded( $attributes['pageSize'] ?? 0, 1, Settings::MAX_PAGE_SIZE, (int) $defaults['pageSize'] ),
			'columns'     => self::bounded( $attributes['columns'] ?? 0, 1, Settings::MAX_COLUMNS, (int) $defaults['columns'] ),
			'showTitle'   => self::flag( $attributes['showTitle'] ?? null, (bool) $defaults['showTitle'] ),
			'showPaging'  => self::flag( $attributes['showPaging'] ?? null, (bool) $defaults['showPaging'] ),
			'autonext'    => self::flag( $attributes['autonext'] ?? null, (bool) $defaults['autonext'] ),
			'thumbplay'   => self::flag( $attributes['thumbplay'] ?? null, (bool) $defaults['thumbplay'] ),
			'autoplay'    => self::flag( $attributes['autoplay'] ?? null, false ),
			'pauseOthers' => self::flag( $attributes['pauseOthers'] ?? null, (bool) $defaults['pauseOthers'] ),
		) + self::live_fallback( 'live' === $source, $attributes );
	}

	/**
	 * The playlist (or channel) a source reads: a YouTube id, or `local` for the site's own lists.
	 *
	 * @param string $source Source.
	 * @param mixed  $value  Id or address.
	 */
	private static function source_id( string $source, $value ): string {
		return match ( $source ) {
			'youtube', 'feed' => self::playlist_id( $value ),
			'live'            => self::channel_id( $value ),
			default           => self::LOCAL_PLAYLIST,
		};
	}

	/**
	 * What a live source that is not live shows: a message or the latest upload (LiveSource).
	 *
	 * @param bool                 $live       Whether the source is a live stream.
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{liveFallback: string, liveMessage: string}
	 */
	private static function live_fallback( bool $live, array $attributes ): array {
		$message = $attributes['liveMessage'] ?? null;
		return array(
			'liveFallback' => $live && 'latest' === ( $attributes['liveFallback'] ?? '' ) ? 'latest' : 'message',
			'liveMessage'  => $live && is_string( $message ) ? mb_substr( sanitize_text_field( $message ), 0, 300 ) : '',
		);
	}

	/**
	 * A YouTube playlist id from an id or a playlist address; a channel id (UC…) becomes its
	 * uploads playlist (UU…). '' when it is neither.
	 *
	 * @param mixed $value Id or address.
	 */
	public static function playlist_id( $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$value = trim( $value );
		if ( preg_match( '/[?&]list=([A-Za-z0-9_-]+)/', $value, $m ) ) {
			$value = $m[1];
		} elseif ( preg_match( '#/channel/(UC[A-Za-z0-9_-]+)#', $value, $m ) ) {
			$value = $m[1];
		}
		if ( ! preg_match( '/^[A-Za-z0-9_-]{2,64}$/', $value ) ) {
			return '';
		}
		return str_starts_with( $value, 'UC' ) && 24 === strlen( $value ) ? 'UU' . substr( $value, 2 ) : $value;
	}

	/**
	 * A channel id (UC…) from an id or a channel address; '' when it is not one.
	 *
	 * @param mixed $value Id or address.
	 */
	public static function channel_id( $value ): string {
		$value = is_string( $value ) ? trim( $value ) : '';
		if ( preg_match( '#/channel/(UC[A-Za-z0-9_-]+)#', $value, $m ) ) {
			$value = $m[1];
		}
		return preg_match( '/^UC[A-Za-z0-9_-]{22}$/', $value ) ? $value : '';
	}

	/**
	 * Attachment ids of videos, in order, without repeats.
	 *
	 * @param mixed $value List of ids.
	 * @return int[]
	 */
	private static function ids( $value ): array {
		$ids = array();
		foreach ( is_array( $value ) ? $value : array() as $id ) {
			$id = Kit\Validate::integer_in( $id, 1, PHP_INT_MAX );
			if ( null !== $id ) {
				$ids[] = $id;
			}
		}
		return array_slice( array_values( array_unique( $ids ) ), 0, self::MAX_ITEMS );
	}

	/**
	 * Addresses of supported hosts (a list, or text with one per line).
	 *
	 * @param mixed $value Addresses.
	 * @return string[]
	 */
	private static function urls( $value ): array {
		$lines = is_string( $value ) ? preg_split( '/\s+/', $value ) : ( is_array( $value ) ? $value : array() );
		$urls  = array();
		foreach ( $lines as $line ) {
			if ( is_string( $line ) && null !== HostedVideo::parse( trim( $line ) ) ) {
				$urls[] = esc_url_raw( trim( $line ) );
			}
		}
		return array_slice( array_values( array_unique( $urls ) ), 0, self::MAX_ITEMS );
	}

	/**
	 * An integer within bounds, or the fallback.
	 *
	 * @param mixed $value    Value.
	 * @param int   $min      Lowest.
	 * @param int   $max      Highest.
	 * @param int   $fallback When unset or out of bounds.
	 */
	private static function bounded( $value, int $min, int $max, int $fallback ): int {
		return Kit\Validate::integer_in( $value, $min, $max ) ?? $fallback;
	}

	/**
	 * A boolean, or the fallback when unset.
	 *
	 * @param mixed $value    Value.
	 * @param bool  $fallback When not a boolean.
	 */
	private static function flag( $value, bool $fallback ): bool {
		return is_bool( $value ) ? $value : $fallback;
	}
}
