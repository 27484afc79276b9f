<?php
/**
 * Tools → Import → Embed Plus for YouTube (issue 33 item 5): its settings into Vista Video's.
 * Its `[embedyt]` shortcodes need no import: EmbedYtShortcode renders them as they stand.
 *
 * The facts, read in Embed Plus for YouTube 14.2.2's youtube.php (class YouTubePrefs; mirrored
 * at zxyzny/zpub, zwp1/wp-content/plugins/youtube-embed-plus/youtube.php): every setting is one
 * array in the option `youtubeprefs_alloptions`, under the keys named by its `$opt_*` properties
 * (`apikey`, `gallery_pagesize`, `gallery_columns`, `gallery_showtitle`, `gallery_showpaging`,
 * `gallery_thumbplay`, `gallery_autonext`, `pause_others`, `facade_mode`, `gdpr_consent`,
 * `nocookie`, …), flags stored as 0/1.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Video\ApiKey;
use Vista\Video\Kit\ImportBatch;
use Vista\Video\Kit\ImportSource;
use Vista\Video\Settings;

/**
 * The Embed Plus for YouTube importer.
 */
final class EmbedPlusImporter implements ImportSource {

	/**
	 * The original's option.
	 */
	public const OPTION = 'youtubeprefs_alloptions';

	/**
	 * The original's flags and numbers that Vista has, by its key → Vista's setting.
	 */
	private const SAME_SETTINGS = array(
		'gallery_pagesize'   => 'pageSize',
		'gallery_columns'    => 'columns',
		'gallery_showtitle'  => 'showTitle',
		'gallery_showpaging' => 'showPaging',
		'gallery_thumbplay'  => 'thumbplay',
		'gallery_autonext'   => 'autonext',
		'pause_others'       => 'pauseOthers',
		'facade_mode'        => 'contentFacade',
	);

	public function id(): string {
		return 'embed-plus-for-youtube';
	}

	public function label(): string {
		return __( 'Embed Plus for YouTube', 'vista-video' );
	}

	public function description(): string {
		return __( 'Moves the YouTube API key, the gallery defaults, lazy-loading and consent settings of Embed Plus for YouTube into Vista Video. Its [embedyt] shortcodes keep working.', 'vista-video' );
	}

	public function inventory(): array {
		$found = $this->settings_found();
		if ( array() === $found ) {
			return array();
		}
		return array(
			array(
				'stage' => 'settings',
				'label' => __( 'Settings', 'vista-video' ),
				'count' => count( $found ),
			),
		);
	}

	public function step( string $stage, string $cursor, ImportBatch $batch ): ?string {
		$changes = array();
		foreach ( $this->settings_found() as $key => $value ) {
			$setting = $this->vista_setting( $key, $value );
			if ( is_string( $setting ) ) {
				$batch->skipped( 'settings', $key, $setting );
				continue;
			}
			if ( 'apikey' === $key ) {
				update_option( ApiKey::OPTION, $setting['apikey'], false );
			} else {
				$changes += $setting;
			}
			$batch->imported( 'settings', $key, 0 );
		}
		if ( $changes ) {
			Settings::save( $changes );
		}
		return null;
	}

	/**
	 * The original's settings this importer reads or reports, as stored.
	 *
	 * @return array<string, mixed>
	 */
	private function settings_found(): array {
		$all = get_option( self::OPTION );
		if ( ! is_array( $all ) ) {
			return array();
		}
		$keys = array_merge( array_keys( self::SAME_SETTINGS ), array( 'apikey', 'gdpr_consent', 'nocookie', 'autoplay' ) );
		return array_intersect_key( $all, array_flip( $keys ) );
	}

	/**
	 * What one of the original's settings becomes in Vista: the changes to make, or the reason
	 * it is not imported.
	 *
	 * @param string $key   The original's key.
	 * @param mixed  $value Its stored value.
	 * @return array<string, mixed>|string
	 */
	private function vista_setting( string $key, $value ) {
		switch ( $key ) {
			case 'apikey':
				$api_key = is_string( $value ) ? trim( $value ) : '';
				return 1 === preg_match( '/^[A-Za-z0-9_-]+$/', $api_key )
					? array( 'apikey' => $api_key )
					: __( 'No YouTube API key was saved.', 'vista-video' );
			case 'gdpr_consent':
				// Asking before YouTube loads was on: always ask. Off: Vista's own default, which
				// asks when a consent plugin is active.
				return array( 'consentGate' => $this->flag( $value ) ? 'on' : 'auto' );
			case 'nocookie':
				return __( 'Vista always plays YouTube videos from youtube-nocookie.com (privacy-enhanced mode).', 'vista-video' );
			case 'autoplay':
				return __( 'Vista sets autoplay per video gallery block, not for the whole site.', 'vista-video' );
			case 'gallery_pagesize':
				return array( 'pageSize' => max( 1, min( Settings::MAX_PAGE_SIZE, (int) $value ) ) );
			case 'gallery_columns':
				return array( 'columns' => max( 1, min( Settings::MAX_COLUMNS, (int) $value ) ) );
			default:
				return array( self::SAME_SETTINGS[ $key ] => $this->flag( $value ) );
		}
	}

	/**
	 * A 0/1 flag as the original stores it.
	 *
	 * @param mixed $value Stored value.
	 */
	private function flag( $value ): bool {
		return 1 === (int) $value;
	}
}
