<?php
/**
 * Consent → Settings: the React settings screen, in the Consent menu beside the records (issue 34
 * item 5: one place for the plugin). It was Settings → Cookie consent; that address still leads
 * here (bookmarks, the original's documentation, older links).
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * The kit's admin page in the Consent menu, with the notice's own style for the live preview.
 */
final class AdminPage {

	use Kit\AdminScreen;

	public const SLUG   = 'vista-consent';
	public const HANDLE = 'vista-consent-settings';

	/**
	 * Describes the page to the kit.
	 *
	 * @return array<string, mixed>
	 */
	public static function args(): array {
		return array(
			'slug'          => self::SLUG,
			'parent'        => RecordsPage::SLUG,
			'old_parent'    => 'options-general.php',
			'title'         => __( 'Cookie consent', 'vista-consent' ),
			'menu_title'    => __( 'Settings', 'vista-consent' ),
			'bundle'        => 'settings',
			'handle'        => self::HANDLE,
			'mount_id'      => 'vista-consent-settings',
			'noscript'      => __( 'The settings screen needs JavaScript.', 'vista-consent' ),
			'data_global'   => 'vistaConsentAdmin',
			'data'          => array( self::class, 'admin_data' ),
			'after_enqueue' => array( self::class, 'enqueue_preview_style' ),
		);
	}

	/**
	 * What the screen needs besides the settings.
	 *
	 * @return array{privacyPolicyUrl: string, privacyPageEdit: string, exportUrl: string, recordsUrl: string, logCount: int}
	 */
	public static function admin_data(): array {
		return array(
			'privacyPolicyUrl' => (string) get_privacy_policy_url(),
			'privacyPageEdit'  => admin_url( 'options-privacy.php' ),
			'exportUrl'        => ConsentLogExport::url(),
			'recordsUrl'       => RecordsPage::url(),
			'logCount'         => ConsentLog::count(),
		);
	}

	/**
	 * The preview shows the notice as visitors see it.
	 */
	public static function enqueue_preview_style(): void {
		wp_enqueue_style( Notice::HANDLE, Kit\Bootstrap::build_url( 'notice.css' ), array(), Kit\AdminBundle::version( 'settings' ) );
	}
}
