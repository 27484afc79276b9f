import { describeDemoPage } from '../utils/demo-page';

describeDemoPage( {
	plugin: 'vista-gallery',
	page: 'gallery',
	feature: 'gallery',
	script: '/build/blocks/gallery/view.js',
	// Landscapes (thumbnails, search, sort, tags), Skies (masonry, load more) and the Demo album.
	containers: 3,
} );
