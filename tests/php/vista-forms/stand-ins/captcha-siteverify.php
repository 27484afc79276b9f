<?php
/**
 * A stand-in of the captcha providers' siteverify endpoint, served on loopback by `php -S` for
 * CaptchaTest: it answers the documented shape ({success, score, action, error-codes}) from the
 * posted secret and token, and records each request so the test can see what the server sent.
 *
 * Tokens: "good" passes (score 0.9), "low" passes with score 0.3, "wrong-action" passes for
 * another action; anything else fails. Only the secret "test-secret" is accepted.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

$vista_secret = isset( $_POST['secret'] ) ? (string) $_POST['secret'] : '';
$vista_token  = isset( $_POST['response'] ) ? (string) $_POST['response'] : '';
$vista_log = getenv( 'VISTA_STAND_IN_LOG' );
if ( is_string( $vista_log ) && '' !== $vista_log ) {
	file_put_contents( $vista_log, json_encode( $_POST ) . "\n", FILE_APPEND );
}
header( 'Content-Type: application/json' );
if ( 'test-secret' !== $vista_secret ) {
	echo json_encode( array( 'success' => false, 'error-codes' => array( 'invalid-input-secret' ) ) );
	exit;
}
$vista_answers = array(
	'good'         => array( 'success' => true, 'score' => 0.9, 'action' => 'submit' ),
	'low'          => array( 'success' => true, 'score' => 0.3, 'action' => 'submit' ),
	'wrong-action' => array( 'success' => true, 'score' => 0.9, 'action' => 'login' ),
);
echo json_encode( $vista_answers[ $vista_token ] ?? array( 'success' => false, 'error-codes' => array( 'invalid-input-response' ) ) );
