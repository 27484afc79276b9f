<?php
/**
 * Fixture for Vista.Security.PreparedSQL (never loaded): tools/php/lint.sh requires exactly the
 * findings marked "expect:" on their lines, so the check cannot silently stop working.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

global $wpdb;
$table = 'wp_vista_fixture';

// Request input is an error wherever it stands in the call; no annotation excuses it.
$wpdb->query( "DELETE FROM {$wpdb->posts} WHERE ID = $_GET[id]" ); // expect: Vista.Security.PreparedSQL.InputInQuery
$wpdb->get_results( 'SELECT * FROM t WHERE a = ' . $_POST['a'] ); // expect: Vista.Security.PreparedSQL.InputInQuery
$wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM t WHERE a = {$_COOKIE['a']} AND b = %s", 'b' ) ); // SQL: no excuse. expect: Vista.Security.PreparedSQL.InputInQuery
$wpdb->get_row( sprintf( 'SELECT * FROM t WHERE id = %s', $_REQUEST['id'] ) ); // expect: Vista.Security.PreparedSQL.InputInQuery
$pdo->query( 'SELECT * FROM t WHERE h = ' . $_SERVER['HTTP_HOST'] ); // expect: Vista.Security.PreparedSQL.InputInQuery
$this->db->exec( "DELETE FROM t WHERE f = '{$_FILES['f']['name']}'" ); // expect: Vista.Security.PreparedSQL.InputInQuery
$wpdb->prepare( "SELECT * FROM t WHERE a = '" . $_GET['a'] . "' AND b = %s", 'b' ); // expect: Vista.Security.PreparedSQL.InputInQuery

// Query text built at run time needs a reason.
$wpdb->query( "DELETE FROM {$table}" ); // expect: Vista.Security.PreparedSQL.NotPrepared
$wpdb->get_col( 'SELECT id FROM ' . $table ); // expect: Vista.Security.PreparedSQL.NotPrepared
$wpdb->get_var( $sql ); // expect: Vista.Security.PreparedSQL.NotPrepared
$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE id = %d", 1 ) ); // expect: Vista.Security.PreparedSQL.NotPrepared
$wpdb->get_results( 'SELECT * FROM t WHERE a = ' . esc_sql( $table ) ); // expect: Vista.Security.PreparedSQL.NotPrepared
$wpdb?->get_results( "SELECT * FROM {$wpdb->prefix}x WHERE a = '$table'" ); // expect: Vista.Security.PreparedSQL.NotPrepared
$this->pdo->prepare( 'SELECT * FROM ' . $table . ' WHERE a = ?' ); // expect: Vista.Security.PreparedSQL.NotPrepared
// SQL:
$wpdb->query( "DELETE FROM {$table}" ); // expect: Vista.Security.PreparedSQL.NotPrepared
