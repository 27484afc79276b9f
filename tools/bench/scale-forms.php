<?php
/**
 * The bench's forms-at-scale rows (issue 36 goal 3): a contact form with many entries, made by bulk
 * multi-row inserts (a few seconds for 100,000 entries on SQLite or MariaDB), and the CSV export of
 * its entries measured in a process of its own.
 *
 * Usage: php scale-forms.php <wordpress dir> build <entries> | auth | export <form id> | drop <form id>
 * - build:  makes the form and its entries (realistic names, addresses, phones, subjects, messages
 *           and interests, over two years); prints the form's id, the entries and the seconds;
 * - auth:   prints an administrator's logged-in cookie and REST nonce, for timing the entries
 *           screen's routes over HTTP as the screen calls them;
 * - export: streams the CSV of the form's entries to /dev/null as the export route does; prints
 *           the seconds, the bytes and the peak memory above what WordPress had taken;
 * - drop:   deletes the form and its entries.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) || ! is_file( $argv[1] . '/wp-load.php' ) ) {
	fwrite( STDERR, "Usage: php scale-forms.php <wordpress dir> build <entries> | auth | export <form id> | drop <form id>\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Entries\CsvExport;
use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Entries\EntryWords;

const VISTA_SCALE_FIRST = array( 'Anna', 'Ben', 'Chloé', 'David', 'Elif', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Kenji', 'Lena', 'Marta', 'Noah', 'Olga', 'Pablo', 'Quinn', 'Rosa', 'Sven', 'Tariq', 'Uma', 'Victor', 'Wen', 'Yusuf', 'Zoe' );
const VISTA_SCALE_LAST  = array( 'Andersen', 'Brown', 'Costa', 'Dubois', 'Evans', 'Fischer', 'García', 'Hansen', 'Ivanova', 'Jensen', 'Kowalski', 'López', 'Müller', 'Nakamura', 'Okafor', 'Petrov', 'Rossi', 'Schmidt', 'Tanaka', 'Urban', 'Varga', 'Weber', 'Yilmaz', 'Zhang' );
const VISTA_SCALE_MAIL  = array( 'gmail.com', 'outlook.com', 'yahoo.com', 'proton.me', 'example.org', 'mail.de', 'icloud.com' );
const VISTA_SCALE_TOPIC = array( 'Quote', 'Support', 'Billing', 'Partnership', 'Other' );
const VISTA_SCALE_LIKES = array( 'Newsletter', 'Events', 'Product news', 'Offers' );
const VISTA_SCALE_WORDS = array( 'order', 'delivery', 'invoice', 'please', 'could', 'you', 'help', 'with', 'the', 'account', 'price', 'shipping', 'thanks', 'question', 'about', 'service', 'last', 'week', 'when', 'will', 'arrive', 'number', 'change', 'address', 'refund', 'size', 'colour', 'meeting', 'call', 'me', 'tomorrow', 'morning', 'project', 'budget', 'team', 'website', 'booking', 'room', 'date', 'again' );

/**
 * One entry's values, from its number (the same number always gives the same entry).
 *
 * @param int $n Entry number.
 * @return array<string, string>
 */
function vista_scale_values( int $n ): array {
	mt_srand( $n );
	$first = VISTA_SCALE_FIRST[ mt_rand( 0, count( VISTA_SCALE_FIRST ) - 1 ) ];
	$last  = VISTA_SCALE_LAST[ mt_rand( 0, count( VISTA_SCALE_LAST ) - 1 ) ];
	$words = array();
	for ( $i = mt_rand( 8, 60 ); $i > 0; $i-- ) {
		$words[] = VISTA_SCALE_WORDS[ mt_rand( 0, count( VISTA_SCALE_WORDS ) - 1 ) ];
	}
	$likes = array_values( array_filter( VISTA_SCALE_LIKES, static fn () => mt_rand( 0, 2 ) === 0 ) );
	return array(
		'name'      => $first . ' ' . $last,
		'email'     => strtolower( remove_accents( $first . '.' . $last ) ) . $n . '@' . VISTA_SCALE_MAIL[ mt_rand( 0, count( VISTA_SCALE_MAIL ) - 1 ) ],
		'phone'     => sprintf( '+%d %03d %03d %04d', mt_rand( 1, 49 ), mt_rand( 100, 999 ), mt_rand( 100, 999 ), mt_rand( 0, 9999 ) ),
		'subject'   => VISTA_SCALE_TOPIC[ mt_rand( 0, count( VISTA_SCALE_TOPIC ) - 1 ) ],
		'message'   => ucfirst( implode( ' ', $words ) ) . '.',
		'interests' => (string) wp_json_encode( $likes, JSON_UNESCAPED_UNICODE ),
	);
}

/**
 * Inserts rows into a table: on SQLite straight through its PDO connection (prepared once, in
 * the caller's transaction; WordPress's SQLite driver would parse every statement), on MariaDB as
 * one multi-row statement.
 *
 * @param string            $table   Table.
 * @param string[]          $columns Columns.
 * @param array<int, array> $rows    Rows of values (ints and strings).
 */
function vista_scale_insert( string $table, array $columns, array $rows ): void {
	global $wpdb;
	if ( array() === $rows ) {
		return;
	}
	if ( method_exists( $wpdb->dbh, 'get_connection' ) ) {
		static $statements = array();
		$statements[ $table ] ??= $wpdb->dbh->get_connection()->get_pdo()->prepare( "INSERT INTO {$table} (" . implode( ',', $columns ) . ') VALUES (' . implode( ',', array_fill( 0, count( $columns ), '?' ) ) . ')' );
		foreach ( $rows as $row ) {
			$statements[ $table ]->execute( $row );
		}
		return;
	}
	$tuples = array();
	foreach ( $rows as $row ) {
		$tuples[] = '(' . implode( ',', array_map( static fn ( $value ) => is_int( $value ) ? (string) $value : "'" . esc_sql( $value ) . "'", $row ) ) . ')';
	}
	// SQL: own tables, every value escaped above.
	$wpdb->query( "INSERT INTO {$table} (" . implode( ',', $columns ) . ') VALUES ' . implode( ',', $tuples ) );
}

/**
 * Runs a statement of the transaction on the database underneath (see vista_scale_insert()).
 *
 * @param string $sql BEGIN or COMMIT.
 */
function vista_scale_transaction( string $sql ): void {
	global $wpdb;
	if ( method_exists( $wpdb->dbh, 'get_connection' ) ) {
		// A cache that holds the words index while it grows (the default 2 MB rereads it from disk).
		$wpdb->dbh->get_connection()->get_pdo()->exec( 'PRAGMA cache_size = -262144' );
		$wpdb->dbh->get_connection()->get_pdo()->exec( $sql );
		return;
	}
	$wpdb->query( 'BEGIN' === $sql ? 'START TRANSACTION' : $sql ); // SQL: BEGIN or COMMIT, no input.
}

/**
 * Makes the form and its entries (with their words, EntryWords), 500 a statement.
 *
 * @param int $count Entries.
 * @return array{form: int, first: int, entries: int, values: int, words: int, seconds: float}
 */
function vista_scale_build( int $count ): array {
	global $wpdb;
	$started = hrtime( true );
	$choices = static fn ( array $labels ) => wp_json_encode( array_map( static fn ( $label ) => array( 'label' => $label ), $labels ) );
	$form_id = (int) wp_insert_post(
		array(
			'post_type'    => FormDefinition::POST_TYPE,
			'post_status'  => 'publish',
			'post_title'   => 'Bench contact form, ' . $count . ' entries',
			'post_content' => wp_slash(
				'<!-- wp:vista-forms/field-text {"fieldId":"name","label":"Name"} /-->'
				. '<!-- wp:vista-forms/field-email {"fieldId":"email","label":"Email"} /-->'
				. '<!-- wp:vista-forms/field-phone {"fieldId":"phone","label":"Phone"} /-->'
				. '<!-- wp:vista-forms/field-select {"fieldId":"subject","label":"Subject","choices":' . $choices( VISTA_SCALE_TOPIC ) . '} /-->'
				. '<!-- wp:vista-forms/field-textarea {"fieldId":"message","label":"Message"} /-->'
				. '<!-- wp:vista-forms/field-checkbox {"fieldId":"interests","label":"Interests","choices":' . $choices( VISTA_SCALE_LIKES ) . '} /-->'
			),
		)
	);
	$form    = FormDefinition::load( $form_id );
	$entries = EntryStore::entries_table();
	$first   = 1 + (int) $wpdb->get_var( "SELECT COALESCE(MAX(id), 0) FROM {$entries}" ); // SQL: own table.
	$start   = time() - 2 * YEAR_IN_SECONDS;
	$counted = array(
		'values' => 0,
		'words'  => 0,
	);
	vista_scale_transaction( 'BEGIN' );
	for ( $from = 0; $from < $count; $from += 500 ) {
		$rows   = array();
		$values = array();
		$words  = array();
		$to     = min( $count, $from + 500 );
		for ( $n = $from; $n < $to; $n++ ) {
			$id     = $first + $n;
			$rows[] = array( $id, $form_id, gmdate( 'Y-m-d H:i:s', $start + intdiv( $n * 2 * YEAR_IN_SECONDS, $count ) ), $n % 7 ? 1 : 0, hash( 'sha256', (string) ( $n % 5000 ) ), 'Mozilla/5.0 (X11; Linux x86_64)', 'https://example.org/contact/' );
			$entry  = vista_scale_values( $n );
			foreach ( $entry as $field => $value ) {
				$values[] = array( $id, $field, $value );
			}
			foreach ( EntryWords::of_entry( $form, $entry ) as $word ) {
				$words[] = array( $form_id, $word, $id );
			}
		}
		vista_scale_insert( $entries, array( 'id', 'form_id', 'created', 'is_read', 'ip_hash', 'user_agent', 'referer' ), $rows );
		vista_scale_insert( EntryStore::meta_table(), array( 'entry_id', 'field_id', 'value' ), $values );
		vista_scale_insert( EntryWords::table(), array( 'form_id', 'word', 'entry_id' ), $words );
		$counted['values'] += count( $values );
		$counted['words']  += count( $words );
	}
	vista_scale_transaction( 'COMMIT' );
	return array(
		'form'    => $form_id,
		'first'   => $first,
		'entries' => $count,
		'values'  => $counted['values'],
		'words'   => $counted['words'],
		'seconds' => ( hrtime( true ) - $started ) / 1e9,
	);
}

switch ( $argv[2] ?? '' ) {
	case 'build':
		echo wp_json_encode( vista_scale_build( max( 1, (int) ( $argv[3] ?? 100000 ) ) ) ), "\n";
		break;
	case 'auth':
		$vista_admin = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
			)
		)[0];
		wp_set_current_user( $vista_admin->ID );
		$vista_expires                = time() + DAY_IN_SECONDS;
		$vista_token                  = WP_Session_Tokens::get_instance( $vista_admin->ID )->create( $vista_expires );
		$vista_cookie                 = wp_generate_auth_cookie( $vista_admin->ID, $vista_expires, 'logged_in', $vista_token );
		$_COOKIE[ LOGGED_IN_COOKIE ] = $vista_cookie;
		echo wp_json_encode(
			array(
				'cookie' => LOGGED_IN_COOKIE . '=' . rawurlencode( $vista_cookie ),
				'nonce'  => wp_create_nonce( 'wp_rest' ),
			)
		), "\n";
		break;
	case 'export':
		$vista_form   = FormDefinition::load( (int) ( $argv[3] ?? 0 ) );
		$vista_out    = fopen( '/dev/null', 'w' );
		$vista_before = memory_get_usage();
		memory_reset_peak_usage();
		$vista_start = hrtime( true );
		$vista_bytes = CsvExport::stream( $vista_out, $vista_form, (int) ( $argv[3] ?? 0 ), '' );
		echo wp_json_encode(
			array(
				'seconds'   => ( hrtime( true ) - $vista_start ) / 1e9,
				'bytes'     => $vista_bytes,
				'peakBytes' => memory_get_peak_usage() - $vista_before,
			)
		), "\n";
		break;
	case 'drop':
		$vista_form = (int) ( $argv[3] ?? 0 );
		// SQL: own tables, the id cast above.
		$wpdb->query( 'DELETE FROM ' . EntryStore::meta_table() . ' WHERE entry_id IN (SELECT id FROM ' . EntryStore::entries_table() . " WHERE form_id = {$vista_form})" );
		$wpdb->query( 'DELETE FROM ' . EntryStore::entries_table() . " WHERE form_id = {$vista_form}" ); // SQL: as above.
		wp_delete_post( $vista_form, true );
		echo "{}\n";
		break;
	default:
		fwrite( STDERR, "Unknown command.\n" );
		exit( 1 );
}
