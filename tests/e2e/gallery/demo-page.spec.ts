import { describeDemoPage } from '../utils/demo-page';

describeDemoPage( {
	plugin: 'vista-gallery',
	page: 'gallery',
	feature: 'gallery',
	script: '/build/blocks/gallery/view.js',
	// The block's style; the small styles of the page's other layouts (image browser, blog style,
	// album) WordPress prints in the page itself (page-weight.spec.ts checks them).
	style: '/build/blocks/gallery/view.css',
	// Landscapes (thumbnails, search, sort, tags), Skies (masonry, load more), Landscapes (image
	// browser, tags), Skies (blog style, load more) and the Demo album.
	containers: 5,
} );
