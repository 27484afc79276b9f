import { describeDemoPage } from '../utils/demo-page';

// The demo page holds a Media Library gallery and a hand-picked list (tools/site/demo/videos.php);
// the gallery itself is tested in gallery.spec.ts.
describeDemoPage( {
	plugin: 'vista-video',
	page: 'video',
	feature: 'video-gallery',
	script: '/build/blocks/video-gallery/view.js',
	containers: 2,
} );
