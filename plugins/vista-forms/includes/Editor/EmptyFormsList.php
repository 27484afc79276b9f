<?php
/**
 * Forms → All Forms while the site has no form (issue 34): WordPress's own empty row says what
 * to do next and offers "Add a form", which opens the form builder's template picker.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Editor;

defined( 'ABSPATH' ) || exit;

/**
 * The list table's "not found" text, on this one screen and only while there is no form at all
 * (a search or a status that finds nothing keeps WordPress's plain text).
 */
final class EmptyFormsList {

	/**
	 * Swaps the post type's "not found" text for the next step (load-edit.php). The list table
	 * prints that label as it is in its `.no-items` row; every part of ours is escaped here.
	 */
	public static function prepare(): void {
		$screen = get_current_screen();
		$type   = get_post_type_object( FormDefinition::POST_TYPE );
		if ( null === $screen || FormDefinition::POST_TYPE !== $screen->post_type || null === $type || ! self::no_form_yet() ) {
			return;
		}
		// Only read, to tell a search or the trash (WordPress's texts) from the plain list.
		if ( ! empty( $_GET['s'] ) || ( isset( $_GET['post_status'] ) && 'trash' === $_GET['post_status'] ) ) {
			return;
		}
		$type->labels->not_found = self::next_step( current_user_can( $type->cap->create_posts ) );
	}

	/**
	 * Whether the site has no form in any status but the trash.
	 */
	public static function no_form_yet(): bool {
		$counts = (array) wp_count_posts( FormDefinition::POST_TYPE );
		unset( $counts['trash'], $counts['auto-draft'] );
		return 0 === array_sum( array_map( 'intval', $counts ) );
	}

	/**
	 * The empty list's text and button.
	 *
	 * @param bool $can_add Whether the user may make a form.
	 */
	public static function next_step( bool $can_add ): string {
		$html = '<div class="vista-forms-empty"><p>'
			. esc_html__( 'No forms yet. Start from a template (contact, quote request, survey, registration, event booking or job application) or a blank form, then put it on a page with "Add to a page".', 'vista-forms' )
			. '</p>';
		if ( $can_add ) {
			$html .= sprintf(
				'<p><a class="button button-primary" href="%s">%s</a></p>',
				esc_url( admin_url( 'post-new.php?post_type=' . FormDefinition::POST_TYPE ) ),
				esc_html__( 'Add a form', 'vista-forms' )
			);
		}
		return $html . '</div>';
	}
}
