<?php
/**
 * What a visitor sees after a plain (no-JavaScript) submission, the same as the form script shows
 * after call 5 (001 §4 success flow, §7 call 5): the success message, then the quiz report and the
 * preview of what was sent where the form has them, then the link to the entry's PDF. They are
 * read from the stored entry, after the redirect, for a browser whose address carries the entry's
 * signed key (an hour long, as the PDF's), so nobody else reads another visitor's answers.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\View;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Entries\PdfEntry;
use Vista\Forms\Editor\Quiz;
use Vista\Forms\Submit\Submission;
use Vista\Forms\Entries\EntryStore;

/**
 * The success notice of a plain submission.
 */
final class SuccessNotice {

	/**
	 * Whether the notice of this form shows anything of the entry, so the redirect after the post
	 * must carry the entry and its key.
	 *
	 * @param FormDefinition $form Form.
	 */
	public static function needs_entry( FormDefinition $form ): bool {
		return PdfEntry::is_enabled( $form ) || ( Quiz::is_quiz( $form ) && Quiz::shows_result( $form ) ) || PreviewConfirmation::is_on( $form );
	}

	/**
	 * The notice's HTML (escaped by its builders; the renderer filters it again) for an entry the
	 * caller has checked the key of.
	 *
	 * @param FormDefinition $form     Form.
	 * @param int            $entry_id Entry of this form.
	 */
	public static function html( FormDefinition $form, int $entry_id ): string {
		$message = esc_html( Submission::success_message( $form ) );
		$entry   = EntryStore::get( $entry_id );
		if ( null === $entry || (int) ( $entry['form_id'] ?? 0 ) !== $form->id ) {
			return $message;
		}
		$stored  = is_array( $entry['values'] ?? null ) ? $entry['values'] : array();
		$quiz    = Quiz::answer_data( $form, $stored );
		$preview = PreviewConfirmation::answer_data( $form, $stored );
		// With the preview in place of the message, the message is left out, as call 5 answers it.
		$html = ( isset( $preview['message'] ) ? '' : $message )
			. ( $quiz['quiz_reporting'] ?? '' )
			. ( $preview['preview_confirmation'] ?? '' );
		if ( PdfEntry::is_enabled( $form ) ) {
			$html .= sprintf(
				'<br><small><a class="everest-forms-pdf-download" href="%s">%s</a></small>',
				esc_url( PdfEntry::url( $form->id, $entry_id ) ),
				esc_html( Messages::server( 'pdf_download' ) )
			);
		}
		return $html;
	}
}
