<?php
/**
 * The theme drops WordPress's emoji loader (issue 18 goal 3): a page's head prints no emoji script,
 * settings or styles, the classic editor loads no emoji plugin, and no DNS prefetch of the emoji
 * host is printed; feeds keep their emoji images.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Theme;

use Vista\Tests\VistaTestCase;
use Vista\Theme\Emoji;

/**
 * No emoji loader on theme pages.
 */
final class EmojiTest extends VistaTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->assertSame( 'vista', get_stylesheet(), 'The test site runs the Vista theme.' );
	}

	public function test_a_page_head_prints_no_emoji_loader(): void {
		// The head of the front page, whatever query an earlier test left behind.
		$GLOBALS['wp_query'] = new \WP_Query( array( 'posts_per_page' => 1 ) );
		ob_start();
		do_action( 'wp_enqueue_scripts' );
		do_action( 'wp_head' );
		wp_print_styles();
		$head = (string) ob_get_clean();
		$this->assertStringNotContainsString( 'wp-emoji', $head );
		$this->assertStringNotContainsString( '_wpemojiSettings', $head );
		$this->assertStringNotContainsString( 'img.emoji', $head );
		$this->assertFalse( wp_style_is( 'wp-emoji-styles', 'enqueued' ) );
		$GLOBALS['wp_query'] = $GLOBALS['wp_the_query'];
	}

	public function test_the_editor_and_the_resource_hints_leave_emoji_out(): void {
		$this->assertSame( array( 'lists', 'paste' ), apply_filters( 'tiny_mce_plugins', array( 'lists', 'wpemoji', 'paste' ) ) );
		$this->assertSame(
			array( '//cdn.example.com' ),
			Emoji::without_emoji_prefetch( array( 'https://s.w.org/images/core/emoji/16.0.1/svg/', '//cdn.example.com' ), 'dns-prefetch' )
		);
		$this->assertSame( array( 'https://s.w.org/x' ), Emoji::without_emoji_prefetch( array( 'https://s.w.org/x' ), 'preconnect' ) );
	}

	public function test_feeds_keep_their_emoji_images(): void {
		$this->assertSame( 10, has_filter( 'the_content_feed', 'wp_staticize_emoji' ) );
	}
}
