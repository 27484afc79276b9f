/**
 * What the card payments e2e tests share (issue 37): a gateway's stand-in on loopback
 * (tests/e2e/fixtures/{gateway}-stand-in.php under `php -S`), the form of payments-fixture.php,
 * and a visitor who accepted the cookie notice, whose requests the test site serves with the
 * stand-in and the given Forms → Settings (tests/e2e/mu-plugins/vista-e2e.php).
 */
import { execFileSync, spawn, type ChildProcess } from 'child_process';
import { createServer, type AddressInfo } from 'net';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { expect, test, type Browser } from '@playwright/test';
import { wordpressDir } from '../utils/site';

export interface PaymentForm {
	formId: number;
	url: string;
	entriesUrl: string;
}

export interface StandIn {
	port: number;
	stop: () => void;
}

/**
 * Starts a stand-in on a free loopback port, ready when `probe` answers 200.
 * @param script File name under tests/e2e/fixtures.
 * @param probe  A path the stand-in serves.
 */
export async function startStandIn(
	script: string,
	probe: string
): Promise< StandIn > {
	const port = await new Promise< number >( ( resolve ) => {
		const server = createServer().listen( 0, '127.0.0.1', () => {
			const { port: free } = server.address() as AddressInfo;
			server.close( () => resolve( free ) );
		} );
	} );
	const state = path.join(
		mkdtempSync( path.join( tmpdir(), 'vista-stand-in-' ) ),
		'state.json'
	);
	const child: ChildProcess = spawn(
		'php',
		[
			'-S',
			`127.0.0.1:${ port }`,
			path.resolve( __dirname, '../fixtures', script ),
		],
		{
			env: {
				...process.env,
				VISTA_STRIPE_STATE: state,
				VISTA_STAND_IN_STATE: state,
			},
			stdio: 'ignore',
		}
	);
	// Ready when it answers (the machine's pace; no time budget).
	await expect
		.poll(
			() =>
				fetch( `http://127.0.0.1:${ port }${ probe }` ).then(
					( response ) => response.status,
					() => 0
				),
			{ timeout: 30_000 }
		)
		.toBe( 200 );
	return { port, stop: () => child.kill() };
}

/**
 * A form with a ticket at 25.00 and a required card, paid through a gateway.
 * @param gateway The gateway's id.
 */
export function paymentForm( gateway: string ): PaymentForm {
	return JSON.parse(
		execFileSync(
			'php',
			[
				path.resolve( __dirname, 'payments-fixture.php' ),
				wordpressDir,
				gateway,
			],
			{ encoding: 'utf8' }
		)
	);
}

/**
 * A visitor who accepted the cookie notice (the gateway's cookies allowed), with the stand-in and
 * the settings for this context's requests.
 * @param browser  The browser.
 * @param port     The stand-in's port.
 * @param settings Forms → Settings for these requests.
 */
export async function payingVisitor(
	browser: Browser,
	port: number,
	settings: Record< string, string >
) {
	const base = process.env.WP_BASE_URL ?? '';
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	await context.addCookies( [
		{ name: 'cookie_notice_accepted', value: 'true', url: base },
		{ name: 'vista_e2e_forms_stand_in', value: String( port ), url: base },
		{
			name: 'vista_e2e_forms_settings',
			value: encodeURIComponent( JSON.stringify( settings ) ),
			url: base,
		},
	] );
	return context;
}

/**
 * What every gateway's test file starts with: its stand-in on loopback and its form, made before
 * the file's tests and the stand-in stopped after them.
 * @param gateway  The gateway's id.
 * @param script   The stand-in's file name under tests/e2e/fixtures.
 * @param probe    A path the stand-in serves.
 * @param settings Forms → Settings for the paying visitor's requests.
 * @return The form (once the file's tests run) and a paying visitor's context for this gateway.
 */
export function gatewayStandIn(
	gateway: string,
	script: string,
	probe: string,
	settings: Record< string, string >
) {
	let standIn: StandIn | undefined;
	const used = {
		form: {} as PaymentForm,
		visitor: ( browser: Browser ) =>
			payingVisitor( browser, standIn!.port, settings ),
	};
	test.beforeAll( async () => {
		standIn = await startStandIn( script, probe );
		used.form = paymentForm( gateway );
	} );
	test.afterAll( () => {
		standIn?.stop();
	} );
	return used;
}
