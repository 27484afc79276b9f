import path from 'path';
import { defineConfig } from '@playwright/test';
// Loaded by the runner and by every worker: their API requests resolve localhost at once.
import './tests/e2e/utils/loopback-dns';

const root = __dirname;
const baseURL = process.env.WP_BASE_URL ?? 'http://localhost:8889';
// @wordpress/e2e-test-utils-playwright reads these.
process.env.WP_BASE_URL = baseURL;
// The release tests' bare WordPress (tests/e2e/release), which they make themselves (a site, a
// network, a site to upgrade, one after the other): the test site's port + 4 unless
// VISTA_RELEASE_PORT says otherwise.
const releaseURL = `http://localhost:${
	process.env.VISTA_RELEASE_PORT ?? Number( new URL( baseURL ).port ) + 4
}`;
process.env.STORAGE_STATE_PATH ??= path.join(
	root,
	'artifacts/storage-states/admin.json'
);

export default defineConfig( {
	testDir: 'tests/e2e',
	globalSetup: require.resolve( './tests/e2e/global-setup.ts' ),
	timeout: 60_000,
	expect: { timeout: 10_000 },
	workers: 2,
	forbidOnly: !! process.env.CI,
	// One retry in CI only: a test that passes on retry is reported as flaky, not hidden.
	retries: process.env.CI ? 1 : 0,
	reporter: [
		[ 'list' ],
		[
			'json',
			{ outputFile: path.join( root, 'artifacts/playwright.json' ) },
		],
		// Which test was running when the site's PHP log grew (artifacts/php-log-<project>.json).
		[ require.resolve( './tests/e2e/utils/php-log-reporter.ts' ) ],
	],
	use: {
		baseURL,
		// Tests act as the logged-in admin unless they say `test.use( visitor )`.
		storageState: process.env.STORAGE_STATE_PATH,
		locale: 'en-US',
		viewport: { width: 1280, height: 800 },
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	// tools/e2e/run.sh (`npm run test:e2e`) runs each project as its own invocation with --no-deps,
	// in this order, so that a failure in one never keeps the next from running and reporting. The
	// dependencies stay for a plain `npx playwright test`: without them the three projects would run
	// at once, and stats and consent change site-wide settings under the other tests' feet. Each
	// project has its own output folder: an invocation empties the folders of the projects it runs,
	// and must not take an earlier project's traces and screenshots with it.
	projects: [
		{
			name: 'chromium',
			outputDir: path.join( root, 'artifacts/test-results/chromium' ),
			use: { browserName: 'chromium' },
			testIgnore: [
				'consent/**',
				'privacy/**',
				'onboarding/**',
				'stats/**',
				'import/wp-statistics.spec.ts',
				'speed/images.spec.ts',
				'release/**',
				// Anchored: a relative glob also matches a checkout that lives in a 'cluster' folder.
				path.join( root, 'tests/e2e/cluster/**' ),
			],
		},
		{
			// Statistics tests count visits, empty the tables and change the tracker's settings: they
			// run one at a time, after the tests that browse the site for other reasons.
			name: 'stats',
			outputDir: path.join( root, 'artifacts/test-results/stats' ),
			use: { browserName: 'chromium' },
			// Vista Speed's image optimisation converts the demo images the gallery tests look at:
			// it runs here too, alone.
			// The WP Statistics importer's test empties and fills the statistics too.
			testMatch: [
				'stats/**/*.spec.ts',
				'import/wp-statistics.spec.ts',
				'speed/images.spec.ts',
			],
			dependencies: [ 'chromium' ],
			workers: 1,
		},
		{
			// The cookie notice's tests change site-wide settings (cookie name, held scripts, ...)
			// that every page feels, and their visitors accept cookies (and so are counted): they run
			// on their own, one at a time, last.
			name: 'consent',
			outputDir: path.join( root, 'artifacts/test-results/consent' ),
			use: { browserName: 'chromium' },
			// The privacy tools' test too: it logs a consent and prices a shared gallery.
			// The getting started walk too: it deactivates and activates Vista Gallery.
			testMatch: [
				'consent/**/*.spec.ts',
				'privacy/**/*.spec.ts',
				'onboarding/**/*.spec.ts',
			],
			dependencies: [ 'stats' ],
			workers: 1,
		},
		{
			// Issue 32: each zip of `npm run package` uploaded, used and deleted on a bare WordPress
			// of its own (no Vista linked), as a site owner installs it; network-activated on a
			// multisite network; uploaded over an earlier commit's zips with data in place. One
			// plugin at a time; each file's site uses the release port in turn.
			name: 'release',
			outputDir: path.join( root, 'artifacts/test-results/release' ),
			use: { browserName: 'chromium', baseURL: releaseURL },
			testMatch: 'release/**/*.spec.ts',
			dependencies: [ 'consent' ],
			workers: 1,
		},
		// The production-like cluster (issue 19, tools/cluster): only with VISTA_CLUSTER=1, when
		// tools/e2e/run.sh has started it. One test at a time: they kill workers, run scheduled jobs
		// and count rows site-wide.
		...( process.env.VISTA_CLUSTER === '1'
			? [
					{
						name: 'cluster',
						outputDir: path.join(
							root,
							'artifacts/test-results/cluster'
						),
						use: { browserName: 'chromium' as const },
						testMatch: path.join(
							root,
							'tests/e2e/cluster/**/*.spec.ts'
						),
						workers: 1,
					},
				]
			: [] ),
	],
} );
