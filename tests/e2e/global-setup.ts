import fs from 'fs';
import { request, type FullConfig } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { decidedConsentCookie } from './utils/site';

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

	// The admin has answered the cookie notice too; consent tests start from new visitors.
	const statePath = process.env.STORAGE_STATE_PATH as string;
	const state = JSON.parse( fs.readFileSync( statePath, 'utf8' ) );
	const consent = decidedConsentCookie( baseURL );
	state.cookies = [
		...state.cookies.filter(
			( cookie: { name: string } ) => cookie.name !== consent.name
		),
		consent,
	];
	fs.writeFileSync( statePath, JSON.stringify( state ) );
}
