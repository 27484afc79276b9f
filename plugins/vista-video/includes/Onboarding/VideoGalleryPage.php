<?php
/**
 * "Create a page with a video gallery" on Settings → Video (issue 34 item 5). A video gallery is
 * a block with no stored entity of its own, so the page gets a gallery of the Media Library's
 * latest videos, which the owner can then point at a YouTube playlist or channel in the block's
 * sidebar. The route builds the block itself from the library; the request only says which page
 * and whether to publish it (the kit's PagePlacement, as every plugin's "Add to a page").
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video\Onboarding;

defined( 'ABSPATH' ) || exit;

use Vista\Video\GallerySpec;
use Vista\Video\Kit\GettingStartedStrings;
use Vista\Video\Kit\PagePlacement;

/**
 * The route and what the settings screen needs for the dialog and its empty state.
 */
final class VideoGalleryPage {

	private const NAMESPACE = 'vista-video/v1';

	private const BLOCK = 'vista/video-gallery';

	/**
	 * The route (rest_api_init): `POST vista-video/v1/getting-started/add-to-page`.
	 */
	public static function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/getting-started/add-to-page',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'add_to_page' ),
				'permission_callback' => static fn () => current_user_can( 'edit_pages' ),
				'args'                => PagePlacement::route_args(),
			)
		);
	}

	/**
	 * Puts a gallery of the library's videos on a new page or at the end of an existing one.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function add_to_page( \WP_REST_Request $request ) {
		$page_id = (int) $request['page'];
		$publish = (bool) $request['publish'];
		$refused = PagePlacement::refusal( $page_id, $publish );
		if ( null !== $refused ) {
			return $refused;
		}
		$videos = self::library_videos();
		if ( ! $videos ) {
			return new \WP_Error(
				'vista-video_no_videos',
				__( 'The Media Library has no videos yet. Upload an mp4 or webm video first, or add a Vista Video Gallery block to a page and choose a YouTube playlist in its sidebar.', 'vista-video' ),
				array( 'status' => 409 )
			);
		}
		$page = PagePlacement::place( self::block_markup( $videos ), self::title(), $page_id, $publish );
		return is_wp_error( $page ) ? $page : new \WP_REST_Response( array( 'page' => $page ) );
	}

	/**
	 * What Settings → Video shows about video galleries (its settings route's extra fields):
	 * null for a user who may not edit pages.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function screen_data(): ?array {
		if ( ! current_user_can( 'edit_pages' ) ) {
			return null;
		}
		$videos = self::library_videos();
		return array(
			'path'       => '/' . self::NAMESPACE . '/getting-started',
			'hasGallery' => self::has_gallery_page(),
			'videoCount' => count( $videos ),
			'uploadUrl'  => current_user_can( 'upload_files' ) ? admin_url( 'media-new.php' ) : '',
			'item'       => array(
				'id'        => 0,
				'title'     => self::title(),
				'block'     => self::block_markup( $videos ),
				'shortcode' => '',
				'editUrl'   => '',
			),
			'strings'    => array(
				'copyHeading' => __( 'Copy the block', 'vista-video' ),
				'copyHelp'    => __( 'Paste the block into the block editor; its sidebar then chooses the videos.', 'vista-video' ),
			) + GettingStartedStrings::all(),
		);
	}

	/**
	 * The new page's title.
	 */
	private static function title(): string {
		return __( 'Videos', 'vista-video' );
	}

	/**
	 * The gallery block of these Media Library videos (none: the block asks for its source).
	 *
	 * @param list<int> $videos Attachment ids.
	 */
	private static function block_markup( array $videos ): string {
		if ( ! $videos ) {
			return '<!-- wp:' . self::BLOCK . ' /-->';
		}
		return '<!-- wp:' . self::BLOCK . ' ' . wp_json_encode(
			array(
				'source' => 'media',
				'ids'    => $videos,
			)
		) . ' /-->';
	}

	/**
	 * The Media Library's latest videos the current user may edit, as many as a gallery holds.
	 *
	 * @return list<int>
	 */
	private static function library_videos(): array {
		$ids = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'post_mime_type' => 'video',
				'fields'         => 'ids',
				'posts_per_page' => GallerySpec::MAX_ITEMS,
				// The newest first; uploads of one second in the order they came.
				'orderby'        => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
			)
		);
		return array_values( array_filter( array_map( 'intval', $ids ), static fn ( int $id ) => current_user_can( 'edit_post', $id ) ) );
	}

	/**
	 * Whether any page, post or pattern already shows a video gallery (the screen's empty state
	 * is for a site with none). One row is enough, so the scan stops at the first.
	 */
	private static function has_gallery_page(): bool {
		global $wpdb;
		return null !== $wpdb->get_var(
			$wpdb->prepare(
				"SELECT ID FROM {$wpdb->posts} WHERE post_type NOT IN ( 'revision', 'attachment' ) AND post_status NOT IN ( 'trash', 'auto-draft', 'inherit' ) AND post_content LIKE %s LIMIT 1",
				'%' . $wpdb->esc_like( '<!-- wp:' . self::BLOCK ) . '%'
			)
		);
	}
}
