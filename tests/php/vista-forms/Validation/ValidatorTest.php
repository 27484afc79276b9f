<?php
/**
 * Server validation (001 §5): every rule, with the client's messages, and hostile input.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\View\Messages;
use Vista\Forms\Validation\Validator;
use Vista\Tests\VistaTestCase;

/**
 * Validator rules.
 */
final class ValidatorTest extends VistaTestCase {

	/**
	 * Validates one field with a posted value.
	 *
	 * @param array<string, mixed> $field Field (id defaults to "f").
	 * @param mixed                $value Posted value (null: not posted).
	 * @return array{values: array<string, mixed>, errors: array<string, string>}
	 */
	private function check( array $field, $value ): array {
		$field += array( 'id' => 'f' );
		$form   = FormDefinition::from_array( 7, array( $field ) );
		return ( new Validator( $form ) )->validate( null === $value ? array() : array( $field['id'] => $value ) );
	}

	/**
	 * The error of one field, or null.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param mixed                $value Posted value.
	 */
	private function error( array $field, $value ): ?string {
		return $this->check( $field, $value )['errors']['f'] ?? null;
	}

	/**
	 * The stored value of one field.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param mixed                $value Posted value.
	 * @return mixed
	 */
	private function value( array $field, $value ) {
		$result = $this->check( $field, $value );
		$this->assertSame( array(), $result['errors'] );
		return $result['values']['f'] ?? null;
	}

	public function test_messages_are_the_page_parameters_of_the_client(): void {
		$keys = array( 'i18n_messages_required', 'i18n_messages_url', 'i18n_messages_email', 'i18n_messages_number', 'i18n_messages_confirm', 'i18n_messages_check_limit', 'i18n_messages_phone', 'i18n_min_words_length', 'i18n_messages_min_length', 'i18n_field_email_suggestion', 'i18n_messages_error' );
		$this->assertSame( $keys, array_keys( Messages::all() ) );
		$this->assertStringContainsString( '{#}', Messages::all()['i18n_messages_check_limit'] );
		$this->assertStringContainsString( '{suggestion}', Messages::all()['i18n_field_email_suggestion'] );
		$this->assertSame( str_replace( '{#}', '3', Messages::all()['i18n_min_words_length'] ), Messages::get( 'i18n_min_words_length', 3 ) );
	}

	public function test_required_fields_of_every_type_refuse_empty_values(): void {
		$required = Messages::get( 'i18n_messages_required' );
		foreach ( array( 'text', 'textarea', 'email', 'number', 'url', 'phone', 'select', 'radio', 'country', 'date-time', 'rating', 'password', 'hidden' ) as $type ) {
			$this->assertSame( $required, $this->error( array( 'type' => $type, 'required' => true, 'choices' => array( 'A' ) ), '   ' ), $type );
			$this->assertSame( $required, $this->error( array( 'type' => $type, 'required' => true, 'choices' => array( 'A' ) ), null ), "{$type} not posted" );
		}
		$this->assertSame( $required, $this->error( array( 'type' => 'checkbox', 'required' => true, 'choices' => array( 'A' ) ), array() ) );
		$this->assertSame( $required, $this->error( array( 'type' => 'credit-card', 'required' => true ), '' ) );
		$this->assertSame( $required, $this->error( array( 'type' => 'signature', 'required' => true ), array( 'signature_image' => '' ) ) );
		// Optional fields may be empty.
		$this->assertSame( '', $this->value( array( 'type' => 'email' ), '' ) );
	}

	public function test_url_gets_http_prepended_and_must_be_a_url(): void {
		$this->assertSame( 'http://example.org/a?b=1', $this->value( array( 'type' => 'url' ), 'example.org/a?b=1' ) );
		$this->assertSame( 'https://example.org', $this->value( array( 'type' => 'url' ), 'https://example.org' ) );
		$this->assertSame( Messages::get( 'i18n_messages_url' ), $this->error( array( 'type' => 'url' ), 'not a url' ) );
		$this->assertSame( Messages::get( 'i18n_messages_url' ), $this->error( array( 'type' => 'url' ), 'javascript:alert(1)' ) );
	}

	public function test_email_and_its_confirmation(): void {
		$this->assertSame( 'ada@example.org', $this->value( array( 'type' => 'email' ), 'Ada@Example.org' ) );
		$this->assertSame( Messages::get( 'i18n_messages_email' ), $this->error( array( 'type' => 'email' ), 'ada@' ) );
		$confirm = array( 'type' => 'email', 'confirm' => true );
		$this->assertSame( 'a@example.org', $this->value( $confirm, array( 'primary' => 'a@example.org', 'secondary' => 'a@example.org' ) ) );
		$this->assertSame( Messages::get( 'i18n_messages_confirm' ), $this->error( $confirm, array( 'primary' => 'a@example.org', 'secondary' => 'b@example.org' ) ) );
	}

	public function test_password_is_confirmed_and_kept_only_as_a_hash(): void {
		$field = array( 'type' => 'password', 'confirm' => true );
		$this->assertSame( Messages::get( 'i18n_messages_confirm' ), $this->error( $field, array( 'primary' => 'secret-1', 'secondary' => 'secret-2' ) ) );
		$stored = $this->value( $field, array( 'primary' => 'secret-1', 'secondary' => 'secret-1' ) );
		$this->assertNotSame( 'secret-1', $stored );
		$this->assertTrue( wp_check_password( 'secret-1', $stored ) );
	}

	public function test_number_and_bounds(): void {
		$this->assertSame( '-2.5', $this->value( array( 'type' => 'number' ), '-2.5' ) );
		$this->assertSame( Messages::get( 'i18n_messages_number' ), $this->error( array( 'type' => 'number' ), '12abc' ) );
		$this->assertSame( Messages::server( 'out_of_range', array( 'min' => 1, 'max' => 5 ) ), $this->error( array( 'type' => 'number', 'min' => 1, 'max' => 5 ), '6' ) );
	}

	public function test_check_limit_replaces_the_placeholder(): void {
		$field = array( 'type' => 'checkbox', 'choice_limit' => 2, 'choices' => array( 'Red', 'Green', 'Blue' ) );
		$this->assertSame( array( 'Red', 'Blue' ), $this->value( $field, array( 'Red', 'Blue' ) ) );
		$this->assertSame( Messages::get( 'i18n_messages_check_limit', 2 ), $this->error( $field, array( 'Red', 'Green', 'Blue' ) ) );
		$this->assertStringContainsString( '2', (string) $this->error( $field, array( 'Red', 'Green', 'Blue' ) ) );
		$this->assertSame( Messages::server( 'invalid_choice' ), $this->error( $field, array( 'Purple' ) ) );
	}

	public function test_choices_must_be_offered(): void {
		$field = array(
			'type'    => 'radio',
			'choices' => array( array( 'label' => 'Yes please', 'value' => 'yes' ), array( 'label' => 'No' ) ),
		);
		$this->assertSame( 'Yes please', $this->value( $field, 'yes' ) );
		$this->assertSame( 'No', $this->value( $field, 'No' ) );
		$this->assertSame( Messages::server( 'invalid_choice' ), $this->error( $field, 'maybe' ) );
		$this->assertSame( Messages::server( 'invalid_choice' ), $this->error( array( 'type' => 'select', 'choices' => array( 'A' ) ), array( 'A' ) ) );
		$this->assertSame( 'FR', $this->value( array( 'type' => 'country' ), 'fr' ) );
		$this->assertSame( Messages::server( 'invalid_choice' ), $this->error( array( 'type' => 'country' ), 'France!' ) );
	}

	public function test_phone_characters_digit_and_smart_phone_format(): void {
		$this->assertSame( '+1 (555) 010-9999', $this->value( array( 'type' => 'phone' ), array( 'phone_field' => '+1 (555) 010-9999' ) ) );
		$this->assertSame( Messages::get( 'i18n_messages_phone' ), $this->error( array( 'type' => 'phone' ), '555-CALL' ) );
		$this->assertSame( Messages::get( 'i18n_messages_phone' ), $this->error( array( 'type' => 'phone' ), '(--) +' ) );
		$smart = array( 'type' => 'phone', 'smart_phone' => true );
		$this->assertSame( '+442079460958', $this->value( $smart, '+44 20 7946 0958' ) );
		$this->assertSame( Messages::get( 'i18n_messages_phone' ), $this->error( $smart, '020 7946 0958' ) );
		$this->assertSame( Messages::get( 'i18n_messages_phone' ), $this->error( $smart, '+0 123' ) );
	}

	public function test_minimum_words_and_characters(): void {
		$this->assertSame( Messages::get( 'i18n_min_words_length', 3 ), $this->error( array( 'type' => 'textarea', 'min_words' => 3 ), "  two\n words " ) );
		$this->assertSame( 'one two three', $this->value( array( 'type' => 'text', 'min_words' => 3 ), 'one two three' ) );
		$this->assertSame( Messages::get( 'i18n_messages_min_length', 5 ), $this->error( array( 'type' => 'text', 'min_length' => 5 ), 'abcd' ) );
		$this->assertSame( 'abcdé', $this->value( array( 'type' => 'text', 'min_length' => 5 ), 'abcdé' ) );
	}

	public function test_length_caps_per_type(): void {
		$this->assertSame( Messages::server( 'too_long', array( '#' => 1000 ) ), $this->error( array( 'type' => 'text' ), str_repeat( 'a', 1001 ) ) );
		$this->assertSame( 1000, mb_strlen( (string) $this->value( array( 'type' => 'text' ), str_repeat( 'é', 1000 ) ) ) );
		$this->assertSame( Messages::server( 'too_long', array( '#' => 10000 ) ), $this->error( array( 'type' => 'textarea' ), str_repeat( 'a ', 5001 ) ) );
		$this->assertSame( Messages::server( 'too_long', array( '#' => 200 ) ), $this->error( array( 'type' => 'address' ), array( 'city' => str_repeat( 'x', 201 ) ) ) );
	}

	public function test_html_and_script_are_stripped_from_every_value(): void {
		$hostile = '<script>alert(1)</script><b onmouseover="x()">Bold</b> <img src=x onerror=alert(2)>text';
		$this->assertSame( 'Bold text', $this->value( array( 'type' => 'text' ), $hostile ) );
		$this->assertSame( "Bold text\nline", $this->value( array( 'type' => 'textarea' ), $hostile . "\r\nline" ) );
		$address = $this->value( array( 'type' => 'address' ), array( 'address1' => $hostile, 'city' => '<i>Paris</i>' ) );
		$this->assertSame( 'Bold text', $address['address1'] );
		$this->assertSame( 'Paris', $address['city'] );
		$this->assertSame( 'fallback', $this->value( array( 'type' => 'hidden', 'default' => 'fallback' ), '<script>x</script>' ) );
		$this->assertSame( "a\tb", Validator::plain( "a\tb\x07", true ) );
	}

	public function test_likert_rows_and_columns(): void {
		$field = array(
			'type'     => 'likert',
			'required' => true,
			'rows'     => array( 'Speed', 'Price' ),
			'columns'  => array( 'Bad', 'Good' ),
		);
		$this->assertSame( array( 'Speed' => 'Good', 'Price' => 'Bad' ), $this->value( $field, array( '1' => 'Good', '2' => 'Bad' ) ), 'rows by number, as the form posts them' );
		$this->assertSame( array( 'Speed' => 'Good', 'Price' => 'Bad' ), $this->value( $field, array( 'Speed' => 'Good', 'Price' => 'Bad' ) ), 'rows by label' );
		$this->assertSame( Messages::get( 'i18n_messages_required' ), $this->error( $field, array( '1' => 'Good' ) ) );
		$this->assertSame( Messages::server( 'invalid_choice' ), $this->error( $field, array( '1' => 'Great', '2' => 'Bad' ) ) );
	}

	public function test_address_needs_every_part_but_address2(): void {
		$field = array( 'type' => 'address', 'required' => true );
		$parts = array( 'address1' => '1 Main St', 'city' => 'Leeds', 'state' => 'Yorks', 'postal' => 'LS1', 'country' => 'GB' );
		$this->assertEquals( $parts + array( 'address2' => '' ), $this->value( $field, $parts ) );
		$this->assertSame( Messages::get( 'i18n_messages_required' ), $this->error( $field, array( 'city' => 'Leeds' ) + array_diff_key( $parts, array( 'postal' => 1 ) ) ) );
	}

	public function test_dates_within_their_settings(): void {
		$today = new \DateTimeImmutable( 'today', wp_timezone() );
		$field = array(
			'type' => 'date-time',
			'date' => array(
				'dateFormat'      => 'Y-m-d',
				'maxDate'         => '+30d',
				'disableDates'    => $today->modify( '+2 days' )->format( 'Y-m-d' ),
				'pastDisableDate' => true,
			),
		);
		$this->assertSame( $today->modify( '+1 day' )->format( 'Y-m-d' ), $this->value( $field, $today->modify( '+1 day' )->format( 'Y-m-d' ) ) );
		$this->assertSame( Messages::server( 'date_unavailable' ), $this->error( $field, $today->modify( '-1 day' )->format( 'Y-m-d' ) ), 'past disabled' );
		$this->assertSame( Messages::server( 'date_unavailable' ), $this->error( $field, $today->modify( '+2 days' )->format( 'Y-m-d' ) ), 'disabled date' );
		$this->assertSame( Messages::server( 'date_unavailable' ), $this->error( $field, $today->modify( '+31 days' )->format( 'Y-m-d' ) ), 'after max' );
		$this->assertSame( Messages::server( 'invalid_date' ), $this->error( $field, '2024-02-30' ) );
		$this->assertSame( Messages::server( 'invalid_date' ), $this->error( $field, 'tomorrow' ) );

		$range = array( 'type' => 'date-time', 'date' => array( 'mode' => 'range', 'dateFormat' => 'd/m/Y', 'minDate' => '2030-01-01' ) );
		$this->assertSame( '02/01/2030 to 05/01/2030', $this->value( $range, '02/01/2030 to 05/01/2030' ) );
		$this->assertSame( Messages::server( 'invalid_date' ), $this->error( $range, '05/01/2030 to 02/01/2030' ) );
		$this->assertSame( Messages::server( 'date_unavailable' ), $this->error( $range, '31/12/2029 to 02/01/2030' ) );

		// 001 §9: the original's dropdowns post 'Febuary'; it is read, and stored spelt right.
		$named = array( 'type' => 'date-time', 'date' => array( 'dateFormat' => 'F j, Y', 'minDate' => '2030-01-01' ) );
		$this->assertSame( 'February 3, 2031', $this->value( $named, 'Febuary 3, 2031' ) );
		$this->assertSame( 'February 3, 2031', $this->value( $named, 'February 3, 2031' ) );
		$this->assertSame( Messages::server( 'invalid_date' ), $this->error( $named, 'Febuar 3, 2031' ) );

		$time = array( 'type' => 'date-time', 'date' => array( 'dateTime' => 'time', 'dateFormat' => 'H:i' ) );
		$this->assertSame( '14:35', $this->value( $time, '14:35' ) );
		$this->assertSame( Messages::server( 'invalid_date' ), $this->error( $time, '25:00' ) );
	}

	public function test_range_rating_and_scale_within_their_bounds(): void {
		$range = array( 'type' => 'range-slider', 'min' => 10, 'max' => 50, 'step' => 5 );
		$this->assertSame( '35', $this->value( $range, '35' ) );
		$this->assertSame( Messages::server( 'invalid_step' ), $this->error( $range, '36' ) );
		$this->assertSame( Messages::server( 'out_of_range', array( 'min' => 10, 'max' => 50 ) ), $this->error( $range, '55' ) );
		$this->assertSame( '4', $this->value( array( 'type' => 'rating', 'max_rating' => 5 ), '4' ) );
		$this->assertSame( Messages::server( 'out_of_range', array( 'min' => 1, 'max' => 5 ) ), $this->error( array( 'type' => 'rating', 'max_rating' => 5 ), '6' ) );
		$this->assertSame( Messages::get( 'i18n_messages_number' ), $this->error( array( 'type' => 'rating' ), '4.5' ) );
		$this->assertSame( Messages::server( 'out_of_range', array( 'min' => 0, 'max' => 10 ) ), $this->error( array( 'type' => 'scale-rating', 'scale_min' => 0, 'scale_max' => 10 ), '11' ) );
	}

	public function test_privacy_policy_must_be_checked_when_required(): void {
		$field = array( 'type' => 'privacy-policy', 'required' => true );
		$this->assertSame( Messages::server( 'privacy_required' ), $this->error( $field, '' ) );
		$this->assertSame( 'yes', $this->value( $field, array( '1' ) ) );
		$this->assertSame( '', $this->value( array( 'type' => 'privacy-policy' ), null ) );
	}

	public function test_signature_must_be_a_real_png_of_bounded_size(): void {
		$image = imagecreatetruecolor( 4, 3 );
		ob_start();
		imagepng( $image );
		$png = (string) ob_get_clean();
		$ok  = $this->value( array( 'type' => 'signature' ), array( 'signature_image' => 'data:image/png;base64,' . base64_encode( $png ) ) );
		$this->assertSame( $png, $ok['png'] );
		$bad = Messages::server( 'signature' );
		$this->assertSame( $bad, $this->error( array( 'type' => 'signature' ), 'data:image/svg+xml;base64,' . base64_encode( '<svg onload="x()"/>' ) ) );
		$this->assertSame( $bad, $this->error( array( 'type' => 'signature' ), 'data:image/png;base64,' . base64_encode( '<?php echo 1;' ) ) );
		$this->assertSame( $bad, $this->error( array( 'type' => 'signature' ), 'data:image/png;base64,' . base64_encode( $png . str_repeat( "\0", Validator::SIGNATURE_MAX_BYTES ) ) ) );
	}

	public function test_payment_price_comes_from_the_definition(): void {
		$this->assertSame( '25.00', $this->value( array( 'type' => 'payment-single', 'price' => 25 ), '0.01' ) );
		$this->assertSame( '25.00', $this->value( array( 'type' => 'payment-single', 'price' => 25, 'required' => true ), null ), 'not user input: not required' );
		$own = array( 'type' => 'payment-single', 'user_input' => true, 'required' => true );
		$this->assertSame( '12.50', $this->value( $own, '12.5' ) );
		$this->assertSame( Messages::server( 'invalid_amount' ), $this->error( $own, '-3' ) );
		$this->assertSame( Messages::get( 'i18n_messages_required' ), $this->error( $own, '' ) );
	}

	public function test_credit_card_data_is_never_kept(): void {
		$result = $this->check( array( 'type' => 'credit-card', 'required' => true ), array( 'opaque_data' => 'tok_123', 'number' => '4242424242424242' ) );
		$this->assertSame( array(), $result['errors'] );
		$this->assertSame( array(), $result['values'] );
	}

	public function test_unexpected_shapes_are_refused_not_warned(): void {
		$this->assertSame( Messages::server( 'invalid_choice' ), $this->error( array( 'type' => 'text' ), array( 'a' => array( 'b' ) ) ) );
		$this->assertSame( Messages::get( 'i18n_messages_required' ), $this->error( array( 'type' => 'likert', 'required' => true, 'rows' => array( 'R' ), 'columns' => array( 'C' ) ), 'flat' ) );
	}
}
