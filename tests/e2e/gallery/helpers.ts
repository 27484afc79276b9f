/**
 * Shared helpers of the gallery display tests: posts holding vista/gallery blocks, and column
 * counts read from the rendered page.
 */
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * A published post with gallery blocks.
 * @param requestUtils WordPress REST helpers.
 * @param title        Post title.
 * @param blocks       Attributes of each vista/gallery block.
 */
export async function galleryPost(
	requestUtils: RequestUtils,
	title: string,
	blocks: Array< Record< string, unknown > >
): Promise< string > {
	const post = await requestUtils.createPost( {
		title,
		content: blocks
			.map(
				( attributes ) =>
					`<!-- wp:vista/gallery ${ JSON.stringify( attributes ) } /-->`
			)
			.join( '\n\n' ),
		status: 'publish',
		date_gmt: new Date().toISOString(),
	} );
	return `/?p=${ post.id }`;
}

const sharedPosts = new Map< string, Promise< string > >();

/**
 * The page of galleryPost, made once per worker for every describe block that asks for the same
 * title: the describes of one behaviour, split to stay short, share one page as they did as one.
 * @param requestUtils REST access.
 * @param title        Post title, the key of the page.
 * @param blocks       Attributes of each vista/gallery block.
 */
export function sharedGalleryPost(
	requestUtils: RequestUtils,
	title: string,
	blocks: Array< Record< string, unknown > >
): Promise< string > {
	let post = sharedPosts.get( title );
	if ( ! post ) {
		post = galleryPost( requestUtils, title, blocks );
		sharedPosts.set( title, post );
	}
	return post;
}

/**
 * Rendered columns of gallery n: distinct left edges of its items, the container width, and the
 * item heights.
 * @param page The page.
 * @param n    Instance number.
 */
export function measure( page: Page, n: number ) {
	return page.evaluate( ( instance ) => {
		const container = document.querySelector< HTMLElement >(
			`[data-gallery-n="${ instance }"]`
		)!;
		const items = Array.from(
			container.querySelectorAll< HTMLElement >( '.vista-gallery__item' )
		);
		const lefts = new Set(
			items.map( ( item ) =>
				Math.round( item.getBoundingClientRect().left )
			)
		);
		return {
			width: container.clientWidth,
			columns: lefts.size,
			heights: items.map(
				( item ) => item.getBoundingClientRect().height
			),
			count: items.length,
			windowWidth: window.innerWidth,
		};
	}, n );
}

/**
 * Ids of the images gallery n shows.
 * @param page The page.
 * @param n    Instance number.
 */
export function imageIds( page: Page, n: number ): Promise< string[] > {
	return page
		.locator( `[data-gallery-n="${ n }"] .vista-gallery__item` )
		.evaluateAll( ( items ) =>
			items.map( ( item ) => item.getAttribute( 'data-image-id' ) ?? '' )
		);
}

/**
 * Marks the window, so a test can tell afterwards whether the page was reloaded.
 * @param page The page.
 */
export function markWindow( page: Page ): Promise< number > {
	return page.evaluate(
		() => ( ( window as unknown as { mark: number } ).mark = 1 )
	);
}

/**
 * Whether the window still holds the mark of markWindow (the page was not reloaded since).
 * @param page The page.
 */
export function windowMarked( page: Page ): Promise< boolean > {
	return page.evaluate(
		() => ( window as unknown as { mark?: number } ).mark === 1
	);
}

/**
 * Starts adding up the page's Cumulative Layout Shift (shifts not caused by input) from its
 * first paint; call before page.goto, read with layoutShift.
 * @param page The page.
 */
export async function watchLayoutShift( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		( window as unknown as { cls: number } ).cls = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() as Array<
				PerformanceEntry & { value: number; hadRecentInput: boolean }
			> ) {
				if ( ! entry.hadRecentInput ) {
					( window as unknown as { cls: number } ).cls += entry.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
}

/**
 * The layout shift added up since the page loaded (watchLayoutShift).
 * @param page The page.
 */
export function layoutShift( page: Page ): Promise< number > {
	return page.evaluate( () => ( window as unknown as { cls: number } ).cls );
}

/**
 * Addresses of the gallery's layout chunks (gallery-<layout>.js) the page requested.
 * @param page The page, before it navigates.
 */
export function layoutChunks( page: Page ): string[] {
	const chunks: string[] = [];
	page.on( 'request', ( request ) => {
		const match = /\/vista-gallery\/build\/(gallery-[a-z_-]+)\.js/.exec(
			request.url()
		);
		if ( match ) {
			chunks.push( match[ 1 ] );
		}
	} );
	return chunks;
}
