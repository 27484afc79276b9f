<?php
/**
 * The [vista_form] shortcode and the vista/form block embed a saved form.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\View\FormEmbed;
use Vista\Forms\View\Shortcode;

require_once dirname( __DIR__ ) . '/FormTestCase.php';

/**
 * Shortcode and FormEmbed.
 */
final class ShortcodeTest extends FormTestCase {

	/**
	 * The shortcode as WordPress runs it. (PHPUnit loads WordPress inside a method, so the global
	 * shortcode table is not the one self::run_shortcode() reads here; the browser tests cover that path.)
	 *
	 * @param string $text Shortcode text.
	 */
	private static function run_shortcode( string $text ): string {
		preg_match( '/^\[vista_form(.*)\]$/s', $text, $m );
		return Shortcode::render( shortcode_parse_atts( trim( $m[1] ) ) );
	}

	protected function setUp(): void {
		parent::setUp();
		wp_dequeue_script( 'vista-form-view-script' );
	}

	public function test_id_or_slug_names_the_form(): void {
		$this->assertSame( array( 'formId' => 12 ), Shortcode::attributes( array( 'id' => '12' ) ) );
		$this->assertSame( array( 'formSlug' => 'contact' ), Shortcode::attributes( array( 'id' => 'contact' ) ) );
		$this->assertSame( array(), Shortcode::attributes( '' ) );
		$this->assertSame( array( 'formSlug' => '-1' ), Shortcode::attributes( array( 'id' => '-1' ) ), 'not an id' );
	}

	public function test_the_shortcode_renders_the_form_and_queues_its_script_with_the_page_parameters(): void {
		$id   = $this->form_post( self::field_block( 'text', 'name', array( 'label' => 'Your name' ) ) );
		$html = self::run_shortcode( '[vista_form id="' . $id . '"]' );
		$this->assertStringContainsString( 'id="evf-form-' . $id . '"', $html );
		$this->assertStringContainsString( 'name="everest_forms[form_fields][name]"', $html );
		$this->assertStringContainsString( 'data-vista-feature="form"', $html );

		$handle = \WP_Block_Type_Registry::get_instance()->get_registered( 'vista/form' )->view_script_handles[0];
		$this->assertTrue( wp_script_is( $handle, 'enqueued' ) );
		$before = implode( "\n", (array) wp_scripts()->get_data( $handle, 'before' ) );
		$this->assertSame( 1, substr_count( $before, 'var everest_forms_params' ), 'printed once' );
		self::run_shortcode( '[vista_form id="' . $id . '"]' );
		$this->assertSame( 1, substr_count( implode( "\n", (array) wp_scripts()->get_data( $handle, 'before' ) ), 'var everest_forms_params' ), 'still once with two forms' );
	}

	/**
	 * Issue 18 goal 3: the form script goes in the footer, so nothing it needs blocks the first
	 * paint; it needs WordPress's i18n scripts, with its translations, only on a site in another
	 * language than English.
	 */
	public function test_the_form_script_waits_in_the_footer_and_brings_wp_i18n_only_to_translate(): void {
		$id         = $this->form_post( self::field_block( 'text', 'name', array( 'label' => 'Your name' ) ) );
		$handle     = \WP_Block_Type_Registry::get_instance()->get_registered( 'vista/form' )->view_script_handles[0];
		$registered = wp_scripts()->registered[ $handle ];
		$deps       = $registered->deps;
		$german     = static fn () => 'de_DE';
		try {
			self::run_shortcode( '[vista_form id="' . $id . '"]' );
			$this->assertSame( 1, wp_scripts()->get_data( $handle, 'group' ), 'in the footer' );
			$this->assertNotContains( 'wp-i18n', $registered->deps, 'a site in English: nothing to translate' );

			add_filter( 'pre_determine_locale', $german );
			self::run_shortcode( '[vista_form id="' . $id . '"]' );
			$this->assertContains( 'wp-i18n', $registered->deps );
			$this->assertSame( 'vista-forms', $registered->textdomain );
		} finally {
			remove_filter( 'pre_determine_locale', $german );
			$registered->deps       = $deps;
			$registered->textdomain = null;
		}
	}

	/**
	 * Issue 14: the original's ajax submission script reads everest_forms_ajax_submission_params.
	 */
	public function test_the_originals_ajax_submission_params_are_printed_with_its_keys(): void {
		$id     = $this->form_post( self::field_block( 'text', 'name', array( 'label' => 'Your name' ) ) );
		$handle = \WP_Block_Type_Registry::get_instance()->get_registered( 'vista/form' )->view_script_handles[0];
		// A form an earlier test printed as another user left its params on the shared handle.
		if ( isset( wp_scripts()->registered[ $handle ] ) ) {
			unset( wp_scripts()->registered[ $handle ]->extra['before'] );
		}
		self::run_shortcode( '[vista_form id="' . $id . '"]' );
		self::run_shortcode( '[vista_form id="' . $id . '"]' );
		$before = implode( "\n", (array) wp_scripts()->get_data( $handle, 'before' ) );
		$this->assertSame( 1, substr_count( $before, 'var everest_forms_ajax_submission_params = ' ) );
		$this->assertSame( 1, preg_match( '/var everest_forms_ajax_submission_params = (\{.*?\});/', $before, $match ) );
		$params = json_decode( $match[1], true );
		$this->assertSame( array( 'ajax_url', 'evf_ajax_submission', 'submit', 'error', 'required', 'pdf_download' ), array_keys( $params ) );
		$this->assertSame( admin_url( 'admin-ajax.php' ), $params['ajax_url'] );
		// 1, or 2 when the run crosses one of the nonce's 12-hour ticks between making and checking it.
		$this->assertContains( wp_verify_nonce( $params['evf_ajax_submission'], 'everest_forms_ajax_form_submission' ), array( 1, 2 ), 'a nonce WordPress accepts' );
		foreach ( array( 'submit', 'error', 'required', 'pdf_download' ) as $text ) {
			$this->assertNotSame( '', $params[ $text ], $text );
		}
	}

	public function test_the_page_parameters_hold_every_key_of_the_contract(): void {
		$params = FormEmbed::params();
		foreach ( array( 'ajax_url', 'submit', 'disable_user_details', 'i18n_messages_required', 'i18n_messages_url', 'i18n_messages_email', 'i18n_messages_number', 'i18n_messages_confirm', 'i18n_messages_check_limit', 'i18n_messages_phone', 'i18n_min_words_length', 'i18n_messages_min_length', 'i18n_field_email_suggestion', 'i18n_messages_error', 'mailcheck_domains', 'mailcheck_toplevel_domains', 'evf_plugin_url' ) as $key ) {
			$this->assertArrayHasKey( $key, $params );
		}
		$this->assertStringContainsString( '{#}', $params['i18n_messages_check_limit'] );
		$this->assertStringContainsString( '{#}', $params['i18n_min_words_length'] );
		$this->assertStringContainsString( '{#}', $params['i18n_messages_min_length'] );
		$this->assertSame( 'Did you mean {suggestion}?', $params['i18n_field_email_suggestion'] );
		$this->assertStringEndsWith( 'admin-ajax.php', $params['ajax_url'] );
	}

	public function test_a_missing_or_unpublished_form_shows_nothing_to_visitors_and_a_hint_to_editors(): void {
		$draft = $this->form_post( self::field_block( 'text', 'a' ), array(), 'draft' );
		foreach ( array( '[vista_form]', '[vista_form id="999999999"]', '[vista_form id="' . $draft . '"]', '[vista_form id="no-such-form"]' ) as $code ) {
			$html = self::run_shortcode( $code );
			$this->assertStringNotContainsString( '<form', $html, $code );
			$this->assertStringNotContainsString( 'Choose a published form', $html, $code );
		}
		wp_set_current_user( 1 );
		$this->assertStringContainsString( 'Choose a published form', self::run_shortcode( '[vista_form]' ) );
	}

	public function test_the_block_renders_the_form_named_by_slug_in_its_wrapper(): void {
		$id   = $this->form_post( self::field_block( 'email', 'mail' ) );
		$slug = get_post_field( 'post_name', $id );
		$html = do_blocks( '<!-- wp:vista/form {"formSlug":"' . $slug . '","align":"wide"} /-->' );
		$xpath = self::dom( $html );
		$this->assertCount( 1, $xpath->query( '//div[contains(@class,"wp-block-vista-form")][contains(@class,"alignwide")]/div[@id="evf-' . $id . '"][@data-vista-feature="form"]/form' ) );
		$this->assertCount( 1, $xpath->query( '//*[@data-vista-feature="form"]' ), 'one feature container' );
	}

	public function test_the_submission_handler_can_show_a_failed_submission_back(): void {
		$id    = $this->form_post( self::field_block( 'text', 'name', array( 'required' => true ) ) );
		$state = static fn ( $state, $form_id ) => $form_id === $id
			? array(
				'values'      => array( 'name' => 'Ada' ),
				'errors'      => array( 'name' => 'Too short.' ),
				'notice'      => 'Please check the form.',
				'notice_type' => 'error',
			)
			: $state;
		add_filter( 'vista_forms_render_state', $state, 10, 2 );
		try {
			$xpath = self::dom( self::run_shortcode( '[vista_form id="' . $id . '"]' ) );
		} finally {
			remove_filter( 'vista_forms_render_state', $state, 10 );
		}
		$this->assertSame( array( 'Ada' ), self::attr_values( $xpath, '//input[@name="everest_forms[form_fields][name]"]', 'value' ) );
		$this->assertSame( 'Too short.', $xpath->query( '//label[@class="evf-error"]' )->item( 0 )->textContent );
		$this->assertSame( 'Please check the form.', trim( $xpath->query( '//div[@role="alert"]' )->item( 0 )->textContent ) );
	}
}
