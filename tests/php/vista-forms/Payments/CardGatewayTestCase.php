<?php
/**
 * What every card gateway's tests share (issue 37): the gateway's stand-in on loopback (one of
 * tests/e2e/fixtures/*-stand-in.php under `php -S`, started once per class), the plugin pointed
 * at it, the gateway's test keys in Forms → Settings, a form that sells a ticket (25.00, fixed)
 * with extras (Lunch 10.00, Dinner 30.00) and takes the card through the gateway, the form sent
 * with the card's token, and the payment rows. A gateway's test case names the gateway, its
 * stand-in, its keys, the filters that point the plugin at the stand-in and its token's kind.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms\Payments;

require_once dirname( __DIR__ ) . '/SubmissionTestCase.php';
require_once __DIR__ . '/StandInServer.php';

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Payments\PaymentStore;
use Vista\Forms\Settings\Settings;
use Vista\Forms\Submit\SubmissionAjax;
use Vista\Tests\Forms\SubmissionTestCase;

/**
 * Starts the gateway's stand-in, points the plugin at it, and sends forms paid through it.
 */
abstract class CardGatewayTestCase extends SubmissionTestCase {

	/** A ticket with lunch: 35.00. */
	protected const LUNCH = array(
		'name'   => 'Ada',
		'extras' => array( 'Lunch' ),
	);

	private static ?StandInServer $server = null;

	/**
	 * The gateway's id, as a form chooses it (stripe, square, authorize_net…).
	 */
	abstract protected static function gateway(): string;

	/**
	 * The stand-in's file under tests/e2e/fixtures.
	 */
	abstract protected static function stand_in_script(): string;

	/**
	 * The gateway's test keys, as Forms → Settings saves them (the currency is USD unless they name
	 * another `paymentCurrency`).
	 *
	 * @return array<string, string>
	 */
	abstract protected static function keys(): array;

	/**
	 * The filters that point the plugin at the stand-in, and the address each gives.
	 *
	 * @param string $base The stand-in's address.
	 * @return array<string, string> Filter name => address.
	 */
	abstract protected static function stand_in_filters( string $base ): array;

	/**
	 * The card's opaque_data descriptor the gateway's page code posts (001 §3).
	 */
	abstract protected static function descriptor(): string;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		PaymentStore::migrate();
		self::$server = new StandInServer( static::stand_in_script() );
	}

	public static function tearDownAfterClass(): void {
		self::$server?->stop();
		self::$server = null;
		parent::tearDownAfterClass();
	}

	/**
	 * The running stand-in's address.
	 */
	protected static function base(): string {
		return (string) self::$server?->base;
	}

	/**
	 * A ticket with extras, paid by card.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected function contact_fields(): array {
		return array(
			array( 'fieldId' => 'name', 'type' => 'text', 'label' => 'Name', 'required' => true ),
			array( 'fieldId' => 'ticket', 'type' => 'payment-single', 'label' => 'Ticket', 'price' => '25' ),
			array(
				'fieldId' => 'extras',
				'type'    => 'payment-checkbox',
				'label'   => 'Extras',
				'choices' => array( array( 'label' => 'Lunch', 'value' => '10' ), array( 'label' => 'Dinner', 'value' => '30' ) ),
			),
			array( 'fieldId' => 'card', 'type' => 'credit-card', 'label' => 'Card', 'required' => true ),
		);
	}

	protected function setUp(): void {
		parent::setUp();
		update_post_meta( $this->form_id, FormDefinition::SETTINGS_META, array( 'payment_gateway' => static::gateway() ) );
		foreach ( static::stand_in_filters( self::base() ) as $filter => $address ) {
			add_filter( $filter, static fn () => $address );
		}
		$saved = Settings::save( static::keys() + array( 'paymentCurrency' => 'USD' ) );
		$this->assertIsArray( $saved );
	}

	protected function tearDown(): void {
		global $wpdb;
		foreach ( array_keys( static::stand_in_filters( self::base() ) ) as $filter ) {
			remove_all_filters( $filter );
		}
		delete_option( Settings::OPTION );
		foreach ( array( PaymentStore::table(), PaymentStore::events_table() ) as $table ) {
			// SQL: own tables of the test site.
			$wpdb->query( "DELETE FROM {$table}" );
		}
		parent::tearDown();
	}

	/**
	 * Sends the form (call 5) with the card field's opaque_data.
	 *
	 * @param array<string, mixed> $fields Form fields.
	 * @param string               $token  The gateway's token, as its page code got it.
	 * @return array{success: bool, data: array<string, mixed>}
	 */
	protected function send_paid( array $fields, string $token ): array {
		$fields['card'] = array(
			'opaque_data' => array(
				'descriptor' => static::descriptor(),
				'value'      => $token,
			),
		);
		return SubmissionAjax::answer( $this->request( $fields ) );
	}

	/**
	 * The payment rows.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected static function payments(): array {
		global $wpdb;
		// SQL: own table of the test site.
		return (array) $wpdb->get_results( 'SELECT * FROM ' . PaymentStore::table() . ' ORDER BY id', ARRAY_A );
	}
}
