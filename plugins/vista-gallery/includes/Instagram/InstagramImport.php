<?php
/**
 * What call 11 does (000 §7 call 11) and what the daily update repeats: read the account behind
 * the token, read its latest posts, make their entries attachments, and put them in a gallery. A
 * new gallery is made only once at least one entry is in the Media Library; a refusal (a token
 * Instagram rejects, a rate limit, an answer of the wrong shape or size) makes nothing.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Instagram;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\PostTypes;

/**
 * The import and the update of an Instagram gallery.
 */
final class InstagramImport {

	/**
	 * Imports into a new gallery, or after the images of the gallery chosen; answers the records of
	 * the images added.
	 *
	 * @param array{gallery_id: int, user: string, token: string, whole_post: bool, number: int, update_flag: string} $input Checked fields (InstagramInput::parse).
	 * @return array<int, array<string, mixed>>|\WP_Error
	 */
	public static function import( array $input ) {
		$account = InstagramApi::account( $input['token'] );
		if ( is_wp_error( $account ) ) {
			return $account;
		}
		if ( '' !== $input['user'] && 0 !== strcasecmp( $input['user'], $account['username'] ) ) {
			/* translators: 1: the account of the token, 2: the user name entered. */
			return new \WP_Error( 'vista_instagram_user', sprintf( __( 'This access token belongs to @%1$s, not to @%2$s.', 'vista-gallery' ), $account['username'], $input['user'] ) );
		}
		$entries = self::entries( $input['token'], $input['whole_post'], $input['number'] );
		if ( is_wp_error( $entries ) ) {
			return $entries;
		}
		$ids    = array();
		$failed = null;
		foreach ( $entries as $entry ) {
			$id = InstagramMedia::attach( $entry, $account['username'] );
			if ( is_wp_error( $id ) ) {
				$failed ??= $id;
				continue;
			}
			$ids[] = $id;
		}
		if ( ! $ids ) {
			return $failed ?? self::no_posts();
		}
		$gallery = self::save( $input, $account, $ids );
		if ( is_wp_error( $gallery ) ) {
			foreach ( $ids as $id ) {
				wp_delete_attachment( $id, true );
			}
			return $gallery;
		}
		if ( '' !== $input['update_flag'] ) {
			self::keep_token( $account, $input['token'] );
			InstagramUpdater::schedule();
		}
		return array_map( static fn ( int $id ) => InstagramMedia::record( $id, (int) $gallery ), $ids );
	}

	/**
	 * Puts the imported images into their gallery: a new one named after the account, or after the
	 * images of the one chosen. The gallery follows the account when updates were asked for.
	 *
	 * @param array<string, mixed>                     $input   Checked fields.
	 * @param array{user_id: string, username: string} $account The token's account.
	 * @param int[]                                    $ids     Attachments added.
	 * @return int|\WP_Error The gallery.
	 */
	private static function save( array $input, array $account, array $ids ) {
		$source = array(
			'user_id'     => $account['user_id'],
			'username'    => $account['username'],
			'whole_post'  => $input['whole_post'],
			'number'      => $input['number'],
			'update_flag' => $input['update_flag'],
			'updated_at'  => time(),
			'last_error'  => '',
		);
		$chosen = (int) $input['gallery_id'];
		if ( $chosen > 0 ) {
			$current = PostTypes::sanitize_ids( get_post_meta( $chosen, PostTypes::META_IMAGES, true ) );
			update_post_meta( $chosen, PostTypes::META_IMAGES, PostTypes::sanitize_ids( array_merge( $current, $ids ) ) );
			if ( '' !== $input['update_flag'] ) {
				update_post_meta( $chosen, InstagramAccounts::META_SOURCE, $source );
			}
			return $chosen;
		}
		$gallery = wp_insert_post(
			array(
				'post_type'   => PostTypes::GALLERY,
				'post_status' => 'publish',
				/* translators: %s: Instagram user name. */
				'post_title'  => sprintf( __( 'Instagram @%s', 'vista-gallery' ), $account['username'] ),
				'meta_input'  => array(
					PostTypes::META_IMAGES         => $ids,
					InstagramAccounts::META_SOURCE => $source,
				),
			),
			true
		);
		return is_wp_error( $gallery )
			? new \WP_Error( 'vista_instagram_gallery', __( 'The gallery could not be saved. Nothing was imported.', 'vista-gallery' ) )
			: (int) $gallery;
	}

	/**
	 * Brings a gallery up to date with its account ('add': new posts first, the others kept;
	 * 'replace': the latest posts only). Old attachments stay in the Media Library.
	 *
	 * @param int $gallery_id Gallery.
	 * @return true|\WP_Error
	 */
	public static function update_gallery( int $gallery_id ) {
		$source  = get_post_meta( $gallery_id, InstagramAccounts::META_SOURCE, true );
		$account = is_array( $source ) ? InstagramAccounts::get( (string) ( $source['user_id'] ?? '' ) ) : null;
		if ( ! is_array( $source ) || '' === ( $source['update_flag'] ?? '' ) ) {
			return true;
		}
		$result = null === $account || 'expired' === $account['status']
			? new \WP_Error( 'vista_instagram_token', $account['message'] ?? __( 'The access token of this account is no longer stored. Import the gallery again.', 'vista-gallery' ) )
			: self::apply_update( $gallery_id, $source, $account );
		$source['last_error'] = is_wp_error( $result ) ? $result->get_error_message() : '';
		$source['updated_at'] = is_wp_error( $result ) ? ( $source['updated_at'] ?? 0 ) : time();
		update_post_meta( $gallery_id, InstagramAccounts::META_SOURCE, $source );
		return $result;
	}

	/**
	 * Reads the account's posts and rewrites the gallery's list.
	 *
	 * @param int                  $gallery_id Gallery.
	 * @param array<string, mixed> $source     Its Instagram source.
	 * @param array<string, mixed> $account    The stored account.
	 * @return true|\WP_Error
	 */
	private static function apply_update( int $gallery_id, array $source, array $account ) {
		$number  = min( InstagramInput::MAX_IMAGES, max( 1, (int) ( $source['number'] ?? 1 ) ) );
		$entries = self::entries( (string) $account['token'], (bool) ( $source['whole_post'] ?? false ), $number );
		if ( is_wp_error( $entries ) ) {
			return $entries;
		}
		$current = PostTypes::sanitize_ids( get_post_meta( $gallery_id, PostTypes::META_IMAGES, true ) );
		$known   = array();
		foreach ( $current as $id ) {
			$media_id = (string) get_post_meta( $id, InstagramMedia::META_MEDIA_ID, true );
			if ( '' !== $media_id ) {
				$known[ $media_id ] = $id;
			}
		}
		$latest = array();
		$added  = array();
		foreach ( $entries as $entry ) {
			if ( isset( $known[ $entry['media_id'] ] ) ) {
				InstagramMedia::refresh_text( $known[ $entry['media_id'] ], $entry );
				$latest[] = $known[ $entry['media_id'] ];
				continue;
			}
			$id = InstagramMedia::attach( $entry, (string) $account['username'] );
			if ( ! is_wp_error( $id ) ) {
				$latest[] = $id;
				$added[]  = $id;
			}
		}
		$images = 'replace' === $source['update_flag'] ? $latest : array_merge( $added, $current );
		update_post_meta( $gallery_id, PostTypes::META_IMAGES, PostTypes::sanitize_ids( $images ) );
		return true;
	}

	/**
	 * The entries of the account's latest posts, at most $number.
	 *
	 * @param string $token      Access token.
	 * @param bool   $whole_post One embed a post.
	 * @param int    $number     Most entries.
	 * @return array<int, array{media_id: string, filetype: string, permalink: string, picture: string, caption: string, timestamp: string}>|\WP_Error
	 */
	private static function entries( string $token, bool $whole_post, int $number ) {
		$posts = InstagramApi::media(
			$token,
			$number,
			static fn ( array $read ) => count( InstagramEntries::from_posts( $read, $whole_post, $number ) ) >= $number
		);
		if ( is_wp_error( $posts ) ) {
			return $posts;
		}
		$entries = InstagramEntries::from_posts( $posts, $whole_post, $number );
		return $entries ? $entries : self::no_posts();
	}

	/**
	 * Keeps the token for the daily updates: refreshed now when Instagram allows it (a token must be
	 * a day old), which also tells its expiry; otherwise taken as new, to be refreshed tomorrow.
	 *
	 * @param array{user_id: string, username: string} $account Account.
	 * @param string                                   $token   The token entered.
	 */
	private static function keep_token( array $account, string $token ): void {
		$fresh = InstagramApi::refresh( $token );
		if ( is_wp_error( $fresh ) ) {
			InstagramAccounts::save( $account['user_id'], $account['username'], $token, time() + InstagramAccounts::LIFETIME, false );
			return;
		}
		InstagramAccounts::save( $account['user_id'], $account['username'], $fresh['token'], $fresh['expires_at'], true );
	}

	/**
	 * The refusal when there is nothing to import.
	 */
	private static function no_posts(): \WP_Error {
		return new \WP_Error( 'vista_instagram_empty', __( 'This Instagram account has no posts to import.', 'vista-gallery' ) );
	}
}
