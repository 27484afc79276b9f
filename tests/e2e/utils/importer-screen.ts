/**
 * The importer's screen in Tools → Import (kit/ImportAdmin.php, src/shared/importer), as its
 * contract in the README ("Moving from the original plugins") describes it.
 */
import { execFileSync } from 'child_process';
import { expect, type Page } from '@playwright/test';
import type { Admin } from '@wordpress/e2e-test-utils-playwright';
import { beyondBaseline, seriousFindings, type Finding } from '../a11y/axe';
import { wordpressDir } from './site';

/**
 * Runs a fixture script against the test site and answers what it printed.
 * @param script The script's path.
 * @param args   Its arguments after the WordPress folder.
 */
export function runFixture( script: string, ...args: string[] ): string {
	return execFileSync( 'php', [ script, wordpressDir, ...args ], {
		encoding: 'utf8',
	} ).trim();
}

/**
 * Opens an importer's screen.
 * @param admin The admin utilities.
 * @param id    The importer's id.
 */
export async function openImporter( admin: Admin, id: string ) {
	await admin.visitAdminPage( 'admin.php', `import=${ id }` );
}

/**
 * The cells' texts of a table's body rows.
 * @param page The page.
 * @param name The table's accessible name.
 */
export async function tableRows( page: Page, name: string ) {
	const table = page.getByRole( 'table', { name } );
	await expect( table ).toBeVisible();
	return table
		.locator( 'tbody tr' )
		.evaluateAll( ( rows ) =>
			rows.map( ( row ) =>
				Array.from( row.querySelectorAll( 'td' ) ).map(
					( cell ) => cell.textContent?.trim() ?? ''
				)
			)
		);
}

/**
 * The serious accessibility findings of the page beyond the Dashboard's.
 * @param page The page, showing the importer.
 */
export async function findingsBeyondDashboard(
	page: Page
): Promise< Finding[] > {
	const here = await seriousFindings( page );
	const dashboard = await page.context().newPage();
	await dashboard.goto( '/wp-admin/index.php' );
	const baseline = await seriousFindings( dashboard );
	await dashboard.close();
	return beyondBaseline( here, baseline );
}
