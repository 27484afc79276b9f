<?php
/**
 * A saved form placed in a page (the vista/form block and the [vista_form] shortcode), with the
 * form script and its page parameters queued only there.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\View;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Kit;
use Vista\Forms\Submit\SubmissionAjax;
use const Vista\Forms\PLUGIN_FILE;
use const Vista\Forms\VERSION;
use Vista\Forms\Submit\GeoLookup;

/**
 * Renders an embedded form and queues what its page needs.
 */
final class FormEmbed {

	public const BLOCK = 'vista/form';

	/**
	 * Whether the page parameters were printed already.
	 *
	 * @var bool
	 */
	private static bool $params_added = false;

	/**
	 * The embedded form by id (or slug).
	 *
	 * @param array<string, mixed> $attributes         Block attributes: formId, or formSlug.
	 * @param string               $wrapper_attributes The block wrapper's attributes ('' for the shortcode).
	 */
	public static function render( array $attributes, string $wrapper_attributes = '' ): string {
		self::enqueue();
		$form = self::form( $attributes );
		if ( null === $form ) {
			// Visitors see nothing where a form is missing; people who can fix it see why.
			$text = current_user_can( 'edit_posts' )
				? '<p class="vista-form-missing">' . esc_html__( 'Choose a published form to show here.', 'vista-forms' ) . '</p>'
				: '';
			return sprintf( '<div %s data-vista-feature="form">%s</div>', $wrapper_attributes, $text );
		}
		/**
		 * What the form shows back after a plain (no-JavaScript) submission: the submission
		 * handler answers with the posted values, the field errors and the notice.
		 *
		 * @param array{values?: array<string, mixed>, errors?: array<mixed>, notice?: string, notice_type?: string} $state   Empty for a fresh form.
		 * @param int                                                                                           $form_id Form id.
		 */
		$state = apply_filters( 'vista_forms_render_state', array(), $form->id );
		$state = is_array( $state ) ? $state : array();
		$html  = FormRenderer::render(
			$form,
			is_array( $state['values'] ?? null ) ? $state['values'] : array(),
			is_array( $state['errors'] ?? null ) ? $state['errors'] : array(),
			is_string( $state['notice'] ?? null ) ? $state['notice'] : '',
			is_string( $state['notice_type'] ?? null ) ? $state['notice_type'] : ''
		);
		return '' === $wrapper_attributes ? $html : sprintf( '<div %s>%s</div>', $wrapper_attributes, $html );
	}

	/**
	 * The published form the attributes name.
	 *
	 * @param array<string, mixed> $attributes formId or formSlug.
	 */
	public static function form( array $attributes ): ?FormDefinition {
		$id = is_numeric( $attributes['formId'] ?? null ) ? (int) $attributes['formId'] : 0;
		if ( $id <= 0 && is_string( $attributes['formSlug'] ?? null ) && '' !== $attributes['formSlug'] ) {
			$post = get_page_by_path( sanitize_title( $attributes['formSlug'] ), OBJECT, FormDefinition::POST_TYPE );
			$id   = $post instanceof \WP_Post ? $post->ID : 0;
		}
		return FormDefinition::load( $id );
	}

	/**
	 * Queues the form script (the block's viewScript) with its page parameters, in the footer.
	 */
	public static function enqueue(): void {
		foreach ( Kit\BlockShortcode::enqueue( self::BLOCK ) as $handle ) {
			// WordPress queues a deferred view script in the head, and with it, as plain blocking
			// scripts, what it needs: in the footer they come after the page (issue 18 goal 3).
			wp_script_add_data( $handle, 'group', 1 );
			self::add_translations( $handle );
			self::add_params( $handle );
		}
	}

	/**
	 * The form script's translations, with WordPress's i18n scripts they need, on a site that is
	 * not in English. The script reads its texts through wp-i18n when the page has it (src/forms/
	 * view/translate.ts) and does not require it: on a site in English the two blocking scripts
	 * (wp-hooks, wp-i18n) stay off the form pages.
	 *
	 * @param string $handle Script handle.
	 */
	private static function add_translations( string $handle ): void {
		if ( 'en_US' === determine_locale() ) {
			return;
		}
		// Adds wp-i18n to the script's dependencies.
		wp_set_script_translations( $handle, 'vista-forms', Kit\Bootstrap::languages_dir() );
		$chunks = self::chunk_translations();
		if ( '' !== $chunks && ! str_contains( implode( '', (array) wp_scripts()->get_data( $handle, 'before' ) ), $chunks ) ) {
			wp_add_inline_script( $handle, $chunks, 'before' );
		}
	}

	/**
	 * The translations of the parts the form script fetches when a form needs them (build/forms-*.js:
	 * masks, signature, popup, ...). Each part's strings are compiled for its own file; once
	 * wp-i18n holds them, they serve the part whenever it arrives. A few short strings, so they
	 * come with the script rather than with each part.
	 */
	private static function chunk_translations(): string {
		$scripts = wp_scripts();
		$inline  = '';
		foreach ( glob( Kit\Bootstrap::build_dir() . '/forms-*.js' ) ?: array() as $chunk ) {
			$chunk_handle = 'vista-forms-chunk-' . basename( $chunk, '.js' );
			wp_register_script( $chunk_handle, Kit\Bootstrap::build_url( basename( $chunk ) ), array( 'wp-i18n' ), VERSION, true );
			wp_set_script_translations( $chunk_handle, 'vista-forms', Kit\Bootstrap::languages_dir() );
			$inline .= (string) $scripts->print_translations( $chunk_handle, false );
		}
		return $inline;
	}

	/**
	 * Prints `everest_forms_params` (and the original's `everest_forms_ajax_submission_params`) once,
	 * before the script that reads them.
	 *
	 * @param string $handle Script handle.
	 */
	private static function add_params( string $handle ): void {
		if ( self::$params_added && str_contains( implode( '', (array) wp_scripts()->get_data( $handle, 'before' ) ), 'everest_forms_params' ) ) {
			return;
		}
		self::$params_added = true;
		wp_add_inline_script( $handle, 'var everest_forms_params = ' . wp_json_encode( self::params() ) . ';', 'before' );
		wp_add_inline_script( $handle, 'var everest_forms_ajax_submission_params = ' . wp_json_encode( self::ajax_submission_params() ) . ';', 'before' );
	}

	/**
	 * The parameters the original plugin's ajax submission script reads (issue 14), so a site that
	 * keeps that script, or code written against it, finds them: the address, the nonce of call 5
	 * and the texts it shows.
	 *
	 * @return array<string, string>
	 */
	public static function ajax_submission_params(): array {
		return array(
			'ajax_url'            => admin_url( 'admin-ajax.php' ),
			'evf_ajax_submission' => wp_create_nonce( SubmissionAjax::ACTION ),
			'submit'              => __( 'Submit', 'vista-forms' ),
			'error'               => Messages::get( 'i18n_messages_error' ),
			'required'            => Messages::get( 'i18n_messages_required' ),
			'pdf_download'        => Messages::server( 'pdf_download' ),
		);
	}

	/**
	 * The page parameters of the form script (FORMS.md "Page parameters"; 001 §5, §8).
	 *
	 * @return array<string, mixed>
	 */
	public static function params(): array {
		// The messages are the server validator's own, so the visitor reads the same words either way.
		$params = Messages::all() + array(
			// The ajax submission's own nonce (`security`); the form carries its `_wpnonce{id}` as well.
			'evf_ajax_submission'          => wp_create_nonce( SubmissionAjax::ACTION ),
			'ajax_url'                     => admin_url( 'admin-ajax.php', 'relative' ),
			'submit'                       => __( 'Submit', 'vista-forms' ),
			'disable_user_details'         => 'yes',
			'mailcheck_domains'            => array(),
			'mailcheck_toplevel_domains'   => array(),
			'evf_plugin_url'               => plugins_url( '/', PLUGIN_FILE ),
		);
		/**
		 * The form script's page parameters (extra mail-check domains, user-details lookup…).
		 *
		 * @param array<string, mixed> $params Parameters.
		 */
		return (array) apply_filters( 'vista_forms_page_params', GeoLookup::page_params( $params ) );
	}
}
