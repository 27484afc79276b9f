<?php
/**
 * The email to the form's owner about a new entry: plain text, one "Label: value" per field.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Submit;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Entries\EntryValue;
use Vista\Forms\Entries\EntriesPage;
use Vista\Forms\Validation\Validator;

/**
 * Sends the owner's notification.
 */
final class Notification {

	/**
	 * Sends the notification when the form asks for one.
	 *
	 * @param FormDefinition $form     Form.
	 * @param int            $entry_id Stored entry.
	 * @return bool Whether an email was handed to wp_mail.
	 */
	public static function send( FormDefinition $form, int $entry_id ): bool {
		$settings = $form->settings();
		$entry    = EntryStore::get( $entry_id );
		if ( empty( $settings['notify_email'] ) || null === $entry ) {
			return false;
		}
		$to = self::recipients( (string) $settings['notify_to'] );
		if ( array() === $to ) {
			return false;
		}
		$title = self::line( '' !== $form->title ? $form->title : __( 'Form', 'vista-forms' ) );
		/* translators: %s: form title. */
		$subject = sprintf( __( 'New entry: %s', 'vista-forms' ), $title );
		return wp_mail( $to, $subject, self::body( $form, $entry ), array( 'Content-Type: text/plain; charset=UTF-8' ) );
	}

	/**
	 * The message text.
	 *
	 * @param FormDefinition       $form  Form.
	 * @param array<string, mixed> $entry Entry.
	 */
	public static function body( FormDefinition $form, array $entry ): string {
		$lines = array();
		foreach ( EntryValue::lines( $form, $entry['values'] ) as $line ) {
			$lines[] = self::line( $line['label'] ) . ":\n" . self::text( '' === $line['text'] ? '-' : $line['text'] ) . "\n";
		}
		$lines[] = '--';
		/* translators: %s: address of the entries screen. */
		$lines[] = sprintf( __( 'All entries: %s', 'vista-forms' ), EntriesPage::url( $form->id ) );
		return implode( "\n", $lines ) . "\n";
	}

	/**
	 * Valid addresses of a comma-separated list, or the site's admin address.
	 *
	 * @param string $list Addresses.
	 * @return string[]
	 */
	private static function recipients( string $list ): array {
		$valid = array_values( array_filter( array_map( 'trim', explode( ',', $list ) ), 'is_email' ) );
		return array() !== $valid ? $valid : array_filter( array( (string) get_option( 'admin_email' ) ), 'is_email' );
	}

	/**
	 * One line of plain text: no tags, no line breaks (subject and labels cannot inject headers).
	 *
	 * @param string $text Text.
	 */
	private static function line( string $text ): string {
		return Validator::plain( $text );
	}

	/**
	 * Multi-line plain text.
	 *
	 * @param string $text Text.
	 */
	private static function text( string $text ): string {
		return Validator::plain( $text, true );
	}
}
