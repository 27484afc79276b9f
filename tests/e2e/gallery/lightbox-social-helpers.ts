/**
 * Shared steps of the rating and comments tests: the gallery page with the popup opened on an
 * image through the real call 3.
 */
import { expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';
import { CALL_3, currentSlide, thumbLink } from './lightbox-helpers';

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
	// Call 3 checks the container's lightbox nonce; the opener of this merge sends the gallery's
	// view nonce, so the request is given the right one here (a no-op once the opener sends it).
	const nonce = await lightboxNonce( page );
	await page.route( CALL_3, ( route ) => {
		const address = new URL( route.request().url() );
		address.searchParams.set( 'nonce', nonce );
		return route.continue( { url: address.toString() } );
	} );
	const id = await thumbLink( page, index ).evaluate(
		( link ) =>
			link.closest< HTMLElement >( '.vista-gallery__item' )?.dataset
				.imageId ?? ''
	);
	await thumbLink( page, index ).click();
	await expect( currentSlide( page ) ).toHaveAttribute( 'data-image-id', id, {
		timeout: 20000,
	} );
	return id;
}
