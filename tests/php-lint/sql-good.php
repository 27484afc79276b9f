<?php
/**
 * Fixture for Vista.Security.PreparedSQL (never loaded): nothing here may be reported.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

global $wpdb;
$table = 'wp_vista_fixture';

// Literals, constants and $wpdb's table names are static text.
$wpdb->query( "DELETE FROM {$wpdb->posts} WHERE post_status = 'trash'" );
$wpdb->get_var( 'SELECT COUNT(*) FROM ' . $wpdb->prefix . 'vista_x' );
$wpdb->get_var( 'SELECT COUNT(*) FROM ' . Vista_Fixture::TABLE . ' WHERE a = 1' );
$wpdb->get_row(
	<<<'SQL'
	SELECT 1
	SQL
);

// Request input as a prepared value is the prepared channel.
$wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . $wpdb->prefix . 'vista_x WHERE a = %s', $_GET['a'] ?? '' ) );
$pdo->prepare( 'SELECT * FROM t WHERE a = ?' )->execute( array( $_POST['a'] ?? '' ) );

// Query text built at run time, with its reason.
// SQL: own table name.
$wpdb->query( "DELETE FROM {$table}" );
$wpdb->query( "TRUNCATE {$table}" ); // SQL: own table name.
$wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE a = %s", 'a' ) ); // SQL: own table name, values prepared.

// Not a database connection.
$xpath->query( "//a[@href='{$table}']" );
