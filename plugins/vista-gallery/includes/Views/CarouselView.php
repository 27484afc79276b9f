<?php
/**
 * The carousel layout (000 §3.9, §4.3): every image of the source in one row showing
 * `carousel_image_column_number` of them at a time, moved by previous/next and by autoplay.
 *
 * Without JavaScript the row is a horizontal scroller (with snap points), so every image can be
 * reached; the buttons need the script and stay undisplayed until it runs. The number of columns
 * shown comes from container queries written here, so the first paint is final.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\ViewOptions;

/**
 * Renders a carousel instance.
 */
final class CarouselView extends WholeSourceView {

	/**
	 * Narrowest a carousel image may get before a column is dropped: below this a photo is hard to
	 * make out and too small a target to tap, so a phone shows fewer columns than the setting.
	 */
	public const MIN_ITEM_WIDTH = 120;

	/** Space between two images (px); the stylesheet uses the same. */
	public const GAP = 6;

	/**
	 * The carousel's entry of data-gallery.
	 *
	 * @param ViewOptions          $o Options.
	 * @return array<string, mixed>
	 */
	protected function script_options( ViewOptions $o ): array {
		return array(
			'carousel' => array(
				'interval'  => $o->carouselInterval,
				'columns'   => (int) $o->carouselColumns,
				'autoplay'  => $o->carouselAutoplay,
				'playPause' => $o->carouselPlayPause,
				'prevNext'  => $o->carouselPrevNext,
			),
		);
	}

	/**
	 * The column rules, before the controls.
	 *
	 * @param ViewOptions          $o Options.
	 * @param int                  $n Instance.
	 */
	protected function before_controls( ViewOptions $o, int $n ): string {
		return self::column_rules( (int) $o->carouselColumns, $n );
	}

	/**
	 * The row, its buttons and the live status.
	 *
	 * @param array<int, array<string, mixed>> $items Query entries (000 §3.2), at least one.
	 * @param ViewOptions                      $o     Options.
	 */
	protected function body( array $items, ViewOptions $o ): string {
		$count = count( $items );
		$html  = sprintf(
			'<div class="vista-carousel" role="region" aria-roledescription="%s" aria-label="%s" tabindex="0" data-count="%d"><div class="vista-carousel__viewport"><ul class="vista-carousel__track">',
			esc_attr__( 'carousel', 'vista-gallery' ),
			esc_attr__( 'Carousel', 'vista-gallery' ),
			$count
		);
		foreach ( $items as $index => $item ) {
			$html .= self::item( $item, $o, $index, $count );
		}
		$html .= '</ul></div>';
		if ( $count > 1 && $o->carouselPrevNext ) {
			$html .= sprintf(
				'<button type="button" class="vista-media-button vista-carousel__control vista-carousel__prev" aria-label="%1$s">%2$s</button><button type="button" class="vista-media-button vista-carousel__control vista-carousel__next" aria-label="%3$s">%4$s</button>',
				esc_attr__( 'Previous image', 'vista-gallery' ),
				ViewIcons::svg( 'prev' ),
				esc_attr__( 'Next image', 'vista-gallery' ),
				ViewIcons::svg( 'next' )
			);
		}
		if ( $count > 1 && $o->carouselPlayPause ) {
			$html .= sprintf(
				'<button type="button" class="vista-media-button vista-carousel__control vista-carousel__play" aria-label="%1$s" data-label-play="%1$s" data-label-pause="%2$s">%3$s</button>',
				esc_attr__( 'Play carousel', 'vista-gallery' ),
				esc_attr__( 'Pause carousel', 'vista-gallery' ),
				ViewIcons::play_pause()
			);
		}
		$html .= sprintf(
			'<p class="vista-carousel__status vista-visually-hidden" aria-live="polite" aria-atomic="true" data-template="%s" data-template-untitled="%s"></p>',
			/* translators: 1: number of the first image shown, 2: number of images, 3: its title. */
			esc_attr__( 'Image %1$d of %2$d: %3$s', 'vista-gallery' ),
			/* translators: 1: number of the first image shown, 2: number of images. */
			esc_attr__( 'Image %1$d of %2$d', 'vista-gallery' )
		);
		return $html . '</div></div>';
	}

	/**
	 * Columns shown for the container's width, as container queries: k columns once k images of
	 * at least MIN_ITEM_WIDTH fit, up to the setting.
	 *
	 * @param int $columns The setting (carousel_image_column_number).
	 * @param int $n       Instance.
	 */
	public static function column_rules( int $columns, int $n ): string {
		$rules = sprintf( '#vista-gallery-%d .vista-carousel{--vista-carousel-cols:1}', $n );
		for ( $k = 2; $k <= $columns; $k++ ) {
			$rules .= sprintf(
				'@container (min-width:%dpx){#vista-gallery-%d .vista-carousel{--vista-carousel-cols:%d}}',
				$k * self::MIN_ITEM_WIDTH + ( $k - 1 ) * self::GAP,
				$n,
				$k
			);
		}
		return '<style>' . $rules . '</style>';
	}

	/**
	 * One image of the row, in the thumbnail's ratio, wrapped in the thumb click action's link.
	 *
	 * @param array<string, mixed> $item  Query entry (000 §3.2).
	 * @param ViewOptions          $o     Options.
	 * @param int                  $index 0-based position.
	 * @param int                  $count Images.
	 */
	private static function item( array $item, ViewOptions $o, int $index, int $count ): string {
		$columns = (int) $o->carouselColumns;
		$src     = '' === (string) $item['filetype'] ? wp_get_attachment_image_src( (int) $item['id'], 'medium_large' ) : false;
		$srcset  = $src ? wp_get_attachment_image_srcset( (int) $item['id'], 'medium_large' ) : false;
		$img     = sprintf(
			'<img class="vista-carousel__image" src="%s"%s alt="%s" width="%d" height="%d" decoding="async"%s>',
			esc_url( $src ? (string) $src[0] : (string) $item['thumb_url'] ),
			$srcset ? sprintf( ' srcset="%s" sizes="(max-width: 640px) 50vw, %dvw"', esc_attr( $srcset ), (int) ceil( 100 / $columns ) ) : '',
			esc_attr( (string) $item['alt'] ),
			(int) $o->thumbWidth,
			(int) $o->thumbHeight,
			$index < $columns ? '' : ' loading="lazy"'
		);
		return sprintf(
			'<li class="vista-carousel__item" role="group" aria-roledescription="%1$s" aria-label="%2$s" data-index="%3$d" data-image-id="%4$d" data-title="%5$s"><figure class="vista-carousel__figure">%6$s</figure></li>',
			esc_attr__( 'slide', 'vista-gallery' ),
			/* translators: 1: number of the slide, 2: number of slides. */
			esc_attr( sprintf( __( '%1$d of %2$d', 'vista-gallery' ), $index + 1, $count ) ),
			$index,
			(int) $item['id'],
			esc_attr( (string) $item['alt'] ),
			ThumbLink::wrap( $img, $item, $o, 'vista-carousel__link' )
		);
	}
}
