/**
 * What the form script's end-to-end tests share: the demo forms, a page without the nonce of
 * call 5, and keyboard moves.
 */
import { expect, type Page } from '@playwright/test';

export const CONTACT_PAGE = '/contact/';
export const EVERYTHING_PAGE = '/forms/';

/** The spec's messages as the server prints them (Messages.php). */
export const MESSAGES = {
	required: 'This field is required.',
	email: 'Please enter a valid email address.',
	url: 'Please enter a valid URL.',
	confirm: 'Field values do not match.',
	phone: 'Please enter a valid phone number.',
	checkLimit: 'You have exceeded the number of allowed selections: 3.',
	minWords: ( n: number ) => `Please enter at least ${ n } words.`,
	minLength: ( n: number ) => `Please enter at least ${ n } characters.`,
};

/**
 * Takes the nonce of call 5 out of the page's `everest_forms_params`: the script then lets the
 * form post normally, as it does on a page that prints none.
 * @param page The page, before it loads.
 */
export async function withoutAjaxNonce( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		let params: Record< string, unknown > | undefined;
		Object.defineProperty( window, 'everest_forms_params', {
			configurable: true,
			get: () => params,
			set: ( value ) => {
				params = { ...value, evf_ajax_submission: '' };
			},
		} );
	} );
}

export const field = ( page: Page, id: string ) =>
	page.locator( `[id$="-field_${ id }"]` ).first();

export const row = ( page: Page, id: string ) =>
	page.locator( `.evf-field[data-field-id="${ id }"]` );

export const errorOf = ( page: Page, id: string ) =>
	row( page, id ).locator( 'label.evf-error:not(.mailcheck-error)' );

/**
 * Presses Tab until the focused element matches the selector.
 * @param page     The page.
 * @param selector Where focus should land.
 * @param most     Tab presses allowed.
 */
export async function tabTo( page: Page, selector: string, most = 25 ) {
	for ( let i = 0; i < most; i++ ) {
		if (
			await page.evaluate(
				( wanted ) =>
					!! document.body.ownerDocument.activeElement?.matches(
						wanted
					),
				selector
			)
		) {
			return;
		}
		await page.keyboard.press( 'Tab' );
	}
	const focused = await page.evaluate(
		() =>
			document.body.ownerDocument.activeElement?.outerHTML.slice(
				0,
				200
			) ?? ''
	);
	expect( focused, `Tab never reached ${ selector }` ).toBe( selector );
}

/**
 * The server refuses a form sent within 3 s of showing it (spam guard): wait that long.
 * @param page The page.
 */
export async function waitForSpamGuard( page: Page ) {
	await page.waitForFunction(
		() => {
			const start = document.querySelector< HTMLInputElement >(
				'input[name="evf_submission_start_time"]'
			);
			return !! start && Date.now() - Number( start.value ) > 3200;
		},
		undefined,
		{ timeout: 10_000 }
	);
}
