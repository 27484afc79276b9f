<?php
/**
 * The original's shortcode `[everest_form id="N"]` (wpeverest/everest-forms at commit
 * 7ba7e7c04c5d4b84d68b1599df363a55eb7e2621, includes/class-evf-shortcodes.php and
 * includes/shortcodes/class-evf-shortcode-form.php: attributes id, title, description) shows the
 * Vista form the import made from form N, so pages that held it keep their form; its entries land
 * beside the imported ones. Before an import (or for a form it skipped) it shows what a missing
 * form shows: nothing to visitors, the reason to editors.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Kit\ImportMap;
use Vista\Forms\View\FormEmbed;

/**
 * Renders `[everest_form]`.
 */
final class EverestFormShortcode {

	public const TAG = 'everest_form';

	/**
	 * The imported form the shortcode names.
	 *
	 * @param mixed $atts Shortcode attributes.
	 */
	public static function render( $atts ): string {
		$atts     = is_array( $atts ) ? $atts : array();
		$original = absint( $atts['id'] ?? 0 );
		$form_id  = $original > 0 ? self::imported_form( $original ) : 0;
		return FormEmbed::render( array( 'formId' => $form_id ) );
	}

	/**
	 * The Vista form an import made from an original form, 0 when none did.
	 *
	 * @param int $original The original form's id.
	 */
	public static function imported_form( int $original ): int {
		global $wpdb;
		$table = ImportMap::table();
		// SQL: own table, which exists only once an import ran: a site that never imported asks nothing more.
		if ( $table !== $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ) ) {
			return 0;
		}
		return (int) ( new ImportMap() )->target( EverestFormsImporter::ID, 'forms', (string) $original );
	}
}
