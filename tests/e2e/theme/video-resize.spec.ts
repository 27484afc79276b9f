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

test( 'the stand-in video is boxed without loading its page again (issue 18: no second load on the way)', async ( {
	page,
} ) => {
	// Tall enough that the lazy frame loads with the page, before the helper boxes it.
	await page.setViewportSize( { width: 1280, height: 6000 } );
	// Counts the pages loaded in the frame: this runs in every document the page or its frames
	// start, and the frame's page (srcdoc) is of the same origin as the front page.
	await page.addInitScript( () => {
		if ( window !== window.top && window.top ) {
			const top = window.top as unknown as { vistaFramePages?: number };
			top.vistaFramePages = ( top.vistaFramePages ?? 0 ) + 1;
		}
	} );
	await page.goto( '/' );
	const frame = page.locator( '#video iframe' );
	await expect( page.locator( '#video .vista-video-wrap' ) ).toHaveCount( 1 );
	await expect
		.poll( () =>
			frame.evaluate(
				( element: HTMLIFrameElement ) =>
					element.contentDocument?.readyState
			)
		)
		.toBe( 'complete' );
	await expect( frame.contentFrame().locator( 'body' ) ).toContainText(
		'Vista demo video'
	);
	expect(
		await page.evaluate(
			() =>
				( window as unknown as { vistaFramePages?: number } )
					.vistaFramePages
		)
	).toBe( 1 );
} );
