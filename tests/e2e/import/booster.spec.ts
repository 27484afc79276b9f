/**
 * Issue 33: 10Web Booster's importer says on its screen that only the stored scores move, and on a
 * site where Booster left nothing it says so and offers no button.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { openImporter } from '../utils/importer-screen';

test( 'the 10Web Booster importer says only the scores move', async ( {
	admin,
	page,
} ) => {
	await openImporter( admin, '10web-booster' );
	await expect(
		page.getByRole( 'heading', {
			level: 1,
			name: 'Import from 10Web Booster',
		} )
	).toBeVisible();
	await expect(
		page.getByText( /^Only the page-speed scores move/ )
	).toBeVisible();
	await expect(
		page.getByText( 'Nothing from 10Web Booster was found on this site.' )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Start import' } )
	).toHaveCount( 0 );
} );
