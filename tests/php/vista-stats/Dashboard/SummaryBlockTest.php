<?php
/**
 * The public statistics block, vista/stats-summary (issue 20): the numbers of the site or of its
 * page for today, this week and all time, popular posts that anyone may read, settings checked on
 * the server, and a cache that spares the page every query. Hits go through the real hit path
 * (HitRecorder on WordPress's database), on SQLite and on MariaDB.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Tracker\HitRecorder;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\Schema;
use Vista\Stats\Settings\Settings;
use Vista\Stats\Tracker\Signer;
use Vista\Stats\Dashboard\SummaryBlock;
use Vista\Stats\Storage\WpdbStore;
use Vista\Tests\VistaTestCase;

/**
 * Block render over seeded hits.
 */
final class SummaryBlockTest extends VistaTestCase {

	/** @var list<int> Posts made by the test. */
	private array $posts = array();

	private int $alpha;
	private int $beta;
	private int $secret;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		Schema::migrate();
		foreach ( Schema::TABLES as $table ) {
			$wpdb->query( 'DELETE FROM ' . Schema::table( $table ) ); // SQL: own table name.
		}
		delete_option( Rollup::ROLLED_OPTION );
		delete_option( Settings::OPTION );
		SummaryBlock::flush();
		// The week starts yesterday, so "this week" is yesterday and today whatever today is.
		update_option( 'start_of_week', ( (int) gmdate( 'w' ) + 6 ) % 7 );

		$this->alpha  = $this->post( 'Alpha <b>&amp; friends</b>' );
		$this->beta   = $this->post( 'Beta' );
		$this->secret = $this->post( 'Private plans', 'private' );
		$draft        = $this->post( 'Draft', 'draft' );

		// Today: alpha 3 views by 2 visitors, beta 1 (a visitor of alpha's), the private post 5,
		// the draft 1, a search page 4 (no post). Yesterday: beta 2 by 2. Eight days ago: beta 6.
		$this->hits( 0, $this->alpha, array( 'v1', 'v1', 'v2' ) );
		$this->hits( 0, $this->beta, array( 'v2' ) );
		$this->hits( 0, $this->secret, array_fill( 0, 5, 'editor' ) );
		$this->hits( 0, $draft, array( 'editor' ) );
		$this->hits( 0, 0, array( 's1', 's2', 's3', 's4' ) );
		$this->hits( 1, $this->beta, array( 'v3', 'v4' ) );
		$this->hits( 8, $this->beta, array_fill( 0, 6, 'old' ) );
	}

	protected function tearDown(): void {
		foreach ( $this->posts as $id ) {
			wp_delete_post( $id, true );
		}
		update_option( 'start_of_week', 1 );
		parent::tearDown();
	}

	private function post( string $title, string $status = 'publish' ): int {
		$id            = (int) wp_insert_post(
			array(
				'post_title'   => $title,
				'post_status'  => $status,
				'post_type'    => 'post',
				'post_content' => 'Text.',
			)
		);
		$this->posts[] = $id;
		return $id;
	}

	/**
	 * Page views through the hit path, one per visitor named (a visitor is a browser string).
	 *
	 * @param int          $days_ago When.
	 * @param int          $post_id  The post viewed; 0 for a search page.
	 * @param list<string> $visitors Who, one view each.
	 */
	private function hits( int $days_ago, int $post_id, array $visitors ): void {
		$now      = time() - $days_ago * DAY_IN_SECONDS;
		$signer   = Signer::from_constants();
		$recorder = new HitRecorder( new WpdbStore(), $signer, Settings::defaults(), $now );
		$issued   = Signer::day_number( $now );
		$type     = $post_id > 0 ? 'post' : 'search';
		$path     = $post_id > 0 ? '/?p=' . $post_id : '/?s=sea';
		foreach ( $visitors as $visitor ) {
			[ $status ] = $recorder->handle(
				'hit',
				array(
					'source_type' => $type,
					'source_id'   => (string) $post_id,
					'page_path'   => $path,
					'issued'      => (string) $issued,
					'signature'   => $signer->sign( $type, $post_id, $issued, $path ),
					'page_uri'    => base64_encode( $path ),
					'referred'    => '',
				),
				array(
					'HTTP_USER_AGENT' => 'Mozilla/5.0 (X11; Linux x86_64) Firefox/125.0 ' . $visitor,
					'REMOTE_ADDR'     => '192.0.2.10',
					'HTTP_HOST'       => 'localhost',
				)
			);
			$this->assertSame( 200, $status );
		}
		// Days before today are rolled up by the daily run, as on a live site.
		if ( $days_ago > 0 ) {
			Rollup::day( gmdate( 'Y-m-d', $now ) );
		}
	}

	/**
	 * The block rendered as part of a post (or of no post), as a visitor's page shows it.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param int                  $post_id    The post it is in; 0 for none.
	 */
	private function render( array $attributes = array(), int $post_id = 0 ): \DOMXPath {
		$parsed = array(
			'blockName'    => 'vista/stats-summary',
			'attrs'        => $attributes,
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);
		$html   = ( new \WP_Block( $parsed, $post_id > 0 ? array( 'postId' => $post_id ) : array() ) )->render();
		$dom    = new \DOMDocument();
		$dom->loadHTML( '<?xml encoding="utf-8"?>' . $html, LIBXML_NOERROR );
		return new \DOMXPath( $dom );
	}

	/**
	 * The table's numbers: period => [views, visitors].
	 *
	 * @return array<string, array{string, string}>
	 */
	private function numbers( \DOMXPath $page ): array {
		$rows = array();
		foreach ( $page->query( '//tr[@data-period]' ) as $row ) {
			$rows[ $row->getAttribute( 'data-period' ) ] = array(
				$page->evaluate( 'string(td[@data-stat="views"])', $row ),
				$page->evaluate( 'string(td[@data-stat="visitors"])', $row ),
			);
		}
		return $rows;
	}

	/**
	 * The popular list: title => views text.
	 *
	 * @return array<string, string>
	 */
	private function popular( \DOMXPath $page ): array {
		$items = array();
		foreach ( $page->query( '//ol[contains(@class,"vista-stats-block__popular")]/li' ) as $item ) {
			$items[ $page->evaluate( 'string(a)', $item ) ] = $page->evaluate( 'string(span)', $item );
		}
		return $items;
	}

	public function test_the_site_views_and_visitors_of_today_this_week_and_all_time(): void {
		$page = $this->render();
		$this->assertSame( 'Visits to this site', $page->evaluate( 'string(//table/caption)' ) );
		// Today 14 views; visitors v1, v2, editor, s1-s4 = 7. Yesterday 2 by 2. Eight days ago 6 by 1.
		$this->assertSame(
			array(
				'today' => array( '14', '7' ),
				'week'  => array( '16', '9' ),
				'all'   => array( '22', '10' ),
			),
			$this->numbers( $page )
		);
		$this->assertSame( array( 'Today', 'This week', 'All time' ), array_map( 'trim', array_map( fn ( $n ) => $n->textContent, iterator_to_array( $page->query( '//tbody/tr/th' ) ) ) ) );
	}

	public function test_a_page_shows_its_own_numbers_when_set_to(): void {
		$page = $this->render( array( 'scope' => 'page' ), $this->beta );
		$this->assertSame( 'Visits to this page', $page->evaluate( 'string(//table/caption)' ) );
		$this->assertSame( 'page', $page->evaluate( 'string(//div/@data-scope)' ) );
		$this->assertSame(
			array(
				'today' => array( '1', '1' ),
				'week'  => array( '3', '3' ),
				'all'   => array( '9', '4' ),
			),
			$this->numbers( $page )
		);
		$alpha = $this->render( array( 'scope' => 'page' ), $this->alpha );
		$this->assertSame( array( '3', '2' ), $this->numbers( $alpha )['all'] );
	}

	public function test_popular_posts_list_only_what_anyone_may_read_most_viewed_first(): void {
		$week = $this->popular( $this->render() );
		// The private post (5 views) and the draft never show; the search page is no post.
		// Three views each this week (their order is that of a tie).
		$this->assertEqualsCanonicalizing(
			array(
				'Alpha & friends' => '3 views',
				'Beta'            => '3 views',
			),
			$week
		);
		$all = $this->render(
			array(
				'popularPeriod' => 'all',
				'popularCount'  => 1,
			)
		);
		$this->assertSame( array( 'Beta' => '9 views' ), $this->popular( $all ) );
		$this->assertSame( 'Popular posts', $all->evaluate( 'string(//h2)' ) );
		$this->assertSame( get_permalink( $this->beta ), $all->evaluate( 'string(//ol/li/a/@href)' ) );
		$this->assertSame(
			array(
				'Alpha & friends' => '3 views',
				'Beta'            => '1 view',
			),
			$this->popular( $this->render( array( 'popularPeriod' => 'today' ) ) )
		);
	}

	public function test_the_settings_choose_what_shows_and_are_checked_on_the_server(): void {
		$page = $this->render(
			array(
				'showToday'   => false,
				'showAllTime' => false,
				'showPopular' => false,
			)
		);
		$this->assertSame( array( 'week' ), array_keys( $this->numbers( $page ) ) );
		$this->assertSame( 0, $page->query( '//ol | //h2' )->length );

		$this->assertSame( SummaryBlock::MAX_POPULAR, SummaryBlock::settings( array( 'popularCount' => 5000 ) )['popular'] );
		$this->assertSame( 1, SummaryBlock::settings( array( 'popularCount' => -3 ) )['popular'] );
		$this->assertSame( 'site', SummaryBlock::settings( array( 'scope' => '<script>' ) )['scope'] );
		$this->assertSame( 'week', SummaryBlock::settings( array( 'popularPeriod' => 'ever' ) )['popularPeriod'] );
	}

	public function test_a_title_is_text_however_it_is_written(): void {
		wp_update_post(
			array(
				'ID'         => $this->alpha,
				'post_title' => 'Alpha <img src=x onerror=alert(1)>',
			)
		);
		SummaryBlock::flush();
		$html = ( new \WP_Block(
			array(
				'blockName'    => 'vista/stats-summary',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		) )->render();
		$this->assertStringNotContainsString( '<img', $html );
	}

	public function test_a_cached_summary_costs_no_statistics_query_until_the_daily_run(): void {
		$this->render();
		$queries = array();
		$watch   = static function ( string $sql ) use ( &$queries ): string {
			if ( str_contains( $sql, 'vista_stats_' ) ) {
				$queries[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $watch );
		$this->hits( 0, $this->beta, array( 'v9' ) );
		$queries = array();
		$cached  = $this->render();
		remove_filter( 'query', $watch );
		$this->assertSame( array(), $queries, 'the second render reads the cache only' );
		$this->assertSame( array( '14', '7' ), $this->numbers( $cached )['today'], 'a new hit waits for the cache to expire' );

		// The daily run drops every cached summary.
		do_action( Rollup::CRON_HOOK );
		$this->assertSame( array( '15', '8' ), $this->numbers( $this->render() )['today'] );
	}
}
