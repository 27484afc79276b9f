<?php
/**
 * The part the slideshow and the carousel share: every image of the source at once (no paging,
 * nothing appended), the container with the layout's script options, the search, sort and tag
 * controls, and the empty message when nothing matches.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\BrowsingQuery;
use Vista\Gallery\Browsing\BrowsingState;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Browsing\ViewOptions;

/**
 * A layout showing every image of its source in one piece.
 */
abstract class WholeSourceView implements GalleryView {

	/**
	 * One instance: the shared frame, then the layout's own body.
	 *
	 * @param GalleryRequest $request  Options and state.
	 * @param int            $n        Instance number.
	 * @param string         $base_url Address the links and forms build on.
	 * @param bool           $append   Unused: every image is shown, nothing is appended.
	 * @param string         $wrapper  Extra wrapper attributes.
	 */
	final public function render( GalleryRequest $request, int $n, string $base_url, bool $append, string $wrapper ): string {
		unset( $append );
		$o      = $request->view;
		$result = BrowsingQuery::query( $request, 1, 0 );
		$items  = $result['items'];
		$state  = BrowsingState::of( $request, 1 );
		$html   = ViewContainer::open( $request, $n, $wrapper, $state, 1, $result['total'], $this->script_options( $o ), $this->style( $o ) );
		$html  .= $this->before_controls( $o, $n );
		$html  .= GalleryControls::markup( $request, $n, $base_url, $state, BrowsingQuery::source_id( $o ) );
		if ( ! $items ) {
			return $html . '<p class="vista-gallery__empty">' . esc_html__( 'No images match.', 'vista-gallery' ) . '</p></div>';
		}
		return $html . $this->body( $items, $o );
	}

	/**
	 * The layout's entry of data-gallery (keyed by the layout's name).
	 *
	 * @param ViewOptions          $o Options.
	 * @return array<string, mixed>
	 */
	abstract protected function script_options( ViewOptions $o ): array;

	/**
	 * More inline CSS custom properties of the container.
	 *
	 * @param ViewOptions          $o Options.
	 */
	protected function style( ViewOptions $o ): string {
		unset( $o );
		return '';
	}

	/**
	 * Markup between the container's opening and the controls (a style element).
	 *
	 * @param ViewOptions          $o Options.
	 * @param int                  $n Instance.
	 */
	protected function before_controls( ViewOptions $o, int $n ): string {
		unset( $o, $n );
		return '';
	}

	/**
	 * The layout's markup for the images, closing the container.
	 *
	 * @param array<int, array<string, mixed>> $items Query entries (000 §3.2), at least one.
	 * @param ViewOptions                      $o     Options.
	 */
	abstract protected function body( array $items, ViewOptions $o ): string;
}
