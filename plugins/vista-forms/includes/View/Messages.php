<?php
/**
 * The texts of form validation, in one place: the page parameters the visitor's script shows and
 * the server's own validation answer with the very same words.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\View;

defined( 'ABSPATH' ) || exit;

/**
 * Validation and submission messages.
 */
final class Messages {

	/**
	 * The message keys of the page parameters `everest_forms_params` (FORMS.md), with their texts.
	 *
	 * @return array<string, string>
	 */
	public static function all(): array {
		$messages = array(
			'i18n_messages_required'      => __( 'This field is required.', 'vista-forms' ),
			'i18n_messages_url'           => __( 'Please enter a valid URL.', 'vista-forms' ),
			'i18n_messages_email'         => __( 'Please enter a valid email address.', 'vista-forms' ),
			'i18n_messages_number'        => __( 'Please enter a valid number.', 'vista-forms' ),
			'i18n_messages_confirm'       => __( 'Field values do not match.', 'vista-forms' ),
			/* translators: {#}: the most boxes that may be checked. */
			'i18n_messages_check_limit'   => __( 'You have exceeded the number of allowed selections: {#}.', 'vista-forms' ),
			'i18n_messages_phone'         => __( 'Please enter a valid phone number.', 'vista-forms' ),
			/* translators: {#}: the least number of words. */
			'i18n_min_words_length'       => __( 'Please enter at least {#} words.', 'vista-forms' ),
			/* translators: {#}: the least number of characters. */
			'i18n_messages_min_length'    => __( 'Please enter at least {#} characters.', 'vista-forms' ),
			/* translators: {suggestion}: an email address with a corrected domain. */
			'i18n_field_email_suggestion' => __( 'Did you mean {suggestion}?', 'vista-forms' ),
			'i18n_messages_error'         => __( 'The form could not be sent. Please try again.', 'vista-forms' ),
		);
		/**
		 * Filters the validation messages shared by the visitor's script and the server.
		 *
		 * @param array<string, string> $messages Texts by page-parameter key.
		 */
		return (array) apply_filters( 'vista_forms_messages', $messages );
	}

	/**
	 * One message of all(), with {#} replaced when a number is given.
	 *
	 * @param string   $key    A key of all().
	 * @param int|null $number Replaces {#}.
	 */
	public static function get( string $key, ?int $number = null ): string {
		$text = (string) ( self::all()[ $key ] ?? '' );
		return null === $number ? $text : str_replace( '{#}', (string) $number, $text );
	}

	/**
	 * Messages only the server gives: rules the visitor's script does not check (choices, dates,
	 * ranges, files, limits) and the notices of a submission.
	 *
	 * @param string               $key    Message key.
	 * @param array<string, mixed> $values Replacements of {name} placeholders.
	 */
	public static function server( string $key, array $values = array() ): string {
		$texts = array(
			'invalid_choice'   => __( 'Please select a valid option.', 'vista-forms' ),
			/* translators: {#}: the most characters. */
			'too_long'         => __( 'Please enter no more than {#} characters.', 'vista-forms' ),
			'invalid_date'     => __( 'Please enter a valid date.', 'vista-forms' ),
			'date_unavailable' => __( 'This date is not available.', 'vista-forms' ),
			/* translators: {min}, {max}: the bounds. */
			'out_of_range'     => __( 'Please enter a value between {min} and {max}.', 'vista-forms' ),
			'invalid_step'     => __( 'Please enter a valid value.', 'vista-forms' ),
			'invalid_amount'   => __( 'Please enter a valid amount.', 'vista-forms' ),
			'privacy_required' => __( 'Please accept the privacy policy.', 'vista-forms' ),
			'signature'        => __( 'The signature could not be read. Please sign again.', 'vista-forms' ),
			'file_type'        => __( 'This file type is not allowed.', 'vista-forms' ),
			/* translators: {#}: the largest file size in megabytes. */
			'file_size'        => __( 'This file is too large. The largest allowed size is {#} MB.', 'vista-forms' ),
			/* translators: {#}: the most files. */
			'file_count'       => __( 'Please upload no more than {#} files.', 'vista-forms' ),
			'file_failed'      => __( 'The file could not be uploaded. Please try again.', 'vista-forms' ),
			'header'           => __( 'The form was not sent. Please correct the errors below.', 'vista-forms' ),
			'success'          => __( 'Thanks for contacting us! We will be in touch with you shortly.', 'vista-forms' ),
			'expired'          => __( 'This page has expired. Please reload it and send the form again.', 'vista-forms' ),
			'no_form'          => __( 'This form does not exist or is no longer available.', 'vista-forms' ),
			'too_fast'         => __( 'The form was sent too quickly. Please wait a few seconds and send it again.', 'vista-forms' ),
			'rate_limited'     => __( 'Too many submissions from your connection. Please wait a minute and try again.', 'vista-forms' ),
			'too_large'        => __( 'The form is too large to be sent.', 'vista-forms' ),
			'not_stored'       => __( 'The form could not be saved. Please try again later.', 'vista-forms' ),
			'pdf_download'     => __( 'Download a PDF copy of your answers', 'vista-forms' ),
			'captcha'          => __( 'The check that you are not a robot did not pass. Please send the form again.', 'vista-forms' ),
			'already_sent'     => __( 'You have already sent this form.', 'vista-forms' ),
			'time_up'          => __( 'The time for this form is up.', 'vista-forms' ),
		);
		$text = (string) ( $texts[ $key ] ?? '' );
		foreach ( $values as $name => $value ) {
			$text = str_replace( '{' . $name . '}', (string) $value, $text );
		}
		return $text;
	}
}
