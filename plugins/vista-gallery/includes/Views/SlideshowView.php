<?php
/**
 * The on-page slideshow layout (000 §3.8, §4.2, §9.2): every image of the source in one stage,
 * with a filmstrip of thumbnails (or a dot per image), previous/next and play/pause buttons.
 *
 * The page works without JavaScript: the first slide is a real eager image in a box whose size CSS
 * reserves from the slideshow's width and height (aspect-ratio), so nothing moves when the
 * script arrives; the filmstrip thumbnails are links by the thumb click action, and the buttons,
 * which need the script, stay out of sight until it runs. Later slides are lazy images in
 * undisplayed slides, so the browser fetches them only when the script shows or preloads them.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\ViewOptions;

/**
 * Renders a slideshow instance.
 */
final class SlideshowView extends WholeSourceView {

	/** The filmstrip's thickness follows the thumbnail height, within these bounds (px). */
	public const FILM_MIN = 40;
	public const FILM_MAX = 200;

	/** Filmstrip thumbnails fetched with the page; the others load as they scroll into view. */
	private const EAGER_THUMBS = 8;

	/**
	 * Without a filmstrip, a dot per image shows where the slideshow stands (000 §4.1), up to
	 * this many images: beyond, a row of dots says little and costs a keyboard visitor a stop
	 * each; the live status still says "Image n of N".
	 */
	public const MAX_DOTS = 20;

	/**
	 * The slideshow's entry of data-gallery.
	 *
	 * @param ViewOptions          $o Options.
	 * @return array<string, mixed>
	 */
	protected function script_options( ViewOptions $o ): array {
		return array( 'slideshow' => self::slideshow_options( $o ) );
	}

	/**
	 * The stage, its buttons, the filmstrip and the live status.
	 *
	 * @param array<int, array<string, mixed>> $items Query entries (000 §3.2), at least one.
	 * @param ViewOptions                      $o     Options.
	 */
	protected function body( array $items, ViewOptions $o ): string {
		$count     = count( $items );
		$film      = (int) $o->slideshowFilmstripType;
		$direction = 0 === $film ? 'none' : (string) $o->filmstripDirection;
		$html      = sprintf(
			'<div class="vista-slideshow vista-slideshow--film-%1$s vista-slideshow--film-type-%2$d" role="region" aria-roledescription="%3$s" aria-label="%4$s" tabindex="0" data-count="%5$d">',
			esc_attr( $direction ),
			$film,
			esc_attr__( 'slideshow', 'vista-gallery' ),
			esc_attr__( 'Slideshow', 'vista-gallery' ),
			$count
		);
		$html .= '<div class="vista-slideshow__stage"><div class="vista-slideshow__slides">';
		foreach ( $items as $index => $item ) {
			$html .= self::slide( $item, $o, $index, $count );
		}
		$html .= '</div>' . self::stage_buttons( $count ) . ( $count > 1 && null !== SlideshowMusic::track_url( $o ) ? SlideshowMusic::mute_button() : '' ) . '</div>';
		if ( 0 !== $film ) {
			$html .= self::filmstrip( $items, $o, 'vertical' === $direction );
		} elseif ( $count > 1 && $count <= self::MAX_DOTS ) {
			$html .= self::dots( $items );
		}
		$html .= sprintf(
			'<p class="vista-slideshow__status vista-visually-hidden" aria-live="polite" aria-atomic="true" data-template="%s" data-template-untitled="%s"></p>',
			/* translators: 1: number of the image shown, 2: number of images, 3: its title. */
			esc_attr__( 'Image %1$d of %2$d: %3$s', 'vista-gallery' ),
			/* translators: 1: number of the image shown, 2: number of images. */
			esc_attr__( 'Image %1$d of %2$d', 'vista-gallery' )
		);
		return $html . '</div></div>';
	}

	/**
	 * What the slideshow script reads (times in seconds, as the settings hold them; the script
	 * converts them to milliseconds, 000 §9.2).
	 *
	 * @param ViewOptions          $o Options.
	 * @return array<string, mixed>
	 */
	public static function slideshow_options( ViewOptions $o ): array {
		$music = SlideshowMusic::track_url( $o );
		return ( null !== $music ? array( 'music' => $music ) : array() ) + array(
			'effect'             => $o->slideshowEffect,
			'interval'           => $o->slideshowInterval,
			'effectDuration'     => $o->slideshowEffectDuration,
			'autoplay'           => $o->slideshowAutoplay,
			'shuffle'            => $o->slideshowShuffle,
			'loop'               => $o->enableLoop,
			'filmstripType'      => $o->slideshowFilmstripType,
			'filmstripDirection' => $o->filmstripDirection,
			'thumbnailsCount'    => $o->slideshowThumbnailsCount,
			'preload'            => $o->preloadImages,
			'preloadCount'       => $o->preloadImagesCount,
		);
	}

	/**
	 * The sizes CSS lays the slideshow out with before any script runs.
	 *
	 * @param ViewOptions          $o Options.
	 */
	protected function style( ViewOptions $o ): string {
		return sprintf(
			'--vista-ss-w:%1$dpx;--vista-ss-ratio:%1$d/%2$d;--vista-ss-film:%3$dpx;--vista-ss-count-set:%4$d;',
			(int) $o->slideshowWidth,
			(int) $o->slideshowHeight,
			max( self::FILM_MIN, min( self::FILM_MAX, (int) $o->thumbHeight ) ),
			(int) $o->slideshowThumbnailsCount
		);
	}

	/**
	 * One slide: the image (or the embedded entry's player) fitted in the stage, with its caption.
	 *
	 * @param array<string, mixed> $item  Query entry (000 §3.2).
	 * @param ViewOptions          $o     Options.
	 * @param int                  $index 0-based position.
	 * @param int                  $count Images in the slideshow.
	 */
	private static function slide( array $item, ViewOptions $o, int $index, int $count ): string {
		$stage_w = (int) $o->slideshowWidth;
		$stage_h = (int) $o->slideshowHeight;
		$title   = (string) $item['alt'];
		if ( '' !== (string) $item['filetype'] ) {
			$media = EmbedMarkup::html( $item, $stage_w, $stage_h );
		} else {
			// The attributes give the image's own ratio; CSS fits it in the stage (contain).
			$iw     = max( 1, (int) ( $item['image_width'] ?: $stage_w ) );
			$ih     = max( 1, (int) ( $item['image_height'] ?: $stage_h ) );
			$scale  = min( $stage_w / $iw, $stage_h / $ih );
			$src    = wp_get_attachment_image_src( (int) $item['id'], 'large' );
			$srcset = $src ? wp_get_attachment_image_srcset( (int) $item['id'], 'full' ) : false;
			$media  = sprintf(
				'<img class="vista-slideshow__image" src="%s"%s alt="%s" width="%d" height="%d" decoding="async"%s>',
				esc_url( $src ? (string) $src[0] : (string) $item['image_url'] ),
				$srcset ? sprintf( ' srcset="%1$s" sizes="(max-width: %2$dpx) 100vw, %2$dpx"', esc_attr( $srcset ), $stage_w ) : '',
				esc_attr( $title ),
				max( 1, (int) round( $iw * $scale ) ),
				max( 1, (int) round( $ih * $scale ) ),
				0 === $index ? '' : ' loading="lazy"'
			);
			$media  = ThumbLink::wrap( $media, $item, $o, 'vista-slideshow__link' );
		}
		$caption     = '';
		$description = trim( wp_strip_all_tags( (string) $item['description'] ) );
		if ( ( $o->slideshowShowTitle && '' !== $title ) || ( $o->slideshowShowDescription && '' !== $description ) ) {
			$caption = '<figcaption class="vista-slideshow__caption">'
				. ( $o->slideshowShowTitle && '' !== $title ? '<span class="vista-slideshow__title">' . esc_html( $title ) . '</span>' : '' )
				. ( $o->slideshowShowDescription && '' !== $description ? '<span class="vista-slideshow__description">' . esc_html( $description ) . '</span>' : '' )
				. '</figcaption>';
		}
		return sprintf(
			'<div class="vista-slideshow__slide%1$s" role="group" aria-roledescription="%2$s" aria-label="%3$s" data-index="%4$d" data-image-id="%5$d" data-title="%6$s"%7$s><figure class="vista-slideshow__figure">%8$s%9$s</figure></div>',
			0 === $index ? ' is-current' : '',
			esc_attr__( 'slide', 'vista-gallery' ),
			/* translators: 1: number of the slide, 2: number of slides. */
			esc_attr( sprintf( __( '%1$d of %2$d', 'vista-gallery' ), $index + 1, $count ) ),
			$index,
			(int) $item['id'],
			esc_attr( $title ),
			'' !== (string) $item['filetype'] ? ' data-embed="1"' : '',
			$media,
			$caption
		);
	}

	/**
	 * Previous, next and play/pause over the stage. They need the script, so CSS keeps them
	 * undisplayed until it runs; placed over the stage, showing them moves nothing.
	 *
	 * @param int $count Images.
	 */
	private static function stage_buttons( int $count ): string {
		if ( $count < 2 ) {
			return '';
		}
		return sprintf(
			'<button type="button" class="vista-media-button vista-slideshow__control vista-slideshow__prev" aria-label="%1$s">%2$s</button><button type="button" class="vista-media-button vista-slideshow__control vista-slideshow__next" aria-label="%3$s">%4$s</button><button type="button" class="vista-media-button vista-slideshow__control vista-slideshow__play" aria-label="%5$s" data-label-play="%5$s" data-label-pause="%6$s">%7$s</button>',
			esc_attr__( 'Previous image', 'vista-gallery' ),
			ViewIcons::svg( 'prev' ),
			esc_attr__( 'Next image', 'vista-gallery' ),
			ViewIcons::svg( 'next' ),
			esc_attr__( 'Play slideshow', 'vista-gallery' ),
			esc_attr__( 'Pause slideshow', 'vista-gallery' ),
			ViewIcons::play_pause()
		);
	}

	/**
	 * The filmstrip: a thumbnail per image (a link by the thumb click action without the script;
	 * the script makes each a button showing its slide) between two scroll arrows.
	 *
	 * @param array<int, array<string, mixed>> $items    Entries.
	 * @param ViewOptions                      $o        Options.
	 * @param bool                             $vertical Beside the stage rather than under it.
	 */
	private static function filmstrip( array $items, ViewOptions $o, bool $vertical ): string {
		$count = count( $items );
		$html  = sprintf(
			'<div class="vista-slideshow__filmstrip" role="group" aria-label="%1$s"><button type="button" class="vista-slideshow__film-arrow vista-slideshow__film-prev" aria-label="%2$s">%3$s</button><div class="vista-slideshow__film-viewport"><ul class="vista-slideshow__film-track">',
			esc_attr__( 'Thumbnails', 'vista-gallery' ),
			esc_attr__( 'Scroll the thumbnails back', 'vista-gallery' ),
			ViewIcons::svg( $vertical ? 'up' : 'prev' )
		);
		foreach ( $items as $index => $item ) {
			$title = (string) $item['alt'];
			$label = self::show_label( $title, $index, $count );
			$img   = sprintf(
				'<img class="vista-slideshow__thumb-image" src="%s" alt="%s" width="%d" height="%d" decoding="async"%s>',
				esc_url( (string) $item['thumb_url'] ),
				esc_attr(
					'' !== $title
						? $title
						/* translators: %d: number of the image. */
						: sprintf( __( 'Image %d', 'vista-gallery' ), $index + 1 )
				),
				max( 1, (int) ( $item['thumb_width'] ?: $o->thumbWidth ) ),
				max( 1, (int) ( $item['thumb_height'] ?: $o->thumbHeight ) ),
				$index < self::EAGER_THUMBS ? '' : ' loading="lazy"'
			);
			$extra = sprintf( ' data-index="%d" data-label="%s"%s', $index, esc_attr( $label ), 0 === $index ? ' aria-current="true"' : '' );
			$html .= '<li class="vista-slideshow__film-item">'
				. ThumbLink::wrap( $img, $item, $o, 'vista-slideshow__thumb' . ( 0 === $index ? ' is-active' : '' ), $extra, 'span' )
				. '</li>';
		}
		return $html . sprintf(
			'</ul></div><button type="button" class="vista-slideshow__film-arrow vista-slideshow__film-next" aria-label="%1$s">%2$s</button></div>',
			esc_attr__( 'Scroll the thumbnails forward', 'vista-gallery' ),
			ViewIcons::svg( $vertical ? 'down' : 'next' )
		);
	}

	/**
	 * The dot indicator shown instead of a filmstrip: a button per image, the current one marked
	 * (class and aria-current) as the script changes images (000 §4.1: "the active thumbnail and
	 * dot follow the current image"). The buttons need the script, so CSS keeps the row's room
	 * but out of sight until it runs.
	 *
	 * @param array<int, array<string, mixed>> $items Entries.
	 */
	private static function dots( array $items ): string {
		$count = count( $items );
		$html  = '<div class="vista-slideshow__dots">';
		foreach ( $items as $index => $item ) {
			$html .= sprintf(
				'<button type="button" class="vista-slideshow__dot%1$s" data-index="%2$d" aria-label="%3$s"%4$s></button>',
				0 === $index ? ' is-active' : '',
				$index,
				esc_attr( self::show_label( (string) $item['alt'], $index, $count ) ),
				0 === $index ? ' aria-current="true"' : ''
			);
		}
		return $html . '</div>';
	}

	/**
	 * What a thumbnail or dot says it does.
	 *
	 * @param string $title Image title ('' for none).
	 * @param int    $index 0-based position.
	 * @param int    $count Images.
	 */
	private static function show_label( string $title, int $index, int $count ): string {
		return '' !== $title
			/* translators: 1: number of the image, 2: number of images, 3: its title. */
			? sprintf( __( 'Show image %1$d of %2$d: %3$s', 'vista-gallery' ), $index + 1, $count, $title )
			/* translators: 1: number of the image, 2: number of images. */
			: sprintf( __( 'Show image %1$d of %2$d', 'vista-gallery' ), $index + 1, $count );
	}
}
