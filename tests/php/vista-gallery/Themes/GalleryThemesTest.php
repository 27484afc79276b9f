<?php
/**
 * Gallery themes (000 §3.10 `theme_id`): stored server-side, edited by administrators only
 * through /vista-gallery/v1/themes with messages by field and nothing stored on bad input, listed
 * for editors (the block's choice), and printed on a gallery as the container's own custom
 * properties; the default theme and a deleted one print nothing.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/GalleryTestCase.php';

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\GalleryAjax;
use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Themes\GalleryThemes;

/**
 * The themes store, route and style.
 */
final class GalleryThemesTest extends GalleryTestCase {

	private const PATH = '/vista-gallery/v1/themes';

	/** @var int[] */
	private array $users = array();

	protected function tearDown(): void {
		delete_option( GalleryThemes::OPTION );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user ) {
			wp_delete_user( $user );
		}
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	private function user( string $role ): int {
		$id            = (int) wp_insert_user(
			array(
				'user_login' => "vista-themes-{$role}-" . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		$this->users[] = $id;
		return $id;
	}

	private function call( string $method, string $path, ?array $body = null ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $path );
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		return rest_do_request( $request );
	}

	private function render( array $attributes ): string {
		GalleryRenderer::reset_instances();
		return GalleryRenderer::render_block( array_merge( array( 'galleryId' => $this->gallery ), $attributes ) );
	}

	/**
	 * The container's style attribute.
	 */
	private function container_style( string $html ): string {
		preg_match( '/id="vista-gallery-\d+"[^>]*style="([^"]*)"/', $html, $m );
		return html_entity_decode( $m[1] ?? '', ENT_QUOTES );
	}

	public function test_only_administrators_change_themes_editors_may_list_them(): void {
		$theme = array( 'name' => 'Sea', 'thumbRadius' => 12 );
		foreach ( array( 0 => 'visitor', 'subscriber' => 'subscriber', 'editor' => 'editor' ) as $role ) {
			wp_set_current_user( 'visitor' === $role ? 0 : $this->user( $role ) );
			$this->assertContains( $this->call( 'POST', self::PATH, $theme )->get_status(), array( 401, 403 ), $role );
		}
		$this->assertFalse( get_option( GalleryThemes::OPTION ) );
		// The editor chooses a theme in the block: the list is theirs to read.
		$this->assertSame( 200, $this->call( 'GET', self::PATH )->get_status() );
		wp_set_current_user( $this->user( 'subscriber' ) );
		$this->assertSame( 403, $this->call( 'GET', self::PATH )->get_status() );
	}

	public function test_an_administrator_makes_changes_and_deletes_a_theme(): void {
		wp_set_current_user( 1 );
		$made = $this->call( 'POST', self::PATH, array( 'name' => 'Sea', 'thumbRadius' => 12, 'pagingColor' => '#0055AA', 'thumbHover' => 'zoom' ) );
		$this->assertSame( 201, $made->get_status() );
		$id = $made->get_data()['id'];
		$this->assertGreaterThan( 0, $id );
		$this->assertSame( '#0055aa', GalleryThemes::get( $id )['pagingColor'] );
		$this->assertSame( 0, GalleryThemes::get( $id )['thumbBorderWidth'] );

		$changed = $this->call( 'POST', self::PATH . '/' . $id, array( 'titleFont' => 'serif' ) );
		$this->assertSame( 200, $changed->get_status() );
		$this->assertSame( 'serif', GalleryThemes::get( $id )['titleFont'] );
		$this->assertSame( 12, GalleryThemes::get( $id )['thumbRadius'] );

		$names = array_column( $this->call( 'GET', self::PATH )->get_data()['themes'], 'name', 'id' );
		$this->assertSame( array( 0 => 'Default', $id => 'Sea' ), $names );

		// The default theme is the stylesheet's own: neither changed nor deleted.
		$this->assertSame( 404, $this->call( 'POST', self::PATH . '/0', array( 'thumbRadius' => 3 ) )->get_status() );
		$this->assertSame( 404, $this->call( 'DELETE', self::PATH . '/0' )->get_status() );
		$this->assertSame( 200, $this->call( 'DELETE', self::PATH . '/' . $id )->get_status() );
		$this->assertNull( GalleryThemes::get( $id ) );
		// Ids are not given again: a block that named the deleted theme does not get a new one.
		$again = $this->call( 'POST', self::PATH, array( 'name' => 'Other' ) );
		$this->assertGreaterThan( $id, $again->get_data()['id'] );
	}

	public function test_hostile_fields_get_messages_by_field_and_nothing_is_stored(): void {
		wp_set_current_user( 1 );
		$answer = $this->call(
			'POST',
			self::PATH,
			array(
				'name'             => '',
				'thumbRadius'      => '12px;}body{display:none',
				'thumbBorderColor' => 'red;background:url(//evil)',
				'thumbHover'       => 'spin',
				'titleSize'        => 4,
				'evil'             => 1,
			)
		);
		$this->assertSame( 400, $answer->get_status() );
		$errors = $answer->get_data()['data']['errors'];
		$this->assertSame( array( 'name', 'thumbRadius', 'thumbBorderColor', 'thumbHover', 'titleSize', 'evil' ), array_keys( $errors ) );
		$this->assertFalse( get_option( GalleryThemes::OPTION ) );
	}

	public function test_a_gallery_carries_its_theme_as_custom_properties_only(): void {
		$saved = GalleryThemes::save( null, array( 'name' => 'Framed', 'thumbBorderWidth' => 3, 'thumbBorderColor' => '#112233', 'thumbRadius' => 10, 'lightboxBackground' => '#223344', 'thumbHover' => 'lift' ) );
		$style = $this->container_style( $this->render( array( 'themeId' => $saved['id'] ) ) );
		$this->assertStringContainsString( '--vista-theme-thumb-border-width:3px;', $style );
		$this->assertStringContainsString( '--vista-theme-thumb-border-color:#112233;', $style );
		$this->assertStringContainsString( '--vista-theme-thumb-radius:10px;', $style );
		$this->assertStringContainsString( '--vista-theme-lb-background:#223344;', $style );
		$this->assertStringContainsString( '--vista-theme-hover-lift:-4px;', $style );

		// The default theme, and a theme that was deleted, print nothing.
		$this->assertStringNotContainsString( '--vista-theme', $this->container_style( $this->render( array() ) ) );
		GalleryThemes::delete( $saved['id'] );
		$this->assertStringNotContainsString( '--vista-theme', $this->container_style( $this->render( array( 'themeId' => $saved['id'] ) ) ) );
	}

	public function test_call_12_renders_the_signed_theme_whatever_theme_id_says(): void {
		$framed = GalleryThemes::save( null, array( 'name' => 'Framed', 'thumbRadius' => 10 ) );
		$other  = GalleryThemes::save( null, array( 'name' => 'Other', 'thumbRadius' => 30 ) );
		$fields = array(
			'nonce'         => wp_create_nonce( GalleryRenderer::NONCE_ACTION ),
			'shortcode_id'  => BlockToken::sign( GalleryRequest::options( array( 'galleryId' => $this->gallery, 'themeId' => $framed['id'] ) ) ),
			'bwg'           => '1',
			'current_url'   => home_url( '/' ),
			'theme_id'      => (string) $other['id'],
			'page_number_1' => '1',
		);
		[ $status, $html ] = GalleryAjax::respond( $fields );
		$this->assertSame( 200, $status );
		$this->assertStringContainsString( '--vista-theme-thumb-radius:10px;', $this->container_style( $html ) );
	}
}
