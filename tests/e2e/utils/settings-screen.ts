/**
 * What the end-to-end tests of the plugins' settings screens share: the stored settings through
 * the screen's REST route, the screen's mount point, opening the screen, and putting the settings
 * back after each test.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Admin, RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';

export type Settings = Record< string, unknown >;

export interface SettingsScreenOptions {
	/** The REST route of the settings, e.g. `/vista-stats/v1/settings`. */
	restPath: string;
	/** The id of the element the screen is mounted in. */
	mountId: string;
	/** The admin page that shows the screen, e.g. `options-general.php`. */
	adminPage: string;
	/** Its query, e.g. `page=vista-consent`. */
	query: string;
}

export interface SettingsScreen {
	/** The settings as stored. */
	storedSettings: ( requestUtils: RequestUtils ) => Promise< Settings >;
	/** The screen's mount point (WordPress's a11y live regions repeat its notices outside it). */
	screen: ( page: Page ) => ReturnType< Page[ 'locator' ] >;
	/** Opens the screen and waits for its form. */
	openScreen: ( admin: Admin, page: Page ) => Promise< void >;
	/**
	 * Inside a describe block: runs its tests one after another and, after each one, puts back
	 * the settings stored before the first one. Returns a getter for those settings.
	 */
	keepSettings: () => () => Settings;
}

/**
 * The helpers for one plugin's settings screen.
 * @param options Where the screen and its settings are.
 */
export function settingsScreen(
	options: SettingsScreenOptions
): SettingsScreen {
	const { restPath, mountId, adminPage, query } = options;

	async function storedSettings(
		requestUtils: RequestUtils
	): Promise< Settings > {
		const response = await requestUtils.rest< { settings: Settings } >( {
			path: restPath,
		} );
		return response.settings;
	}

	function screen( page: Page ) {
		return page.locator( `#${ mountId }` );
	}

	async function openScreen( admin: Admin, page: Page ) {
		await admin.visitAdminPage( adminPage, query );
		await expect(
			page.getByRole( 'button', { name: 'Save changes' } )
		).toBeVisible();
	}

	function keepSettings() {
		let original: Settings | undefined;
		test.describe.configure( { mode: 'serial' } );
		test.beforeAll( async ( { requestUtils } ) => {
			original = await storedSettings( requestUtils );
		} );
		test.afterEach( async ( { requestUtils } ) => {
			await requestUtils.rest( {
				method: 'POST',
				path: restPath,
				data: original,
			} );
		} );
		return () => {
			if ( ! original ) {
				throw new Error( 'The settings were read before any test.' );
			}
			return original;
		};
	}

	return { storedSettings, screen, openScreen, keepSettings };
}
