<?php
/**
 * A form as the visitor gets it: the markup contract of the form script (001 §3, §4), rendered
 * on the server so the form works without JavaScript, and re-rendered after a failed plain POST
 * with the posted values, the per-field errors and the notice.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\View;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Fields\FieldMarkup;
use Vista\Forms\Submit\TimedForm;
use Vista\Forms\Submit\Captcha;
use Vista\Forms\Clock;
use Vista\Forms\Submit\SpamGuard;

/**
 * Renders whole forms, and the field blocks inside a form's own content.
 */
final class FormRenderer {

	public const NONCE_ACTION = 'everest-forms_process_submit';

	/**
	 * The form being rendered from its block content, for the field blocks' render callback.
	 *
	 * @var array{form: FormDefinition, values: array<string, mixed>, errors: array<string, string>, submitted: bool, done: array<string, bool>}|null
	 */
	private static ?array $current = null;

	/**
	 * Gives every field block its render callback.
	 *
	 * @param array<string, mixed> $settings Block type settings.
	 * @param array<string, mixed> $metadata block.json.
	 * @return array<string, mixed>
	 */
	public static function field_block_settings( $settings, $metadata ) {
		if ( is_array( $settings ) && str_starts_with( (string) ( $metadata['name'] ?? '' ), FormDefinition::BLOCK_PREFIX ) ) {
			$settings['render_callback'] = array( self::class, 'render_field_block' );
		}
		return $settings;
	}

	/**
	 * A field block: its row while its form renders, nothing anywhere else.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function render_field_block( $attributes ): string {
		$id = is_array( $attributes ) && is_string( $attributes['fieldId'] ?? null ) ? $attributes['fieldId'] : '';
		if ( null === self::$current || '' === $id || isset( self::$current['done'][ $id ] ) ) {
			return '';
		}
		$field = self::$current['form']->field( $id );
		if ( null === $field ) {
			return '';
		}
		self::$current['done'][ $id ] = true;
		return self::field( self::$current['form'], $field, self::$current['values'], self::$current['errors'], self::$current['submitted'] );
	}

	/**
	 * The whole form.
	 *
	 * @param FormDefinition       $form        The form.
	 * @param array<string, mixed> $values      Posted `everest_forms[form_fields]` (empty: a fresh form).
	 * @param array<mixed>         $errors      Field id => message (or the ajax submission's list of single pairs).
	 * @param string               $notice      Notice text (may hold simple HTML, filtered).
	 * @param string               $notice_type success or error.
	 */
	public static function render( FormDefinition $form, array $values = array(), array $errors = array(), string $notice = '', string $notice_type = '' ): string {
		$settings  = $form->settings();
		$errors    = self::error_map( $errors );
		$submitted = array() !== $values || array() !== $errors;
		$notice    = '' !== trim( $notice ) ? self::notice( $notice, 'success' === $notice_type ? 'success' : 'error' ) : '';
		$container = sprintf( '<div class="evf-container everest-forms vista-form" id="evf-%d" data-vista-feature="form">', $form->id );

		// After a successful plain POST the message may stand in place of the form (001 §4).
		if ( '' !== $notice && 'success' === $notice_type && ( 'hide' === $settings['message_location'] || 'hide' === $settings['form_state_type'] ) ) {
			return $container . $notice . '</div>';
		}

		$submit_label = '' !== trim( (string) $settings['submit_label'] ) ? (string) $settings['submit_label'] : __( 'Submit', 'vista-forms' );
		$process_text = '' !== trim( (string) $settings['process_text'] ) ? (string) $settings['process_text'] : __( 'Processing…', 'vista-forms' );
		$message      = '' !== trim( (string) $settings['success_message'] ) ? (string) $settings['success_message'] : __( 'Thanks for contacting us! We will be in touch with you shortly.', 'vista-forms' );

		$form_attrs = FieldMarkup::attrs(
			array(
				'id'                    => 'evf-form-' . $form->id,
				'class'                 => 'everest-form',
				'method'                => 'post',
				'enctype'               => 'multipart/form-data',
				'action'                => self::current_url(),
				'novalidate'            => true,
				'data-formid'           => (string) $form->id,
				'data-ajax_submission'  => $settings['ajax_submission'] ? '1' : '0',
				'data-process-text'     => $process_text,
				'data-message_location' => $settings['message_location'],
				'data-message'          => $message,
				'data-form_state_type'  => $settings['form_state_type'],
				'data-submission_message_scroll' => $settings['submission_message_scroll'] ? '1' : '0',
				'data-time-limit'       => TimedForm::limit( $form ) > 0 ? (string) TimedForm::limit( $form ) : null,
				'aria-label'            => '' !== $form->title ? $form->title : null,
			)
		);

		$top    = '' !== $notice && ( 'error' === $notice_type || 'bottom' !== $settings['message_location'] ) ? $notice : '';
		$bottom = '' !== $notice && '' === $top ? $notice : '';

		return $container . $top
			. '<form' . $form_attrs . '>'
			. TimedForm::display( $form )
			. '<div class="evf-field-container">' . self::fields( $form, $values, $errors, $submitted ) . '</div>'
			. self::hidden_inputs( $form->id )
			. Captcha::markup( $form )
			. sprintf(
				'<div class="evf-submit-container"><button type="submit" name="everest_forms[submit]" class="everest-forms-submit-button button evf-submit" id="evf-submit-%1$d" value="evf-submit" data-process-text="%2$s">%3$s</button></div>',
				$form->id,
				esc_attr( $process_text ),
				esc_html( $submit_label )
			)
			. '</form>' . $bottom . '</div>';
	}

	/**
	 * The rows of every field: laid out by the form's own blocks (columns, groups, headings)
	 * when it has them, else one after the other.
	 *
	 * @param FormDefinition        $form      The form.
	 * @param array<string, mixed>  $values    Posted values.
	 * @param array<string, string> $errors    Errors by field id.
	 * @param bool                  $submitted Whether this shows a submission back.
	 */
	private static function fields( FormDefinition $form, array $values, array $errors, bool $submitted ): string {
		$html = '';
		if ( '' !== $form->content() ) {
			$outer          = self::$current;
			self::$current = array(
				'form'      => $form,
				'values'    => $values,
				'errors'    => $errors,
				'submitted' => $submitted,
				'done'      => array(),
			);
			try {
				$html = do_blocks( $form->content() );
				$done = self::$current['done'];
			} finally {
				self::$current = $outer;
			}
		} else {
			$done = array();
		}
		// Fields the blocks did not place (a form made from plain data) follow in order.
		foreach ( $form->fields() as $id => $field ) {
			if ( ! isset( $done[ $id ] ) ) {
				$html .= self::field( $form, $field, $values, $errors, $submitted );
			}
		}
		return $html;
	}

	/**
	 * One field row.
	 *
	 * @param FormDefinition        $form      The form.
	 * @param array<string, mixed>  $field     The field.
	 * @param array<string, mixed>  $values    Posted values.
	 * @param array<string, string> $errors    Errors by field id.
	 * @param bool                  $submitted Whether this shows a submission back.
	 */
	private static function field( FormDefinition $form, array $field, array $values, array $errors, bool $submitted ): string {
		$value = $submitted ? ( $values[ $field['id'] ] ?? '' ) : null;
		return ( new FieldMarkup( $form->id, $field, $value, $errors[ $field['id'] ] ?? '' ) )->html();
	}

	/**
	 * The hidden inputs every form posts (FORMS.md markup contract; 001 §3 hidden inputs).
	 *
	 * @param int $form_id Form id.
	 */
	private static function hidden_inputs( int $form_id ): string {
		return sprintf( '<input type="hidden" name="everest_forms[id]" value="%d">', $form_id )
			. sprintf( '<input type="hidden" name="evf_submission_start_time" value="%d">', Clock::now_ms() )
			// The start time the server vouches for; the one above is the visitor's (001 §3).
			. sprintf( '<input type="hidden" name="%s" value="%s">', SpamGuard::SIGNED_START_FIELD, esc_attr( SpamGuard::start_token( $form_id ) ) )
			. sprintf(
				'<div class="evf-honeypot" aria-hidden="true" style="position:absolute;inset-inline-start:-9999px;width:1px;height:1px;overflow:hidden"><label for="evf-%1$d-hp">%2$s</label><input type="text" id="evf-%1$d-hp" name="everest_forms[hp]" value="" tabindex="-1" autocomplete="off"></div>',
				$form_id,
				esc_html__( 'Leave this field empty', 'vista-forms' )
			)
			. sprintf( '<input type="hidden" name="_wpnonce%d" value="%s">', $form_id, esc_attr( wp_create_nonce( self::NONCE_ACTION ) ) );
	}

	/**
	 * A notice of the form (001 §4 success flow, §8 errors).
	 *
	 * @param string $text Message.
	 * @param string $type success or error.
	 */
	private static function notice( string $text, string $type ): string {
		return sprintf(
			'<div class="everest-forms-notice everest-forms-notice--%1$s" role="%2$s">%3$s</div>',
			$type,
			'error' === $type ? 'alert' : 'status',
			wp_kses_post( $text )
		);
	}

	/**
	 * Errors as field id => message, from a map or from the ajax submission's list of single-pair objects.
	 *
	 * @param array<mixed> $errors Errors.
	 * @return array<string, string>
	 */
	private static function error_map( array $errors ): array {
		$map = array();
		foreach ( $errors as $key => $message ) {
			if ( is_int( $key ) && is_array( $message ) ) {
				$map = array_merge( $map, self::error_map( $message ) );
				continue;
			}
			if ( is_array( $message ) ) {
				$message = implode( ' ', array_filter( $message, 'is_scalar' ) );
			}
			if ( is_scalar( $message ) && '' !== (string) $message ) {
				$map[ (string) $key ] = (string) $message;
			}
		}
		return $map;
	}

	/**
	 * The address of the page being shown, where a form without JavaScript posts to.
	 */
	public static function current_url(): string {
		if ( wp_is_serving_rest_request() || wp_doing_ajax() || ! isset( $_SERVER['REQUEST_URI'] ) ) {
			$post = get_post();
			return $post ? (string) get_permalink( $post ) : home_url( '/' );
		}
		$home   = wp_parse_url( home_url() );
		$origin = ( $home['scheme'] ?? 'http' ) . '://' . ( $home['host'] ?? 'localhost' ) . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
		return esc_url_raw( $origin . '/' . ltrim( wp_unslash( (string) $_SERVER['REQUEST_URI'] ), '/' ) ); // Escaped as a URL.
	}
}
