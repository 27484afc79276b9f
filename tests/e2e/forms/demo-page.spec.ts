import { describeDemoPage } from '../utils/demo-page';

describeDemoPage( {
	plugin: 'vista-forms',
	page: 'forms',
	feature: 'form',
	script: '/build/blocks/form/view.js',
	style: '/build/blocks/form/view.css',
} );
