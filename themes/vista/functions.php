<?php
/**
 * Vista theme: Twenty Twenty-Five plus Vista's front-end behaviours.
 *
 * @package Vista\Theme
 */

declare( strict_types=1 );

namespace Vista\Theme;

defined( 'ABSPATH' ) || exit;

const VERSION = '0.1.0';

require_once __DIR__ . '/includes/Assets.php';
require_once __DIR__ . '/includes/Settings.php';
require_once __DIR__ . '/includes/Behaviours.php';
require_once __DIR__ . '/includes/Blocks.php';
require_once __DIR__ . '/includes/SlideImages.php';
require_once __DIR__ . '/includes/Emoji.php';

add_action( 'after_setup_theme', static fn () => load_theme_textdomain( 'vista', get_stylesheet_directory() . '/languages' ) );
Settings::register();
Behaviours::register();
Blocks::register();
Emoji::register();
