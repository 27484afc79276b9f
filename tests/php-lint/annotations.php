<?php
/**
 * Fixture for tools/php/annotations.php (never loaded): each line carrying an expect marker for
 * "annotation" (or whose next line carries it with @-1) must be reported, and no other.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

$a = @file_get_contents( 'x' ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- a named sniff with a reason.
$b = @file_get_contents( 'x' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- expect: annotation (a sniff the ruleset does not run)
$c = @file_get_contents( 'x' ); // phpcs:ignore
// expect@-1: annotation (bare)
$d = @file_get_contents( 'x' ); // phpcs:ignore Generic.PHP.NoSilencedErrors
// expect@-1: annotation (no reason)
$e = "SELECT {$a}"; // phpcs:ignore Vista.Security.PreparedSQL -- expect: annotation (our own checks take no phpcs:ignore)
// phpcs:disable -- expect: annotation (bare)
// phpcs:enable
// phpcs:disable Generic.PHP.NoSilencedErrors -- a reason.
// phpcs:enable Generic.PHP.NoSilencedErrors
// @codingStandardsIgnoreLine -- expect: annotation (old syntax)
