/**
 * Shared steps of the rating and comments tests: the gallery page with the popup opened on an
 * image through the real call 3.
 */
import { expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';
import { currentSlide, thumbLink } from './lightbox-helpers';

/**
 * The lightbox nonce of gallery 1 (data-gallery `lightboxNonce`).
 * @param page The page, loaded.
 */
export function lightboxNonce( page: Page ): Promise< string > {
	return page
		.locator( '[data-gallery-n="1"]' )
		.evaluate(
			( container ) =>
				JSON.parse(
					( container as HTMLElement ).dataset.gallery ?? '{}'
				).lightboxNonce ?? ''
		);
}

/**
 * Opens the gallery page and the popup on thumbnail `index` (0-based), with the real call 3.
 * @param page  The page.
 * @param url   The post.
 * @param index Thumbnail of the first page.
 * @return The image id.
 */
export async function openOn(
	page: Page,
	url: string,
	index: number
): Promise< string > {
	await page.goto( url );
	await page
		.locator( '[data-gallery-n="1"][data-vista-ready="true"]' )
		.waitFor();
	const id = await thumbLink( page, index ).evaluate(
		( link ) =>
			link.closest< HTMLElement >( '.vista-gallery__item' )?.dataset
				.imageId ?? ''
	);
	// The hit posted on opening answers the image's counts; waiting for it keeps a late answer
	// from overwriting what a test does next.
	const hit = page.waitForResponse(
		( response ) =>
			response.url().includes( 'action=vista_gallery_rate' ) &&
			( response.request().postData() ?? '' ).includes(
				'ajax_task=save_hit_count'
			)
	);
	await thumbLink( page, index ).click();
	await expect( currentSlide( page ) ).toHaveAttribute( 'data-image-id', id, {
		timeout: 20000,
	} );
	await hit;
	return id;
}
