<?php
/**
 * The form markup: the contract the form script and the submission handler read (docs/FORMS.md,
 * 001 §3 posted names, hidden inputs and attributes; §4 row states).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\View\FormRenderer;

require_once dirname( __DIR__ ) . '/FormTestCase.php';

/**
 * FormRenderer and FieldMarkup.
 */
final class FormRendererTest extends FormTestCase {

	private const HOSTILE = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

	/**
	 * A form of one field.
	 *
	 * @param array<string, mixed> $field    Field (id defaults to f1).
	 * @param array<string, mixed> $settings Settings.
	 */
	private static function one( array $field, array $settings = array() ): FormDefinition {
		return FormDefinition::from_array( 7, array( $field + array( 'id' => 'f1' ) ), $settings, 'One field' );
	}

	public function test_the_form_carries_the_contract_attributes_hidden_inputs_and_submit_button(): void {
		$form  = self::one(
			array( 'type' => 'text', 'label' => 'Name' ),
			array(
				'ajax_submission'  => false,
				'process_text'     => 'Sending…',
				'message_location' => 'popup',
				'form_state_type'  => 'hide',
				'submit_label'     => 'Send it',
				'success_message'  => 'Thanks!',
			)
		);
		$xpath = self::dom( FormRenderer::render( $form ) );

		$container = $xpath->query( '//div[@id="evf-7"]' )->item( 0 );
		// everest-forms: where the original's script puts its notices (issue 14).
		$this->assertSame( 'evf-container everest-forms vista-form', $container->getAttribute( 'class' ) );
		$this->assertSame( 'form', $container->getAttribute( 'data-vista-feature' ) );

		$el = $xpath->query( '//form[@id="evf-form-7"]' )->item( 0 );
		$this->assertSame( 'everest-form', $el->getAttribute( 'class' ) );
		$this->assertSame( 'post', $el->getAttribute( 'method' ) );
		$this->assertSame( 'multipart/form-data', $el->getAttribute( 'enctype' ) );
		$this->assertTrue( $el->hasAttribute( 'novalidate' ) );
		$this->assertSame( '7', $el->getAttribute( 'data-formid' ) );
		$this->assertSame( '0', $el->getAttribute( 'data-ajax_submission' ) );
		$this->assertSame( 'Sending…', $el->getAttribute( 'data-process-text' ) );
		$this->assertSame( 'popup', $el->getAttribute( 'data-message_location' ) );
		$this->assertSame( 'hide', $el->getAttribute( 'data-form_state_type' ) );
		$this->assertSame( 'Thanks!', $el->getAttribute( 'data-message' ) );

		$this->assertSame( array( '7' ), self::attr_values( $xpath, '//input[@type="hidden"][@name="everest_forms[id]"]', 'value' ) );
		$start = self::attr_values( $xpath, '//input[@name="evf_submission_start_time"]', 'value' );
		$this->assertCount( 1, $start );
		$this->assertEqualsWithDelta( microtime( true ) * 1000, (int) $start[0], 60000, 'server time in milliseconds' );
		$this->assertCount( 1, $xpath->query( '//div[@class="evf-honeypot"][@aria-hidden="true"]//input[@name="everest_forms[hp]"][@tabindex="-1"][@autocomplete="off"]' ) );
		$nonce = self::attr_values( $xpath, '//input[@type="hidden"][@name="_wpnonce7"]', 'value' );
		// 1, or 2 when the run crosses one of the nonce's 12-hour ticks between making and checking it.
		$this->assertContains( wp_verify_nonce( $nonce[0], 'everest-forms_process_submit' ), array( 1, 2 ), 'a nonce WordPress accepts' );

		$button = $xpath->query( '//div[@class="evf-submit-container"]/button[@type="submit"][@name="everest_forms[submit]"]' )->item( 0 );
		$this->assertSame( 'everest-forms-submit-button button evf-submit', $button->getAttribute( 'class' ) );
		$this->assertSame( 'Sending…', $button->getAttribute( 'data-process-text' ) );
		$this->assertSame( 'Send it', trim( $button->textContent ) );
	}

	public function test_defaults_give_an_ajax_form_with_a_submit_label(): void {
		$xpath = self::dom( FormRenderer::render( self::one( array( 'type' => 'text' ) ) ) );
		$this->assertSame( array( '1' ), self::attr_values( $xpath, '//form', 'data-ajax_submission' ) );
		$this->assertSame( array( 'top' ), self::attr_values( $xpath, '//form', 'data-message_location' ) );
		$this->assertSame( 'Submit', trim( $xpath->query( '//button' )->item( 0 )->textContent ) );
	}

	/**
	 * Every type with the names it posts (001 §3 posted names and suffixes).
	 *
	 * @return array<string, array{array<string, mixed>, string[]}>
	 */
	public static function posted_names(): array {
		$choices = array(
			array( 'label' => 'A', 'value' => 'a' ),
			array( 'label' => 'B', 'value' => 'b' ),
		);
		$n       = 'everest_forms[form_fields][f1]';
		return array(
			'text'             => array( array( 'type' => 'text' ), array( $n ) ),
			'textarea'         => array( array( 'type' => 'textarea' ), array( $n ) ),
			'number'           => array( array( 'type' => 'number' ), array( $n ) ),
			'select'           => array( array( 'type' => 'select', 'choices' => $choices ), array( $n ) ),
			'radio'            => array( array( 'type' => 'radio', 'choices' => $choices ), array( $n, $n ) ),
			'checkbox'         => array( array( 'type' => 'checkbox', 'choices' => $choices ), array( "{$n}[]", "{$n}[]" ) ),
			'hidden'           => array( array( 'type' => 'hidden' ), array( $n ) ),
			'email'            => array( array( 'type' => 'email' ), array( $n ) ),
			'email confirm'    => array( array( 'type' => 'email', 'confirm' => true ), array( "{$n}[primary]", "{$n}[secondary]" ) ),
			'password'         => array( array( 'type' => 'password' ), array( $n ) ),
			'password confirm' => array( array( 'type' => 'password', 'confirm' => true ), array( "{$n}[primary]", "{$n}[secondary]" ) ),
			'address'          => array( array( 'type' => 'address' ), array( "{$n}[address1]", "{$n}[address2]", "{$n}[city]", "{$n}[state]", "{$n}[postal]", "{$n}[country]" ) ),
			'likert'           => array(
				array(
					'type'    => 'likert',
					'rows'    => array( 'R1', 'R2' ),
					'columns' => array( 'C1', 'C2' ),
				),
				array( "{$n}[1]", "{$n}[1]", "{$n}[2]", "{$n}[2]" ),
			),
			'phone'            => array( array( 'type' => 'phone' ), array( "{$n}[phone_field]" ) ),
			'url'              => array( array( 'type' => 'url' ), array( $n ) ),
			'payment-single'   => array( array( 'type' => 'payment-single', 'price' => '10' ), array( $n ) ),
			'payment-checkbox' => array( array( 'type' => 'payment-checkbox', 'choices' => $choices ), array( "{$n}[]", "{$n}[]" ) ),
			'image-upload'     => array( array( 'type' => 'image-upload' ), array( 'evf_7_f1' ) ),
			'file-upload'      => array( array( 'type' => 'file-upload' ), array( 'evf_7_f1' ) ),
			'file-upload many' => array( array( 'type' => 'file-upload', 'max_files' => 3 ), array( 'evf_7_f1[]' ) ),
			'signature'        => array( array( 'type' => 'signature' ), array( "{$n}[signature_image]" ) ),
			'date-time'        => array( array( 'type' => 'date-time' ), array( $n ) ),
			'range-slider'     => array( array( 'type' => 'range-slider' ), array( $n ) ),
			'scale-rating'     => array( array( 'type' => 'scale-rating', 'scale_min' => 1, 'scale_max' => 3 ), array( $n, $n, $n ) ),
			'rating'           => array( array( 'type' => 'rating', 'max_rating' => 2 ), array( $n, $n ) ),
			'privacy-policy'   => array( array( 'type' => 'privacy-policy' ), array( $n ) ),
			'credit-card'      => array( array( 'type' => 'credit-card' ), array( "{$n}[opaque_data][descriptor]", "{$n}[opaque_data][value]" ) ),
			'country'          => array( array( 'type' => 'country' ), array( $n ) ),
		);
	}

	/**
	 * @dataProvider posted_names
	 *
	 * @param array<string, mixed> $field Field.
	 * @param string[]             $names Posted names, in order.
	 */
	public function test_each_type_posts_the_spec_names_in_its_row( array $field, array $names ): void {
		$xpath = self::dom( FormRenderer::render( self::one( $field + array( 'label' => 'Field' ) ) ) );
		$row   = '//div[@id="evf-7-field_f1-container"]';
		$this->assertCount( 1, $xpath->query( $row ) );
		$this->assertSame( 'f1', self::attr_values( $xpath, $row, 'data-field-id' )[0] );
		$this->assertSame( $field['type'], self::attr_values( $xpath, $row, 'data-field-type' )[0] );
		$this->assertContains( 'evf-field-' . $field['type'], explode( ' ', self::attr_values( $xpath, $row, 'class' )[0] ) );
		$this->assertSame( $names, self::attr_values( $xpath, $row . '//*[@name]', 'name' ) );
		// The first input is the one labels and errors point at.
		$this->assertNotEmpty( $xpath->query( $row . '//*[starts-with(@id, "evf-7-field_f1")][self::input or self::select or self::textarea or self::div]' ) );
	}

	/**
	 * @dataProvider posted_names
	 *
	 * @param array<string, mixed> $field Field.
	 */
	public function test_every_label_is_tied_to_an_input_of_the_row( array $field ): void {
		$xpath = self::dom( FormRenderer::render( self::one( $field + array( 'label' => 'Field' ) ) ) );
		$named = $xpath->query( '//div[@id="evf-7-field_f1-container"]//*[self::label[@for] or self::legend][contains(., "Field")]' )->length;
		$this->assertSame( 'hidden' === $field['type'] ? 0 : 1, $named, 'the field label, or the legend of a group' );
		foreach ( self::attr_values( $xpath, '//div[@id="evf-7-field_f1-container"]//label[@for]', 'for' ) as $for ) {
			$this->assertCount( 1, $xpath->query( '//*[self::input or self::select or self::textarea][@id="' . $for . '"]' ), "label for {$for}" );
		}
	}

	public function test_groups_are_fieldsets_with_a_legend(): void {
		foreach ( array( 'radio', 'checkbox', 'likert', 'rating', 'scale-rating', 'address' ) as $type ) {
			$xpath = self::dom( FormRenderer::render( self::one( array( 'type' => $type, 'label' => 'Group', 'choices' => array( 'x' ), 'rows' => array( 'r' ), 'columns' => array( 'c' ) ) ) ) );
			$this->assertSame( 'Group', trim( $xpath->query( '//fieldset/legend[@class="evf-field-label"]' )->item( 0 )?->textContent ?? '' ), $type );
		}
	}

	public function test_required_fields_are_marked_and_required(): void {
		$xpath = self::dom( FormRenderer::render( self::one( array( 'type' => 'email', 'label' => 'Email', 'required' => true ) ) ) );
		$row   = self::attr_values( $xpath, '//div[@data-field-id="f1"]', 'class' )[0];
		$this->assertContains( 'validate-required', explode( ' ', $row ) );
		$this->assertContains( 'validate-email', explode( ' ', $row ) );
		$this->assertCount( 1, $xpath->query( '//label[@for="evf-7-field_f1"]/abbr[@class="required"]' ) );
		$this->assertCount( 1, $xpath->query( '//input[@id="evf-7-field_f1"][@required][@type="email"][@autocomplete="email"]' ) );

		$xpath = self::dom( FormRenderer::render( self::one( array( 'type' => 'text', 'label' => 'Optional' ) ) ) );
		$this->assertCount( 0, $xpath->query( '//abbr' ) );
		$this->assertCount( 0, $xpath->query( '//input[@required]' ) );
		$this->assertNotContains( 'validate-required', explode( ' ', self::attr_values( $xpath, '//div[@data-field-id="f1"]', 'class' )[0] ) );
	}

	public function test_text_rules_and_masks_become_data_attributes(): void {
		$form  = FormDefinition::from_array(
			7,
			array(
				array( 'id' => 'a', 'type' => 'text', 'min_length' => 5, 'min_words' => 2, 'mask' => 'ssn' ),
				array( 'id' => 'b', 'type' => 'text', 'mask' => '99-aa' ),
				array( 'id' => 'c', 'type' => 'textarea', 'min_words' => 10 ),
				array( 'id' => 'd', 'type' => 'checkbox', 'choices' => array( 'x', 'y', 'z' ), 'choice_limit' => 2, 'select_all' => true ),
				array( 'id' => 'e', 'type' => 'phone', 'smart_phone' => true ),
				array( 'id' => 'f', 'type' => 'number', 'min' => '1', 'max' => '9', 'step' => '0.5' ),
				array( 'id' => 'g', 'type' => 'checkbox', 'choices' => array( 'x', 'y', 'z' ), 'select_all' => true ),
				array( 'id' => 'h', 'type' => 'checkbox', 'choices' => array( 'x', 'y' ), 'choice_limit' => 2, 'select_all' => true ),
			)
		);
		$xpath = self::dom( FormRenderer::render( $form ) );
		$this->assertCount( 1, $xpath->query( '//input[@id="evf-7-field_a"][@data-text-min-length="5"][@data-min-words="2"][@data-inputmask-alias="ssn"][not(@data-mask)]' ) );
		$this->assertCount( 1, $xpath->query( '//input[@id="evf-7-field_b"][@data-mask="99-aa"][not(@data-inputmask-alias)]' ) );
		$this->assertCount( 1, $xpath->query( '//textarea[@id="evf-7-field_c"][@data-min-words="10"]' ) );
		$this->assertCount( 1, $xpath->query( '//div[@data-field-id="d"]//ul[@data-choice-limit="2"]' ) );
		// Select all is offered where one click stays within the limit, never beside a lower one.
		$this->assertCount( 0, $xpath->query( '//div[@data-field-id="d"]//input[@class="evf-checkbox-select-all"]' ) );
		$this->assertCount( 1, $xpath->query( '//div[@data-field-id="g"]//input[@class="evf-checkbox-select-all"][not(@name)]' ) );
		$this->assertCount( 1, $xpath->query( '//div[@data-field-id="h"]//input[@class="evf-checkbox-select-all"]' ) );
		$this->assertContains( 'evf-field-smart-phone', explode( ' ', self::attr_values( $xpath, '//div[@data-field-id="e"]', 'class' )[0] ) );
		$this->assertCount( 1, $xpath->query( '//input[@id="evf-7-field_e"][@type="tel"][@autocomplete="tel"]' ) );
		$this->assertCount( 1, $xpath->query( '//input[@id="evf-7-field_f"][@type="number"][@min="1"][@max="9"][@step="0.5"]' ) );
	}

	public function test_date_settings_become_the_spec_data_attributes(): void {
		$date  = array(
			'mode'            => 'range',
			'dateFormat'      => 'd/m/Y H:i',
			'minDate'         => 'today',
			'maxDate'         => '2031-01-01',
			'minDateRange'    => '-3d',
			'maxDateRange'    => '+30d',
			'disableDates'    => '2030-12-25,2030-12-26',
			'pastDisableDate' => true,
			'dateTime'        => 'date-time',
			'timeInterval'    => 15,
		);
		$xpath = self::dom( FormRenderer::render( self::one( array( 'type' => 'date-time', 'date' => $date ) ) ) );
		$input = $xpath->query( '//input[@id="evf-7-field_f1"]' )->item( 0 );
		$this->assertSame( 'range', $input->getAttribute( 'data-mode' ) );
		$this->assertSame( 'd/m/Y H:i', $input->getAttribute( 'data-date-format' ) );
		$this->assertSame( 'today', $input->getAttribute( 'data-min-date' ) );
		$this->assertSame( '2031-01-01', $input->getAttribute( 'data-max-date' ) );
		$this->assertSame( '-3d', $input->getAttribute( 'data-min-date-range' ) );
		$this->assertSame( '+30d', $input->getAttribute( 'data-max-date-range' ) );
		$this->assertSame( '2030-12-25,2030-12-26', $input->getAttribute( 'data-disable-dates' ) );
		$this->assertSame( '1', $input->getAttribute( 'data-past-disable-date' ) );
		$this->assertSame( 'date-time', $input->getAttribute( 'data-date-time' ) );
		$this->assertSame( '15', $input->getAttribute( 'data-time-interval' ) );
		$this->assertFalse( $input->hasAttribute( 'data-min-hour' ), 'hour bounds belong to dropdowns' );

		$dropdown = array(
			'style'     => 'dropdown',
			'dateTime'  => 'time',
			'minHour'   => 8,
			'maxHour'   => 40,
			'minMinute' => 0,
			'maxMinute' => 45,
		);
		$input    = self::dom( FormRenderer::render( self::one( array( 'type' => 'date-time', 'date' => $dropdown ) ) ) )->query( '//input[@id="evf-7-field_f1"]' )->item( 0 );
		$this->assertSame( '8', $input->getAttribute( 'data-min-hour' ) );
		$this->assertSame( '23', $input->getAttribute( 'data-max-hour' ), 'hours stop at 23' );
		$this->assertSame( '0', $input->getAttribute( 'data-min-minute' ) );
		$this->assertSame( '45', $input->getAttribute( 'data-max-minute' ) );
		$this->assertSame( 'time', $input->getAttribute( 'data-date-time' ) );
		$this->assertSame( '5', self::dom( FormRenderer::render( self::one( array( 'type' => 'date-time' ) ) ) )->query( '//input[@id="evf-7-field_f1"]' )->item( 0 )->getAttribute( 'data-time-interval' ), 'time pickers default to 5 minutes (001 §9)' );
	}

	public function test_hostile_text_is_never_rendered_raw(): void {
		$hostile = self::HOSTILE;
		$form    = FormDefinition::from_array(
			7,
			array(
				array(
					'id'          => 'a',
					'type'        => 'select',
					'label'       => $hostile,
					'placeholder' => $hostile,
					'description' => $hostile,
					'default'     => $hostile,
					'css'         => $hostile,
					'choices'     => array( array( 'label' => $hostile, 'value' => $hostile, 'image' => 'javascript:alert(3)' ) ),
				),
				array( 'id' => 'b', 'type' => 'radio', 'label' => $hostile, 'choices' => array( array( 'label' => $hostile, 'value' => $hostile, 'image' => 'javascript:alert(3)' ) ) ),
				array( 'id' => 'c', 'type' => 'text', 'label' => $hostile, 'default' => $hostile, 'placeholder' => $hostile, 'mask' => $hostile ),
				array( 'id' => 'd', 'type' => 'textarea', 'default' => '</textarea><script>alert(4)</script>' ),
				array( 'id' => 'e', 'type' => 'likert', 'rows' => array( $hostile ), 'columns' => array( $hostile ) ),
				array( 'id' => 'f', 'type' => 'privacy-policy', 'privacy_text' => 'I agree <a href="/p" onclick="alert(5)">policy</a><script>alert(6)</script>' ),
				array( 'id' => 'g', 'type' => 'hidden', 'default' => $hostile ),
			),
			array(
				'submit_label'    => $hostile,
				'process_text'    => $hostile,
				'success_message' => $hostile,
			),
			$hostile
		);
		$html    = FormRenderer::render( $form, array( 'c' => $hostile ), array( 'c' => $hostile ), '<script>alert(7)</script>Failed', 'error' );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( 'onclick', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$xpath = self::dom( $html );
		$this->assertSame( 0, $xpath->query( '//script|//*[@onerror]' )->length );
		// The text survives as text.
		$this->assertSame( $hostile, trim( $xpath->query( '//label[@for="evf-7-field_c"]' )->item( 0 )->textContent ) );
		$this->assertSame( $hostile, self::attr_values( $xpath, '//input[@id="evf-7-field_c"]', 'value' )[0] );
		$fresh = self::dom( FormRenderer::render( $form ) );
		$this->assertSame( '</textarea><script>alert(4)</script>', $fresh->query( '//textarea' )->item( 0 )->textContent );
		$this->assertSame( array( $hostile ), self::attr_values( $fresh, '//input[@id="evf-7-field_g"]', 'value' ) );
		$this->assertSame( array( $hostile ), self::attr_values( $xpath, '//input[@id="evf-7-field_b_1"]', 'value' ) );
		$this->assertCount( 1, $xpath->query( '//div[@data-field-id="f"]//a[@href="/p"]' ), 'the consent text keeps its link' );
	}

	public function test_a_failed_submission_comes_back_with_values_errors_and_the_notice(): void {
		$form   = FormDefinition::from_array(
			7,
			array(
				array( 'id' => 'name', 'type' => 'text', 'label' => 'Name', 'required' => true, 'description' => 'Your name' ),
				array( 'id' => 'mail', 'type' => 'email', 'label' => 'Email', 'confirm' => true ),
				array( 'id' => 'pick', 'type' => 'checkbox', 'choices' => array( 'x', 'y', 'z' ), 'default' => 'x' ),
				array( 'id' => 'tel', 'type' => 'phone' ),
				array( 'id' => 'addr', 'type' => 'address' ),
				array( 'id' => 'lik', 'type' => 'likert', 'rows' => array( 'r1', 'r2' ), 'columns' => array( 'c1', 'c2' ) ),
				array( 'id' => 'pw', 'type' => 'password' ),
				array( 'id' => 'kind', 'type' => 'radio', 'choices' => array( 'p', 'q' ), 'required' => true ),
			)
		);
		$values = array(
			'name' => '',
			'mail' => array( 'primary' => 'a@example.com', 'secondary' => 'b@example.com' ),
			'pick' => array( 'y', 'z' ),
			'tel'  => array( 'phone_field' => '+33 1 23' ),
			'addr' => array( 'city' => 'Lyon', 'country' => 'FR' ),
			'lik'  => array( '2' => 'c1' ),
			'pw'   => 'secret',
		);
		$errors = array(
			array( 'name' => 'This field is required.' ),
			array( 'mail' => 'Field values do not match.' ),
			array( 'kind' => 'This field is required.' ),
		);
		$xpath  = self::dom( FormRenderer::render( $form, $values, $errors, 'Please check the form.', 'error' ) );

		$notice = $xpath->query( '//div[contains(@class, "everest-forms-notice--error")][@role="alert"]' );
		$this->assertSame( 'Please check the form.', trim( $notice->item( 0 )->textContent ) );
		$this->assertCount( 1, $xpath->query( '//div[@id="evf-7"]/div[contains(@class,"everest-forms-notice")]/following-sibling::form' ), 'error notice above the form' );

		foreach ( array( 'name', 'mail', 'kind' ) as $id ) {
			$this->assertContains( 'evf-has-error', explode( ' ', self::attr_values( $xpath, "//div[@data-field-id='{$id}']", 'class' )[0] ), $id );
		}
		$this->assertNotContains( 'evf-has-error', explode( ' ', self::attr_values( $xpath, "//div[@data-field-id='tel']", 'class' )[0] ) );
		$error = $xpath->query( '//label[@class="evf-error"][@id="evf-7-field_name-error"][@for="evf-7-field_name"]' );
		$this->assertSame( 'This field is required.', $error->item( 0 )->textContent );
		$this->assertSame( array( 'evf-7-field_name-description evf-7-field_name-error' ), self::attr_values( $xpath, '//input[@id="evf-7-field_name"]', 'aria-describedby' ) );
		$this->assertSame( array( 'true' ), self::attr_values( $xpath, '//input[@id="evf-7-field_name"]', 'aria-invalid' ) );
		$this->assertSame( array( 'evf-7-field_kind_1' ), self::attr_values( $xpath, '//label[@id="evf-7-field_kind-error"]', 'for' ) );

		$this->assertSame( array( 'a@example.com' ), self::attr_values( $xpath, '//input[@name="everest_forms[form_fields][mail][primary]"]', 'value' ) );
		$this->assertSame( array( 'b@example.com' ), self::attr_values( $xpath, '//input[@name="everest_forms[form_fields][mail][secondary]"]', 'value' ) );
		$this->assertSame( array( 'y', 'z' ), self::attr_values( $xpath, '//input[@name="everest_forms[form_fields][pick][]"][@checked]', 'value' ), 'posted boxes, not the default' );
		$this->assertSame( array( '+33 1 23' ), self::attr_values( $xpath, '//input[@name="everest_forms[form_fields][tel][phone_field]"]', 'value' ) );
		$this->assertSame( array( 'Lyon' ), self::attr_values( $xpath, '//input[@name="everest_forms[form_fields][addr][city]"]', 'value' ) );
		$this->assertSame( array( 'FR' ), self::attr_values( $xpath, '//select[@name="everest_forms[form_fields][addr][country]"]/option[@selected]', 'value' ) );
		$this->assertSame( array( 'c1' ), self::attr_values( $xpath, '//input[@name="everest_forms[form_fields][lik][2]"][@checked]', 'value' ) );
		$this->assertSame( array(), self::attr_values( $xpath, '//input[@name="everest_forms[form_fields][pw]"][@value!=""]', 'value' ), 'a password is never sent back' );
	}

	public function test_defaults_fill_a_fresh_form(): void {
		$form  = FormDefinition::from_array(
			7,
			array(
				array( 'id' => 'pick', 'type' => 'checkbox', 'choices' => array( 'x', 'y' ), 'default' => 'y' ),
				array( 'id' => 'land', 'type' => 'country', 'default' => 'DE' ),
				array( 'id' => 'src', 'type' => 'hidden', 'default' => 'newsletter' ),
				array( 'id' => 'rng', 'type' => 'range-slider', 'min' => '5', 'max' => '50' ),
			)
		);
		$xpath = self::dom( FormRenderer::render( $form ) );
		$this->assertSame( array( 'y' ), self::attr_values( $xpath, '//input[@name="everest_forms[form_fields][pick][]"][@checked]', 'value' ) );
		$this->assertSame( array( 'DE' ), self::attr_values( $xpath, '//select[@id="evf-7-field_land"]/option[@selected]', 'value' ) );
		$this->assertSame( 'Germany', trim( $xpath->query( '//select[@id="evf-7-field_land"]/option[@selected]' )->item( 0 )->textContent ) );
		$this->assertGreaterThan( 240, $xpath->query( '//select[@id="evf-7-field_land"]/option' )->length );
		$this->assertSame( array( 'newsletter' ), self::attr_values( $xpath, '//input[@type="hidden"][@id="evf-7-field_src"]', 'value' ) );
		$this->assertSame( array( '5' ), self::attr_values( $xpath, '//input[@type="range"][@min="5"][@max="50"]', 'value' ), 'a slider starts at its minimum' );
	}

	public function test_a_success_notice_replaces_the_form_when_the_form_hides(): void {
		$form = self::one( array( 'type' => 'text' ), array( 'message_location' => 'hide' ) );
		$html = FormRenderer::render( $form, array(), array(), 'Thanks <strong>a lot</strong>', 'success' );
		$this->assertStringNotContainsString( '<form', $html );
		$this->assertCount( 1, self::dom( $html )->query( '//div[@id="evf-7"]/div[contains(@class,"everest-forms-notice--success")][@role="status"]/strong' ) );

		$form  = self::one( array( 'type' => 'text' ), array( 'message_location' => 'bottom' ) );
		$xpath = self::dom( FormRenderer::render( $form, array(), array(), 'Thanks', 'success' ) );
		$this->assertCount( 1, $xpath->query( '//form/following-sibling::div[contains(@class,"everest-forms-notice--success")]' ), 'below the form' );
	}

	public function test_a_form_post_is_laid_out_by_its_blocks(): void {
		$content = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">About you</h2>\n<!-- /wp:heading -->\n"
			. "<!-- wp:columns -->\n<div class=\"wp-block-columns\"><!-- wp:column -->\n<div class=\"wp-block-column\">"
			. self::field_block( 'text', 'first', array( 'label' => 'First' ) )
			. "</div>\n<!-- /wp:column -->\n<!-- wp:column -->\n<div class=\"wp-block-column\">"
			. self::field_block( 'text', 'last', array( 'label' => 'Last' ) )
			. "</div>\n<!-- /wp:column --></div>\n<!-- /wp:columns -->\n"
			. self::field_block( 'radio', 'pick', array( 'label' => 'Pick' ) )
			. self::field_block( 'text', 'first', array( 'label' => 'A copy with the same id' ) );
		$form    = FormDefinition::load( $this->form_post( $content ) );
		$this->assertNotNull( $form );
		$xpath = self::dom( FormRenderer::render( $form ) );
		$this->assertCount( 1, $xpath->query( '//div[@class="evf-field-container"]/h2[.="About you"]' ) );
		$this->assertCount( 2, $xpath->query( '//div[contains(@class,"wp-block-column")]/div[@data-field-id]' ) );
		$this->assertSame( array( 'first', 'last', 'pick' ), self::attr_values( $xpath, '//div[@data-field-id]', 'data-field-id' ) );
		// The radio block's choices come from its block.json default.
		$this->assertSame( array( 'First choice', 'Second choice', 'Third choice' ), self::attr_values( $xpath, '//input[@name="everest_forms[form_fields][pick]"]', 'value' ) );
	}

	public function test_a_field_block_renders_nothing_outside_a_form(): void {
		$this->assertSame( '', trim( do_blocks( self::field_block( 'text', 'loose', array( 'label' => 'Loose' ) ) ) ) );
	}
}
