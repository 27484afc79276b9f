<?php
/**
 * Plugin Name:       Vista Speed
 * Description:       Page-speed score widget and image optimisation for administrators.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      8.2
 * Author:            Vista
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       vista-speed
 * Domain Path:       /languages
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

const VERSION     = '0.1.0';
const PLUGIN_FILE = __FILE__;

// Outside WordPress this exits; inside, it loads includes/ and binds what hooks.php lists.
require __DIR__ . '/includes/Kit/start.php';
