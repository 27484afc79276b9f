<?php
/**
 * Settings → Video, stored as one option: the consent gate, the facade for embeds in post content
 * and the defaults of a new gallery. The YouTube API key is kept apart (ApiKey), so no answer that
 * carries these settings ever carries the key.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * The settings store.
 */
final class Settings extends Kit\SettingsStore {

	public const OPTION = 'vista_video_settings';

	/** Largest page of a gallery: YouTube's playlistItems answers at most 50 (maxResults). */
	public const MAX_PAGE_SIZE = 50;

	/** Most thumbnail columns. */
	public const MAX_COLUMNS = 8;

	/** Consent gate: `auto` asks when Vista Consent is active, `on` always, `off` never. */
	public const CONSENT_MODES = array( 'auto', 'on', 'off' );

	/**
	 * Stored defaults.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array(
			'consentGate'    => 'auto',
			'contentFacade'  => false,
			'pageSize'       => 6,
			'columns'        => 3,
			'showTitle'      => true,
			'showPaging'     => true,
			'autonext'       => false,
			'thumbplay'      => true,
			'pauseOthers'    => true,
			'cacheMinutes'   => 60,
		);
	}

	/**
	 * One field, normalised, or why it is refused.
	 *
	 * @param string $key   Field.
	 * @param mixed  $value Value sent.
	 * @return mixed|\WP_Error
	 */
	protected static function validate_field( string $key, $value ) {
		switch ( $key ) {
			case 'consentGate':
				return Kit\Validate::one_of( $value, self::CONSENT_MODES );
			case 'pageSize':
				return self::integer( $value, 1, self::MAX_PAGE_SIZE );
			case 'columns':
				return self::integer( $value, 1, self::MAX_COLUMNS );
			case 'cacheMinutes':
				return self::integer( $value, 5, 10080 );
			default:
				return Kit\Validate::boolean( $value );
		}
	}

	/**
	 * An integer within bounds, or a message naming them.
	 *
	 * @param mixed $value Value.
	 * @param int   $min   Lowest.
	 * @param int   $max   Highest.
	 * @return int|\WP_Error
	 */
	private static function integer( $value, int $min, int $max ) {
		$number = Kit\Validate::integer_in( $value, $min, $max );
		/* translators: 1: lowest allowed number, 2: highest allowed number. */
		return $number ?? Kit\Validate::error( sprintf( __( 'Enter a whole number from %1$d to %2$d.', 'vista-video' ), $min, $max ) );
	}

	/**
	 * Whether hosted videos wait for the visitor's consent (000 §3.13): always, never, or when
	 * Vista Consent runs on the site.
	 */
	public static function consent_required(): bool {
		$mode = self::get()['consentGate'];
		return 'on' === $mode || ( 'auto' === $mode && function_exists( 'vista_consent_has' ) );
	}

	/**
	 * How long answers of video hosts are kept, in seconds.
	 */
	public static function cache_seconds(): int {
		return (int) self::get()['cacheMinutes'] * MINUTE_IN_SECONDS;
	}
}
