<?php
/**
 * Call 5 and the no-JS post: nonces, answers in the shapes of 001 §7.5, every valid field stored.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

require_once dirname( __DIR__ ) . '/SubmissionTestCase.php';

use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Entries\EntryValue;
use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\View\FormEmbed;
use Vista\Forms\View\Messages;
use Vista\Forms\Entries\PdfEntry;
use Vista\Forms\Submit\Submission;
use Vista\Forms\Submit\SubmissionAjax;
use Vista\Forms\Submit\SubmissionPage;
use Vista\Forms\Submit\Upload;

/**
 * Submission end to end, below HTTP.
 */
final class SubmissionTest extends SubmissionTestCase {

	protected function tearDown(): void {
		SubmissionPage::reset();
		remove_all_filters( 'vista_forms_pdf_download' );
		parent::tearDown();
	}

	public function test_the_call_is_registered_for_visitors_and_users(): void {
		// admin-ajax.php binds its group of hooks.php (see Kit\Hooks).
		self::with_group(
			'ajax',
			function (): void {
				$this->assertNotFalse( has_action( 'wp_ajax_nopriv_everest_forms_ajax_form_submission' ) );
				$this->assertNotFalse( has_action( 'wp_ajax_everest_forms_ajax_form_submission' ) );
			}
		);
	}

	public function test_success_answer_has_the_fields_the_script_reads_and_the_entry_is_stored(): void {
		$answer = SubmissionAjax::answer( $this->request( $this->valid_contact() ) );
		$this->assertTrue( $answer['success'] );
		$data = $answer['data'];
		$this->assertSame( 'success', $data['response'] );
		$this->assertSame( Messages::server( 'success' ), $data['message'] );
		$this->assertSame( $this->form_id, $data['form_id'] );
		$this->assertSame( 'top', $data['message_display_location'] );
		$this->assertSame( 'reset', $data['form_state_type'] );
		$this->assertSame( '0', $data['submission_message_scroll'] );
		$this->assertArrayNotHasKey( 'redirect_url', $data );
		$this->assertArrayNotHasKey( 'pdf_download', $data );

		$entry = EntryStore::get( $data['entry_id'] );
		$this->assertSame( $this->form_id, $entry['form_id'] );
		$this->assertSame(
			array(
				'name'    => 'Ada Lovelace',
				'email'   => 'ada@example.org',
				'message' => "Hello,\nplease call me.",
				'topic'   => 'Support',
			),
			$entry['values']
		);
		$this->assertSame( 64, strlen( $entry['ip_hash'] ) );
		$this->assertFalse( $entry['read'] );
	}

	public function test_settings_shape_the_success_answer(): void {
		$form_id = $this->make_form(
			$this->contact_fields(),
			array(
				'success_message'           => 'Got it <b>thanks</b>',
				'message_location'          => 'popup',
				'form_state_type'           => 'hide',
				'redirect'                  => 'new_tab',
				'redirect_url'              => 'https://example.org/thanks',
				'submission_message_scroll' => true,
			)
		);
		add_filter( 'vista_forms_pdf_download', '__return_true' );
		$data = SubmissionAjax::answer( $this->request( $this->valid_contact(), array(), $form_id ) )['data'];
		$this->assertSame( 'Got it thanks', $data['message'] );
		$this->assertSame( 'popup', $data['message_display_location'] );
		$this->assertSame( 'hide', $data['form_state_type'] );
		$this->assertSame( '1', $data['submission_message_scroll'] );
		$this->assertSame( 'https://example.org/thanks', $data['redirect_url'] );
		$this->assertTrue( $data['enable_redirect_in_new_tab'] );
		// A flag, as the original answers (issue 14); the key goes in a cookie (PdfEntryTest).
		$this->assertTrue( $data['pdf_download'] );
		// The popup's images, at addresses that exist (issue 14).
		$this->assertSame( array( 'close_btn', 'green_check' ), array_keys( $data['image_url'] ) );
		foreach ( $data['image_url'] as $url ) {
			$this->assertStringStartsWith( plugins_url( 'assets/images/', \Vista\Forms\PLUGIN_FILE ), $url );
			$this->assertFileExists( dirname( \Vista\Forms\PLUGIN_FILE ) . '/assets/images/' . basename( $url ) );
		}
		$this->assertNotEmpty( $data['pdf_download_message'] );
		EntryStore::delete( array( $data['entry_id'] ) );
		wp_delete_post( $form_id, true );
	}

	public function test_error_answer_lists_single_pair_objects_in_form_order(): void {
		$answer = SubmissionAjax::answer( $this->request( array( 'name' => 'A', 'email' => 'nope', 'topic' => 'hacking' ) ) );
		$this->assertFalse( $answer['success'] );
		$header = Messages::server( 'header' );
		$this->assertSame( array( 'header' => $header ), $answer['data'][ $this->form_id ] );
		$this->assertSame( $header, $answer['data']['message'] );
		$this->assertSame(
			array(
				array( 'name' => Messages::get( 'i18n_messages_min_length', 2 ) ),
				array( 'email' => Messages::get( 'i18n_messages_email' ) ),
				array( 'topic' => Messages::server( 'invalid_choice' ) ),
			),
			$answer['data']['error']
		);
		$json = (string) wp_json_encode( $answer );
		$this->assertStringContainsString( '"data":{"' . $this->form_id . '":{"header":', $json );
		$this->assertStringContainsString( '"error":[{"name":', $json );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_forged_or_missing_nonces_are_refused_without_storing(): void {
		$expired = Messages::server( 'expired' );
		foreach ( array(
			'forged security'  => array( 'security' => 'abc123' ),
			'missing security' => array( 'security' => null ),
			'forged form nonce' => array( '_wpnonce' . $this->form_id => wp_create_nonce( 'other' ) ),
			'form nonce array' => array( '_wpnonce' . $this->form_id => array( 'x' ) ),
		) as $case => $override ) {
			$request = array_filter( $this->request( $this->valid_contact(), $override ), static fn ( $v ) => null !== $v );
			$answer  = SubmissionAjax::answer( $request );
			$this->assertFalse( $answer['success'], $case );
			$this->assertSame( $expired, $answer['data']['message'], $case );
		}
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_unknown_or_unpublished_forms_are_refused(): void {
		$request = $this->request( $this->valid_contact() );
		$request['everest_forms']['id'] = '999999';
		$this->assertSame( Messages::server( 'no_form' ), SubmissionAjax::answer( $request )['data']['message'] );
		wp_update_post( array( 'ID' => $this->form_id, 'post_status' => 'draft' ) );
		$this->assertFalse( SubmissionAjax::answer( $this->request( $this->valid_contact() ) )['success'] );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_hostile_input_in_every_field_is_stored_as_plain_text(): void {
		$script = '<script>document.cookie</script><img src=x onerror=alert(1)>';
		$answer = SubmissionAjax::answer(
			$this->request(
				array(
					'name'    => $script . 'Eve',
					'email'   => 'eve@example.org',
					'message' => $script . "<a href='javascript:x'>link</a>",
					'topic'   => 'sales',
				)
			)
		);
		$this->assertTrue( $answer['success'] );
		$values = EntryStore::get( $answer['data']['entry_id'] )['values'];
		$this->assertSame( 'Eve', $values['name'] );
		$this->assertSame( 'link', $values['message'] );
		foreach ( $values as $value ) {
			$this->assertStringNotContainsString( '<', $value );
		}
	}

	public function test_oversized_posts_are_refused(): void {
		$answer = SubmissionAjax::answer( $this->request( $this->valid_contact() + array( 'junk' => str_repeat( 'x', Submission::MAX_POST_BYTES ) ) ) );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( Messages::server( 'too_large' ), $answer['data']['message'] );
		$this->assertSame( 0, $this->entry_count() );
	}

	public function test_every_field_type_is_stored_nothing_lost(): void {
		$png     = self::png();
		$form_id = $this->make_form(
			array(
				array( 'fieldId' => 'text', 'type' => 'text' ),
				array( 'fieldId' => 'area', 'type' => 'textarea' ),
				array( 'fieldId' => 'num', 'type' => 'number' ),
				array( 'fieldId' => 'sel', 'type' => 'select', 'choices' => array( array( 'label' => 'One', 'value' => 'One' ), array( 'label' => 'Two', 'value' => 'Two' ) ) ),
				array( 'fieldId' => 'rad', 'type' => 'radio', 'choices' => array( array( 'label' => 'Yes', 'value' => 'Yes' ), array( 'label' => 'No', 'value' => 'No' ) ) ),
				array( 'fieldId' => 'chk', 'type' => 'checkbox', 'choices' => array( array( 'label' => 'A', 'value' => 'A' ), array( 'label' => 'B', 'value' => 'B' ), array( 'label' => 'C', 'value' => 'C' ) ) ),
				array( 'fieldId' => 'hid', 'type' => 'hidden' ),
				array( 'fieldId' => 'mail', 'type' => 'email' ),
				array( 'fieldId' => 'pass', 'type' => 'password' ),
				array( 'fieldId' => 'addr', 'type' => 'address' ),
				array( 'fieldId' => 'lik', 'type' => 'likert', 'rows' => array( 'Speed' ), 'columns' => array( 'Bad', 'Good' ) ),
				array( 'fieldId' => 'tel', 'type' => 'phone' ),
				array( 'fieldId' => 'site', 'type' => 'url' ),
				// Free: a form that costs something is paid by card first (tests/php/vista-forms/Payments).
				array( 'fieldId' => 'pay', 'type' => 'payment-single', 'price' => '0' ),
				array( 'fieldId' => 'pays', 'type' => 'payment-checkbox', 'choices' => array( array( 'label' => 'Extra', 'value' => 'extra', 'price' => 2 ) ) ),
				array( 'fieldId' => 'img', 'type' => 'image-upload' ),
				array( 'fieldId' => 'doc', 'type' => 'file-upload', 'extensions' => 'txt' ),
				array( 'fieldId' => 'sig', 'type' => 'signature' ),
				array( 'fieldId' => 'when', 'type' => 'date-time', 'date' => array( 'dateFormat' => 'Y-m-d' ) ),
				array( 'fieldId' => 'rng', 'type' => 'range-slider' ),
				array( 'fieldId' => 'scale', 'type' => 'scale-rating' ),
				array( 'fieldId' => 'stars', 'type' => 'rating' ),
				array( 'fieldId' => 'gdpr', 'type' => 'privacy-policy' ),
				array( 'fieldId' => 'card', 'type' => 'credit-card' ),
				array( 'fieldId' => 'land', 'type' => 'country' ),
			)
		);
		$fields  = array(
			'text'  => 'T',
			'area'  => "L1\nL2",
			'num'   => '42',
			'sel'   => 'Two',
			'rad'   => 'Yes',
			'chk'   => array( 'A', 'C' ),
			'hid'   => 'h',
			'mail'  => 'm@example.org',
			'pass'  => 'pw',
			'addr'  => array( 'address1' => '1 St', 'city' => 'C', 'state' => 'S', 'postal' => 'P', 'country' => 'GB' ),
			'lik'   => array( '1' => 'Good' ),
			'tel'   => array( 'phone_field' => '+1 555 0100' ),
			'site'  => 'example.org',
			'pay'   => '1',
			'pays'  => array( 'extra' ),
			'sig'   => array( 'signature_image' => 'data:image/png;base64,' . base64_encode( $png ) ),
			'when'  => '2031-05-04',
			'rng'   => '30',
			'scale' => '7',
			'stars' => '5',
			'gdpr'  => '1',
			'card'  => array( 'opaque_data' => 'tok' ),
			'land'  => 'de',
		);
		$files   = array(
			"evf_{$form_id}_img"           => $this->file( 'photo.png', $png ),
			"everest_forms_{$form_id}_doc" => $this->file( 'notes.txt', "plain notes\n" ),
		);
		$result  = ( new Submission( new Upload( false ) ) )->process( FormDefinition::load( $form_id ), $this->request( $fields, array(), $form_id ), $files );
		$this->assertSame( 'success', $result['status'], (string) wp_json_encode( $result['errors'] ) );
		$values = EntryStore::get( $result['entry_id'] )['values'];
		$expected = array_keys( FormDefinition::load( $form_id )->fields() );
		$this->assertSame( array_values( array_diff( $expected, array( 'card' ) ) ), array_keys( $values ), 'every field but the card, in form order' );
		$this->assertArrayNotHasKey( 'card', $values, 'card data is never stored' );
		$this->assertCount( 24, $values );
		$this->assertSame( 'A, C', EntryValue::text( 'checkbox', $values['chk'] ) );
		$this->assertSame( 'Speed: Good', EntryValue::text( 'likert', $values['lik'] ) );
		$this->assertSame( '1 St, C, S, P, GB', EntryValue::text( 'address', $values['addr'] ) );
		$this->assertSame( '0.00', $values['pay'] );
		$this->assertSame( 'http://example.org', $values['site'] );
		$this->assertSame( 'DE', $values['land'] );
		$this->assertSame( '********', EntryValue::text( 'password', $values['pass'] ) );
		foreach ( array( 'img' => 'photo.png', 'doc' => 'notes.txt', 'sig' => 'signature.png' ) as $id => $name ) {
			$type  = 'img' === $id ? 'image-upload' : ( 'sig' === $id ? 'signature' : 'file-upload' );
			$files = EntryValue::files( $type, $values[ $id ] );
			$this->assertCount( 1, $files, $id );
			$this->assertSame( $name, $files[0]['name'] );
			$this->assertFileExists( Upload::base_dir() . '/' . $files[0]['path'] );
		}
		$this->assertSame( $png, file_get_contents( Upload::base_dir() . '/' . EntryValue::files( 'signature', $values['sig'] )[0]['path'] ) );
		EntryStore::delete( array( $result['entry_id'] ) );
		wp_delete_post( $form_id, true );
	}

	public function test_no_js_post_redirects_to_the_page_with_a_success_marker(): void {
		$page     = home_url( '/contact/?a=1' );
		$redirect = SubmissionPage::handle_post( $this->request( $this->valid_contact() ), array(), $page );
		$this->assertSame( add_query_arg( SubmissionPage::SENT_MARKER, $this->form_id, $page ), $redirect );
		$this->assertSame( 1, $this->entry_count() );
	}

	public function test_no_js_post_with_errors_renders_the_form_again_with_its_state(): void {
		$redirect = SubmissionPage::handle_post( $this->request( array( 'name' => '<b>Al</b>', 'email' => 'bad' ) ), array(), home_url( '/' ) );
		$this->assertNull( $redirect );
		$state = SubmissionPage::state( $this->form_id );
		$this->assertSame( 'error', $state['notice_type'] );
		$this->assertSame( array( 'email' => Messages::get( 'i18n_messages_email' ) ), $state['errors'] );
		$this->assertSame( 'Al', $state['values']['name'] );

		$html = FormEmbed::render( array( 'formId' => $this->form_id ) );
		$this->assertStringContainsString( 'everest-forms-notice--error', $html );
		$this->assertStringContainsString( esc_html( Messages::get( 'i18n_messages_email' ) ), $html );
		$this->assertStringContainsString( 'value="Al"', $html, 'the posted name is shown again' );
		SubmissionPage::reset();
		$this->assertStringNotContainsString( 'everest-forms-notice', FormEmbed::render( array( 'formId' => $this->form_id ) ) );
	}

	public function test_no_js_post_with_a_forged_nonce_stores_nothing(): void {
		$redirect = SubmissionPage::handle_post( $this->request( $this->valid_contact(), array( '_wpnonce' . $this->form_id => 'forged' ) ), array(), home_url( '/' ) );
		$this->assertNull( $redirect );
		$this->assertSame( Messages::server( 'expired' ), SubmissionPage::state( $this->form_id )['notice'] );
		$this->assertSame( 0, $this->entry_count() );
	}
}
