/**
 * Issue 33: an import whose PHP worker is killed halfway through a step resumes and ends with the
 * same result as an uninterrupted run; a reload while it is under way shows the same progress and
 * goes on with it. Driven through the importer's screen, with the test importer "E2E things" of
 * tests/e2e/mu-plugins/vista-e2e-import.php (300 things, every tenth skipped).
 */
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import {
	findingsBeyondDashboard,
	openImporter,
	runFixture,
	tableRows,
} from '../utils/importer-screen';
import { collectPageErrors } from '../utils/site';

const script = path.resolve( __dirname, '../fixtures/import-things.php' );
const things = ( action: string ) => runFixture( script, action );

test.describe( 'Importer screen: a killed worker', () => {
	test.beforeAll( () => {
		things( 'on' );
		things( 'reset' );
	} );
	test.afterAll( () => {
		things( 'reset' );
		things( 'off' );
	} );

	test( 'resumes to the report of an uninterrupted run', async ( {
		admin,
		page,
		context,
		baseURL,
	} ) => {
		// The uninterrupted run, as WP-CLI takes it to its end, then forgotten.
		const uninterrupted = JSON.parse( things( 'run' ) ).things;
		expect( uninterrupted ).toEqual( {
			imported: 270,
			updated: 0,
			skipped: 30,
		} );
		const uninterruptedThings = things( 'checksum' );
		things( 'reset' );

		// The worker that reaches thing 155 (in the second step of 100) exits; its lock lasts 8 s.
		await context.addCookies( [
			{ name: 'vista_e2e_import_kill_at', value: '155', url: baseURL! },
			{ name: 'vista_e2e_import_lock_life', value: '8', url: baseURL! },
		] );
		const pageErrors = collectPageErrors( page );
		await openImporter( admin, 'e2e-things' );
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Import from E2E things',
			} )
		).toBeVisible();
		expect( await tableRows( page, 'Found on this site' ) ).toEqual( [
			[ 'Things', '300' ],
		] );
		await page.getByRole( 'button', { name: 'Start import' } ).click();

		// The run stands at its last finished step while the killed worker's lock holds it.
		const bar = page.getByRole( 'progressbar', {
			name: 'Import progress',
		} );
		await expect( page.getByText( '100 of 300' ) ).toBeVisible();
		await expect( bar ).toHaveAttribute( 'aria-valuenow', '33' );
		await expect( bar ).toHaveAttribute( 'aria-valuemin', '0' );
		await expect( bar ).toHaveAttribute( 'aria-valuemax', '100' );

		// A reload shows the same progress, and goes on with the run.
		await page.reload();
		await expect( bar ).toHaveAttribute( 'aria-valuenow', '33' );
		await expect( page.getByText( '100 of 300' ) ).toBeVisible();
		expect( await findingsBeyondDashboard( page ) ).toEqual( [] );

		await expect(
			page.getByRole( 'heading', { name: 'Import finished' } )
		).toBeVisible( { timeout: 60_000 } );
		expect( await tableRows( page, 'Import report' ) ).toEqual( [
			[
				'Things',
				String( uninterrupted.imported ),
				String( uninterrupted.updated ),
				String( uninterrupted.skipped ),
			],
		] );
		expect( things( 'checksum' ) ).toBe( uninterruptedThings );
		const skipped = page.getByRole( 'list', { name: 'Skipped items' } );
		await expect( skipped.getByRole( 'listitem' ).first() ).toHaveText(
			'Things 10: Tens are skipped.'
		);
		await expect(
			page.getByText( "The original plugin's data was left unchanged." )
		).toBeVisible();
		expect( await findingsBeyondDashboard( page ) ).toEqual( [] );

		// A second run updates what the first made and adds nothing.
		// The first run's report stays on screen until the start request answers: wait for the
		// second run's own counts.
		await page.getByRole( 'button', { name: 'Run again' } ).click();
		await expect
			.poll( () => tableRows( page, 'Import report' ), {
				timeout: 60_000,
			} )
			.toEqual( [ [ 'Things', '0', '270', '30' ] ] );
		expect( things( 'checksum' ) ).toBe( uninterruptedThings );
		expect( pageErrors ).toEqual( [] );
	} );
} );
