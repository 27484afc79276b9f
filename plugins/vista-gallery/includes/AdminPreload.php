<?php
/**
 * The first REST answers of the Galleries screens, printed with the page (issue 36 goal 2): the
 * list's first page, or the gallery edited with its first page of images and the tag suggestions.
 * The screen would otherwise ask for them only once WordPress's scripts have run, one round trip
 * after the other (the gallery, then its images); @wordpress/api-fetch's preloading middleware
 * answers those requests from the page instead, once each. Each answer is the REST API's own,
 * dispatched as the current user (its permission checks apply; a refused request is not printed and
 * the screen asks for it as before), and the paths are those the screen asks for: a path that does
 * not match is simply fetched.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

defined( 'ABSPATH' ) || exit;

/**
 * The preloaded answers and the script that hands them to api-fetch.
 */
final class AdminPreload {

	/** Rows a page of the admin lists: LIST_PAGE_SIZE in src/gallery/admin/api.ts. */
	public const LIST_PAGE_SIZE = 20;

	/** Images a page of the gallery editor: EDITOR_PAGE_SIZE in src/gallery/admin/ordering.ts. */
	public const EDITOR_PAGE_SIZE = 100;

	/** The editor's tag suggestions: listTags() in src/gallery/admin/api.ts. */
	private const TAGS_PATH = '/wp/v2/vista-tags?per_page=100&_fields=name&orderby=count&order=desc';

	/**
	 * The paths a screen asks for first, with their answers (those that succeeded).
	 *
	 * @param string $screen 'galleries', 'albums' or 'import'.
	 * @param int    $edit   The gallery edited (0 for the list or a new gallery).
	 * @return array<string, array{body: mixed, headers: array<string, mixed>}>
	 */
	public static function answers( string $screen, int $edit ): array {
		if ( 'galleries' === $screen && $edit > 0 ) {
			return self::editor( $edit );
		}
		if ( in_array( $screen, array( 'galleries', 'albums' ), true ) ) {
			return self::preload( array(), self::list_path( 'galleries' === $screen ? 'vista-galleries' : 'vista-albums' ) );
		}
		return array();
	}

	/**
	 * The script that hands the answers to api-fetch (run before the screen's own).
	 *
	 * @param array<string, mixed> $answers The answers by path.
	 */
	public static function script( array $answers ): string {
		return 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( ' . wp_json_encode( $answers ) . ' ) );';
	}

	/**
	 * The first page of a list, as listCollectionPage() asks for it with no search and no sort.
	 *
	 * @param string $rest_base 'vista-galleries' or 'vista-albums'.
	 */
	private static function list_path( string $rest_base ): string {
		return add_query_arg(
			array(
				'context'  => 'edit',
				'status'   => 'publish,draft,private',
				'orderby'  => 'id',
				'order'    => 'desc',
				'_fields'  => 'id,date,date_gmt,title,vista_list',
				'per_page' => self::LIST_PAGE_SIZE,
				'page'     => 1,
			),
			'/wp/v2/' . $rest_base
		);
	}

	/**
	 * The gallery edited, the images of its first page (their ids from the answer itself, so the
	 * path is the one the editor makes of it) and the tag suggestions.
	 *
	 * @param int $gallery_id The gallery.
	 * @return array<string, array{body: mixed, headers: array<string, mixed>}>
	 */
	private static function editor( int $gallery_id ): array {
		$path    = '/wp/v2/vista-galleries/' . $gallery_id . '?context=edit';
		$answers = self::preload( self::preload( array(), $path ), self::TAGS_PATH );
		$ids     = $answers[ $path ]['body']['meta'][ PostTypes::META_IMAGES ] ?? array();
		$first   = array_slice( is_array( $ids ) ? array_map( 'intval', $ids ) : array(), 0, self::EDITOR_PAGE_SIZE );
		if ( $first ) {
			$answers = self::preload( $answers, '/vista-gallery/v1/images?include=' . implode( ',', $first ) );
		}
		return $answers;
	}

	/**
	 * One answer added to the others when the request succeeded.
	 *
	 * @param array<string, mixed> $answers The answers so far.
	 * @param string               $path    The REST path with its query.
	 * @return array<string, mixed>
	 */
	private static function preload( array $answers, string $path ): array {
		return rest_preload_api_request( $answers, $path );
	}
}
