<?php
/**
 * GET and POST /vista-gallery/v1/settings: administrators only, per-field errors, nothing stored
 * on bad input, `upload_url` resolved from the chosen attachment.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use Vista\Gallery\GallerySettings;
use Vista\Tests\VistaTestCase;

/**
 * The settings endpoint.
 */
final class GallerySettingsControllerTest extends VistaTestCase {

	private const PATH = '/vista-gallery/v1/settings';

	/** @var int[] */
	private array $users = array();

	protected function tearDown(): void {
		delete_option( GallerySettings::OPTION );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user ) {
			wp_delete_user( $user );
		}
		$this->users = array();
		parent::tearDown();
	}

	/**
	 * POSTs a JSON body.
	 *
	 * @param mixed $changes Body, encoded as JSON unless it is already a string.
	 */
	private function save( $changes ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', self::PATH );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( is_string( $changes ) ? $changes : (string) wp_json_encode( $changes ) );
		return rest_do_request( $request );
	}

	private function read(): \WP_REST_Response {
		return rest_do_request( new \WP_REST_Request( 'GET', self::PATH ) );
	}

	private function user( string $role ): int {
		$id            = (int) wp_insert_user(
			array(
				'user_login' => "vista-gallery-{$role}-" . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		$this->users[] = $id;
		return $id;
	}

	public function test_visitors_editors_and_subscribers_are_refused(): void {
		$this->assertSame( 401, $this->read()->get_status() );
		$this->assertSame( 401, $this->save( array( 'watermark_type' => 'none' ) )->get_status() );
		foreach ( array( 'editor', 'subscriber' ) as $role ) {
			wp_set_current_user( $this->user( $role ) );
			$this->assertSame( 403, $this->read()->get_status(), $role );
			$this->assertSame(
				403,
				$this->save(
					array(
						'watermark_type' => 'text',
						'watermark_text' => 'Mine',
					)
				)->get_status(),
				$role
			);
		}
		$this->assertFalse( get_option( GallerySettings::OPTION ), 'nothing was stored' );
	}

	public function test_an_administrator_saves_and_reads_back_with_the_image_address(): void {
		wp_set_current_user( 1 );
		$response = $this->read();
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'settings'   => GallerySettings::defaults(),
				'upload_url' => '',
			),
			$response->get_data()
		);

		$logo = wp_insert_attachment(
			array(
				'post_title'     => 'Logo',
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			),
			'vista-settings-logo.png'
		);
		update_post_meta( $logo, '_wp_attachment_metadata', array( 'width' => 200, 'height' => 100, 'file' => 'vista-settings-logo.png' ) );
		try {
			$saved = $this->save(
				array(
					'watermark_type'     => 'image',
					'watermark_image_id' => $logo,
					'watermark_apply'    => array( 'slideshow' ),
				)
			);
			$this->assertSame( 200, $saved->get_status() );
			$data = $saved->get_data();
			$this->assertSame( $logo, $data['settings']['watermark_image_id'] );
			$this->assertStringEndsWith( 'vista-settings-logo.png', $data['upload_url'] );
			$this->assertSame( $data, $this->read()->get_data() );
			$this->assertSame( array( 'slideshow' ), get_option( GallerySettings::OPTION )['watermark_apply'] );
		} finally {
			wp_delete_attachment( $logo, true );
		}
	}

	public function test_a_hostile_save_gives_messages_by_field_and_stores_nothing(): void {
		wp_set_current_user( 1 );
		$response = $this->save(
			array(
				'watermark_type'    => 'text',
				'watermark_text'    => '<img src=x onerror=alert(1)>',
				'watermark_color'   => 'expression(alert(1))',
				'watermark_opacity' => 101,
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'vista_gallery_invalid_settings', $data['code'] );
		$this->assertSame( array( 'watermark_text', 'watermark_color', 'watermark_opacity' ), array_keys( $data['data']['errors'] ) );
		$this->assertFalse( get_option( GallerySettings::OPTION ) );

		foreach ( array( '[1,2]', 'not json', '"text"' ) as $body ) {
			$this->assertSame( 400, $this->save( $body )->get_status(), $body );
		}
		$this->assertFalse( get_option( GallerySettings::OPTION ) );
	}
}
