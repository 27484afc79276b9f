<?php
/**
 * Plugin Name:       Vista Gallery
 * Description:       Galleries and albums in every layout, with a lightbox, ratings, comments and a price-list cart.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      8.2
 * Author:            Vista
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       vista-gallery
 * Domain Path:       /languages
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

defined( 'ABSPATH' ) || exit;

const VERSION     = '0.1.0';
const PLUGIN_FILE = __FILE__;

// Outside WordPress this exits; inside, it loads includes/ and binds what hooks.php lists.
require __DIR__ . '/includes/Kit/start.php';
