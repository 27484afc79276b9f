<?php
/**
 * Forms → Entries: the React entries screen (src/forms/entries), a submenu of the form post type.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Entries;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Kit;
use Vista\Forms\Editor\FormDefinition;

/**
 * The kit's admin page for the entries screen, with the form picked first from the address.
 */
final class EntriesPage {

	public const SLUG   = 'vista-forms-entries';
	public const HANDLE = 'vista-forms-entries';

	use Kit\AdminScreen;

	/**
	 * The page: a submenu of parent(), whose bundle gets `window.vistaFormsEntries`.
	 *
	 * @return array<string, mixed>
	 */
	public static function args(): array {
		return array(
			'slug'        => self::SLUG,
			'parent'      => self::parent(),
			'title'       => __( 'Form entries', 'vista-forms' ),
			'menu_title'  => __( 'Entries', 'vista-forms' ),
			'bundle'      => 'entries',
			'handle'      => self::HANDLE,
			'mount_id'    => 'vista-forms-entries',
			'noscript'    => __( 'The entries screen needs JavaScript.', 'vista-forms' ),
			'data_global' => 'vistaFormsEntries',
			'data'        => array( self::class, 'data' ),
		);
	}

	/**
	 * The screen's data: the form shown first, and where the empty states lead (the forms list, a
	 * new form).
	 *
	 * @return array{formId: int, formsUrl: string, newFormUrl: string}
	 */
	public static function data(): array {
		return array(
			// Only picks the form shown first; no nonce needed to read it.
			'formId'     => absint( $_GET['form_id'] ?? 0 ),
			'formsUrl'   => admin_url( 'edit.php?post_type=' . FormDefinition::POST_TYPE ),
			'newFormUrl' => admin_url( 'post-new.php?post_type=' . FormDefinition::POST_TYPE ),
		);
	}

	/**
	 * The screen's address, optionally with a form picked.
	 *
	 * @param int $form_id Form (0: none).
	 */
	public static function url( int $form_id = 0 ): string {
		$url = add_query_arg( 'page', self::SLUG, admin_url( self::parent() ) );
		return $form_id > 0 ? add_query_arg( 'form_id', $form_id, $url ) : $url;
	}

	/**
	 * The menu the page sits in: the forms menu of the post type, or Tools while no post type
	 * registers that menu (the entries stay reachable).
	 */
	public static function parent(): string {
		$type = get_post_type_object( FormDefinition::POST_TYPE );
		return null !== $type && true === $type->show_in_menu ? 'edit.php?post_type=' . FormDefinition::POST_TYPE : 'tools.php';
	}
}
