<?php
/**
 * Hit endpoint: POST, form-encoded, answers {"status": true|false} (001 §7 call 1).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

require __DIR__ . '/bootstrap.php';
\Vista\Stats\Lean\record( 'hit' );
