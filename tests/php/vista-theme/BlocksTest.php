<?php
/**
 * The theme's blocks on the server (000 §2.5): the slider's markup readable without scripts, the
 * counter's final number for screen readers, and the helpers' scripts only where content needs them.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Theme;

use Vista\Tests\VistaTestCase;
use Vista\Theme\Blocks;

/**
 * Server renders and the per-page choice of scripts.
 */
final class BlocksTest extends VistaTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( 'vista/slider' ), 'The theme registers its blocks from build/.' );
		foreach ( array( Blocks::PAGE_BUILDER, Blocks::VIDEO_RESIZE, generate_block_asset_handle( 'vista/counter', 'viewScript' ) ) as $handle ) {
			wp_dequeue_script( $handle );
		}
	}

	public function test_a_slider_lists_each_inner_block_as_a_slide_with_its_kind(): void {
		$html = do_blocks( '<!-- wp:vista/slider {"kind":"testimonials","label":"Said <b>about</b> us"} --><!-- wp:paragraph --><p>One</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>Two</p><!-- /wp:paragraph --><!-- /wp:vista/slider -->' );
		$this->assertSame( 2, substr_count( $html, '<li class="splide__slide">' ) );
		$this->assertStringContainsString( 'data-vista-slider="testimonials"', $html );
		$this->assertStringContainsString( 'aria-label="Said &lt;b&gt;about&lt;/b&gt; us"', $html );
		$this->assertStringContainsString( '<p>Two</p>', $html );
		$this->assertSame( 1, substr_count( $html, '<p>One</p>' ), 'Each slide is rendered once.' );
	}

	public function test_images_of_the_slides_after_the_first_wait_and_the_first_keeps_its_priority(): void {
		$slide = static fn ( int $n ): string => '<!-- wp:html --><figure><img src="https://example.org/slide-' . $n . '.jpg" alt="Slide ' . $n . '" fetchpriority="high" width="800" height="400"></figure><!-- /wp:html -->';
		$html  = do_blocks( '<!-- wp:vista/slider {"kind":"hero"} -->' . $slide( 1 ) . $slide( 2 ) . $slide( 3 ) . '<!-- /wp:vista/slider -->' );
		$tags  = new \WP_HTML_Tag_Processor( $html );
		$seen  = array();
		while ( $tags->next_tag( 'img' ) ) {
			$seen[] = array( $tags->get_attribute( 'alt' ), $tags->get_attribute( 'loading' ), $tags->get_attribute( 'fetchpriority' ) );
		}
		$this->assertSame(
			array(
				array( 'Slide 1', null, 'high' ),
				array( 'Slide 2', 'lazy', null ),
				array( 'Slide 3', 'lazy', null ),
			),
			$seen,
			'Issue 18 goal 3: the first slide is what a visitor sees first; the others load once the slider starts.'
		);
	}

	public function test_a_slider_of_an_unknown_kind_is_a_hero_and_an_empty_one_prints_nothing(): void {
		$html = do_blocks( '<!-- wp:vista/slider {"kind":"<script>"} --><!-- wp:paragraph --><p>Only</p><!-- /wp:paragraph --><!-- /wp:vista/slider -->' );
		$this->assertStringContainsString( 'data-vista-slider="hero"', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertSame( '', trim( do_blocks( '<!-- wp:vista/slider /-->' ) ) );
	}

	public function test_a_counter_prints_its_final_number_and_gives_screen_readers_it_once(): void {
		$html = do_blocks( '<!-- wp:vista/counter {"number":1250,"suffix":"+","label":"Visitors <i>x</i>","delay":1,"time":999999} /-->' );
		$this->assertStringContainsString( '<span class="vista-counter__number" style="min-width:5ch">1,250</span>+', $html );
		$this->assertStringContainsString( '<p class="vista-counter__value" aria-hidden="true">', $html );
		$this->assertStringContainsString( '<p class="screen-reader-text">1,250+ Visitors x</p>', $html );
		// A step under 4 ms or a count over 10 s is brought within bounds.
		$this->assertStringContainsString( '"delay":4', html_entity_decode( $html ) );
		$this->assertStringContainsString( '"time":10000', html_entity_decode( $html ) );
	}

	public function test_a_counter_placed_without_settings_counts_by_the_theme_defaults(): void {
		$html = html_entity_decode( do_blocks( '<!-- wp:vista/counter {"number":98} /-->' ) );
		$this->assertStringContainsString( '"delay":10', $html );
		$this->assertStringContainsString( '"time":1000', $html );
	}

	public function test_helper_scripts_are_enqueued_only_for_content_that_needs_them(): void {
		do_blocks( '<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->' );
		$this->assertFalse( wp_script_is( Blocks::PAGE_BUILDER, 'enqueued' ) );
		$this->assertFalse( wp_script_is( Blocks::VIDEO_RESIZE, 'enqueued' ) );

		do_blocks( '<!-- wp:group {"className":"is-style-vista-parallax"} --><div class="wp-block-group is-style-vista-parallax"></div><!-- /wp:group -->' );
		$this->assertTrue( wp_script_is( Blocks::PAGE_BUILDER, 'enqueued' ) );
		$this->assertFalse( wp_script_is( Blocks::VIDEO_RESIZE, 'enqueued' ) );

		do_blocks( '<!-- wp:html --><iframe width="560" height="315" src="about:blank"></iframe><!-- /wp:html -->' );
		$this->assertTrue( wp_script_is( Blocks::VIDEO_RESIZE, 'enqueued' ) );

		do_blocks( '<!-- wp:paragraph --><p><span class="vista-count-up">40</span></p><!-- /wp:paragraph -->' );
		$this->assertTrue( wp_script_is( generate_block_asset_handle( 'vista/counter', 'viewScript' ), 'enqueued' ) );
	}

	public function test_cover_and_group_offer_the_parallax_and_stretched_row_styles(): void {
		$styles = \WP_Block_Styles_Registry::get_instance();
		$this->assertTrue( $styles->is_registered( 'core/cover', 'vista-parallax' ) );
		$this->assertTrue( $styles->is_registered( 'core/group', 'vista-parallax' ) );
		$this->assertTrue( $styles->is_registered( 'core/group', 'vista-stretch' ) );
	}
}
