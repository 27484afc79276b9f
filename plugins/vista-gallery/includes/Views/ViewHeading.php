<?php
/**
 * The title and description above a gallery instance (000 §3.10 `title_{n}`, `description_{n}`):
 * the gallery's, the tag's or, inside an album, those of the album or gallery shown, when the
 * block's signed options ask for them. Both are read from the site, never from the fields the
 * gallery view call posts (which carry the shown heading's text, as the original's did), and are
 * printed as plain text.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\BrowsingQuery;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\PostTypes;

/**
 * Builds the heading of an instance.
 */
final class ViewHeading {

	/** Longest description shown, in characters (a description is a summary, not an article). */
	public const MAX_DESCRIPTION = 2000;

	/**
	 * The heading's markup, or '' when the block shows neither. An album always shows the title
	 * of the place the visitor is at (AlbumView::navigation); only its description is added here.
	 *
	 * @param GalleryRequest $request Request.
	 */
	public static function markup( GalleryRequest $request ): string {
		$o = $request->view;
		if ( ! $o->showTitle && ! $o->showDescription ) {
			return '';
		}
		[ $title, $description ] = self::texts( $request );
		$html = '';
		if ( $o->showTitle && null === $request->album && '' !== $title ) {
			$html .= '<h2 class="vista-gallery__title">' . esc_html( $title ) . '</h2>';
		}
		if ( $o->showDescription && '' !== $description ) {
			$html .= '<div class="vista-gallery__description">' . wpautop( esc_html( $description ) ) . '</div>';
		}
		return $html;
	}

	/**
	 * The title and description, as plain text, of what the instance shows.
	 *
	 * @param GalleryRequest $request Request.
	 * @return array{string, string}
	 */
	public static function texts( GalleryRequest $request ): array {
		if ( null !== $request->album ) {
			return self::post_texts( $request->album->shown() );
		}
		$id = BrowsingQuery::source_id( $request->view );
		if ( 'tag' === $request->view->source ) {
			$term = $id ? get_term( $id, PostTypes::TAXONOMY ) : null;
			return $term instanceof \WP_Term ? array( $term->name, self::plain( $term->description ) ) : array( '', '' );
		}
		return self::post_texts( $id );
	}

	/**
	 * A gallery's or album's title and description (its content).
	 *
	 * @param int $id Post id.
	 * @return array{string, string}
	 */
	private static function post_texts( int $id ): array {
		$post = $id ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || ! in_array( $post->post_type, array( PostTypes::GALLERY, PostTypes::ALBUM ), true ) ) {
			return array( '', '' );
		}
		return array( self::plain( $post->post_title ), self::plain( $post->post_content ) );
	}

	/**
	 * Text without markup, its lines kept, cut to MAX_DESCRIPTION characters.
	 *
	 * @param string $text Stored text.
	 */
	private static function plain( string $text ): string {
		$plain = trim( html_entity_decode( wp_strip_all_tags( $text ), ENT_QUOTES, 'UTF-8' ) );
		return mb_strlen( $plain ) > self::MAX_DESCRIPTION ? rtrim( mb_substr( $plain, 0, self::MAX_DESCRIPTION ) ) . '…' : $plain;
	}
}
