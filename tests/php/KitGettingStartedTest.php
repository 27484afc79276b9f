<?php
/**
 * The getting started screen's server side (issue 34 item 5): the one-time opening after a
 * single activation, the one menu item whichever plugins are active, and each plugin's sample
 * and "Add to a page" routes (capability, idempotency, bad input answered with no side effect).
 * The REST nonce is the browser's business: tests/e2e/onboarding checks it.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests;

use Vista\Forms\Onboarding\SampleForm;
use Vista\Gallery\Onboarding\SampleGallery;
use Vista\Gallery\Kit\GettingStarted;

/**
 * Kit\GettingStarted and Kit\StarterContent, through the gallery's and the forms' copies.
 */
final class KitGettingStartedTest extends VistaTestCase {

	/** @var int[] */
	private array $users = array();

	/** @var int[] */
	private array $images = array();

	/** @var int[] The pages the routes made or changed. */
	private static array $pages = array();

	protected function setUp(): void {
		parent::setUp();
		foreach ( array( 'one', 'two', 'three' ) as $name ) {
			$this->images[] = (int) wp_insert_attachment(
				array(
					'post_title'     => $name,
					'post_mime_type' => 'image/png',
					'post_status'    => 'inherit',
				),
				"starter-{$name}.png"
			);
		}
		$this->forget();
	}

	protected function tearDown(): void {
		$posts = get_posts(
			array(
				'post_type'   => array( 'vista_gallery', 'vista_form', 'page' ),
				'post_status' => 'any',
				'numberposts' => -1,
				'fields'      => 'ids',
				'meta_key'    => '_starter_test', // Test only: what setUp and the routes made.
			)
		);
		foreach ( array_merge( $posts, $this->made() ) as $post ) {
			wp_delete_post( (int) $post, true );
		}
		foreach ( $this->images as $image ) {
			wp_delete_attachment( $image, true );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user ) {
			wp_delete_user( $user );
		}
		$this->forget();
		unset( $_GET['action'], $_GET['activate-multi'] );
		parent::tearDown();
	}

	/**
	 * Forgets the samples and the screen's state, as on a new site.
	 */
	private function forget(): void {
		foreach ( array( 'vista_gallery', 'vista_forms' ) as $prefix ) {
			delete_option( $prefix . '_sample' );
			delete_option( $prefix . '_getting_started' );
		}
	}

	/**
	 * The samples and the pages the routes made.
	 *
	 * @return int[]
	 */
	private function made(): array {
		$ids         = array_merge( array_filter( array( (int) get_option( 'vista_gallery_sample' ), (int) get_option( 'vista_forms_sample' ) ) ), self::$pages );
		self::$pages = array();
		return $ids;
	}

	private function sign_in( string $role ): int {
		$login         = $role . '_' . wp_generate_password( 8, false, false );
		$user          = (int) wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password(),
				'user_email' => $login . '@example.org',
				'role'       => $role,
			)
		);
		$this->users[] = $user;
		wp_set_current_user( $user );
		return $user;
	}

	/**
	 * @param array<string, mixed> $body Body.
	 */
	private static function post( string $route, array $body = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', $route );
		foreach ( $body as $key => $value ) {
			$request->set_param( $key, $value );
		}
		$response = rest_do_request( $request );
		$page     = $response->get_data()['page']['id'] ?? 0;
		if ( $page ) {
			self::$pages[] = (int) $page;
		}
		return $response;
	}

	private static function count_of( string $type ): int {
		return count( get_posts( array( 'post_type' => $type, 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) );
	}

	/**
	 * @return array<string, array{string, string, string}>
	 */
	public static function plugins(): array {
		return array(
			'gallery' => array( 'vista-gallery', 'vista_gallery', 'wp:vista/gallery {"galleryId":' ),
			'forms'   => array( 'vista-forms', 'vista_form', 'wp:vista/form {"formId":' ),
		);
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_a_second_click_answers_the_same_sample( string $slug, string $type, string $block ): void {
		$this->sign_in( 'administrator' );
		$before = self::count_of( $type );

		$first  = self::post( "/{$slug}/v1/getting-started/sample" );
		$second = self::post( "/{$slug}/v1/getting-started/sample" );

		$this->assertSame( 201, $first->get_status() );
		$this->assertTrue( $first->get_data()['created'] );
		$this->assertSame( 200, $second->get_status() );
		$this->assertFalse( $second->get_data()['created'] );
		$this->assertSame( $first->get_data()['id'], $second->get_data()['id'] );
		$this->assertSame( $before + 1, self::count_of( $type ) );
		$this->assertStringContainsString( $block . $first->get_data()['id'] . '}', $first->get_data()['block'] );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_a_deleted_sample_is_made_again( string $slug, string $type ): void {
		$this->sign_in( 'administrator' );
		$first = (int) self::post( "/{$slug}/v1/getting-started/sample" )->get_data()['id'];
		wp_trash_post( $first );

		$again = self::post( "/{$slug}/v1/getting-started/sample" );

		$this->assertSame( 201, $again->get_status() );
		$this->assertNotSame( $first, $again->get_data()['id'] );
		wp_delete_post( $first, true );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_a_subscriber_makes_no_sample( string $slug, string $type ): void {
		$this->sign_in( 'subscriber' );
		$before = self::count_of( $type );

		$response = self::post( "/{$slug}/v1/getting-started/sample" );

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( $before, self::count_of( $type ) );
		$this->assertFalse( get_option( str_replace( '-', '_', $slug ) . '_sample' ) );
	}

	public function test_the_sample_gallery_shows_the_librarys_pictures(): void {
		$this->sign_in( 'administrator' );

		$id = (int) self::post( '/vista-gallery/v1/getting-started/sample' )->get_data()['id'];

		$shown = array_map( 'intval', (array) get_post_meta( $id, '_vista_gallery_images', true ) );
		$this->assertCount( 3, array_intersect( $this->images, $shown ) );
		$this->assertSame( 'publish', get_post_status( $id ) );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_add_to_a_new_page_makes_a_draft_with_the_block( string $slug, string $type, string $block ): void {
		$this->sign_in( 'administrator' );
		$item = (int) self::post( "/{$slug}/v1/getting-started/sample" )->get_data()['id'];

		$response = self::post( "/{$slug}/v1/getting-started/add-to-page", array( 'id' => $item ) );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$page = get_post( (int) $response->get_data()['page']['id'] );
		$this->assertSame( 'page', $page->post_type );
		$this->assertSame( 'draft', $page->post_status );
		$this->assertSame( get_the_title( $item ), $page->post_title );
		$this->assertStringContainsString( $block . $item . '}', $page->post_content );
		$this->assertSame( 1, count( parse_blocks( $page->post_content ) ) );
	}

	public function test_both_samples_go_on_one_page_once_each_and_publish_it(): void {
		$this->sign_in( 'administrator' );
		$gallery = (int) self::post( '/vista-gallery/v1/getting-started/sample' )->get_data()['id'];
		$form    = (int) self::post( '/vista-forms/v1/getting-started/sample' )->get_data()['id'];
		$page    = (int) self::post( '/vista-gallery/v1/getting-started/add-to-page', array( 'id' => $gallery ) )->get_data()['page']['id'];

		$answer = self::post( '/vista-forms/v1/getting-started/add-to-page', array( 'id' => $form, 'page' => $page, 'publish' => true ) );
		self::post( '/vista-forms/v1/getting-started/add-to-page', array( 'id' => $form, 'page' => $page, 'publish' => true ) );

		$this->assertSame( 'publish', $answer->get_data()['page']['status'] );
		$names = array_column( array_filter( parse_blocks( (string) get_post_field( 'post_content', $page ) ), static fn ( $b ) => null !== $b['blockName'] ), 'blockName' );
		$this->assertSame( array( 'vista/gallery', 'vista/form' ), $names );
		$html = apply_filters( 'the_content', (string) get_post_field( 'post_content', $page ) );
		$this->assertStringContainsString( 'name="everest_forms[form_fields][email]"', $html );
	}

	/**
	 * @return array<string, array{string, array<string, mixed>, int}>
	 */
	public static function refused_additions(): array {
		return array(
			'a contributor, who may not edit pages' => array( 'contributor', array(), 403 ),
			'an author, who may not edit pages'     => array( 'author', array(), 403 ),
			'a page that is no gallery'             => array( 'administrator', array( 'id' => 'page' ), 404 ),
			'a gallery id that does not exist'      => array( 'administrator', array( 'id' => 999999 ), 404 ),
			'a page id that is no page'             => array( 'administrator', array( 'page' => 'gallery' ), 404 ),
			'an id that is no number'               => array( 'administrator', array( 'id' => 'seven' ), 400 ),
		);
	}

	/**
	 * @dataProvider refused_additions
	 *
	 * @param array<string, mixed> $change What the request says instead.
	 */
	public function test_a_refused_addition_changes_nothing( string $role, array $change, int $status ): void {
		$this->sign_in( 'administrator' );
		$gallery = (int) self::post( '/vista-gallery/v1/getting-started/sample' )->get_data()['id'];
		$page    = (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'draft', 'post_title' => 'Kept', 'post_content' => 'Untouched', 'meta_input' => array( '_starter_test' => 1 ) ) );
		$this->sign_in( $role );
		$body = array_map( static fn ( $value ) => match ( $value ) { 'page' => $page, 'gallery' => $gallery, default => $value }, $change + array( 'id' => $gallery ) );
		$pages = self::count_of( 'page' );

		$response = self::post( '/vista-gallery/v1/getting-started/add-to-page', $body );

		$this->assertSame( $status, $response->get_status() );
		$this->assertArrayHasKey( 'message', (array) $response->get_data() );
		$this->assertSame( $pages, self::count_of( 'page' ) );
		$this->assertSame( 'Untouched', get_post_field( 'post_content', $page ) );
	}

	/**
	 * Arms the redirect as the activation of a plugin from the plugins screen would.
	 *
	 * @param array<string, string> $get The request's query.
	 */
	private static function activate( array $get = array( 'action' => 'activate' ), bool $network_wide = false ): void {
		unset( $_GET['action'] );
		foreach ( $get as $key => $value ) {
			$_GET[ $key ] = $value;
		}
		GettingStarted::arm( $network_wide );
		unset( $_GET['action'] );
	}

	public function test_a_single_activation_opens_the_screen_once_for_that_administrator(): void {
		$admin = $this->sign_in( 'administrator' );
		self::activate();
		$other = $this->sign_in( 'administrator' );
		$this->assertNull( GettingStarted::redirect_target(), 'another administrator' );

		wp_set_current_user( $admin );
		$this->assertStringEndsWith( 'index.php?page=vista-getting-started', (string) GettingStarted::redirect_target() );
		$this->assertNull( GettingStarted::redirect_target(), 'only once' );

		// A later activation of any Vista plugin does not open it again.
		self::activate();
		$this->assertNull( GettingStarted::redirect_target() );
		wp_set_current_user( $other );
		$this->assertNull( GettingStarted::redirect_target() );
	}

	/**
	 * @return array<string, array{array<string, string>, bool, string}>
	 */
	public static function quiet_activations(): array {
		return array(
			'a bulk activation (posted)' => array( array(), false, '' ),
			'a network activation'       => array( array( 'action' => 'activate' ), true, '' ),
			'an AJAX request'            => array( array( 'action' => 'activate' ), false, 'wp_doing_ajax' ),
			'a REST request'             => array( array( 'action' => 'activate' ), false, 'wp_is_rest_endpoint' ),
		);
	}

	/**
	 * @dataProvider quiet_activations
	 *
	 * @param array<string, string> $get          The activation's query.
	 * @param bool                  $network_wide Whether for the whole network.
	 * @param string                $filter       A filter that says what kind of request it is.
	 */
	public function test_other_activations_do_not_open_the_screen( array $get, bool $network_wide, string $filter ): void {
		$this->sign_in( 'administrator' );
		if ( '' !== $filter ) {
			add_filter( $filter, '__return_true' );
		}
		try {
			self::activate( $get, $network_wide );
		} finally {
			if ( '' !== $filter ) {
				remove_filter( $filter, '__return_true' );
			}
		}
		$this->assertNull( GettingStarted::redirect_target() );
	}

	public function test_an_editor_activating_nothing_and_a_bulk_return_are_not_redirected(): void {
		$this->sign_in( 'editor' );
		self::activate();
		$this->assertFalse( get_option( GettingStarted::option() ) );

		$this->sign_in( 'administrator' );
		self::activate();
		$_GET['activate-multi'] = 'true';
		$this->assertNull( GettingStarted::redirect_target() );
	}

	public function test_one_menu_item_whichever_plugins_are_active(): void {
		global $submenu, $wp_actions;
		$this->sign_in( 'administrator' );
		unset( $wp_actions[ GettingStarted::REGISTERED ] );
		$kept = $submenu['index.php'] ?? array();

		$cards = array();
		try {
			self::with_group(
				'admin',
				function () use ( &$cards ): void {
					do_action( 'admin_menu', '' );
					$cards = array_column( GettingStarted::data()['cards'], 'plugin' );
				}
			);
			$ours = array_filter( $GLOBALS['submenu']['index.php'] ?? array(), static fn ( $item ) => 'vista-getting-started' === $item[2] );
			$this->assertCount( 1, $ours );
		} finally {
			$submenu['index.php'] = $kept;
		}
		// A card from each active plugin, in the suite's order of use.
		$this->assertSame( array( 'vista-gallery', 'vista-forms', 'vista-video', 'vista-consent', 'vista-stats', 'vista-speed' ), $cards );
	}

	public function test_a_forms_row_offers_add_to_a_page_to_who_may_use_it(): void {
		$this->sign_in( 'administrator' );
		$form = get_post( (int) self::post( '/vista-forms/v1/getting-started/sample' )->get_data()['id'] );

		$actions = SampleForm::row_action( array( 'edit' => 'Edit' ), $form );

		$this->assertStringContainsString( 'class="button-link vista-add-to-page"', $actions['vista_add_to_page'] );
		$this->assertSame( 1, preg_match( '/data-vista-item="([^"]*)"/', $actions['vista_add_to_page'], $found ) );
		$item = json_decode( html_entity_decode( $found[1], ENT_QUOTES ), true );
		$this->assertSame( '<!-- wp:vista/form {"formId":' . $form->ID . '} /-->', $item['block'] );
		$this->sign_in( 'contributor' );
		$this->assertSame( array( 'edit' => 'Edit' ), SampleForm::row_action( array( 'edit' => 'Edit' ), $form ) );
		$this->assertSame( array( 'edit' => 'Edit' ), SampleGallery::row_action( array( 'edit' => 'Edit' ), $form ) );
	}
}
