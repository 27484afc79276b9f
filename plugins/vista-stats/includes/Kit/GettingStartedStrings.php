<?php
// A copy of kit/GettingStartedStrings.php for vista-stats, made by `npm run kit`: change the kit, not this file.
/**
 * The texts of the getting started screen and its "Add to a page" dialog, translated in the text
 * domain of the plugin whose copy of the kit shows them (the shared client code holds none).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Kit;

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
			'intro'         => __( 'Each card below is a Vista plugin that is active on this site. Make a sample in one click, then put it on a page.', 'vista-stats' ),
			'working'       => __( 'Working…', 'vista-stats' ),
			'sampleReady'   => __( 'Your sample is ready.', 'vista-stats' ),
			'openSample'    => __( 'Edit the sample', 'vista-stats' ),
			'addToPage'     => __( 'Add to a page', 'vista-stats' ),
			/* translators: %s: the name of a gallery, form or other item. */
			'dialogTitle'   => __( 'Add “%s” to a page', 'vista-stats' ),
			'createHeading' => __( 'Create a new page with it', 'vista-stats' ),
			'pageLabel'     => __( 'Page', 'vista-stats' ),
			'newPage'       => __( 'A new page', 'vista-stats' ),
			/* translators: 1: a page's title, 2: its status (Draft, Published). */
			'pageOption'    => __( '%1$s (%2$s)', 'vista-stats' ),
			'untitled'      => __( '(no title)', 'vista-stats' ),
			'publishNow'    => __( 'Publish the page now', 'vista-stats' ),
			'addButton'     => __( 'Add to the page', 'vista-stats' ),
			/* translators: %s: a page's title. */
			'addedDraft'    => __( 'Added to the draft “%s”.', 'vista-stats' ),
			/* translators: %s: a page's title. */
			'addedLive'     => __( 'Added to “%s”, which is published.', 'vista-stats' ),
			'editPage'      => __( 'Edit the page in the block editor', 'vista-stats' ),
			'viewPage'      => __( 'View the page', 'vista-stats' ),
			'copyHeading'   => __( 'Copy the block or shortcode', 'vista-stats' ),
			'copyHelp'      => __( 'Paste the block into the block editor, or the shortcode into a classic editor or a Shortcode block.', 'vista-stats' ),
			'blockLabel'    => __( 'Block', 'vista-stats' ),
			'shortcodeLabel' => __( 'Shortcode', 'vista-stats' ),
			'copyBlock'     => __( 'Copy the block', 'vista-stats' ),
			'copyShortcode' => __( 'Copy the shortcode', 'vista-stats' ),
			'copied'        => __( 'Copied to the clipboard.', 'vista-stats' ),
			'close'         => __( 'Close', 'vista-stats' ),
			'failed'        => __( 'That did not work. Please try again.', 'vista-stats' ),
			'draft'         => __( 'Draft', 'vista-stats' ),
			'published'     => __( 'Published', 'vista-stats' ),
		);
	}
}
