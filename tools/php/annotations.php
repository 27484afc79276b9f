<?php
/**
 * Checks every phpcs annotation in the PHP files under the given folders: an ignore or disable
 * annotation must name sniffs that the ruleset runs (the list `phpcs -e` prints, read from the
 * first argument) and give a reason after " -- ". Bare ones, ignoreFile, set, the old
 * codingStandardsIgnore syntax and any that names one of our own Vista sniffs are refused: SQL
 * built at run time takes a "// SQL: <reason>" comment instead, and request input in SQL has no
 * excuse. The fixtures in tests/php-lint are skipped unless named. Usage:
 * php annotations.php <phpcs -e output> <folder or file>...
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

if ( $argc < 3 ) {
	fwrite( STDERR, "usage: php annotations.php <phpcs -e output> <folder or file>...\n" );
	exit( 2 );
}

preg_match_all( '/^\s+([A-Za-z0-9]+\.[A-Za-z0-9]+\.[A-Za-z0-9]+)\s*$/m', (string) file_get_contents( $argv[1] ), $vista_listed );
$vista_sniffs = array_fill_keys( $vista_listed[1], true );
if ( count( $vista_sniffs ) < 10 ) {
	fwrite( STDERR, "annotations: could not read the ruleset's sniffs from {$argv[1]}\n" );
	exit( 2 );
}

/**
 * What is wrong with one annotation, or null.
 *
 * @param string              $text   The comment.
 * @param array<string, true> $sniffs The sniffs the ruleset runs.
 */
function vista_annotation_problem( string $text, array $sniffs ): ?string {
	// Like phpcs, only a comment (or a doc comment line) that starts with the annotation counts.
	if ( 1 === preg_match( '~^\s*(?://+|#|/\*+|\*)?\s*@codingStandards~im', $text ) ) {
		return 'the old @codingStandards syntax: use phpcs:ignore <Sniff> -- <reason>';
	}
	if ( 1 !== preg_match( '~^\s*(?://+|#|/\*+|\*)?\s*@?phpcs:(ignoreFile|ignore|disable|enable|set)\b(.*)$~im', $text, $m ) ) {
		return null;
	}
	[ , $kind, $rest ] = $m;
	if ( 'ignoreFile' === $kind || 'set' === $kind ) {
		return "phpcs:{$kind} is not used here: name the sniff on the line, or change the ruleset";
	}
	$parts  = explode( ' -- ', $rest, 2 );
	$codes  = array_filter( array_map( 'trim', explode( ',', rtrim( trim( $parts[0] ), '*/ ' ) ) ) );
	$reason = trim( rtrim( $parts[1] ?? '', '*/ ' ) );
	if ( 'enable' === $kind ) {
		return null;
	}
	if ( array() === $codes ) {
		return "a bare phpcs:{$kind}: name the sniff it is for";
	}
	foreach ( $codes as $code ) {
		$sniff = implode( '.', array_slice( explode( '.', $code ), 0, 3 ) );
		if ( str_starts_with( $code, 'Vista.' ) ) {
			return "{$code} takes no phpcs:{$kind}: SQL built at run time takes a \"// SQL: <reason>\" comment, request input in SQL has no excuse";
		}
		if ( ! isset( $sniffs[ $sniff ] ) ) {
			return "{$code} is not a sniff the ruleset runs";
		}
	}
	if ( '' === $reason ) {
		return "phpcs:{$kind} without a reason after ' -- '";
	}
	return null;
}

$vista_found = 0;
foreach ( array_slice( $argv, 2 ) as $vista_root ) {
	$vista_files = is_dir( $vista_root )
		? new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $vista_root, FilesystemIterator::SKIP_DOTS ) )
		: array( new SplFileInfo( $vista_root ) );
	foreach ( $vista_files as $vista_file ) {
		$vista_path = str_replace( '\\', '/', $vista_file->getPathname() );
		if ( 'php' !== $vista_file->getExtension() || 1 === preg_match( '#/(build|node_modules|vendor)/#', $vista_path )
			|| ( $vista_path !== $vista_root && ! str_contains( $vista_root, 'php-lint' ) && str_contains( $vista_path, '/php-lint/' ) ) ) {
			continue;
		}
		foreach ( token_get_all( (string) file_get_contents( $vista_path ) ) as $vista_token ) {
			if ( ! is_array( $vista_token ) || ! in_array( $vista_token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
				continue;
			}
			$vista_problem = vista_annotation_problem( $vista_token[1], $vista_sniffs );
			if ( null !== $vista_problem ) {
				echo "{$vista_path}:{$vista_token[2]}: {$vista_problem}\n";
				++$vista_found;
			}
		}
	}
}
exit( $vista_found > 0 ? 1 : 0 );
