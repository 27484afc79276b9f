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
