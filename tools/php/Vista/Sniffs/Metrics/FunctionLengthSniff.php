<?php
/**
 * No function, method or closure longer than 100 lines (issue 30): a long function is several
 * steps that want names of their own. Lines are counted as ESLint's max-lines-per-function counts
 * them with skipBlankLines and skipComments: from the `function` keyword to the closing brace,
 * leaving out blank lines and lines holding only comments. A closure counts in its own right and
 * in the function around it.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

namespace Vista\Sniffs\Metrics;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

/**
 * Reports a function whose body runs over the limit.
 */
final class FunctionLengthSniff implements Sniff {

	/**
	 * The most lines of code a function may have.
	 *
	 * @var int
	 */
	public $maxLines = 100;

	/**
	 * Named functions, methods and closures (arrow functions are one expression).
	 *
	 * @return array<int|string>
	 */
	public function register(): array {
		return array( T_FUNCTION, T_CLOSURE );
	}

	/**
	 * Counts the lines of one function.
	 *
	 * @param File $phpcsFile The file.
	 * @param int  $stackPtr  The function keyword.
	 */
	public function process( File $phpcsFile, $stackPtr ): void {
		$tokens = $phpcsFile->getTokens();
		if ( ! isset( $tokens[ $stackPtr ]['scope_closer'] ) ) {
			return; // An abstract or interface method has no body.
		}
		$skip  = Tokens::$emptyTokens;
		$lines = array();
		for ( $i = $stackPtr; $i <= $tokens[ $stackPtr ]['scope_closer']; $i++ ) {
			if ( ! isset( $skip[ $tokens[ $i ]['code'] ] ) ) {
				$lines[ $tokens[ $i ]['line'] ] = true;
			}
		}
		$count = count( $lines );
		$limit = (int) $this->maxLines;
		if ( $count > $limit ) {
			$name = T_CLOSURE === $tokens[ $stackPtr ]['code'] ? 'A closure' : 'Function ' . $phpcsFile->getDeclarationName( $stackPtr ) . '()';
			$phpcsFile->addError(
				'%s has %d lines of code; at most %d are allowed. Split it into named steps.',
				$stackPtr,
				'TooLong',
				array( $name, $count, $limit )
			);
		}
	}
}
