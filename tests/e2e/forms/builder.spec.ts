/**
 * The form builder (issue 34 item 6): its canvas shows the fields as a published page does (the
 * form's stylesheet and the theme) with the submit button and its label, its settings controls
 * never touch, and its template picker makes forms that show their fields and take entries.
 * Forms and pages are made through REST; the picker is driven as a person would, by keyboard.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type { Locator, Page } from '@playwright/test';
import { watchForErrors } from '../utils/site';
import { spamGuardMinimum, NEVER_TOO_QUICK } from './client-helpers';

const run = Date.now().toString( 36 );

/**
 * What went wrong on the page, but for pictures WordPress's editor fetches from another host
 * (its welcome guide's), which a machine without the internet cannot resolve.
 * @param errors The page's errors (watchForErrors).
 */
const ownErrors = ( errors: string[] ) =>
	errors.filter( ( error ) => ! error.includes( 'ERR_NAME_NOT_RESOLVED' ) );
const created: string[] = [];

/** Fields each template makes, as the picker lists them (FormTemplates, forms/*.php). */
const TEMPLATE_FIELDS = {
	contact: 4,
	'quote-request': 8,
	survey: 5,
	registration: 7,
	'event-booking': 8,
	'job-application': 8,
} as const;

test.afterAll( async ( { requestUtils } ) => {
	for ( const path of created ) {
		await requestUtils
			.rest( { path, method: 'DELETE', params: { force: true } } )
			.catch( () => undefined );
	}
} );

/**
 * A published form made by the template route; returns its id.
 * @param requestUtils REST access.
 * @param template     Template slug.
 */
async function formFrom( requestUtils: RequestUtils, template: string ) {
	const made = await requestUtils.rest< { id: number } >( {
		path: `/vista-forms/v1/templates/${ template }`,
		method: 'POST',
		data: { title: `${ template } ${ run }` },
	} );
	created.push( `/wp/v2/vista-forms/${ made.id }` );
	await requestUtils.rest( {
		path: `/wp/v2/vista-forms/${ made.id }`,
		method: 'POST',
		data: { status: 'publish' },
	} );
	return made.id;
}

/**
 * A published page embedding the forms; returns its address.
 * @param requestUtils REST access.
 * @param formIds      The forms.
 */
async function pageWith( requestUtils: RequestUtils, formIds: number[] ) {
	const page = await requestUtils.rest< { id: number; link: string } >( {
		path: '/wp/v2/pages',
		method: 'POST',
		data: {
			title: `Forms ${ run }`,
			status: 'publish',
			content: formIds
				.map( ( id ) => `<!-- wp:vista/form {"formId":${ id }} /-->` )
				.join( '\n' ),
		},
	} );
	created.push( `/wp/v2/pages/${ page.id }` );
	return `/?page_id=${ page.id }`;
}

/**
 * The computed styles that make a control's look. Sizes are in ems: the theme's font sizes are
 * fluid (they follow the viewport), and the editor's canvas is narrower than the page's window.
 * @param control The control.
 */
function lookOf( control: Locator ) {
	return control.evaluate( ( element ) => {
		const style = getComputedStyle( element );
		const em = ( value: string ) =>
			( parseFloat( value ) / parseFloat( style.fontSize ) ).toFixed( 2 );
		return {
			border: `${ style.borderTopWidth } ${ style.borderTopStyle } ${ style.borderTopColor }`,
			radius: style.borderRadius,
			font: style.fontFamily,
			weight: style.fontWeight,
			background: style.backgroundColor,
			color: style.color,
			padding: [ style.paddingTop, style.paddingLeft ].map( em ),
			height: em( style.height ),
			display: style.display,
		};
	} );
}

/**
 * The smallest vertical gap between two controls stacked one under the other in the open
 * panels of the settings sidebar (negative when they overlap).
 * @param page The editor.
 */
function smallestGap( page: Page ) {
	return page
		.getByRole( 'region', { name: 'Editor settings' } )
		.evaluate( ( sidebar ) => {
			let smallest = Infinity;
			let pairs = 0;
			for ( const panel of sidebar.querySelectorAll(
				'.components-panel__body.is-opened'
			) ) {
				const controls = [
					...panel.querySelectorAll< HTMLElement >(
						'.components-base-control'
					),
				]
					.filter(
						( control ) =>
							! control.parentElement?.closest(
								'.components-base-control'
							) && control.getBoundingClientRect().height > 0
					)
					.map( ( control ) => control.getBoundingClientRect() )
					.sort( ( a, b ) => a.top - b.top );
				for ( let i = 1; i < controls.length; i++ ) {
					const [ above, below ] = [
						controls[ i - 1 ],
						controls[ i ],
					];
					// Side by side (choice label and value) is not stacked.
					if ( below.top >= above.top + above.height / 2 ) {
						smallest = Math.min(
							smallest,
							below.top - above.bottom
						);
						pairs++;
					}
				}
			}
			return { smallest, pairs };
		} );
}

test( 'the canvas shows a field as the published page does, and the submit button with its label', async ( {
	admin,
	editor,
	page,
	requestUtils,
} ) => {
	const formId = await formFrom( requestUtils, 'contact' );
	await page.goto( await pageWith( requestUtils, [ formId ] ) );
	const form = page.locator( `form#evf-form-${ formId }` );
	const onPage = await lookOf(
		form.locator( '.evf-field-text input' ).first()
	);
	const button = form.getByRole( 'button', { name: 'Send message' } );
	await expect( button ).toBeVisible();
	const buttonOnPage = await lookOf( button );

	const errors = watchForErrors( page );
	await admin.editPost( formId );
	const field = editor.canvas
		.locator( '.wp-block-vista-forms-field-text input' )
		.first();
	await expect( field ).toBeVisible();
	expect( await lookOf( field ) ).toEqual( onPage );
	const canvasButton = editor.canvas.getByRole( 'button', {
		name: 'Send message',
	} );
	await expect( canvasButton ).toBeVisible();
	expect( await lookOf( canvasButton ) ).toEqual( buttonOnPage );
	// The button follows the label set in the Form settings panel.
	await editor.openDocumentSettingsSidebar();
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await sidebar
		.getByRole( 'tab', { name: /Form|Post/ } )
		.first()
		.click();
	const toggle = sidebar.getByRole( 'button', { name: 'Form settings' } );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) === 'false' ) {
		await toggle.click();
	}
	await sidebar
		.getByRole( 'textbox', { name: 'Submit button label' } )
		.fill( 'Write to us' );
	await expect(
		editor.canvas.getByRole( 'button', { name: 'Write to us' } )
	).toBeVisible();
	expect( ownErrors( errors ) ).toEqual( [] );
} );

for ( const width of [ 1280, 390 ] ) {
	test( `at ${ width } px no two settings controls touch`, async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		await page.setViewportSize( { width, height: 900 } );
		const formId = await formFrom( requestUtils, 'event-booking' );
		await admin.editPost( formId );
		// The form's settings.
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar
			.getByRole( 'tab', { name: /Form|Post/ } )
			.first()
			.click();
		const toggle = sidebar.getByRole( 'button', { name: 'Form settings' } );
		if ( ( await toggle.getAttribute( 'aria-expanded' ) ) === 'false' ) {
			await toggle.click();
		}
		await expect(
			sidebar.getByRole( 'combobox', { name: 'Message location' } )
		).toBeVisible();
		const form = await smallestGap( page );
		expect( form.pairs ).toBeGreaterThan( 8 );
		expect( form.smallest ).toBeGreaterThan( 0 );

		// A field's settings: the number of guests (its common and Numbers panels).
		await editor.selectBlocks(
			editor.canvas.locator( '.wp-block-vista-forms-field-number' )
		);
		await editor.openDocumentSettingsSidebar();
		await sidebar.getByRole( 'tab', { name: 'Block' } ).click();
		await expect(
			sidebar.getByRole( 'textbox', { name: 'Label', exact: true } )
		).toHaveValue( 'Number of guests' );
		const field = await smallestGap( page );
		expect( field.pairs ).toBeGreaterThan( 5 );
		expect( field.smallest ).toBeGreaterThan( 0 );
	} );
}

test( 'the template picker is used by keyboard, and each template makes a form that shows its fields', async ( {
	admin,
	editor,
	page,
	requestUtils,
} ) => {
	test.setTimeout( 120_000 );
	const errors = watchForErrors( page );
	await admin.createNewPost( { postType: 'vista_form' } );
	const picker = page.getByRole( 'dialog', {
		name: 'Start from a template',
	} );
	await expect( picker ).toBeVisible();
	const axe = await new AxeBuilder( { page } )
		.include( '.vista-forms-template-picker' )
		.analyze();
	expect(
		axe.violations
			.filter( ( v ) =>
				[ 'serious', 'critical' ].includes( v.impact ?? '' )
			)
			.map( ( v ) => v.id )
	).toEqual( [] );

	// Blank empties the form, which then offers the picker again.
	await picker.getByRole( 'radio', { name: 'Blank' } ).check();
	await picker.getByRole( 'button', { name: 'Use “Blank”' } ).click();
	await expect( picker ).toBeHidden();
	await expect
		.poll( async () => ( await editor.getBlocks() ).length )
		.toBe( 0 );
	await page.getByRole( 'button', { name: 'Use a template' } ).click();

	// Arrow keys move through the templates; each reads its fields.
	const contact = picker.getByRole( 'radio', { name: 'Contact' } );
	await contact.focus();
	await expect( contact ).toHaveAccessibleDescription(
		/Name.*Email.*Message/s
	);
	await page.keyboard.press( 'ArrowRight' );
	await page.keyboard.press( 'ArrowRight' );
	const survey = picker.getByRole( 'radio', { name: 'Survey' } );
	await expect( survey ).toBeChecked();
	await expect( survey ).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'Tab' );
	await expect(
		picker.getByRole( 'button', { name: 'Use “Survey”' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await page.waitForURL( /post\.php\?post=\d+&action=edit/ );
	const surveyId = Number( new URL( page.url() ).searchParams.get( 'post' ) );
	created.push( `/wp/v2/vista-forms/${ surveyId }` );
	await expect(
		editor.canvas.locator( '.wp-block-vista-forms-field-likert' )
	).toBeVisible();
	await expect(
		editor.canvas.locator( '.vista-forms-field-block' )
	).toHaveCount( TEMPLATE_FIELDS.survey );
	await expect(
		editor.canvas.getByRole( 'button', { name: 'Send my answers' } )
	).toBeVisible();
	expect( ownErrors( errors ) ).toEqual( [] );

	// Every other template, made by the route, shows its fields on a published page.
	const forms: Record< string, number > = {};
	for ( const template of Object.keys( TEMPLATE_FIELDS ) ) {
		if ( template !== 'survey' ) {
			forms[ template ] = await formFrom( requestUtils, template );
		}
	}
	await page.goto( await pageWith( requestUtils, Object.values( forms ) ) );
	for ( const [ template, id ] of Object.entries( forms ) ) {
		await expect(
			page.locator( `form#evf-form-${ id } .evf-field` ),
			template
		).toHaveCount(
			TEMPLATE_FIELDS[ template as keyof typeof TEMPLATE_FIELDS ]
		);
	}
} );

test( 'a form made from the contact template is sent from a page and shows in Entries', async ( {
	page,
	requestUtils,
} ) => {
	const formId = await formFrom( requestUtils, 'contact' );
	const address = await pageWith( requestUtils, [ formId ] );
	await spamGuardMinimum( page, NEVER_TOO_QUICK );
	await page.goto( address );
	const form = page.locator( `form#evf-form-${ formId }` );
	const who = `Grace ${ run }`;
	await form.getByLabel( 'Name' ).fill( who );
	await form.getByLabel( 'Email' ).fill( 'grace@example.org' );
	await form.getByLabel( 'Subject' ).fill( 'A template' );
	await form
		.getByLabel( 'Message' )
		.fill( 'Sent from a form made from a template.' );
	await form.getByRole( 'button', { name: 'Send message' } ).click();
	await expect(
		page.getByText( 'Thank you for your message. We will answer you soon.' )
	).toBeVisible();

	await page.goto(
		`/wp-admin/edit.php?post_type=vista_form&page=vista-forms-entries&form_id=${ formId }`
	);
	await expect( page.getByText( who ).first() ).toBeVisible();
} );
