import { describeDemoPage } from '../utils/demo-page';

describeDemoPage( {
	plugin: 'vista-stats',
	page: 'stats',
	feature: 'stats-summary',
	script: '/build/blocks/stats-summary/view.js',
} );
