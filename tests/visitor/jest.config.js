/**
 * The visitor suite (tests/visitor): the same test files in Debian's Chromium and in Firefox ESR,
 * driven by puppeteer-core (Chromium over the DevTools protocol, Firefox over WebDriver BiDi).
 * Each browser is a Jest project; VISTA_VISITOR_BROWSERS (comma-separated) keeps some of them,
 * which is how tools/visitor/run.sh runs the two browsers side by side, one report each.
 */
const path = require( 'path' );
const defaults = require( '@wordpress/scripts/config/jest-unit.config' );

const root = path.resolve( __dirname, '../..' );

const browsers = {
	chromium: {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	},
	firefox: {
		executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
	},
};
const wanted = ( process.env.VISTA_VISITOR_BROWSERS ?? 'chromium,firefox' )
	.split( ',' )
	.map( ( name ) => name.trim() )
	.filter( Boolean );
for ( const name of wanted ) {
	if ( ! browsers[ name ] ) {
		throw new Error(
			`VISTA_VISITOR_BROWSERS: no browser "${ name }" (chromium, firefox)`
		);
	}
}

module.exports = {
	rootDir: root,
	reporters: [ 'default' ],
	// A test waits on what a visitor would see; a slow, shared machine gets room, not sleeps.
	testTimeout: 60_000,
	projects: wanted.map( ( name ) => ( {
		displayName: name,
		rootDir: root,
		roots: [ '<rootDir>/tests/visitor' ],
		testMatch: [ '**/*.test.ts' ],
		transform: defaults.transform,
		testEnvironment: '<rootDir>/tests/visitor/browser-environment.js',
		testEnvironmentOptions: { browser: name, ...browsers[ name ] },
	} ) ),
};
