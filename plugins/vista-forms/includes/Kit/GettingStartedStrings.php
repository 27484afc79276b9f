<?php
// A copy of kit/GettingStartedStrings.php for vista-forms, made by `npm run kit`: change the kit, not this file.
/**
 * The texts of the getting started screen and its "Add to a page" dialog, translated in the text
 * domain of the plugin whose copy of the kit shows them (the shared client code holds none).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Kit;

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
			'intro'         => __( 'Each card below is a Vista plugin that is active on this site. Make a sample in one click, then put it on a page.', 'vista-forms' ),
			'working'       => __( 'Working…', 'vista-forms' ),
			'sampleReady'   => __( 'Your sample is ready.', 'vista-forms' ),
			'openSample'    => __( 'Edit the sample', 'vista-forms' ),
			'addToPage'     => __( 'Add to a page', 'vista-forms' ),
			/* translators: %s: the name of a gallery, form or other item. */
			'dialogTitle'   => __( 'Add “%s” to a page', 'vista-forms' ),
			'createHeading' => __( 'Create a new page with it', 'vista-forms' ),
			'pageLabel'     => __( 'Page', 'vista-forms' ),
			'newPage'       => __( 'A new page', 'vista-forms' ),
			/* translators: 1: a page's title, 2: its status (Draft, Published). */
			'pageOption'    => __( '%1$s (%2$s)', 'vista-forms' ),
			'untitled'      => __( '(no title)', 'vista-forms' ),
			'publishNow'    => __( 'Publish the page now', 'vista-forms' ),
			'addButton'     => __( 'Add to the page', 'vista-forms' ),
			/* translators: %s: a page's title. */
			'addedDraft'    => __( 'Added to the draft “%s”.', 'vista-forms' ),
			/* translators: %s: a page's title. */
			'addedLive'     => __( 'Added to “%s”, which is published.', 'vista-forms' ),
			'editPage'      => __( 'Edit the page in the block editor', 'vista-forms' ),
			'viewPage'      => __( 'View the page', 'vista-forms' ),
			'copyHeading'   => __( 'Copy the block or shortcode', 'vista-forms' ),
			'copyHelp'      => __( 'Paste the block into the block editor, or the shortcode into a classic editor or a Shortcode block.', 'vista-forms' ),
			'blockLabel'    => __( 'Block', 'vista-forms' ),
			'shortcodeLabel' => __( 'Shortcode', 'vista-forms' ),
			'copyBlock'     => __( 'Copy the block', 'vista-forms' ),
			'copyShortcode' => __( 'Copy the shortcode', 'vista-forms' ),
			'copied'        => __( 'Copied to the clipboard.', 'vista-forms' ),
			'close'         => __( 'Close', 'vista-forms' ),
			'failed'        => __( 'That did not work. Please try again.', 'vista-forms' ),
			'draft'         => __( 'Draft', 'vista-forms' ),
			'published'     => __( 'Published', 'vista-forms' ),
		);
	}
}
