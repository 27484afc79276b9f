/**
 * The checks every plugin's demo page gets: it loads cleanly, its feature's script runs there, and
 * the plugin loads nothing on a page without its feature.
 */
import { test, expect } from '@playwright/test';
import {
	assetsFrom,
	demoPages,
	phpLogLines,
	phpLogMark,
	visitor,
	watchForErrors,
} from './site';

export interface DemoPageCase {
	plugin: string;
	page: keyof typeof demoPages;
	feature: string;
	script: string;
	/** Scripts of the plugin that every front-end page loads (the statistics tracker). */
	everyPage?: string[];
	/** How many of the feature's containers the demo page holds. */
	containers?: number;
	/**
	 * The feature's stylesheet, when it is linked rather than inlined (WordPress inlines block
	 * styles only up to a size).
	 */
	style?: string;
}

export function describeDemoPage( {
	plugin,
	page,
	feature,
	script,
	everyPage = [],
	containers = 1,
	style,
}: DemoPageCase ) {
	const always = everyPage.map( ( part ) => expect.stringContaining( part ) );
	test.describe( `${ plugin } demo page`, () => {
		test.use( visitor );

		test( 'loads without a PHP notice or a console error', async ( {
			page: browserPage,
		} ) => {
			const errors = watchForErrors( browserPage );
			const log = phpLogMark();
			const response = await browserPage.goto( demoPages[ page ] );
			expect( response?.status() ).toBe( 200 );
			await browserPage.waitForLoadState( 'networkidle' );
			expect( errors ).toEqual( [] );
			expect( phpLogLines( log ) ).toEqual( [] );
		} );

		test( 'runs the feature script where the feature is', async ( {
			page: browserPage,
		} ) => {
			await browserPage.goto( demoPages[ page ] );
			const container = browserPage.locator(
				`[data-vista-feature="${ feature }"]`
			);
			await expect( container ).toHaveCount( containers );
			for ( const each of await container.all() ) {
				await expect( each ).toHaveAttribute(
					'data-vista-ready',
					'true'
				);
			}
			// A layout's own script is a chunk whose script element goes once it has loaded.
			await browserPage.waitForLoadState( 'networkidle' );
			const assets = await assetsFrom(
				browserPage,
				`/plugins/${ plugin }/`
			);
			const expected = [
				expect.stringContaining( script ),
				...( style ? [ expect.stringContaining( style ) ] : [] ),
				...always,
			];
			expect( assets ).toHaveLength( expected.length );
			expect( assets ).toEqual( expect.arrayContaining( expected ) );
		} );

		test( 'loads nothing of the plugin on a page without the feature', async ( {
			page: browserPage,
		} ) => {
			await browserPage.goto( '/' );
			await expect( browserPage.locator( 'body' ) ).toBeVisible();
			expect(
				await assetsFrom( browserPage, `/plugins/${ plugin }/` )
			).toEqual( always );
		} );
	} );
}
