<?php
/**
 * The texts of the getting started screen and its "Add to a page" dialog, translated in the text
 * domain of the plugin whose copy of the kit shows them (the shared client code holds none).
 *
 * @package Vista\Kit
 */

declare( strict_types=1 );

namespace Vista\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * The screen's texts, by the key the client reads.
 */
final class GettingStartedStrings {

	/**
	 * Every text, by key.
	 *
	 * @return array<string, string>
	 */
	public static function all(): array {
		return array(
			'intro'         => __( 'Each card below is a Vista plugin that is active on this site. Make a sample in one click, then put it on a page.', 'vista-kit' ),
			'working'       => __( 'Working…', 'vista-kit' ),
			'sampleReady'   => __( 'Your sample is ready.', 'vista-kit' ),
			'openSample'    => __( 'Edit the sample', 'vista-kit' ),
			'addToPage'     => __( 'Add to a page', 'vista-kit' ),
			/* translators: %s: the name of a gallery, form or other item. */
			'dialogTitle'   => __( 'Add “%s” to a page', 'vista-kit' ),
			'createHeading' => __( 'Create a new page with it', 'vista-kit' ),
			'pageLabel'     => __( 'Page', 'vista-kit' ),
			'newPage'       => __( 'A new page', 'vista-kit' ),
			/* translators: 1: a page's title, 2: its status (Draft, Published). */
			'pageOption'    => __( '%1$s (%2$s)', 'vista-kit' ),
			'untitled'      => __( '(no title)', 'vista-kit' ),
			'publishNow'    => __( 'Publish the page now', 'vista-kit' ),
			'addButton'     => __( 'Add to the page', 'vista-kit' ),
			/* translators: %s: a page's title. */
			'addedDraft'    => __( 'Added to the draft “%s”.', 'vista-kit' ),
			/* translators: %s: a page's title. */
			'addedLive'     => __( 'Added to “%s”, which is published.', 'vista-kit' ),
			'editPage'      => __( 'Edit the page in the block editor', 'vista-kit' ),
			'viewPage'      => __( 'View the page', 'vista-kit' ),
			'copyHeading'   => __( 'Copy the block or shortcode', 'vista-kit' ),
			'copyHelp'      => __( 'Paste the block into the block editor, or the shortcode into a classic editor or a Shortcode block.', 'vista-kit' ),
			'blockLabel'    => __( 'Block', 'vista-kit' ),
			'shortcodeLabel' => __( 'Shortcode', 'vista-kit' ),
			'copyBlock'     => __( 'Copy the block', 'vista-kit' ),
			'copyShortcode' => __( 'Copy the shortcode', 'vista-kit' ),
			'copied'        => __( 'Copied to the clipboard.', 'vista-kit' ),
			'close'         => __( 'Close', 'vista-kit' ),
			'failed'        => __( 'That did not work. Please try again.', 'vista-kit' ),
			'draft'         => __( 'Draft', 'vista-kit' ),
			'published'     => __( 'Published', 'vista-kit' ),
		);
	}
}
