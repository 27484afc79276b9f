import { describeDemoPage } from '../utils/demo-page';

describeDemoPage( {
	plugin: 'vista-gallery',
	page: 'gallery',
	feature: 'gallery',
	script: '/build/blocks/gallery/view.js',
	style: '/build/blocks/gallery/view.css',
	// Landscapes (thumbnails, search, sort, tags), Skies (masonry, load more), Landscapes (image
	// browser, tags), Skies (blog style, load more) and the Demo album.
	containers: 5,
} );
