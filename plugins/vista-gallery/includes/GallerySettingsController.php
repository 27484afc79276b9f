<?php
/**
 * REST endpoint of Galleries → Settings: read and save the gallery settings, for users who manage
 * options (the kit's settings route), with the address of the chosen watermark image.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

defined( 'ABSPATH' ) || exit;


/**
 * GET and POST /vista-gallery/v1/settings
 */
final class GallerySettingsController {

	public const NAMESPACE = 'vista-gallery/v1';
	public const ROUTE     = '/settings';

	/**
	 * Declares the route (rest_api_init).
	 */
	public static function register_routes(): void {
		( new Kit\SettingsRoute( self::NAMESPACE, self::ROUTE, GallerySettings::class, array( self::class, 'extra' ) ) )->register_routes();
	}

	/**
	 * What the answer carries beside the settings: `upload_url` (000 §3.8), for the screen's
	 * preview of the watermark image. Read after a save, so it is the saved image's.
	 *
	 * @return array{upload_url: string}
	 */
	public static function extra(): array {
		return array( 'upload_url' => GallerySettings::upload_url() );
	}
}
