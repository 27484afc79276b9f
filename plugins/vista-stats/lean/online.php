<?php
/**
 * Online-ping endpoint: POST, form-encoded (001 §7 call 2).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

require __DIR__ . '/bootstrap.php';
\Vista\Stats\Lean\record( 'online' );
