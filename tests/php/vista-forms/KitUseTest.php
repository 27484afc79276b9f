<?php
/**
 * The forms plugin's plumbing comes from its copy of the kit and answers as it did before: the
 * entries screen (menu, mount point, bundle and its data), the editor script, the submission
 * call's hooks and nonces, the shortcode's id-or-slug; and its admin code is hooked in the admin
 * only.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Entries\EntriesPage;
use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Kit\BlockShortcode;
use Vista\Forms\Editor\PostType;
use Vista\Forms\View\Shortcode;
use Vista\Forms\Submit\SubmissionAjax;
use Vista\Forms\Entries\EntryFileDownload;
use Vista\Tests\VistaTestCase;

/**
 * The forms plugin on the kit.
 */
final class KitUseTest extends VistaTestCase {

	protected function tearDown(): void {
		unset( $GLOBALS['current_screen'], $_GET['form_id'] );
		foreach ( array( EntriesPage::HANDLE, PostType::EDITOR_HANDLE ) as $handle ) {
			wp_dequeue_script( $handle );
			wp_deregister_script( $handle );
			wp_dequeue_style( $handle );
			wp_deregister_style( $handle );
		}
		wp_dequeue_style( 'wp-components' );
		parent::tearDown();
	}

	/**
	 * Makes is_admin() true, as on an admin screen.
	 */
	private function in_admin(): void {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'dashboard' );
		$this->assertTrue( is_admin() );
	}

	public function test_a_front_end_request_hooks_no_admin_code(): void {
		$this->assertFalse( is_admin() );
		$this->assertSame( array( 10 => array( PostType::class . '::register_post_type' ) ), self::bound( 'vista-forms', 'init' ) );
		$this->assertSame( array(), self::bound( 'vista-forms', 'admin_menu' ) );
		$this->assertSame( array(), self::bound( 'vista-forms', 'enqueue_block_editor_assets' ) );
		$this->assertSame( array(), self::bound( 'vista-forms', 'admin_post_' . EntryFileDownload::DOWNLOAD_ACTION ) );
		$this->assertFalse( wp_script_is( PostType::EDITOR_HANDLE, 'registered' ) );
		// The visitors' call is there on admin-ajax.php, for visitors and users alike.
		self::with_group(
			'ajax',
			function (): void {
				$this->assertSame( array( 10 => array( SubmissionAjax::class . '::handle' ) ), self::bound( 'vista-forms', 'wp_ajax_nopriv_' . SubmissionAjax::ACTION ) );
				$this->assertSame( array( 10 => array( SubmissionAjax::class . '::handle' ) ), self::bound( 'vista-forms', 'wp_ajax_' . SubmissionAjax::ACTION ) );
			}
		);
	}

	public function test_the_admin_hooks_the_entries_page_and_the_file_download(): void {
		self::with_group(
			'admin',
			function (): void {
				// The suite's getting started screen comes first (kit/GettingStarted.php).
				$this->assertSame( array( 'Vista\\Forms\\Kit\\GettingStarted::add_page', EntriesPage::class . '::add_page' ), self::bound( 'vista-forms', 'admin_menu' )[10] );
				$this->assertSame( array( 5 => array( PostType::class . '::register_editor_script' ), 10 => array( PostType::class . '::register_post_type' ) ), self::bound( 'vista-forms', 'init' ) );
				$this->assertSame( array( 10 => array( EntryFileDownload::class . '::download' ) ), self::bound( 'vista-forms', 'admin_post_' . EntryFileDownload::DOWNLOAD_ACTION ) );
			}
		);
		$this->assertSame( array(), self::bound( 'vista-forms', 'admin_menu' ), 'and gone again' );
	}

	public function test_the_entries_page_is_a_submenu_of_the_forms_menu_for_administrators(): void {
		global $submenu;
		$this->in_admin();
		wp_set_current_user( 1 );
		$saved = $submenu;
		// Only this test's menu: an earlier test may have built the admin menu already.
		$submenu = array(); // Restored below.
		try {
			$page = EntriesPage::page();
			$page->add_page();
			$parent = 'edit.php?post_type=' . FormDefinition::POST_TYPE;
			$this->assertSame( $parent, EntriesPage::parent() );
			$entry = array_values( array_filter( $submenu[ $parent ] ?? array(), static fn ( $item ) => EntriesPage::SLUG === $item[2] ) );
			$this->assertCount( 1, $entry );
			$this->assertSame( array( 'Entries', 'manage_options', EntriesPage::SLUG, 'Form entries' ), array_slice( $entry[0], 0, 4 ) );
			$this->assertNotSame( '', $page->hook_suffix() );
			$this->assertSame( admin_url( 'edit.php?post_type=vista_form&page=vista-forms-entries&form_id=7' ), EntriesPage::url( 7 ) );
		} finally {
			$submenu = $saved; // Restores the menu.
		}
	}

	public function test_the_entries_page_prints_the_same_mount_point(): void {
		ob_start();
		EntriesPage::page()->render();
		$this->assertSame(
			'<div class="wrap"><h1>Form entries</h1><div id="vista-forms-entries"><noscript>The entries screen needs JavaScript.</noscript></div></div>',
			ob_get_clean()
		);
	}

	public function test_the_entries_bundle_loads_on_its_page_only_with_the_form_picked_from_the_address(): void {
		global $submenu;
		$this->in_admin();
		wp_set_current_user( 1 );
		$saved = $submenu;
		try {
			$page = EntriesPage::page();
			$page->add_page();
			$page->enqueue( 'index.php' );
			$this->assertFalse( wp_script_is( EntriesPage::HANDLE, 'enqueued' ), 'not on another page' );
			$_GET['form_id'] = '12';
			$page->enqueue( $page->hook_suffix() );
		} finally {
			$submenu = $saved; // Restores the menu.
		}
		$this->assertTrue( wp_script_is( EntriesPage::HANDLE, 'enqueued' ) );
		$script = wp_scripts()->registered[ EntriesPage::HANDLE ];
		$this->assertStringEndsWith( '/vista-forms/build/entries.js', $script->src );
		$expected = array(
			'formId'     => 12,
			'formsUrl'   => admin_url( 'edit.php?post_type=vista_form' ),
			'newFormUrl' => admin_url( 'post-new.php?post_type=vista_form' ),
		);
		$this->assertSame( array( 'window.vistaFormsEntries = ' . wp_json_encode( $expected ) . ';' ), array_values( array_filter( (array) wp_scripts()->get_data( EntriesPage::HANDLE, 'before' ) ) ) );
		$this->assertSame( 'vista-forms', $script->textdomain );
		$this->assertTrue( wp_style_is( 'wp-components', 'enqueued' ) );
		$this->assertTrue( wp_style_is( EntriesPage::HANDLE, 'enqueued' ) );
		$this->assertStringEndsWith( '/vista-forms/build/entries.css', wp_styles()->registered[ EntriesPage::HANDLE ]->src );
	}

	public function test_the_editor_script_is_registered_with_its_asset_file_and_translations(): void {
		PostType::register_editor_script();
		$this->assertTrue( wp_script_is( PostType::EDITOR_HANDLE, 'registered' ) );
		$this->assertFalse( wp_script_is( PostType::EDITOR_HANDLE, 'enqueued' ) );
		$asset  = require dirname( __DIR__, 3 ) . '/plugins/vista-forms/build/editor.asset.php';
		$script = wp_scripts()->registered[ PostType::EDITOR_HANDLE ];
		$this->assertStringEndsWith( '/vista-forms/build/editor.js', $script->src );
		$this->assertSame( $asset['version'], $script->ver );
		$this->assertSame( 'vista-forms', $script->textdomain );
		foreach ( $asset['dependencies'] as $dependency ) {
			$this->assertContains( $dependency, $script->deps );
		}
		$this->assertSame( 1, $script->extra['group'] ?? null, 'in the footer' );
	}

	public function test_the_submission_call_refuses_a_missing_or_malformed_nonce_as_expired(): void {
		$form_id = (int) wp_insert_post(
			array(
				'post_type'    => FormDefinition::POST_TYPE,
				'post_status'  => 'publish',
				'post_title'   => 'Kit nonce form',
				'post_content' => '<!-- wp:' . FormDefinition::BLOCK_PREFIX . 'text {"fieldId":"name","label":"Name"} /-->',
			)
		);
		try {
			$base  = array( 'everest_forms' => array( 'id' => (string) $form_id ) );
			$own   = '_wpnonce' . $form_id;
			$cases = array(
				'no nonces'           => array(),
				'security an array'   => array(
					'security' => array( wp_create_nonce( SubmissionAjax::ACTION ) ),
					$own       => wp_create_nonce( SubmissionAjax::FORM_NONCE_ACTION ),
				),
				'own nonce an array'  => array(
					'security' => wp_create_nonce( SubmissionAjax::ACTION ),
					$own       => array( wp_create_nonce( SubmissionAjax::FORM_NONCE_ACTION ) ),
				),
				'nonces swapped'      => array(
					'security' => wp_create_nonce( SubmissionAjax::FORM_NONCE_ACTION ),
					$own       => wp_create_nonce( SubmissionAjax::ACTION ),
				),
			);
			foreach ( $cases as $case => $nonces ) {
				$answer = SubmissionAjax::answer( $base + $nonces );
				$this->assertFalse( $answer['success'], $case );
				$this->assertSame( \Vista\Forms\View\Messages::server( 'expired' ), $answer['data']['message'], $case );
			}
		} finally {
			wp_delete_post( $form_id, true );
		}
	}

	public function test_an_id_is_a_positive_whole_number_with_spaces_allowed_anything_else_a_slug(): void {
		$this->assertSame( array( 'formId' => 12 ), Shortcode::attributes( array( 'id' => ' 12 ' ) ) );
		$this->assertSame( array( 'formId' => 12 ), Shortcode::attributes( array( 'form' => 12 ) ) );
		$this->assertSame( array( 'formId' => 5 ), Shortcode::attributes( array( '5' ) ) );
		$this->assertSame( array( 'formSlug' => '12abc' ), Shortcode::attributes( array( 'id' => '12abc' ) ) );
		$this->assertSame( array( 'formSlug' => '1.5' ), Shortcode::attributes( array( 'id' => 1.5 ) ) );
		$this->assertSame( array( 'formSlug' => '012' ), Shortcode::attributes( array( 'id' => '012' ) ) );
		$this->assertSame( array( 'formSlug' => '0' ), Shortcode::attributes( array( 'id' => '0' ) ) );
		$this->assertSame( array(), Shortcode::attributes( array( 'id' => array( 12 ) ) ) );
		$this->assertSame( array(), Shortcode::attributes( array( 'id' => '   ' ) ) );
		$this->assertSame( 12, BlockShortcode::id_or_slug( "\t12\n" ) );
		$this->assertSame( 'contact', BlockShortcode::id_or_slug( ' contact ' ) );
		$this->assertSame( '', BlockShortcode::id_or_slug( null ) );
	}

	public function test_the_form_block_assets_are_queued_for_the_shortcode(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'vista/form' );
		$this->assertNotNull( $type );
		$this->assertSame( $type->view_script_handles, BlockShortcode::enqueue( 'vista/form' ) );
		foreach ( $type->view_script_handles as $handle ) {
			$this->assertTrue( wp_script_is( $handle, 'enqueued' ), $handle );
			wp_dequeue_script( $handle );
		}
		foreach ( $type->style_handles as $handle ) {
			$this->assertTrue( wp_style_is( $handle, 'enqueued' ), $handle );
			wp_dequeue_style( $handle );
		}
		$this->assertSame( array(), BlockShortcode::enqueue( 'vista/no-such-block' ) );
	}
}
