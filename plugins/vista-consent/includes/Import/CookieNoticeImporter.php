<?php
/**
 * Issue 33: Cookie Notice's settings (texts, button labels, colours, position, animation, expiry,
 * revoke, the more-info link) into Vista Consent's. Visitors' stored choices carry over without an
 * import: Vista Consent reads the original's cookie. Cookie Notice's option is only read.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Consent\Kit\ImportBatch;
use Vista\Consent\Kit\ImportSource;
use Vista\Consent\Settings;

/**
 * One stage, `settings`: each of the original's settings is an item, written over Vista
 * Consent's field (so a second run updates it).
 */
final class CookieNoticeImporter implements ImportSource {

	public const STAGE = 'settings';

	/**
	 * The importer's id.
	 */
	public function id(): string {
		return 'cookie-notice';
	}

	/**
	 * The original's name.
	 */
	public function label(): string {
		return 'Cookie Notice';
	}

	/**
	 * What moves.
	 */
	public function description(): string {
		return __( 'Imports Cookie Notice\'s settings into Vista Consent: the texts, button labels, colours, position, animation, cookie expiry, revoke and more-info link. Visitors\' choices already carry over.', 'vista-consent' );
	}

	/**
	 * The original's settings found on this site.
	 */
	public function inventory(): array {
		$options = CookieNoticeSettings::stored();
		$items   = null === $options ? array() : CookieNoticeSettings::items( $options );
		if ( array() === $items ) {
			return array();
		}
		return array(
			array(
				'stage' => self::STAGE,
				'label' => __( 'Settings', 'vista-consent' ),
				'count' => count( $items ),
			),
		);
	}

	/**
	 * Imports the settings after the cursor (their index in import order).
	 *
	 * @param string      $stage  The stage.
	 * @param string      $cursor '' or the index of the last setting handled.
	 * @param ImportBatch $batch  The batch.
	 */
	public function step( string $stage, string $cursor, ImportBatch $batch ): ?string {
		$options = CookieNoticeSettings::stored() ?? array();
		$items   = CookieNoticeSettings::items( $options );
		$from    = '' === $cursor ? 0 : (int) $cursor + 1;
		$last    = min( count( $items ), $from + $batch->limit() ) - 1;
		for ( $index = $from; $index <= $last; $index++ ) {
			$this->import( $options, $items[ $index ], $batch );
		}
		return $last + 1 < count( $items ) ? (string) $last : null;
	}

	/**
	 * One setting: Vista's fields validated as the settings screen validates them, then saved.
	 *
	 * @param array<string, mixed> $options The original's option.
	 * @param string               $key     The setting.
	 * @param ImportBatch          $batch   The batch.
	 */
	private function import( array $options, string $key, ImportBatch $batch ): void {
		$fields = CookieNoticeSettings::fields( $options, $key );
		$saved  = is_wp_error( $fields ) ? $fields : Settings::save( $fields );
		if ( is_wp_error( $saved ) ) {
			$errors = (array) ( $saved->get_error_data()['errors'] ?? array() );
			$batch->skipped( self::STAGE, $key, (string) ( reset( $errors ) ?: $saved->get_error_message() ) );
			return;
		}
		$batch->imported( self::STAGE, $key, 0 );
	}
}
