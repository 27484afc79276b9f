<?php
/**
 * No request input reaches SQL unprepared. In the calls that run or prepare a query ($wpdb's query,
 * get_var, get_row, get_col, get_results and prepare; PDO's query, exec and prepare):
 *
 * - a superglobal ($_GET, $_POST, $_REQUEST, $_COOKIE, $_SERVER, $_FILES) anywhere in the arguments
 *   is an error that nothing excuses (only the values handed to a nested prepare() are spared);
 * - a query text (the first argument) built from anything but literals, constants, $wpdb's table
 *   names and nested $wpdb->prepare() calls is an error unless a comment `// SQL: <reason>` stands
 *   on the line of the call or on the line above.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

namespace Vista\Sniffs\Security;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

/**
 * Reports request input in SQL, and query text built at run time without a reason.
 */
final class PreparedSQLSniff implements Sniff {

	/** Methods of $wpdb that take a query text first. */
	private const WPDB_METHODS = array( 'query', 'get_var', 'get_row', 'get_col', 'get_results', 'prepare' );

	/** Methods of PDO that take a query text first. */
	private const PDO_METHODS = array( 'query', 'exec', 'prepare' );

	/** Receivers taken for a database connection: $wpdb, $pdo, $db, $this->wpdb, $this->pdo, ... */
	private const DB_RECEIVER = '/^\$?(wpdb|pdo|db|database|connection)$/i';

	/** The superglobals that carry request input. */
	private const INPUT = '/\$(_GET|_POST|_REQUEST|_COOKIE|_SERVER|_FILES)\b|\$\{\s*[\'"]?(_GET|_POST|_REQUEST|_COOKIE|_SERVER|_FILES)\b/';

	/** An annotation that excuses a query text built at run time. */
	private const ANNOTATION = '~^(//|#)\s*SQL:\s*\S~';

	/**
	 * Method calls are found by their arrow.
	 *
	 * @return array<int|string>
	 */
	public function register(): array {
		return array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR );
	}

	/**
	 * Checks one method call.
	 *
	 * @param File $phpcsFile The file.
	 * @param int  $stackPtr  The arrow.
	 */
	public function process( File $phpcsFile, $stackPtr ): void {
		$tokens = $phpcsFile->getTokens();
		$method = $phpcsFile->findNext( Tokens::$emptyTokens, $stackPtr + 1, null, true );
		if ( false === $method || T_STRING !== $tokens[ $method ]['code'] ) {
			return;
		}
		$open = $phpcsFile->findNext( Tokens::$emptyTokens, $method + 1, null, true );
		if ( false === $open || T_OPEN_PARENTHESIS !== $tokens[ $open ]['code'] || ! isset( $tokens[ $open ]['parenthesis_closer'] ) ) {
			return;
		}
		if ( ! $this->is_query_method( $phpcsFile, $stackPtr, strtolower( $tokens[ $method ]['content'] ) ) ) {
			return;
		}
		$close = $tokens[ $open ]['parenthesis_closer'];
		$first = $this->first_argument_end( $phpcsFile, $open, $close );
		$is_prepare = 'prepare' === strtolower( $tokens[ $method ]['content'] );

		$input = $this->find_input( $phpcsFile, $open + 1, $is_prepare ? $first : $close );
		if ( null !== $input ) {
			$phpcsFile->addError( 'Request input (%s) must not reach SQL: pass it as a prepared value.', $input, 'InputInQuery', array( trim( $tokens[ $input ]['content'] ) ) );
			return;
		}
		$dynamic = $this->find_dynamic( $phpcsFile, $open + 1, $first );
		if ( null !== $dynamic && ! $this->annotated( $phpcsFile, $method ) ) {
			$phpcsFile->addError(
				'Query text built at run time (%s): prepare the values, or give the reason in a "// SQL: <reason>" comment on this line or the line above.',
				$dynamic,
				'NotPrepared',
				array( trim( $tokens[ $dynamic ]['content'] ) )
			);
		}
	}

	/**
	 * Whether the call is one of the query methods on something that looks like a connection.
	 *
	 * @param File   $phpcsFile The file.
	 * @param int    $arrow     The arrow before the method name.
	 * @param string $method    The method name, lowercase.
	 */
	private function is_query_method( File $phpcsFile, int $arrow, string $method ): bool {
		if ( ! in_array( $method, self::WPDB_METHODS, true ) && ! in_array( $method, self::PDO_METHODS, true ) ) {
			return false;
		}
		$tokens   = $phpcsFile->getTokens();
		$receiver = $phpcsFile->findPrevious( Tokens::$emptyTokens, $arrow - 1, null, true );
		if ( false === $receiver || ! in_array( $tokens[ $receiver ]['code'], array( T_VARIABLE, T_STRING ), true ) ) {
			return false;
		}
		$name = $tokens[ $receiver ]['content'];
		if ( 1 !== preg_match( self::DB_RECEIVER, $name ) ) {
			return false;
		}
		$is_wpdb = 'wpdb' === strtolower( ltrim( $name, '$' ) );
		return $is_wpdb ? in_array( $method, self::WPDB_METHODS, true ) : in_array( $method, self::PDO_METHODS, true ) || in_array( $method, self::WPDB_METHODS, true );
	}

	/**
	 * The position after the first argument: its top-level comma, or the closing parenthesis.
	 *
	 * @param File $phpcsFile The file.
	 * @param int  $open      The call's opening parenthesis.
	 * @param int  $close     The call's closing parenthesis.
	 */
	private function first_argument_end( File $phpcsFile, int $open, int $close ): int {
		$tokens = $phpcsFile->getTokens();
		for ( $i = $open + 1; $i < $close; $i++ ) {
			if ( isset( $tokens[ $i ]['parenthesis_closer'] ) && $tokens[ $i ]['parenthesis_closer'] > $i ) {
				$i = $tokens[ $i ]['parenthesis_closer'];
			} elseif ( isset( $tokens[ $i ]['bracket_closer'] ) && $tokens[ $i ]['bracket_closer'] > $i ) {
				$i = $tokens[ $i ]['bracket_closer'];
			} elseif ( T_COMMA === $tokens[ $i ]['code'] ) {
				return $i;
			}
		}
		return $close;
	}

	/**
	 * The first token in [$from, $to) that carries request input, sparing the values of a nested
	 * prepare() (they are the prepared channel).
	 *
	 * @param File $phpcsFile The file.
	 * @param int  $from      First token.
	 * @param int  $to        Token after the last.
	 */
	private function find_input( File $phpcsFile, int $from, int $to ): ?int {
		$tokens = $phpcsFile->getTokens();
		for ( $i = $from; $i < $to; $i++ ) {
			$nested = $this->nested_prepare( $phpcsFile, $i );
			if ( null !== $nested ) {
				[ $open, $comma, $close ] = $nested;
				$found = $this->find_input( $phpcsFile, $open + 1, $comma );
				if ( null !== $found ) {
					return $found;
				}
				$i = $close;
				continue;
			}
			if ( isset( Tokens::$commentTokens[ $tokens[ $i ]['code'] ] ) ) {
				continue;
			}
			if ( 1 === preg_match( self::INPUT, $tokens[ $i ]['content'] ) ) {
				return $i;
			}
		}
		return null;
	}

	/**
	 * If a $wpdb->prepare( ... ) call starts at $i (its receiver), its opening parenthesis, the end
	 * of its first argument and its closing parenthesis.
	 *
	 * @param File $phpcsFile The file.
	 * @param int  $i         A token.
	 * @return array{0: int, 1: int, 2: int}|null
	 */
	private function nested_prepare( File $phpcsFile, int $i ): ?array {
		$tokens = $phpcsFile->getTokens();
		if ( T_VARIABLE !== $tokens[ $i ]['code'] || '$wpdb' !== $tokens[ $i ]['content'] ) {
			return null;
		}
		$arrow  = $phpcsFile->findNext( Tokens::$emptyTokens, $i + 1, null, true );
		$method = false === $arrow ? false : $phpcsFile->findNext( Tokens::$emptyTokens, $arrow + 1, null, true );
		$open   = false === $method ? false : $phpcsFile->findNext( Tokens::$emptyTokens, $method + 1, null, true );
		if ( false === $open || T_OBJECT_OPERATOR !== $tokens[ $arrow ]['code'] || 'prepare' !== strtolower( $tokens[ $method ]['content'] )
			|| T_OPEN_PARENTHESIS !== $tokens[ $open ]['code'] || ! isset( $tokens[ $open ]['parenthesis_closer'] ) ) {
			return null;
		}
		$close = $tokens[ $open ]['parenthesis_closer'];
		return array( $open, $this->first_argument_end( $phpcsFile, $open, $close ), $close );
	}

	/**
	 * The first token in [$from, $to) that makes the query text dynamic: a variable (other than a
	 * table name of $wpdb), a call, or a string that interpolates one. Literals, constants and
	 * nested $wpdb->prepare() calls (checked on their own) are static.
	 *
	 * @param File $phpcsFile The file.
	 * @param int  $from      First token.
	 * @param int  $to        Token after the last.
	 */
	private function find_dynamic( File $phpcsFile, int $from, int $to ): ?int {
		$tokens = $phpcsFile->getTokens();
		$static = Tokens::$emptyTokens + array(
			T_CONSTANT_ENCAPSED_STRING => true,
			T_STRING_CONCAT            => true,
			T_LNUMBER                  => true,
			T_DNUMBER                  => true,
			T_OPEN_PARENTHESIS         => true,
			T_CLOSE_PARENTHESIS        => true,
			T_START_NOWDOC             => true,
			T_NOWDOC                   => true,
			T_END_NOWDOC               => true,
			T_START_HEREDOC            => true,
			T_END_HEREDOC              => true,
			T_DOUBLE_COLON             => true,
			T_SELF                     => true,
			T_STATIC                   => true,
			T_PARENT                   => true,
			T_NS_SEPARATOR             => true,
		);
		for ( $i = $from; $i < $to; $i++ ) {
			$code = $tokens[ $i ]['code'];
			if ( null !== $this->nested_prepare( $phpcsFile, $i ) ) {
				$i = $this->nested_prepare( $phpcsFile, $i )[2];
				continue;
			}
			if ( isset( $static[ $code ] ) ) {
				continue;
			}
			if ( T_DOUBLE_QUOTED_STRING === $code || T_HEREDOC === $code ) {
				if ( $this->interpolates( $tokens[ $i ]['content'] ) ) {
					return $i;
				}
				continue;
			}
			$next = $phpcsFile->findNext( Tokens::$emptyTokens, $i + 1, null, true );
			if ( T_STRING === $code && ( false === $next || T_OPEN_PARENTHESIS !== $tokens[ $next ]['code'] ) ) {
				continue; // A constant.
			}
			if ( T_VARIABLE === $code && '$wpdb' === $tokens[ $i ]['content'] && false !== $next && T_OBJECT_OPERATOR === $tokens[ $next ]['code'] ) {
				$name  = $phpcsFile->findNext( Tokens::$emptyTokens, $next + 1, null, true );
				$after = false === $name ? false : $phpcsFile->findNext( Tokens::$emptyTokens, $name + 1, null, true );
				if ( false !== $after && T_STRING === $tokens[ $name ]['code'] && ! in_array( $tokens[ $after ]['code'], array( T_OPEN_PARENTHESIS, T_OPEN_SQUARE_BRACKET, T_OBJECT_OPERATOR ), true ) ) {
					$i = $name; // A table name such as $wpdb->posts or $wpdb->prefix.
					continue;
				}
			}
			return $i;
		}
		return null;
	}

	/**
	 * Whether a double-quoted string or heredoc part interpolates anything but $wpdb's table names.
	 *
	 * @param string $text The string's source, quotes included.
	 */
	private function interpolates( string $text ): bool {
		$text = preg_replace( '/\\\\./s', '', $text );
		$text = preg_replace( '/\{\$wpdb->\w+\}|\$wpdb->\w+(?![\w\[(]|->)/', '', (string) $text );
		return 1 === preg_match( '/\$[A-Za-z_{]|\{\$/', (string) $text );
	}

	/**
	 * Whether a "// SQL: <reason>" comment stands on the call's line or the line above.
	 *
	 * @param File $phpcsFile The file.
	 * @param int  $method    The method name.
	 */
	private function annotated( File $phpcsFile, int $method ): bool {
		$tokens = $phpcsFile->getTokens();
		$line   = $tokens[ $method ]['line'];
		for ( $i = $method; $i >= 0 && $tokens[ $i ]['line'] >= $line - 1; $i-- ) {
			if ( T_COMMENT === $tokens[ $i ]['code'] && 1 === preg_match( self::ANNOTATION, $tokens[ $i ]['content'] ) ) {
				return true;
			}
		}
		for ( $i = $method; $i < $phpcsFile->numTokens && $tokens[ $i ]['line'] === $line; $i++ ) {
			if ( T_COMMENT === $tokens[ $i ]['code'] && 1 === preg_match( self::ANNOTATION, $tokens[ $i ]['content'] ) ) {
				return true;
			}
		}
		return false;
	}
}
