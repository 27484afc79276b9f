/**
 * Issue 14, forms: what the original plugin's own ajax submission script and a theme's CSS or
 * custom code written for it find on a Vista form page: `everest_forms_ajax_submission_params`
 * with its keys, and each form inside an element of the class `everest-forms`, where that script
 * puts its notices.
 */
import { test, expect } from '@playwright/test';
import { demoPages, visitor } from '../utils/site';

test.use( visitor );

test( 'the page carries the original script’s parameters and notice container', async ( {
	page,
} ) => {
	await page.goto( demoPages.forms );
	const params = await page.evaluate(
		() =>
			(
				window as unknown as {
					everest_forms_ajax_submission_params?: Record<
						string,
						unknown
					>;
				}
			 ).everest_forms_ajax_submission_params
	);
	expect( Object.keys( params ?? {} ) ).toEqual( [
		'ajax_url',
		'evf_ajax_submission',
		'submit',
		'error',
		'required',
		'pdf_download',
	] );
	expect( params?.ajax_url ).toMatch( /\/wp-admin\/admin-ajax\.php$/ );
	expect( params?.evf_ajax_submission ).toMatch( /^[a-f0-9]{10}$/ );
	for ( const text of [ 'submit', 'error', 'required', 'pdf_download' ] ) {
		expect( String( params?.[ text ] ).length ).toBeGreaterThan( 0 );
	}

	// The original's script finds the container by closest( '.everest-forms' ).
	const container = page
		.locator( 'form.everest-form' )
		.locator(
			'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " everest-forms ")][1]'
		);
	await expect( container ).toHaveCount( 1 );
	await expect( container ).toHaveAttribute( 'data-vista-feature', 'form' );
} );
