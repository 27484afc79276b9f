<?php
/**
 * The demo pages, one per plugin: slug => title and block content. The seed script creates the
 * pages that are missing and leaves existing ones (and the owner's edits) alone.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

return array(
	'gallery' => array(
		'title'   => 'Gallery',
		// Galleries and albums are named by slug (the block's gallerySlug and albumSlug attributes),
		// so the content does not depend on the ids the seed happened to give them.
		'content' => '<!-- wp:heading -->' . "\n" . '<h2 class="wp-block-heading">Landscapes</h2>' . "\n" . '<!-- /wp:heading -->' . "\n\n"
			. '<!-- wp:vista/gallery {"gallerySlug":"landscapes","imagesPerPage":6,"showSearch":true,"showSort":true,"showTagFilter":true} /-->' . "\n\n"
			. '<!-- wp:heading -->' . "\n" . '<h2 class="wp-block-heading">Skies</h2>' . "\n" . '<!-- /wp:heading -->' . "\n\n"
			. '<!-- wp:vista/gallery {"gallerySlug":"skies","layout":"masonry","imagesPerPage":4,"pagination":"load_more"} /-->' . "\n\n"
			. '<!-- wp:heading -->' . "\n" . '<h2 class="wp-block-heading">Image browser</h2>' . "\n" . '<!-- /wp:heading -->' . "\n\n"
			. '<!-- wp:vista/gallery {"gallerySlug":"landscapes","layout":"image_browser","showTagFilter":true} /-->' . "\n\n"
			. '<!-- wp:heading -->' . "\n" . '<h2 class="wp-block-heading">Blog style</h2>' . "\n" . '<!-- /wp:heading -->' . "\n\n"
			. '<!-- wp:vista/gallery {"gallerySlug":"skies","layout":"blog_style","imagesPerPage":2,"pagination":"load_more"} /-->' . "\n\n"
			// The album shows its own title as the heading.
			. '<!-- wp:vista/gallery {"source":"album","albumSlug":"demo-album","layout":"album_extended","albumGalleryLayout":"thumbnails","imagesPerPage":6,"showSearch":true} /-->',
	),
	'video'   => array(
		'title'   => 'Video',
		// The sample clips' ids come from the seed (demo/videos.php), which made them first.
		'content' => function_exists( 'vista_demo_video_content' ) ? vista_demo_video_content( vista_demo_video_clips() ) : '<!-- wp:vista/video-gallery /-->',
	),
	'speed'   => array(
		'title'   => 'Page speed',
		'content' => "<!-- wp:paragraph -->\n<p>Logged in as an administrator, the page-speed score of this page shows in the admin bar.</p>\n<!-- /wp:paragraph -->",
	),
	'consent' => array(
		'title'   => 'Cookie consent',
		'content' => "<!-- wp:paragraph -->\n<p>Change your cookie choice at any time:</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:vista/consent-revoke /-->",
	),
	'stats'   => array(
		'title'   => 'Statistics',
		'content' => '<!-- wp:vista/stats-summary /-->',
	),
	'forms'   => array(
		'title'   => 'Forms',
		// Forms are named by slug (tools/site/demo/forms.php), like the galleries above.
		'content' => "<!-- wp:paragraph -->\n<p>A form with every field type.</p>\n<!-- /wp:paragraph -->\n\n"
			. '<!-- wp:vista/form {"formSlug":"everything"} /-->',
	),
	'contact' => array(
		'title'   => 'Contact',
		'content' => '<!-- wp:vista/form {"formSlug":"contact"} /-->',
	),
);
