import { describeDemoPage } from '../utils/demo-page';

describeDemoPage( {
	plugin: 'vista-consent',
	page: 'consent',
	feature: 'consent-revoke',
	script: '/build/blocks/consent-revoke/view.js',
} );
