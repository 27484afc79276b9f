<?php
/**
 * Stands in for WordPress's wp-settings.php while the signed floor reads wp-config.php, as
 * plugins/vista-stats/lean/wp-settings.php does for the lean hit path: nothing else is loaded.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );
