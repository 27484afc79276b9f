/**
 * What the form script's end-to-end tests share: the demo forms, a page without the nonce of
 * call 5, and keyboard moves.
 */
import { expect, type Page } from '@playwright/test';
import { solidPng } from '../utils/png';

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

/**
 * Comes to a field as a visitor's pointer does on its way there: the heavy widgets (phone, date
 * picker, enhanced select, masks) start only then (src/forms/view/approach.ts).
 * @param page The page.
 * @param id   Field id.
 */
export async function comeTo( page: Page, id: string ): Promise< void > {
	await row( page, id ).hover();
}

/** The demo form's fields whose widget starts when a visitor comes to them. */
export const APPROACHED_FIELDS = [
	'phone',
	'country',
	'event_date',
	'reference',
] as const;

/**
 * Comes to every field of the demo form with a heavy widget, and waits until each has started.
 * @param page The page.
 */
export async function startEveryWidget( page: Page ): Promise< void > {
	// One field at a time, the pointer resting on each until its widget has started: the watch
	// that starts it is a chunk of its own, and on a busy machine it can arrive after the pointer
	// has moved on (the watch then starts the widget of the field under the pointer only).
	const started: Record<
		( typeof APPROACHED_FIELDS )[ number ],
		() => Promise< void >
	> = {
		phone: () =>
			expect( row( page, 'phone' ).locator( '.iti' ) ).toBeVisible(),
		country: () =>
			expect(
				row( page, 'topic' ).locator( '.ts-control' )
			).toBeVisible(),
		event_date: () =>
			expect( field( page, 'event_date' ) ).toHaveClass(
				/flatpickr-input/
			),
		// Inputmask keeps its instance on the input it masks.
		reference: () =>
			expect
				.poll( () =>
					field( page, 'reference' ).evaluate(
						( input ) => 'inputmask' in input
					)
				)
				.toBe( true ),
	};
	for ( const id of APPROACHED_FIELDS ) {
		await comeTo( page, id );
		await started[ id ]();
	}
	await expect(
		row( page, 'signature' ).locator( '.evf-signature-typed' )
	).toBeVisible();
}

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

/** Least durations for spamGuardMinimum: any send passes, or any send within the hour is refused. */
export const NEVER_TOO_QUICK = 0;
export const ALWAYS_TOO_QUICK = 3_600_000;

/**
 * The server refuses a form sent less than 3 s after showing it (its spam guard). How long a test
 * takes to fill a form depends on the machine, so a test that sends one says which answer it
 * means: this sets, for the requests of this page's browser context only, the least duration the
 * guard wants (a cookie that tests/e2e/mu-plugins/vista-e2e.php reads on the test site).
 * @param page The page, before it sends the form.
 * @param ms   NEVER_TOO_QUICK, ALWAYS_TOO_QUICK, or any duration in ms.
 */
export async function spamGuardMinimum( page: Page, ms: number ) {
	await page.context().addCookies( [
		{
			name: 'vista_e2e_forms_min_duration_ms',
			value: String( ms ),
			url: process.env.WP_BASE_URL,
		},
	] );
}

/**
 * What a visitor types and picks in the "everything" form, every field a visitor can fill; `tag`
 * makes the entry easy to find among others (last name, email, website).
 * @param tag A word of letters and digits only this submission carries.
 */
export function everythingValues( tag = 'demo' ) {
	return {
		firstName: 'Ada',
		lastName: `Lovelace-${ tag }`,
		email: `ada.${ tag }@example.org`,
		password: 'analytical-engine',
		phone: '201 555 0123',
		website: `https://example.org/${ tag }`,
		address: {
			address1: '12 St James Square',
			address2: 'Second floor',
			city: 'London',
			state: 'Greater London',
			postal: 'SW1Y 4JH',
			country: 'GB',
		},
		country: 'DE',
		topic: 'Photography',
		contactBy: 'Phone',
		services: [ 'Editing', 'Framing' ],
		guests: '40',
		eventDate: '2030-06-15',
		callTime: [ '10', '30' ],
		budget: '25',
		reference: '123-45-6789',
		serverIp: '192.168.1.20',
		vehicle: '1HGCM82633A004352',
		postcode: '75001',
		details: `A wedding in June with about forty guests and a garden, ${ tag }.`,
		satisfaction: 'Happy',
		recommend: '9',
		stars: '4',
		photo: {
			name: `venue-${ tag }.png`,
			mimeType: 'image/png',
			buffer: solidPng( 8, 6, [ 40, 120, 200 ] ),
		},
		brief: {
			name: `brief-${ tag }.txt`,
			mimeType: 'text/plain',
			buffer: Buffer.from( `A brief for ${ tag }\n` ),
		},
		extras: [ 'Photo album', 'Drone shots' ],
		signature: 'Ada Lovelace',
	};
}

export type EverythingValues = ReturnType< typeof everythingValues >;

/**
 * Fills every field of the "everything" form a visitor can fill, through its controls. The card
 * (a gateway's element), the fixed deposit and the hidden source have nothing to fill.
 * @param page   The page with the form.
 * @param values What to enter.
 */
export async function fillEverything(
	page: Page,
	values: EverythingValues = everythingValues()
) {
	const by = ( suffix: string ) =>
		page.locator( `[name="everest_forms[form_fields]${ suffix }"]` );
	await field( page, 'first_name' ).fill( values.firstName );
	await field( page, 'last_name' ).fill( values.lastName );
	await by( '[email][primary]' ).fill( values.email );
	await by( '[email][secondary]' ).fill( values.email );
	await by( '[password][primary]' ).fill( values.password );
	await by( '[password][secondary]' ).fill( values.password );
	await by( '[phone][phone_field]' ).fill( values.phone );
	await field( page, 'website' ).fill( values.website );
	for ( const [ part, value ] of Object.entries( values.address ) ) {
		const input = by( `[address][${ part }]` );
		if ( part === 'country' ) {
			await input.selectOption( value );
		} else {
			await input.fill( value );
		}
	}
	await by( '[country]' ).selectOption( values.country );
	await by( '[topic]' ).selectOption( values.topic );
	await row( page, 'contact_by' ).getByLabel( values.contactBy ).check();
	for ( const service of values.services ) {
		await row( page, 'services' )
			.getByLabel( service, { exact: true } )
			.check();
	}
	await field( page, 'guests' ).fill( values.guests );
	// The date picker takes typed dates (flatpickr with allowInput).
	const date = field( page, 'event_date' );
	await date.fill( values.eventDate );
	await date.press( 'Enter' );
	const [ hour, minute ] = values.callTime;
	await row( page, 'call_time' )
		.locator( 'select' )
		.nth( 0 )
		.selectOption( hour );
	await row( page, 'call_time' )
		.locator( 'select' )
		.nth( 1 )
		.selectOption( minute );
	await field( page, 'budget' ).fill( values.budget );
	await expect( row( page, 'budget' ).locator( 'output' ) ).toHaveText(
		values.budget
	);
	await field( page, 'reference' ).pressSequentially(
		values.reference.replace( /-/g, '' )
	);
	await field( page, 'server_ip' ).pressSequentially( values.serverIp );
	await field( page, 'vehicle' ).pressSequentially( values.vehicle );
	await field( page, 'postcode' ).pressSequentially( values.postcode );
	await field( page, 'details' ).fill( values.details );
	for ( const likertRow of await row( page, 'satisfaction' )
		.locator( 'tbody tr' )
		.all() ) {
		await likertRow
			.locator( `input[value="${ values.satisfaction }"]` )
			.check();
	}
	await row( page, 'recommend' )
		.locator( `input[value="${ values.recommend }"]` )
		.check( { force: true } );
	await row( page, 'stars' )
		.locator( `input[value="${ values.stars }"]` )
		.check( { force: true } );
	await field( page, 'photo' ).setInputFiles( values.photo );
	await field( page, 'brief' ).setInputFiles( values.brief );
	for ( const extra of values.extras ) {
		await row( page, 'extras' ).getByLabel( extra ).check();
	}
	await row( page, 'signature' )
		.getByLabel( 'Or type your name to sign' )
		.fill( values.signature );
	await row( page, 'consent' ).locator( 'input[type="checkbox"]' ).check();
}
