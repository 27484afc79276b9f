<?php
/**
 * Whether a visitor may send a form again (issue 31 item 18): a per-form setting, on by default.
 * Off, the server refuses a second entry from the same sender: the same account, or for a visitor
 * the same network (the address, or its /64 for IPv6, hashed as the entries keep it), whatever
 * else the request says. Checked before storing, and again after, so two entries sent at once do
 * not both get in.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Entries;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Submit\SpamGuard;

/**
 * The "send again" rule.
 */
final class SendAgain {

	/**
	 * Whether the form may be sent more than once by one sender.
	 *
	 * @param FormDefinition $form Form.
	 */
	public static function allowed( FormDefinition $form ): bool {
		return ! empty( $form->settings()['allow_send_again'] );
	}

	/**
	 * Whether the form refuses this sender's entry: it may not be sent again and the sender has
	 * an entry already (before storing), or one before this one (after storing it).
	 *
	 * @param FormDefinition $form     Form.
	 * @param int            $entry_id The entry just stored (0 before storing).
	 */
	public static function refuses( FormDefinition $form, int $entry_id = 0 ): bool {
		if ( self::allowed( $form ) ) {
			return false;
		}
		$count = EntryStore::count_from( $form->id, SpamGuard::ip_hash(), get_current_user_id(), $entry_id );
		return $entry_id > 0 ? $count > 1 : $count > 0;
	}

	/**
	 * Who is sending, as a key the client cannot renew at will: the account, else the network.
	 */
	public static function sender(): string {
		$user = get_current_user_id();
		return $user > 0 ? 'user:' . $user : 'net:' . SpamGuard::ip_hash();
	}
}
