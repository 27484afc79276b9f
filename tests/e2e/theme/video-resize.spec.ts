/**
 * The video resize helper (001 §4): the demo page's embedded video frame (an offline stand-in
 * player: its page is written into the frame, nothing is fetched) keeps 16:9 at every width.
 */
import { test, expect, type Page } from '@playwright/test';
import { visitor } from '../utils/site';

test.use( visitor );

async function frameRatio( page: Page ): Promise< number > {
	const box = ( await page.locator( '#video iframe' ).boundingBox() )!;
	return box.width / box.height;
}

test( 'an embedded stand-in video keeps 16:9 across a resize, at the content width', async ( {
	page,
} ) => {
	await page.goto( '/' );
	const frame = page.locator( '#video iframe' );
	await expect( page.locator( '#video .vista-video-wrap' ) ).toHaveCount( 1 );
	expect( await frameRatio( page ) ).toBeCloseTo( 16 / 9, 1 );
	const column = ( await page.locator( '#video h2' ).boundingBox() )!.width;
	expect( ( await frame.boundingBox() )!.width ).toBeCloseTo( column, 0 );

	await page.setViewportSize( { width: 390, height: 800 } );
	await expect
		.poll( async () => ( await frame.boundingBox() )!.width )
		.toBeLessThan( 390 );
	expect( await frameRatio( page ) ).toBeCloseTo( 16 / 9, 1 );
	await page.setViewportSize( { width: 1000, height: 800 } );
	await expect
		.poll( async () => ( await frame.boundingBox() )!.width )
		.toBeGreaterThan( 560 );
	expect( await frameRatio( page ) ).toBeCloseTo( 16 / 9, 1 );
} );
