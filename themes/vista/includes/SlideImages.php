<?php
/**
 * The images of a slider's slides (issue 18 goal 3): the first slide's images are what a visitor
 * sees first, so WordPress's own choice for them stands (eager, and high priority for the page's
 * first large image); the slides after it are off screen until the slider moves, so their images
 * wait (`loading="lazy"`, no high priority) and leave the network to the first one. The slider's
 * script asks for them once it has started (src/theme/slider/start.ts).
 *
 * @package Vista\Theme
 */

declare( strict_types=1 );

namespace Vista\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Marks the images of a slide after the first as lazily loaded.
 */
final class SlideImages {

	/**
	 * The slide's markup with each image lazy and of no raised priority.
	 *
	 * @param string $html A rendered slide after the first.
	 */
	public static function later_slide( string $html ): string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( 'img' ) ) {
			$tags->set_attribute( 'loading', 'lazy' );
			$tags->remove_attribute( 'fetchpriority' );
		}
		return $tags->get_updated_html();
	}
}
