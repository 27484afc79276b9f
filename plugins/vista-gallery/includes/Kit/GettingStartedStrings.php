<?php
// A copy of kit/GettingStartedStrings.php for vista-gallery, made by `npm run kit`: change the kit, not this file.
/**
 * The texts of the getting started screen and its "Add to a page" dialog, translated in the text
 * domain of the plugin whose copy of the kit shows them (the shared client code holds none).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Kit;

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
			'intro'         => __( 'Each card below is a Vista plugin that is active on this site. Make a sample in one click, then put it on a page.', 'vista-gallery' ),
			'working'       => __( 'Working…', 'vista-gallery' ),
			'sampleReady'   => __( 'Your sample is ready.', 'vista-gallery' ),
			'openSample'    => __( 'Edit the sample', 'vista-gallery' ),
			'addToPage'     => __( 'Add to a page', 'vista-gallery' ),
			/* translators: %s: the name of a gallery, form or other item. */
			'dialogTitle'   => __( 'Add “%s” to a page', 'vista-gallery' ),
			'createHeading' => __( 'Create a new page with it', 'vista-gallery' ),
			'pageLabel'     => __( 'Page', 'vista-gallery' ),
			'newPage'       => __( 'A new page', 'vista-gallery' ),
			/* translators: 1: a page's title, 2: its status (Draft, Published). */
			'pageOption'    => __( '%1$s (%2$s)', 'vista-gallery' ),
			'untitled'      => __( '(no title)', 'vista-gallery' ),
			'publishNow'    => __( 'Publish the page now', 'vista-gallery' ),
			'addButton'     => __( 'Add to the page', 'vista-gallery' ),
			/* translators: %s: a page's title. */
			'addedDraft'    => __( 'Added to the draft “%s”.', 'vista-gallery' ),
			/* translators: %s: a page's title. */
			'addedLive'     => __( 'Added to “%s”, which is published.', 'vista-gallery' ),
			'editPage'      => __( 'Edit the page in the block editor', 'vista-gallery' ),
			'viewPage'      => __( 'View the page', 'vista-gallery' ),
			'copyHeading'   => __( 'Copy the block or shortcode', 'vista-gallery' ),
			'copyHelp'      => __( 'Paste the block into the block editor, or the shortcode into a classic editor or a Shortcode block.', 'vista-gallery' ),
			'blockLabel'    => __( 'Block', 'vista-gallery' ),
			'shortcodeLabel' => __( 'Shortcode', 'vista-gallery' ),
			'copyBlock'     => __( 'Copy the block', 'vista-gallery' ),
			'copyShortcode' => __( 'Copy the shortcode', 'vista-gallery' ),
			'copied'        => __( 'Copied to the clipboard.', 'vista-gallery' ),
			'close'         => __( 'Close', 'vista-gallery' ),
			'failed'        => __( 'That did not work. Please try again.', 'vista-gallery' ),
			'draft'         => __( 'Draft', 'vista-gallery' ),
			'published'     => __( 'Published', 'vista-gallery' ),
		);
	}
}
