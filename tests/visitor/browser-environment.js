/**
 * The Jest environment of the visitor suite: one browser per test file, launched before its tests
 * and closed after them, handed to the tests as `globalThis.vistaBrowser`. Which browser is the
 * project's (jest.config.js): Chromium over the DevTools protocol, Firefox ESR over WebDriver BiDi.
 * Every test opens its own browser context (tests/visitor/visitor.ts), so tests never share
 * cookies or storage.
 */
// eslint-disable-next-line import/no-extraneous-dependencies -- Jest's own environment, which comes with Jest (through @wordpress/scripts): its version must be Jest's.
const { TestEnvironment } = require( 'jest-environment-node' );
const puppeteer = require( 'puppeteer-core' );

/**
 * Launch options of each browser the suite knows.
 * @param {{browser: string, executablePath: string}} options The project's environment options.
 */
function launchOptions( { browser, executablePath } ) {
	const common = {
		executablePath,
		headless: true,
		// Each launch gets a new temporary profile from Puppeteer: no state from a run before.
		defaultViewport: { width: 1280, height: 800 },
	};
	if ( browser === 'firefox' ) {
		return {
			...common,
			browser: 'firefox',
			protocol: 'webDriverBiDi',
			extraPrefsFirefox: {
				// No update checks, telemetry or first-run pages on a machine without the network.
				'app.update.enabled': false,
				'datareporting.policy.dataSubmissionEnabled': false,
				'browser.shell.checkDefaultBrowser': false,
			},
		};
	}
	return {
		...common,
		browser: 'chrome',
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
		],
	};
}

class BrowserEnvironment extends TestEnvironment {
	constructor( config, context ) {
		super( config, context );
		this.options = config.projectConfig.testEnvironmentOptions;
	}

	async setup() {
		await super.setup();
		this.browser = await puppeteer.launch( launchOptions( this.options ) );
		this.global.vistaBrowser = {
			name: this.options.browser,
			browser: this.browser,
		};
	}

	async teardown() {
		await this.browser?.close();
		await super.teardown();
	}
}

module.exports = BrowserEnvironment;
