/**
 * What a visitor leaves on an image in the lightbox (000 §4.1, §5): a rating the server keeps, and
 * a comment checked field by field, then held for moderation.
 */
import type { Page } from 'puppeteer-core';
import { browserName, visit, waitForAttribute, waitForHidden } from './visitor';

const PAGE = '/visitor-lightbox/';
const popup = '.vista-lightbox';

/**
 * Opens the page and the popup on the image of that thumbnail.
 * @param page  The page, on PAGE.
 * @param index Thumbnail, 0-based.
 */
async function openOn( page: Page, index: number ) {
	await page.waitForSelector(
		'[data-gallery-n="1"][data-vista-ready="true"]'
	);
	const thumbs = await page.$$(
		'[data-gallery-n="1"] a[data-action="open_lightbox"]'
	);
	await thumbs[ index ].click();
	await page.waitForSelector(
		'.vista-lightbox__slide.is-current[data-ready]'
	);
}

test( 'a star rates the image once; the server remembers it after a reload', async () => {
	const { page } = await visit( PAGE );
	// Each browser its own image: the two run at once against one site.
	await openOn( page, browserName === 'firefox' ? 3 : 2 );
	const rating = `${ popup } .vista-rating`;
	if ( ! ( await page.$( rating ) ) ) {
		await page
			.locator( `${ popup } .vista-lightbox__button--rating` )
			.click();
	}
	const stars = await page.$$( `${ rating } [role="radio"]` );
	expect( stars ).toHaveLength( 5 );
	await stars[ 3 ].click();
	// The vote shows at once; the server's answer ends the busy state.
	await page.waitForSelector(
		`${ rating }[data-rated="1"][aria-busy="false"]`
	);
	await waitForHidden( page, `${ rating } [role="radiogroup"]` );

	await page.reload();
	await page.waitForSelector(
		'.vista-lightbox__slide.is-current[data-ready]'
	);
	if ( ! ( await page.$( rating ) ) ) {
		await page
			.locator( `${ popup } .vista-lightbox__button--rating` )
			.click();
	}
	await waitForAttribute( page, rating, 'data-rated', '1' );
} );

test( 'a comment names each missing field, then waits for moderation', async () => {
	// Both browsers comment at once from one address: WordPress's 15 s between comments is lifted
	// for this visitor (tests/e2e/mu-plugins/vista-e2e.php).
	const { page } = await visit( PAGE, {
		cookies: { vista_e2e_comment_flood: 'off' },
	} );
	await openOn( page, 1 );
	await page
		.locator( `${ popup } .vista-lightbox__button--comments` )
		.click();
	const panel = `${ popup } .vista-comments`;
	await page.waitForSelector( panel, { visible: true } );
	await waitForHidden( page, `${ panel } .vista-comments__loading` );
	const submit = `${ panel } .vista-comments__submit`;
	// The site has a privacy policy: no sending before the visitor agrees to it.
	expect(
		await page.$eval(
			submit,
			( button ) => ( button as HTMLButtonElement ).disabled
		)
	).toBe( true );
	await page.locator( '#vista-comment-privacy' ).click();
	await page.waitForSelector( `${ submit }:not([disabled])` );

	await page.locator( submit ).click();
	await waitForAttribute(
		page,
		'#vista-comment_name',
		'aria-invalid',
		'true'
	);
	await waitForAttribute(
		page,
		'#vista-comment_text',
		'aria-invalid',
		'true'
	);
	await page.waitForFunction(
		() =>
			document.body.ownerDocument.activeElement?.id ===
			'vista-comment_name'
	);
	// A field's message goes as soon as it is edited.
	await page.locator( '#vista-comment_name' ).fill( 'Ann' );
	await waitForAttribute( page, '#vista-comment_name', 'aria-invalid', null );

	await page
		.locator( '#vista-comment_text' )
		.fill( `Lovely, from ${ browserName }` );
	await page.locator( submit ).click();
	await page.waitForFunction(
		( css ) =>
			( document.querySelector( css )?.textContent ?? '' ).trim() !== '',
		{},
		`${ panel } .vista-comments__notice`
	);
	await page.waitForFunction(
		() =>
			(
				document.getElementById(
					'vista-comment_text'
				) as HTMLTextAreaElement
			 ).value === ''
	);
	// Held for moderation: the list does not show it yet.
	await page.waitForSelector( `${ panel } .vista-comments__empty` );
} );
