<?php
/**
 * The self-test of our own checks: compares what they reported on the fixtures in tests/php-lint
 * with the "expect: <code>" markers there ("expect@-1:" marks the line above), both ways, so a
 * check that stops finding what it should, or starts finding what it should not, fails the lint.
 * Usage: phpcs --report=json ... | php selftest.php <fixture folder>   (the phpcs findings), or
 *        php annotations.php ... | php selftest.php <fixture folder> annotation   (lines only).
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

$vista_dir  = rtrim( $argv[1] ?? '', '/' );
$vista_only = $argv[2] ?? null;
$vista_in   = (string) stream_get_contents( STDIN );
if ( '' === $vista_dir || ! is_dir( $vista_dir ) ) {
	fwrite( STDERR, "usage: ... | php selftest.php <fixture folder> [annotation]\n" );
	exit( 2 );
}

// What the fixtures expect: "file:line code" for every marker.
$vista_expected = array();
foreach ( glob( $vista_dir . '/*.php' ) as $vista_file ) {
	foreach ( file( $vista_file ) as $vista_index => $vista_line ) {
		if ( preg_match_all( '/expect(@-1)?: ([A-Za-z.]+)/', $vista_line, $vista_marks, PREG_SET_ORDER ) ) {
			foreach ( $vista_marks as $vista_mark ) {
				if ( ( null === $vista_only ) === ( 'annotation' === $vista_mark[2] ) ) {
					continue;
				}
				$vista_expected[] = basename( $vista_file ) . ':' . ( $vista_index + 1 - ( '' !== $vista_mark[1] ? 1 : 0 ) ) . ' ' . $vista_mark[2];
			}
		}
	}
}

// What was reported.
$vista_reported = array();
if ( null === $vista_only ) {
	$vista_report = json_decode( $vista_in, true );
	if ( ! is_array( $vista_report ) || ! isset( $vista_report['files'] ) ) {
		fwrite( STDERR, "self-test: no phpcs JSON report on standard input\n" );
		exit( 2 );
	}
	foreach ( $vista_report['files'] as $vista_path => $vista_result ) {
		foreach ( $vista_result['messages'] as $vista_message ) {
			$vista_reported[] = basename( (string) $vista_path ) . ':' . $vista_message['line'] . ' ' . $vista_message['source'];
		}
	}
} else {
	preg_match_all( '/^(\S+):(\d+): /m', $vista_in, $vista_lines, PREG_SET_ORDER );
	foreach ( $vista_lines as $vista_line ) {
		$vista_reported[] = basename( $vista_line[1] ) . ':' . $vista_line[2] . ' ' . $vista_only;
	}
}

sort( $vista_expected );
sort( $vista_reported );
$vista_missed = array_diff( $vista_expected, $vista_reported );
$vista_extra  = array_diff( $vista_reported, $vista_expected );
foreach ( $vista_missed as $vista_item ) {
	echo "self-test: expected but not reported: {$vista_item}\n";
}
foreach ( $vista_extra as $vista_item ) {
	echo "self-test: reported but not expected: {$vista_item}\n";
}
if ( array() === $vista_expected ) {
	echo "self-test: no expectations found in {$vista_dir}\n";
	exit( 1 );
}
echo 'self-test ' . ( $vista_only ?? 'sniffs' ) . ': ' . count( $vista_expected ) . ' expected findings, ' . count( $vista_missed ) . ' missed, ' . count( $vista_extra ) . " unexpected\n";
exit( array() === $vista_missed && array() === $vista_extra ? 0 : 1 );
