<?php
/**
 * The preview confirmation (001 §7 call 5: is_preview_confirmation, preview_confirmation): after
 * sending, the visitor sees what was stored, beside the success message or in its place. Built
 * from the stored entry, every label and value escaped.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\View;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Entries\EntryValue;

/**
 * The preview of a stored entry.
 */
final class PreviewConfirmation {

	/** Form setting values: no preview, the preview in place of the message, or beside it. */
	public const MODES = array( 'off', 'replace', 'beside' );

	/**
	 * Whether a form shows the preview, beside the message or in its place.
	 *
	 * @param FormDefinition $form Form.
	 */
	public static function is_on( FormDefinition $form ): bool {
		return in_array( (string) ( $form->settings()['preview_confirmation'] ?? 'off' ), array( 'replace', 'beside' ), true );
	}

	/**
	 * The answer fields of call 5 for a stored entry; with `replace` the message is emptied.
	 *
	 * @param FormDefinition        $form   Form.
	 * @param array<string, string> $stored Stored values of the entry.
	 * @return array<string, string>
	 */
	public static function answer_data( FormDefinition $form, array $stored ): array {
		if ( ! self::is_on( $form ) ) {
			return array();
		}
		$mode = (string) $form->settings()['preview_confirmation'];
		$data = array(
			'is_preview_confirmation' => '1',
			'preview_confirmation'    => self::html( $form, $stored ),
		);
		if ( 'replace' === $mode ) {
			$data['message'] = '';
		}
		return $data;
	}

	/**
	 * A definition list of every field sent, as stored.
	 *
	 * @param FormDefinition        $form   Form.
	 * @param array<string, string> $stored Stored values.
	 */
	public static function html( FormDefinition $form, array $stored ): string {
		$rows = '';
		foreach ( EntryValue::lines( $form, $stored ) as $line ) {
			if ( '' === $line['type'] || '' === trim( $line['text'] ) ) {
				continue;
			}
			$rows .= sprintf( '<dt>%s</dt><dd>%s</dd>', esc_html( $line['label'] ), nl2br( esc_html( $line['text'] ) ) );
		}
		return sprintf(
			'<div class="evf-preview-confirmation"><p class="evf-preview-confirmation__title">%s</p><dl>%s</dl></div>',
			esc_html__( 'What you sent', 'vista-forms' ),
			$rows
		);
	}
}
