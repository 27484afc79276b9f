import { describeDemoPage } from '../utils/demo-page';

describeDemoPage( {
	plugin: 'vista-video',
	page: 'video',
	feature: 'video-gallery',
	script: '/build/blocks/video-gallery/view.js',
} );
