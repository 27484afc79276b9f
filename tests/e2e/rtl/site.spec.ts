/**
 * Right to left (issue 35 item 2), beyond the gallery: with the site in Hebrew the cookie notice,
 * the forms (every field type and their errors), the video gallery and the theme (header menu,
 * sliders, one-page navigation, scroll-to-top) are mirrored, and no page scrolls sideways.
 */
import { test, expect, type Page } from '@playwright/test';
import { demoPages, newVisitor, visitor, watchForErrors } from '../utils/site';
import { CONTACT_PAGE, EVERYTHING_PAGE, row } from '../forms/client-helpers';
import { stopClock } from '../theme/theme-site';
import { centreX, expectRightToLeft, inHebrew, textEdges } from './rtl-helpers';

test.beforeEach( async ( { context } ) => {
	await inHebrew( context );
} );

/**
 * Checks that the page is as wide as the window: nothing sticks out at either side.
 * @param page The page, loaded.
 */
async function expectNoSidewaysScroll( page: Page ): Promise< void > {
	const { scrollWidth, clientWidth } = await page.evaluate( () => ( {
		scrollWidth: document.documentElement.scrollWidth,
		clientWidth: document.documentElement.clientWidth,
	} ) );
	expect( scrollWidth ).toBeLessThanOrEqual( clientWidth );
}

test.describe( 'a first-time visitor', () => {
	test.use( newVisitor );

	test( 'finds the cookie notice mirrored: its first button at the right, close at the left', async ( {
		page,
	} ) => {
		await page.goto( demoPages.consent );
		await expectRightToLeft( page );
		const notice = page.getByRole( 'dialog', { name: 'Cookie consent' } );
		await expect( notice ).toBeVisible();
		const accept = notice.getByRole( 'button', { name: 'Accept' } );
		const refuse = notice.getByRole( 'button', { name: 'Reject' } );
		expect( await centreX( accept ) ).toBeGreaterThan(
			await centreX( refuse )
		);
		const close = notice.getByRole( 'button', { name: /^Close/ } );
		expect( await centreX( close ) ).toBeLessThan(
			await centreX( notice )
		);
		await expectNoSidewaysScroll( page );
	} );
} );

test.describe( 'a visitor filling a form', () => {
	test.use( visitor );

	test( 'fills a form laid out from the right, every field type, and reads its errors there', async ( {
		page,
	} ) => {
		const errors = watchForErrors( page );
		await page.goto( EVERYTHING_PAGE );
		await expectRightToLeft( page );
		await expect(
			page.locator( '[data-vista-feature="form"]' ).first()
		).toHaveAttribute( 'data-vista-ready', 'true' );
		await expectNoSidewaysScroll( page );

		// Each field's label starts where its box starts: at the right.
		for ( const id of [
			'first_name',
			'email',
			'website',
			'topic',
			'guests',
			'details',
		] ) {
			const fieldRow = row( page, id );
			const label = fieldRow.locator( '.evf-field-label' );
			const input = fieldRow
				.locator( 'input:visible, select:visible, textarea:visible' )
				.first();
			const inputBox = ( await input.boundingBox() )!;
			const { right } = await textEdges( label );
			expect(
				Math.abs( right - ( inputBox.x + inputBox.width ) ),
				id
			).toBeLessThan( 3 );
		}
		// First name, then last name: the first of two half-width fields is at the right.
		expect( await centreX( row( page, 'first_name' ) ) ).toBeGreaterThan(
			await centreX( row( page, 'last_name' ) )
		);
		// Boxes to tick sit at the start of their line, before their label.
		for ( const id of [ 'contact_by', 'services', 'extras', 'consent' ] ) {
			const choice = row( page, id )
				.locator( 'input[type="checkbox"], input[type="radio"]' )
				.first();
			const label = row( page, id )
				.locator( 'label[for]' )
				.filter( { hasNot: page.locator( '.evf-field-label' ) } )
				.last();
			const choiceBox = ( await choice.boundingBox() )!;
			expect( choiceBox.x, id ).toBeGreaterThan(
				( await label.boundingBox() )!.x
			);
		}
		// The scale's first number and the rating's first star: at the right.
		for ( const id of [ 'recommend', 'stars' ] ) {
			const choices = row( page, id ).locator(
				'.evf-field-choices > li'
			);
			expect( await centreX( choices.nth( 0 ) ), id ).toBeGreaterThan(
				await centreX( choices.nth( 1 ) )
			);
		}
		expect( errors ).toEqual( [] );
	} );

	test( 'is told what a field lacks beneath it, from the right', async ( {
		page,
	} ) => {
		await page.goto( CONTACT_PAGE );
		await expect(
			page.locator( '[data-vista-feature="form"]' )
		).toHaveAttribute( 'data-vista-ready', 'true' );
		await page.getByRole( 'button', { name: 'Send message' } ).click();
		const error = row( page, 'name' ).locator( '.evf-error' );
		await expect( error ).toBeVisible();
		const input = ( await row( page, 'name' )
			.locator( 'input' )
			.first()
			.boundingBox() )!;
		const { left, right } = await textEdges( error );
		expect( Math.abs( right - ( input.x + input.width ) ) ).toBeLessThan(
			3
		);
		expect( left ).toBeGreaterThan( input.x + 20 );
		await expectNoSidewaysScroll( page );
	} );
} );

test.describe( 'a visitor browsing', () => {
	test.use( visitor );

	test( 'browses the video gallery from the right: first clip and previous page there', async ( {
		page,
	} ) => {
		await page.goto( demoPages.video );
		await expectRightToLeft( page );
		const gallery = page
			.locator( '[data-vista-feature="video-gallery"]' )
			.first();
		const clips = gallery.getByRole( 'button', { name: /Sample clip/ } );
		expect( await centreX( clips.nth( 0 ) ) ).toBeGreaterThan(
			await centreX( clips.nth( 1 ) )
		);
		expect(
			await centreX(
				gallery.getByRole( 'button', { name: 'Next page' } )
			)
		).toBeLessThan(
			await centreX(
				gallery.getByRole( 'button', { name: 'Previous page' } )
			)
		);
		await expectNoSidewaysScroll( page );
	} );

	test( 'finds the theme mirrored: title at the right, slider going left, scroll-to-top at the left', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		await expectRightToLeft( page );
		const header = siteHeader( page );
		expect(
			await centreX( header.getByRole( 'link', { name: 'Vista demo' } ) )
		).toBeGreaterThan(
			await centreX( header.getByRole( 'link', { name: 'Services' } ) )
		);

		const hero = page.locator( '[data-vista-slider="hero"]' );
		await expect( hero ).toHaveAttribute( 'data-vista-ready', 'true' );
		await hero.getByRole( 'button', { name: 'Pause autoplay' } ).click();
		const next = hero.getByRole( 'button', { name: 'Next slide' } );
		// On the first slide it rewinds: "Go to last slide".
		const previous = hero.locator( '.splide__arrow--prev' );
		expect( await centreX( next ) ).toBeLessThan(
			await centreX( previous )
		);
		// The chevron of "next" points left.
		expect(
			await next
				.locator( 'svg' )
				.evaluate( ( icon ) => getComputedStyle( icon ).transform )
		).toBe( 'matrix(-1, 0, 0, 1, 0, 0)' );
		const slides = hero.locator( '.splide__slide' );
		const heroBox = ( await hero.boundingBox() )!;
		// The second slide waits at the left, off the row, and comes in from there.
		expect( ( await slides.nth( 1 ).boundingBox() )!.x ).toBeLessThan(
			heroBox.x
		);
		await next.click();
		await expect( slides.nth( 1 ) ).toHaveClass( /is-active/ );
		await expect( slides.nth( 1 ) ).toBeInViewport( { ratio: 0.9 } );
		// The dots: the first at the right; ArrowLeft goes on in reading order.
		const dots = hero.getByRole( 'tab' );
		expect( await centreX( dots.nth( 0 ) ) ).toBeGreaterThan(
			await centreX( dots.nth( 1 ) )
		);
		await dots.nth( 1 ).focus();
		await page.keyboard.press( 'ArrowLeft' );
		await expect( slides.nth( 2 ) ).toHaveClass( /is-active/ );

		// A counter's suffix follows its number as in text: "98%", not "%98".
		const percent = page
			.locator( '.vista-counter__value' )
			.filter( { hasText: '%' } )
			.first();
		await percent.scrollIntoViewIfNeeded();
		const { numberRight, suffixLeft } = await percent.evaluate(
			( value ) => {
				const range = document.createRange();
				range.selectNodeContents( value.lastChild! );
				return {
					numberRight: value
						.querySelector( '.vista-counter__number' )!
						.getBoundingClientRect().right,
					suffixLeft: range.getBoundingClientRect().left,
				};
			}
		);
		expect( suffixLeft ).toBeGreaterThanOrEqual( numberRight - 1 );

		await page.mouse.wheel( 0, 2000 );
		const toTop = page.locator( '.vista-scroll-top' );
		await expect( toTop ).toBeVisible();
		expect( await centreX( toTop ) ).toBeLessThan(
			page.viewportSize()!.width / 2
		);
		await expectNoSidewaysScroll( page );
	} );

	test( 'follows the one-page navigation down the page, never sideways', async ( {
		page,
	} ) => {
		await stopClock( page );
		await page.goto( '/' );
		await siteHeader( page )
			.getByRole( 'link', { name: 'Testimonials' } )
			.click();
		await expect( page ).toHaveURL( /#testimonials$/ );
		await page.clock.runFor( 1600 );
		await expect( page.locator( '#testimonials' ) ).toBeFocused();
		await expect( page.locator( '#testimonials' ) ).toBeInViewport();
		expect( await page.evaluate( () => window.scrollX ) ).toBe( 0 );
	} );
} );

/**
 * The site's header.
 * @param page The page.
 */
function siteHeader( page: Page ) {
	return page.locator( '.wp-site-blocks > header' );
}
