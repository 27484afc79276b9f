<?php
// A copy of kit/GettingStartedStrings.php for vista-speed, made by `npm run kit`: change the kit, not this file.
/**
 * The texts of the getting started screen and its "Add to a page" dialog, translated in the text
 * domain of the plugin whose copy of the kit shows them (the shared client code holds none).
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Kit;

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
			'intro'         => __( 'Each card below is a Vista plugin that is active on this site. Make a sample in one click, then put it on a page.', 'vista-speed' ),
			'working'       => __( 'Working…', 'vista-speed' ),
			'sampleReady'   => __( 'Your sample is ready.', 'vista-speed' ),
			'openSample'    => __( 'Edit the sample', 'vista-speed' ),
			'addToPage'     => __( 'Add to a page', 'vista-speed' ),
			/* translators: %s: the name of a gallery, form or other item. */
			'dialogTitle'   => __( 'Add “%s” to a page', 'vista-speed' ),
			'createHeading' => __( 'Create a new page with it', 'vista-speed' ),
			'pageLabel'     => __( 'Page', 'vista-speed' ),
			'newPage'       => __( 'A new page', 'vista-speed' ),
			/* translators: 1: a page's title, 2: its status (Draft, Published). */
			'pageOption'    => __( '%1$s (%2$s)', 'vista-speed' ),
			'untitled'      => __( '(no title)', 'vista-speed' ),
			'publishNow'    => __( 'Publish the page now', 'vista-speed' ),
			'addButton'     => __( 'Add to the page', 'vista-speed' ),
			/* translators: %s: a page's title. */
			'addedDraft'    => __( 'Added to the draft “%s”.', 'vista-speed' ),
			/* translators: %s: a page's title. */
			'addedLive'     => __( 'Added to “%s”, which is published.', 'vista-speed' ),
			'editPage'      => __( 'Edit the page in the block editor', 'vista-speed' ),
			'viewPage'      => __( 'View the page', 'vista-speed' ),
			'copyHeading'   => __( 'Copy the block or shortcode', 'vista-speed' ),
			'copyHelp'      => __( 'Paste the block into the block editor, or the shortcode into a classic editor or a Shortcode block.', 'vista-speed' ),
			'blockLabel'    => __( 'Block', 'vista-speed' ),
			'shortcodeLabel' => __( 'Shortcode', 'vista-speed' ),
			'copyBlock'     => __( 'Copy the block', 'vista-speed' ),
			'copyShortcode' => __( 'Copy the shortcode', 'vista-speed' ),
			'copied'        => __( 'Copied to the clipboard.', 'vista-speed' ),
			'close'         => __( 'Close', 'vista-speed' ),
			'failed'        => __( 'That did not work. Please try again.', 'vista-speed' ),
			'draft'         => __( 'Draft', 'vista-speed' ),
			'published'     => __( 'Published', 'vista-speed' ),
		);
	}
}
