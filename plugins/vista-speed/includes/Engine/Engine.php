<?php
/**
 * What scores a page: given a public address of the site and a device, one Lighthouse
 * performance audit.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Engine;

defined( 'ABSPATH' ) || exit;

use Vista\Speed\Score;

/**
 * An engine; chosen in the settings (Engines::current()).
 */
interface Engine {

	/**
	 * Audits one address.
	 *
	 * @param string $url      A public address of this site (checked by the caller, TargetGuard).
	 * @param string $strategy 'mobile' or 'desktop'.
	 * @return Score|\WP_Error
	 */
	public function audit( string $url, string $strategy );
}
