<?php
/**
 * Every PHP file starts with declare( strict_types=1 ): the open tag first, then only comments,
 * then the declaration, set to 1.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

namespace Vista\Sniffs\Files;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

/**
 * Reports a file without strict types as its first statement.
 */
final class StrictTypesSniff implements Sniff {

	/**
	 * The first token of a file is all this sniff needs.
	 *
	 * @return array<int|string>
	 */
	public function register(): array {
		return array( T_OPEN_TAG, T_INLINE_HTML );
	}

	/**
	 * Checks the file once, from its first token.
	 *
	 * @param File $phpcsFile The file.
	 * @param int  $stackPtr  The token that woke the sniff.
	 */
	public function process( File $phpcsFile, $stackPtr ): int {
		$tokens = $phpcsFile->getTokens();
		if ( T_OPEN_TAG !== $tokens[0]['code'] ) {
			$phpcsFile->addError( 'The file must start with <?php and declare( strict_types=1 ) (nothing may come before it).', 0, 'Missing' );
			return $phpcsFile->numTokens;
		}
		$skip    = Tokens::$emptyTokens;
		$declare = $phpcsFile->findNext( $skip, 1, null, true );
		if ( false === $declare || T_DECLARE !== $tokens[ $declare ]['code'] ) {
			$phpcsFile->addError( 'The first statement must be declare( strict_types=1 );', 0, 'Missing' );
			return $phpcsFile->numTokens;
		}
		$name  = $phpcsFile->findNext( $skip + array( T_OPEN_PARENTHESIS => T_OPEN_PARENTHESIS ), $declare + 1, null, true );
		$equal = false === $name ? false : $phpcsFile->findNext( $skip, $name + 1, null, true );
		$value = false === $equal ? false : $phpcsFile->findNext( $skip, $equal + 1, null, true );
		if ( false === $value || 'strict_types' !== strtolower( $tokens[ $name ]['content'] ) ) {
			$phpcsFile->addError( 'The first declare must be strict_types=1.', $declare, 'Missing' );
		} elseif ( '1' !== $tokens[ $value ]['content'] ) {
			$phpcsFile->addError( 'strict_types must be 1.', $declare, 'Disabled' );
		}
		return $phpcsFile->numTokens;
	}
}
