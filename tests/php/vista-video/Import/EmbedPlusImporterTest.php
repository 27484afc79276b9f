<?php
/**
 * Issue 33 item 5: the Embed Plus for YouTube importer moves the settings Vista has, says why it
 * leaves the others, changes nothing of the original, and a second run updates; the [embedyt]
 * shortcodes of the original's posts render through Vista's video gallery and facade player.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests;

use Vista\Tests\Fixtures\Originals\EmbedPlus;
use Vista\Video\ApiKey;
use Vista\Video\Import\EmbedPlusImporter;
use Vista\Video\Import\EmbedYtShortcode;
use Vista\Video\Kit\ImportMap;
use Vista\Video\Kit\ImportRunner;
use Vista\Video\Settings;

require_once dirname( __DIR__, 3 ) . '/fixtures/originals/embed-plus.php';

/**
 * EmbedPlusImporter and EmbedYtShortcode.
 */
final class EmbedPlusImporterTest extends VistaTestCase {

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		ImportMap::install();
		// SQL: own table. The map's table is made outside the test's transaction: no rows left over.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . ImportMap::table() . ' WHERE source = %s', 'embed-plus-for-youtube' ) );
		delete_option( Settings::OPTION );
		delete_option( ApiKey::OPTION );
	}

	public function test_nothing_found_without_the_original(): void {
		delete_option( EmbedPlusImporter::OPTION );
		$this->assertSame( array(), ( new EmbedPlusImporter() )->inventory() );
	}

	public function test_the_settings_vista_has_move_and_the_others_are_reported(): void {
		EmbedPlus::build();
		$before = get_option( EmbedPlusImporter::OPTION );
		$this->assertSame( 12, ( new EmbedPlusImporter() )->inventory()[0]['count'] );

		$state = ( new ImportRunner( new EmbedPlusImporter() ) )->run_all();

		$this->assertSame( array( 'imported' => 10, 'updated' => 0, 'skipped' => 2 ), $state['counts']['settings'] );
		$settings = Settings::get();
		$this->assertSame( 12, $settings['pageSize'] );
		$this->assertSame( 4, $settings['columns'] );
		$this->assertFalse( $settings['thumbplay'] );
		$this->assertTrue( $settings['autonext'] );
		$this->assertTrue( $settings['contentFacade'], 'facade mode becomes the facade for videos in content' );
		$this->assertSame( 'on', $settings['consentGate'], 'asking before YouTube loads stays on' );
		$this->assertSame( 'AIzaSyFixtureKey_0123456789abcdefghij', get_option( ApiKey::OPTION ) );
		$reasons = array_column( $state['skips'], 'reason', 'original' );
		$this->assertStringContainsString( 'youtube-nocookie.com', $reasons['nocookie'] );
		$this->assertStringContainsString( 'per video gallery block', $reasons['autoplay'] );
		$this->assertSame( $before, get_option( EmbedPlusImporter::OPTION ), 'the original option is unchanged' );
	}

	public function test_a_second_run_updates(): void {
		EmbedPlus::build();
		( new ImportRunner( new EmbedPlusImporter() ) )->run_all();
		Settings::save( array( 'columns' => 2 ) );
		$state = ( new ImportRunner( new EmbedPlusImporter() ) )->run_all();
		$this->assertSame( array( 'imported' => 0, 'updated' => 10, 'skipped' => 2 ), $state['counts']['settings'] );
		$this->assertSame( 4, Settings::get()['columns'] );
	}

	public function test_an_api_key_that_is_not_one_is_skipped_with_the_reason(): void {
		update_option( EmbedPlusImporter::OPTION, array( 'apikey' => '<script>' ) + EmbedPlus::options() );
		$state = ( new ImportRunner( new EmbedPlusImporter() ) )->run_all();
		$this->assertSame( '', (string) get_option( ApiKey::OPTION, '' ) );
		$this->assertSame( 'No YouTube API key was saved.', array_column( $state['skips'], 'reason', 'original' )['apikey'] );
	}

	/**
	 * Every form of the shortcode's content, and what Vista's gallery makes of it.
	 */
	public function test_each_embedyt_address_becomes_the_matching_video_gallery(): void {
		$single = EmbedYtShortcode::attributes( ' https://www.youtube.com/watch?v=M7lc1UVf-VE&#038;width=600&amp;autoplay=1' );
		$this->assertSame( array( 'https://www.youtube.com/watch?v=M7lc1UVf-VE' ), $single['urls'] );
		$this->assertTrue( $single['autoplay'] );
		$this->assertSame( 'urls', EmbedYtShortcode::attributes( 'https://youtu.be/M7lc1UVf-VE' )['source'] );
		$this->assertSame( 'urls', EmbedYtShortcode::attributes( 'https://www.youtube.com/embed/M7lc1UVf-VE' )['source'] );
		$gallery = EmbedYtShortcode::attributes( 'https://www.youtube.com/embed?listType=playlist&list=PLFixturePlaylist0123&layout=gallery' );
		$this->assertSame( array( 'youtube', 'PLFixturePlaylist0123' ), array( $gallery['source'], $gallery['playlistId'] ) );
		$channel = EmbedYtShortcode::attributes( 'https://www.youtube.com/embed?layout=gallery&channel=UCFixtureChannel01234567' );
		$this->assertSame( 'UUFixtureChannel01234567', $channel['playlistId'], "a channel's gallery is its uploads" );
		$live = EmbedYtShortcode::attributes( 'https://www.youtube.com/embed/live_stream?channel=UCFixtureChannel01234567' );
		$this->assertSame( array( 'live', 'UCFixtureChannel01234567' ), array( $live['source'], $live['playlistId'] ) );
		$this->assertNull( EmbedYtShortcode::attributes( 'https://example.com/watch?v=M7lc1UVf-VE' ) );
		$this->assertNull( EmbedYtShortcode::attributes( 'not an address' ) );
	}

	public function test_a_post_with_the_shortcode_shows_the_facade_player(): void {
		// PHPUnit loads WordPress inside a method, so the global shortcode table is not the one
		// do_shortcode() reads here: the handler is called as WordPress would, with the content
		// between the tags; the e2e test reads the post itself.
		preg_match( '~\[embedyt\](.*)\[/embedyt\]~', EmbedPlus::posts()['Embed Plus: one video'], $m );
		$html = EmbedYtShortcode::render( '', $m[1] );
		$this->assertStringContainsString( 'data-vista-feature="video-gallery"', $html );
		$this->assertStringContainsString( 'vista-video--single', $html );
		$this->assertStringContainsString( 'M7lc1UVf-VE', $html );
		$this->assertSame( '', EmbedYtShortcode::render( '', 'not a video' ) );
	}
}
