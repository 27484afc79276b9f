<?php
/**
 * Issue 19's leftover: a change to what pages show empties nginx's page cache on disk
 * (VISTA_PAGE_CACHE_DIR), once per request; nothing that is not a cached copy is deleted, and
 * changes no page shows delete nothing.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

use Vista\Speed\PageCachePurge;
use Vista\Tests\VistaTestCase;

/**
 * The purge.
 */
final class PageCachePurgeTest extends VistaTestCase {

	private string $cache = '';

	/** @var string[] Cached copies laid out as nginx's levels=1:2 lays them out. */
	private array $copies = array();

	protected function setUp(): void {
		parent::setUp();
		$this->cache = sys_get_temp_dir() . '/vista-page-cache-' . wp_generate_password( 8, false );
		foreach ( array( 'http GET localhost/', 'http GET localhost/gallery/|true|', 'http GET localhost/forms/' ) as $key ) {
			$name = md5( $key );
			$dir  = $this->cache . '/' . substr( $name, -1 ) . '/' . substr( $name, -3, 2 );
			wp_mkdir_p( $dir );
			file_put_contents( $dir . '/' . $name, "KEY: {$key}\n<html>copy</html>" );
			$this->copies[] = $dir . '/' . $name;
		}
		file_put_contents( $this->cache . '/README.txt', 'not a copy' );
		wp_mkdir_p( $this->cache . '/notes' );
		file_put_contents( $this->cache . '/notes/' . md5( 'x' ), 'not in a cache level' );
		add_filter( 'vista_speed_page_cache_dir', array( $this, 'cache_dir' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'vista_speed_page_cache_dir', array( $this, 'cache_dir' ) );
		foreach ( array( 'save_post', 'before_delete_post', 'wp_set_comment_status', 'comment_post', 'edit_comment', 'switch_theme', 'customize_save_after', 'wp_update_nav_menu', 'update_option_sidebars_widgets', 'update_option_blogname', 'update_option_blogdescription', 'shutdown' ) as $hook ) {
			remove_action( $hook, array( PageCachePurge::class, 'post_changed' ) );
			remove_action( $hook, array( PageCachePurge::class, 'mark' ) );
			remove_action( $hook, array( PageCachePurge::class, 'comment_posted' ) );
			remove_action( $hook, array( PageCachePurge::class, 'purge_if_due' ) );
		}
		PageCachePurge::purge_if_due();
		$tree = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $this->cache, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $tree as $entry ) {
			$entry->isDir() ? rmdir( $entry->getPathname() ) : unlink( $entry->getPathname() );
		}
		rmdir( $this->cache );
		parent::tearDown();
	}

	/**
	 * The test's cache folder.
	 */
	public function cache_dir(): string {
		return $this->cache;
	}

	private function copies_left(): int {
		return count( array_filter( $this->copies, 'is_file' ) );
	}

	public function test_publishing_a_post_empties_the_cache_at_the_end_of_the_request(): void {
		$post = wp_insert_post( array( 'post_title' => 'Purge test', 'post_status' => 'publish' ) );
		$this->assertSame( 3, $this->copies_left(), 'nothing is deleted before the request ends' );

		PageCachePurge::purge_if_due();

		$this->assertSame( 0, $this->copies_left() );
		$this->assertFileExists( $this->cache . '/README.txt', 'only cached copies are deleted' );
		$this->assertFileExists( $this->cache . '/notes/' . md5( 'x' ) );
		wp_delete_post( $post, true );
	}

	public function test_an_approved_comment_empties_it_a_pending_one_does_not(): void {
		$post = wp_insert_post( array( 'post_title' => 'Purge test', 'post_status' => 'publish' ) );
		PageCachePurge::purge_if_due();
		$this->put_copies_back();

		$pending = wp_insert_comment( array( 'comment_post_ID' => $post, 'comment_content' => 'Hi', 'comment_approved' => 0 ) );
		do_action( 'comment_post', $pending, 0, array() );
		PageCachePurge::purge_if_due();
		$this->assertSame( 3, $this->copies_left(), 'a comment waiting for moderation shows nowhere' );

		wp_set_comment_status( $pending, 'approve' );
		PageCachePurge::purge_if_due();
		$this->assertSame( 0, $this->copies_left() );
		wp_delete_post( $post, true );
	}

	public function test_a_revision_or_an_auto_draft_deletes_nothing(): void {
		$post = wp_insert_post( array( 'post_title' => 'Purge test', 'post_status' => 'auto-draft' ) );
		PageCachePurge::purge_if_due();
		$this->assertSame( 3, $this->copies_left() );
		wp_delete_post( $post, true );
		PageCachePurge::purge_if_due();
		$this->assertSame( 3, $this->copies_left(), 'an auto-draft deleted shows nowhere either' );
	}

	public function test_a_folder_that_is_not_set_or_does_not_exist_turns_it_off(): void {
		remove_filter( 'vista_speed_page_cache_dir', array( $this, 'cache_dir' ) );
		$this->assertNull( PageCachePurge::folder() );
		$this->assertSame( 0, PageCachePurge::purge() );
		add_filter( 'vista_speed_page_cache_dir', static fn () => '/nonexistent/vista-cache' );
		$this->assertNull( PageCachePurge::folder() );
		remove_all_filters( 'vista_speed_page_cache_dir' );
		add_filter( 'vista_speed_page_cache_dir', array( $this, 'cache_dir' ) );
		$this->assertSame( 3, $this->copies_left() );
	}

	/**
	 * Puts the copies back after a purge.
	 */
	private function put_copies_back(): void {
		foreach ( $this->copies as $copy ) {
			file_put_contents( $copy, 'copy' );
		}
	}
}
