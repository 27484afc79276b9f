<?php
// A copy of kit/GettingStartedStrings.php for vista-video, made by `npm run kit`: change the kit, not this file.
/**
 * The texts of the getting started screen and its "Add to a page" dialog, translated in the text
 * domain of the plugin whose copy of the kit shows them (the shared client code holds none).
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video\Kit;

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
			'intro'         => __( 'Each card below is a Vista plugin that is active on this site. Make a sample in one click, then put it on a page.', 'vista-video' ),
			'working'       => __( 'Working…', 'vista-video' ),
			'sampleReady'   => __( 'Your sample is ready.', 'vista-video' ),
			'openSample'    => __( 'Edit the sample', 'vista-video' ),
			'addToPage'     => __( 'Add to a page', 'vista-video' ),
			/* translators: %s: the name of a gallery, form or other item. */
			'dialogTitle'   => __( 'Add “%s” to a page', 'vista-video' ),
			'createHeading' => __( 'Create a new page with it', 'vista-video' ),
			'pageLabel'     => __( 'Page', 'vista-video' ),
			'newPage'       => __( 'A new page', 'vista-video' ),
			/* translators: 1: a page's title, 2: its status (Draft, Published). */
			'pageOption'    => __( '%1$s (%2$s)', 'vista-video' ),
			'untitled'      => __( '(no title)', 'vista-video' ),
			'publishNow'    => __( 'Publish the page now', 'vista-video' ),
			'addButton'     => __( 'Add to the page', 'vista-video' ),
			/* translators: %s: a page's title. */
			'addedDraft'    => __( 'Added to the draft “%s”.', 'vista-video' ),
			/* translators: %s: a page's title. */
			'addedLive'     => __( 'Added to “%s”, which is published.', 'vista-video' ),
			'editPage'      => __( 'Edit the page in the block editor', 'vista-video' ),
			'viewPage'      => __( 'View the page', 'vista-video' ),
			'copyHeading'   => __( 'Copy the block or shortcode', 'vista-video' ),
			'copyHelp'      => __( 'Paste the block into the block editor, or the shortcode into a classic editor or a Shortcode block.', 'vista-video' ),
			'blockLabel'    => __( 'Block', 'vista-video' ),
			'shortcodeLabel' => __( 'Shortcode', 'vista-video' ),
			'copyBlock'     => __( 'Copy the block', 'vista-video' ),
			'copyShortcode' => __( 'Copy the shortcode', 'vista-video' ),
			'copied'        => __( 'Copied to the clipboard.', 'vista-video' ),
			'close'         => __( 'Close', 'vista-video' ),
			'failed'        => __( 'That did not work. Please try again.', 'vista-video' ),
			'draft'         => __( 'Draft', 'vista-video' ),
			'published'     => __( 'Published', 'vista-video' ),
		);
	}
}
