<?php
/**
 * The lightbox's runtime (wp-i18n: the popup renders with Preact, bundled) is not a dependency of
 * the gallery page, and is described in load order for the opener; WordPress's React is not in it.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use Vista\Gallery\Lightbox\LightboxRuntime;
use Vista\Tests\VistaTestCase;

/**
 * LightboxRuntime.
 */
final class LightboxRuntimeTest extends VistaTestCase {

	public function test_the_gallery_view_script_does_not_pull_react_in(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( LightboxRuntime::BLOCK );
		$this->assertNotEmpty( $type->view_script_handles );
		foreach ( $type->view_script_handles as $handle ) {
			$deps = wp_scripts()->registered[ $handle ]->deps;
			foreach ( array_merge( LightboxRuntime::HANDLES, array( 'react', 'react-jsx-runtime', 'wp-element' ) ) as $runtime ) {
				$this->assertNotContains( $runtime, $deps, $runtime );
			}
		}
	}

	public function test_the_runtime_lists_every_script_after_its_dependencies(): void {
		$list = LightboxRuntime::scripts( wp_scripts() );
		$ids  = array_column( $list, 'id' );
		foreach ( array( 'wp-hooks-js', 'wp-i18n-js' ) as $id ) {
			$this->assertContains( $id, $ids );
		}
		foreach ( array( 'react-js', 'react-dom-js', 'react-jsx-runtime-js', 'wp-element-js' ) as $id ) {
			$this->assertNotContains( $id, $ids, 'the popup fetches no React' );
		}
		$this->assertSame( count( $ids ), count( array_unique( $ids ) ), 'each script once' );
		$at = array_flip( $ids );
		$this->assertLessThan( $at['wp-i18n-js'], $at['wp-hooks-js'] );
		foreach ( $list as $script ) {
			$this->assertMatchesRegularExpression( '#^https?://[^ ]+\.js(\?ver=[^&]+)?$#', $script['src'], $script['id'] );
		}
	}

	public function test_the_popups_strings_are_translated_once_wp_i18n_is_there(): void {
		$file = dirname( \Vista\Gallery\PLUGIN_FILE ) . '/languages/vista-gallery-' . determine_locale() . '-' . md5( 'build/gallery-lightbox.js' ) . '.json';
		file_put_contents( // A test fixture.
			$file,
			wp_json_encode(
				array(
					'domain'      => 'messages',
					'locale_data' => array(
						'messages' => array(
							''              => array( 'domain' => 'messages' ),
							'Close (Esc)'   => array( 'Fermer (Échap)' ),
						),
					),
				)
			)
		);
		try {
			$list = LightboxRuntime::scripts( wp_scripts() );
		} finally {
			unlink( $file );
		}
		$last = end( $list );
		$this->assertSame( 'vista-gallery-lightbox-translations-js', $last['id'] );
		$this->assertStringContainsString( 'setLocaleData', $last['after'] );
		$this->assertStringContainsString( 'Fermer', $last['after'] );
		$this->assertStringContainsString( 'vista-gallery', $last['after'] );
		$ids = array_column( $list, 'id' );
		$this->assertLessThan( count( $ids ) - 1, array_search( 'wp-i18n-js', $ids, true ) );

		$this->assertNotContains( 'vista-gallery-lightbox-translations-js', array_column( LightboxRuntime::scripts( wp_scripts() ), 'id' ), 'no file, nothing to load' );
	}
}
