<?php
// A copy of kit/GettingStartedStrings.php for vista-consent, made by `npm run kit`: change the kit, not this file.
/**
 * The texts of the getting started screen and its "Add to a page" dialog, translated in the text
 * domain of the plugin whose copy of the kit shows them (the shared client code holds none).
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent\Kit;

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
			'intro'         => __( 'Each card below is a Vista plugin that is active on this site. Make a sample in one click, then put it on a page.', 'vista-consent' ),
			'working'       => __( 'Working…', 'vista-consent' ),
			'sampleReady'   => __( 'Your sample is ready.', 'vista-consent' ),
			'openSample'    => __( 'Edit the sample', 'vista-consent' ),
			'addToPage'     => __( 'Add to a page', 'vista-consent' ),
			/* translators: %s: the name of a gallery, form or other item. */
			'dialogTitle'   => __( 'Add “%s” to a page', 'vista-consent' ),
			'createHeading' => __( 'Create a new page with it', 'vista-consent' ),
			'pageLabel'     => __( 'Page', 'vista-consent' ),
			'newPage'       => __( 'A new page', 'vista-consent' ),
			/* translators: 1: a page's title, 2: its status (Draft, Published). */
			'pageOption'    => __( '%1$s (%2$s)', 'vista-consent' ),
			'untitled'      => __( '(no title)', 'vista-consent' ),
			'publishNow'    => __( 'Publish the page now', 'vista-consent' ),
			'addButton'     => __( 'Add to the page', 'vista-consent' ),
			/* translators: %s: a page's title. */
			'addedDraft'    => __( 'Added to the draft “%s”.', 'vista-consent' ),
			/* translators: %s: a page's title. */
			'addedLive'     => __( 'Added to “%s”, which is published.', 'vista-consent' ),
			'editPage'      => __( 'Edit the page in the block editor', 'vista-consent' ),
			'viewPage'      => __( 'View the page', 'vista-consent' ),
			'copyHeading'   => __( 'Copy the block or shortcode', 'vista-consent' ),
			'copyHelp'      => __( 'Paste the block into the block editor, or the shortcode into a classic editor or a Shortcode block.', 'vista-consent' ),
			'blockLabel'    => __( 'Block', 'vista-consent' ),
			'shortcodeLabel' => __( 'Shortcode', 'vista-consent' ),
			'copyBlock'     => __( 'Copy the block', 'vista-consent' ),
			'copyShortcode' => __( 'Copy the shortcode', 'vista-consent' ),
			'copied'        => __( 'Copied to the clipboard.', 'vista-consent' ),
			'close'         => __( 'Close', 'vista-consent' ),
			'failed'        => __( 'That did not work. Please try again.', 'vista-consent' ),
			'draft'         => __( 'Draft', 'vista-consent' ),
			'published'     => __( 'Published', 'vista-consent' ),
		);
	}
}
