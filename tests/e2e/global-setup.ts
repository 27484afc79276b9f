import { request, type FullConfig } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Logs the admin in once and keeps the session for the tests that act as the site owner.
 * @param config Playwright's resolved configuration.
 */
export default async function globalSetup( config: FullConfig ) {
	const { baseURL } = config.projects[ 0 ].use;
	const requestContext = await request.newContext( { baseURL } );
	const requestUtils = new RequestUtils( requestContext, {
		storageStatePath: process.env.STORAGE_STATE_PATH,
		baseURL,
	} );
	await requestUtils.setupRest();
	await requestContext.dispose();
}
