import { describeDemoPage } from '../utils/demo-page';

describeDemoPage( {
	plugin: 'vista-gallery',
	page: 'gallery',
	feature: 'gallery',
	script: '/build/blocks/gallery/view.js',
} );
