/**
 * The suite's "Add to a page" dialog (src/shared/onboarding/AddToPageDialog.tsx), as the specs of
 * each place that opens it see it.
 */
import type { Locator } from '@playwright/test';

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
