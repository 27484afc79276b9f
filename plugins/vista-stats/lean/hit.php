<?php
/**
 * Hit endpoint: POST, form-encoded, answers {"status": true|false} (001 §7 call 1).
 *
 * @package Vista\Stats
 */

require __DIR__ . '/bootstrap.php';
\Vista\Stats\Lean\record( 'hit' );
