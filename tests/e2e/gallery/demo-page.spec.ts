import { describeDemoPage } from '../utils/demo-page';

describeDemoPage( {
	plugin: 'vista-gallery',
	page: 'gallery',
	feature: 'gallery',
	script: '/build/blocks/gallery/view.js',
	// The block's style and those of the layouts on the page, none of the others (issue 18).
	style: [
		'/build/blocks/gallery/view.css',
		'/build/blocks/gallery/styles/large-media.css',
		'/build/blocks/gallery/styles/image-browser.css',
		'/build/blocks/gallery/styles/blog-style.css',
		'/build/blocks/gallery/styles/album.css',
	],
	// Landscapes (thumbnails, search, sort, tags), Skies (masonry, load more), Landscapes (image
	// browser, tags), Skies (blog style, load more) and the Demo album.
	containers: 5,
} );
