<?php
/**
 * Forms → All Forms before the first form (issue 34): WordPress's empty row says what to do next,
 * with "Add a form"; a search or the trash that finds nothing, or a site with a form (even a
 * draft), keeps WordPress's own text.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Editor\EmptyFormsList;
use Vista\Forms\Editor\FormDefinition;
use Vista\Tests\VistaTestCase;

/**
 * EmptyFormsList on edit.php?post_type=vista_form.
 */
final class EmptyFormsListTest extends VistaTestCase {

	private string $not_found = '';

	protected function setUp(): void {
		parent::setUp();
		$this->not_found = get_post_type_object( FormDefinition::POST_TYPE )->labels->not_found;
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		wp_set_current_user( 1 );
		set_current_screen( 'edit-' . FormDefinition::POST_TYPE );
	}

	protected function tearDown(): void {
		get_post_type_object( FormDefinition::POST_TYPE )->labels->not_found = $this->not_found;
		remove_all_filters( 'wp_count_posts' );
		unset( $_GET['s'], $_GET['post_status'] );
		$GLOBALS['current_screen'] = null;
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * The forms the site has, by status, whatever the test database holds.
	 *
	 * @param array<string, int> $counts Status => count.
	 */
	private function site_has( array $counts ): void {
		add_filter(
			'wp_count_posts',
			static fn ( $found, $type ) => FormDefinition::POST_TYPE === $type ? (object) $counts : $found,
			10,
			2
		);
	}

	private function empty_row(): string {
		EmptyFormsList::prepare();
		return get_post_type_object( FormDefinition::POST_TYPE )->labels->not_found;
	}

	public function test_no_form_yet_says_the_next_step_with_add_a_form(): void {
		$this->site_has( array( 'publish' => 0, 'draft' => 0, 'trash' => 2, 'auto-draft' => 1 ) );
		$row = $this->empty_row();
		$this->assertStringContainsString( 'No forms yet. Start from a template', $row );
		$this->assertStringContainsString(
			'<a class="button button-primary" href="' . esc_url( admin_url( 'post-new.php?post_type=vista_form' ) ) . '">Add a form</a>',
			$row
		);
	}

	public function test_a_draft_form_a_search_or_the_trash_keep_wordpress_text(): void {
		$this->site_has( array( 'publish' => 0, 'draft' => 1 ) );
		$this->assertSame( $this->not_found, $this->empty_row() );

		remove_all_filters( 'wp_count_posts' );
		$this->site_has( array( 'publish' => 0 ) );
		$_GET['s'] = 'nothing like it';
		$this->assertSame( $this->not_found, $this->empty_row() );
		unset( $_GET['s'] );
		$_GET['post_status'] = 'trash';
		$this->assertSame( $this->not_found, $this->empty_row() );
	}

	public function test_another_post_types_list_is_left_alone(): void {
		$this->site_has( array( 'publish' => 0 ) );
		set_current_screen( 'edit-page' );
		$this->assertSame( $this->not_found, $this->empty_row() );
	}
}
