/**
 * Comments in the lightbox (issue 7; 000 §2.3, §4.1, §5, §6, §7 calls 5-7, §8), against the real
 * server: a visitor's comment waits for moderation, an administrator's is published and can be
 * deleted, the captcha image refreshes, and typing in the form never drives the popup.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';
import { visitor, watchForErrors } from '../utils/site';
import { currentSlide, lightboxPost, popup } from './lightbox-helpers';
import { lightboxNonce, openOn } from './lightbox-social-helpers';

/**
 * Opens the gallery page, the popup on image `index` (real call 3) and its comments panel, and
 * gives consent: the test site has a privacy policy page, so the form shows the checkbox.
 * @param page  The page.
 * @param url   The post.
 * @param index Thumbnail, 0-based.
 */
async function openComments( page: Page, url: string, index: number ) {
	await page.setViewportSize( { width: 1280, height: 900 } );
	const id = await openOn( page, url, index );
	await popup( page )
		.getByRole( 'button', { name: /^Comments/ } )
		.click();
	await expect( panel( page ) ).toBeVisible( { timeout: 20000 } );
	await expect(
		panel( page ).locator( '.vista-comments__loading' )
	).toHaveCount( 0, { timeout: 20000 } );
	const submit = panel( page ).getByRole( 'button', { name: 'Submit' } );
	// 000 §5: the submit button is disabled until the privacy-policy checkbox is checked.
	await expect( submit ).toBeDisabled();
	await expect(
		panel( page ).getByRole( 'link', { name: 'privacy policy' } )
	).toHaveAttribute( 'href', /.+/ );
	await panel( page ).getByRole( 'checkbox' ).check();
	await expect( submit ).toBeEnabled();
	return id;
}

const panel = ( page: Page ) => popup( page ).locator( '.vista-comments' );

test.describe( 'a visitor', () => {
	test.use( visitor );

	test( 'is told which required field is missing, inline, then waits for moderation', async ( {
		page,
		requestUtils,
	} ) => {
		const url = await lightboxPost( requestUtils, 'Comment as visitor' );
		const errors = watchForErrors( page );
		await openComments( page, url, 1 );
		await expect( panel( page ) ).toContainText( 'No comments yet.' );
		const name = panel( page ).getByLabel( 'Name' );
		const comment = panel( page ).getByLabel( 'Comment', { exact: true } );

		await panel( page ).getByRole( 'button', { name: 'Submit' } ).click();
		await expect( panel( page ).getByRole( 'alert' ).first() ).toHaveText(
			'Name field is required'
		);
		await expect( name ).toBeFocused();
		await expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( name ).toHaveCSS( 'border-color', 'rgb(214, 54, 56)' );
		await expect( panel( page ) ).toContainText(
			'Comment field is required'
		);
		// A field's message clears as soon as it is edited.
		await name.fill( 'Ann' );
		await expect( panel( page ) ).not.toContainText(
			'Name field is required'
		);

		await panel( page ).getByLabel( 'Email' ).fill( 'not-an-address' );
		await comment.fill( 'What a view <b>really</b>' );
		await panel( page ).getByRole( 'button', { name: 'Submit' } ).click();
		await expect( panel( page ) ).toContainText(
			'This is not a valid email address.'
		);
		await panel( page ).getByLabel( 'Email' ).fill( '' );

		await panel( page ).getByRole( 'button', { name: 'Submit' } ).click();
		// WordPress holds a first comment of an unknown author (comment_previously_approved).
		await expect( panel( page ).getByRole( 'status' ) ).toHaveText(
			'Your comment is awaiting moderation.'
		);
		await expect( panel( page ) ).toContainText( 'No comments yet.' );
		await expect( comment ).toHaveValue( '' );
		await page.screenshot( {
			path: 'artifacts/screenshots/lightbox-comments-moderation.png',
		} );
		expect( errors ).toEqual( [] );
	} );

	test( 'typing in the comment fields never drives the popup (000 §4.1)', async ( {
		page,
		requestUtils,
	} ) => {
		const url = await lightboxPost( requestUtils, 'Comment typing' );
		const id = await openComments( page, url, 2 );
		const name = panel( page ).getByLabel( 'Name' );
		await name.fill( 'Bo' );
		await name.press( 'ArrowLeft' );
		await name.press( 'ArrowRight' );
		await name.press( 'c' );
		await name.press( 'f' );
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-image-id',
			id
		);
		await expect( name ).toHaveValue( 'Bocf' );
		await expect( panel( page ) ).toBeVisible();
		const comment = panel( page ).getByLabel( 'Comment', { exact: true } );
		await comment.press( 'ArrowRight' );
		await comment.press( 'Space' );
		await expect( currentSlide( page ) ).toHaveAttribute(
			'data-image-id',
			id
		);
		// Outside the fields the same key does navigate.
		await popup( page )
			.locator( '.vista-lightbox__stage' )
			.click( {
				position: { x: 5, y: 5 },
			} );
		await page.keyboard.press( 'ArrowRight' );
		await expect( currentSlide( page ) ).not.toHaveAttribute(
			'data-image-id',
			id
		);
	} );
} );

test.describe( 'a visitor, checked by the server', () => {
	test.use( visitor );

	test( 'the captcha image refreshes with a new suffix; a wrong code is refused by the server', async ( {
		page,
		requestUtils,
	} ) => {
		const url = await lightboxPost( requestUtils, 'Comment captcha', {
			lightboxCaptcha: true,
		} );
		await openComments( page, url, 3 );
		const image = panel( page ).getByRole( 'img', {
			name: 'Verification code',
		} );
		await expect( image ).toHaveJSProperty( 'naturalWidth', 120 );
		const before = await image.getAttribute( 'src' );
		expect( before ).toContain( 'action=vista_gallery_captcha' );
		await panel( page ).getByRole( 'button', { name: 'New code' } ).click();
		await expect( image ).not.toHaveAttribute( 'src', before ?? '' );
		await expect( image ).toHaveJSProperty( 'naturalWidth', 120 );

		await panel( page ).getByLabel( 'Name' ).fill( 'Cy' );
		await panel( page )
			.getByLabel( 'Comment', { exact: true } )
			.fill( 'Guessing the code' );
		await panel( page ).getByRole( 'button', { name: 'Submit' } ).click();
		await expect( panel( page ) ).toContainText(
			'Verification code field is required'
		);
		await panel( page )
			.getByLabel( 'Verification code', { exact: true } )
			.fill( 'ZZZZZ' );
		const shown = await image.getAttribute( 'src' );
		await panel( page ).getByRole( 'button', { name: 'Submit' } ).click();
		await expect( panel( page ) ).toContainText(
			'Incorrect security code.'
		);
		// The spent code is replaced by a new image.
		await expect( image ).not.toHaveAttribute( 'src', shown ?? '' );
		await page.screenshot( {
			path: 'artifacts/screenshots/lightbox-comments-captcha.png',
		} );
	} );

	test( 'a visitor cannot delete a comment of someone else', async ( {
		page,
		requestUtils,
	} ) => {
		const url = await lightboxPost( requestUtils, 'Comment not mine' );
		const id = await openComments( page, url, 4 );
		const nonce = await lightboxNonce( page );
		const answer = await page.evaluate(
			async ( [ imageId, token ] ) => {
				const response = await fetch(
					'/wp-admin/admin-ajax.php?action=vista_gallery_comment',
					{
						method: 'POST',
						body: new URLSearchParams( {
							ajax_task: 'delete_comment',
							id_image: imageId,
							id_comment: '1',
							nonce: token,
						} ),
					}
				);
				return response.json();
			},
			[ id, nonce ]
		);
		expect( answer.error ).toBe( 1 );
	} );
} );

test.describe( 'an administrator', () => {
	test( 'is published at once, sees the comment with a delete button, and deletes it', async ( {
		page,
		requestUtils,
	} ) => {
		const url = await lightboxPost( requestUtils, 'Comment as admin' );
		const errors = watchForErrors( page );
		await openComments( page, url, 5 );
		// Prefilled from the signed-in user.
		await expect( panel( page ).getByLabel( 'Name' ) ).not.toHaveValue(
			''
		);
		await panel( page )
			.getByLabel( 'Comment', { exact: true } )
			.fill( 'Published <script>alert(1)</script>right away' );
		await panel( page ).getByRole( 'button', { name: 'Submit' } ).click();
		await expect( panel( page ).getByRole( 'status' ) ).toHaveText(
			'Your comment has been published.'
		);
		const shown = panel( page ).locator( '.vista-comments__comment' );
		await expect( shown ).toHaveCount( 1 );
		await expect( shown ).toContainText( 'Published right away' );
		await expect( shown ).not.toContainText( 'alert' );
		await expect(
			popup( page ).getByRole( 'button', { name: /^Comments: 1/ } )
		).toBeVisible();

		await shown.getByRole( 'button', { name: /^Delete/ } ).click();
		await expect( shown ).toHaveCount( 0 );
		await expect( panel( page ) ).toContainText( 'No comments yet.' );
		await expect(
			popup( page ).getByRole( 'button', { name: /^Comments: 0/ } )
		).toBeVisible();
		expect( errors ).toEqual( [] );
	} );
} );
