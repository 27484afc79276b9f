<?php
/**
 * The card payments end-to-end tests' form (tests/e2e/forms/payments-*.spec.ts): a name, a
 * ticket at 25.00 and a required credit card paid through a gateway (Stripe unless named), on a
 * page of its own. Prints its id, its page and its Entries screen.
 *
 * Usage: php payments-fixture.php <wordpress dir> [stripe|authorize_net|square|razorpay]
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) || ! is_file( $argv[1] . '/wp-load.php' ) ) {
	fwrite( STDERR, "Usage: php payments-fixture.php <wordpress dir>\n" );
	exit( 1 );
}

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Entries\EntriesPage;

$vista_title   = 'Tickets e2e ' . wp_generate_password( 6, false );
$vista_content = '';
$vista_fields  = array(
	array( 'vista-forms/field-text', array( 'fieldId' => 'name', 'label' => 'Your name', 'required' => true ) ),
	array( 'vista-forms/field-payment-single', array( 'fieldId' => 'ticket', 'label' => 'Ticket', 'price' => '25' ) ),
	array( 'vista-forms/field-credit-card', array( 'fieldId' => 'card', 'label' => 'Card', 'required' => true ) ),
);
foreach ( $vista_fields as list( $vista_block, $vista_attrs ) ) {
	$vista_content .= '<!-- wp:' . $vista_block . ' ' . wp_json_encode( $vista_attrs, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT ) . " /-->\n";
}
$vista_form = (int) wp_insert_post(
	array(
		'post_type'    => FormDefinition::POST_TYPE,
		'post_status'  => 'publish',
		'post_title'   => $vista_title,
		'post_content' => wp_slash( $vista_content ),
	)
);
update_post_meta(
	$vista_form,
	FormDefinition::SETTINGS_META,
	array(
		'payment_gateway' => in_array( $argv[2] ?? '', FormDefinition::PAYMENT_GATEWAYS, true ) ? $argv[2] : 'stripe',
		'success_message' => 'Thank you, your ticket is paid.',
	)
);
$vista_page = (int) wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => $vista_title,
		'post_content' => '<!-- wp:vista/form {"formId":' . $vista_form . '} /-->',
	)
);
echo wp_json_encode(
	array(
		'formId'     => $vista_form,
		'url'        => (string) get_permalink( $vista_page ),
		'entriesUrl' => EntriesPage::url( $vista_form ),
	)
);
