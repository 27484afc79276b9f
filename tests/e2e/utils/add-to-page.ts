/**
 * The suite's "Add to a page" dialog (src/shared/onboarding/AddToPageDialog.tsx), as the specs of
 * each place that opens it see it.
 */
import type { Locator, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * The room between the dialog's page menu and its "Publish the page now" box, in pixels
 * (the dialog's own styles space its controls in every bundle that shows it).
 * @param dialog The "Add to a page" dialog.
 */
export async function roomUnderPageMenu( dialog: Locator ): Promise< number > {
	const menu = await dialog
		.getByRole( 'combobox', { name: 'Page' } )
		.boundingBox();
	const box = await dialog.getByLabel( 'Publish the page now' ).boundingBox();
	return ( box?.y ?? 0 ) - ( ( menu?.y ?? 0 ) + ( menu?.height ?? 0 ) );
}

/**
 * Publishes the dialog's item on a new page, opens the published page, runs the spec's checks
 * there, and deletes the page whatever they found (the page's id read from the dialog's
 * "Edit the page in the block editor" link).
 * @param dialog       The "Add to a page" dialog, its item chosen.
 * @param page         The browser page the dialog is on.
 * @param requestUtils The admin's REST client, to delete the page.
 * @param onThePage    The spec's checks on the published page.
 */
export async function publishAndVisit(
	dialog: Locator,
	page: Page,
	requestUtils: RequestUtils,
	onThePage: () => Promise< void >
): Promise< void > {
	await dialog.getByLabel( 'Publish the page now' ).check();
	await dialog.getByRole( 'button', { name: 'Add to the page' } ).click();
	const view = dialog.getByRole( 'link', { name: 'View the page' } );
	await expect( view ).toBeVisible();
	const edit =
		( await dialog
			.getByRole( 'link', { name: 'Edit the page in the block editor' } )
			.getAttribute( 'href' ) ) ?? '';
	const made = Number( new URL( edit ).searchParams.get( 'post' ) );
	try {
		await page.goto( ( await view.getAttribute( 'href' ) ) ?? '' );
		await onThePage();
	} finally {
		await requestUtils.rest( {
			path: `/wp/v2/pages/${ made }`,
			method: 'DELETE',
			params: { force: true },
		} );
	}
}
