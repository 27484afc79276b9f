<?php
/**
 * Every PHP file of the shipped code (plugins/, themes/, kit/, blocks/) that WordPress loads must
 * stop when a visitor requests it directly: without the guard, a class file that uses WordPress
 * ends in a fatal error whose message prints the server's path. The guard is the first statement
 * after the namespace line (after declare( strict_types=1 ) when the file has no namespace):
 *
 *     defined( 'ABSPATH' ) || exit;
 *
 * uninstall.php may guard with WP_UNINSTALL_PLUGIN instead, which WordPress defines only while it
 * uninstalls. The only files a web server runs directly are the statistics' lean hit endpoints
 * (plugins/vista-stats/lean/: hit.php, online.php and the helper they load before WordPress's
 * constants exist); they are the listed exceptions.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

namespace Vista\Sniffs\Files;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

/**
 * Reports a shipped PHP file without the direct-request guard.
 */
final class DirectAccessGuardSniff implements Sniff {

	/** Folders (from the repository root) whose PHP files must guard; the fixtures of this sniff too. */
	private const GUARDED = '#^(plugins|themes|kit|blocks)/|^tests/php-lint/guard-#';

	/** Entry points a web server runs directly, and the files they load before WordPress exists. */
	private const ENTRY_POINTS = '#^plugins/vista-stats/lean/[^/]+\.php$#';

	/**
	 * The open tag is all this sniff needs: it reads the file from there.
	 *
	 * @return array<int|string>
	 */
	public function register(): array {
		return array( T_OPEN_TAG );
	}

	/**
	 * Checks the file once.
	 *
	 * @param File $phpcsFile The file.
	 * @param int  $stackPtr  The token that woke the sniff.
	 */
	public function process( File $phpcsFile, $stackPtr ): int {
		$path = self::relative_path( (string) $phpcsFile->getFilename() );
		if ( ! preg_match( self::GUARDED, $path ) || preg_match( self::ENTRY_POINTS, $path ) ) {
			return $phpcsFile->numTokens;
		}
		$tokens = $phpcsFile->getTokens();
		$anchor = $phpcsFile->findNext( T_NAMESPACE, $stackPtr );
		if ( false === $anchor ) {
			$anchor = $phpcsFile->findNext( T_DECLARE, $stackPtr );
		}
		$end       = false === $anchor ? $stackPtr : $phpcsFile->findNext( T_SEMICOLON, $anchor );
		$statement = false === $end ? false : $phpcsFile->findNext( Tokens::$emptyTokens, $end + 1, null, true );
		$allowed   = str_ends_with( $path, '/uninstall.php' ) ? array( 'ABSPATH', 'WP_UNINSTALL_PLUGIN' ) : array( 'ABSPATH' );
		if ( false !== $statement && self::is_guard( $phpcsFile, $statement, $allowed ) ) {
			return $phpcsFile->numTokens;
		}
		$phpcsFile->addError(
			"A PHP file that WordPress loads must stop when requested directly (else a fatal error shows the server path): put `defined( 'ABSPATH' ) || exit;` right after the namespace line (after declare( strict_types=1 ) when there is no namespace).",
			false === $statement ? $stackPtr : $statement,
			'Missing'
		);
		return $phpcsFile->numTokens;
	}

	/**
	 * Whether the statement at a token is `defined( 'NAME' ) || exit;` for an allowed name.
	 *
	 * @param File     $file    The file.
	 * @param int      $start   First token of the statement.
	 * @param string[] $allowed Constant names that guard.
	 */
	private static function is_guard( File $file, int $start, array $allowed ): bool {
		$tokens = $file->getTokens();
		$code   = '';
		$end    = $file->findNext( T_SEMICOLON, $start );
		for ( $i = $start; false !== $end && $i <= $end; $i++ ) {
			if ( ! isset( Tokens::$emptyTokens[ $tokens[ $i ]['code'] ] ) ) {
				$code .= $tokens[ $i ]['content'];
			}
		}
		foreach ( $allowed as $name ) {
			if ( in_array( strtolower( $code ), array( "defined('" . strtolower( $name ) . "')||exit;", "\\defined('" . strtolower( $name ) . "')||exit;" ), true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A path from the repository root (this file is tools/php/Vista/Sniffs/Files/ in it).
	 *
	 * @param string $path Path as phpcs was given it.
	 */
	private static function relative_path( string $path ): string {
		$root = str_replace( '\\', '/', dirname( __DIR__, 5 ) ) . '/';
		$real = realpath( $path );
		$path = str_replace( '\\', '/', false === $real ? $path : $real );
		return str_starts_with( $path, $root ) ? substr( $path, strlen( $root ) ) : ltrim( $path, './' );
	}
}
