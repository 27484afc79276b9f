<?php
/**
 * Online-ping endpoint: POST, form-encoded (001 §7 call 2), run by hit.php.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

define( 'VISTA_STATS_LEAN_ONLINE', true );
require __DIR__ . '/hit.php';
