<?php
/**
 * The score column of the Posts and Pages lists (000 §2.6): each viewable row gets its circle
 * pair and check button, driven by the admin-bar script (which every admin page of an
 * administrator loads). Hooked on admin requests only.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

/**
 * The column.
 */
final class ListColumn {

	public const COLUMN = 'vista_speed';

	/**
	 * Adds the column for administrators.
	 *
	 * @param array<string, string> $columns Columns.
	 * @return array<string, string>
	 */
	public static function add_column( array $columns ): array {
		if ( current_user_can( Calls::CAPABILITY ) ) {
			$columns[ self::COLUMN ] = esc_html__( 'Page speed', 'vista-speed' );
		}
		return $columns;
	}

	/**
	 * A row's cell.
	 *
	 * @param string $column  Column.
	 * @param int    $post_id Row's post.
	 */
	public static function render( string $column, int $post_id ): void {
		if ( self::COLUMN !== $column || ! current_user_can( Calls::CAPABILITY ) ) {
			return;
		}
		if ( null === TargetGuard::viewable_post( $post_id ) ) {
			echo '<span class="vista-speed-na">' . esc_html__( 'Not public', 'vista-speed' ) . '</span>';
			return;
		}
		echo ScorePanel::html( $post_id, 'list' ); // Escaped in ScorePanel.
	}
}
