<?php
/**
 * Consent → Records: the React screen of the consent log (src/consent/records), in a menu of its
 * own so an owner finds the proof of consent where they look for it.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * The kit's admin page for the records screen.
 */
final class RecordsPage {

	use Kit\AdminScreen;

	public const SLUG   = 'vista-consent-records';
	public const HANDLE = 'vista-consent-records';

	/**
	 * Describes the page to the kit: the "Consent" menu, whose first item is "Records".
	 *
	 * @return array<string, mixed>
	 */
	public static function args(): array {
		return array(
			'slug'          => self::SLUG,
			'title'         => __( 'Consent records', 'vista-consent' ),
			'menu_title'    => __( 'Consent', 'vista-consent' ),
			'submenu_title' => __( 'Records', 'vista-consent' ),
			'icon'          => 'dashicons-yes-alt',
			'position'      => 81,
			'bundle'        => 'records',
			'handle'        => self::HANDLE,
			'mount_id'      => 'vista-consent-records',
			'noscript'      => __( 'The consent records screen needs JavaScript.', 'vista-consent' ),
			'data_global'   => 'vistaConsentRecords',
			'data'          => array( self::class, 'data' ),
		);
	}

	/**
	 * What the screen needs besides its route: the export address (with its nonce), the settings
	 * screen's address, whether the log records and the notice shows, and today in the site's
	 * time zone.
	 *
	 * @return array{exportUrl: string, settingsUrl: string, logging: bool, noticeOn: bool, today: string}
	 */
	public static function data(): array {
		return array(
			'exportUrl'   => ConsentLogExport::url(),
			'settingsUrl' => AdminPage::page()->url(),
			'logging'     => (bool) Settings::get()['log'],
			'noticeOn'    => (bool) Settings::get()['showNotice'],
			'today'       => wp_date( 'Y-m-d' ),
		);
	}

	/**
	 * The screen's address.
	 */
	public static function url(): string {
		return self::page()->url();
	}
}
