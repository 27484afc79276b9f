<?php
/**
 * Stands in for WordPress's wp-settings.php while the lean endpoint reads wp-config.php: the site's
 * configuration ends by requiring ABSPATH . 'wp-settings.php', and the endpoint points ABSPATH here,
 * so reading the configuration loads nothing else.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );
