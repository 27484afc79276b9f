import { describeDemoPage } from '../utils/demo-page';

describeDemoPage( {
	plugin: 'vista-stats',
	page: 'stats',
	feature: 'stats-summary',
	script: '/build/blocks/stats-summary/view.js',
	// The tracker is on every page a visitor sees (it then waits for their consent).
	everyPage: [ '/build/tracker.js' ],
} );
