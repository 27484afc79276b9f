/**
 * Call 5 and its answers (001 §4, §7.5, §8): the request, the submit button, the success flow by
 * location, the error answer marking fields, ajax failure, and the payment branches.
 */
import { bindSubmit } from '../../../../src/forms/submit/submit';
import { CLIENT_ERROR_SCROLL_MS } from '../../../../src/forms/common/scroll';
import {
	submissionBody,
	submitByAjax,
} from '../../../../src/forms/submit/ajax';
import { bindValidation } from '../../../../src/forms/validation/binding';
import { registerPaymentAdapter } from '../../../../src/forms/submit/payment-adapters';
import type { Navigation } from '../../../../src/forms/submit/notices';
import {
	CONTACT,
	control,
	errorText,
	fieldRow,
	mount,
	name,
	params,
	rowEl,
} from '../fixture';

let fetchMock: jest.Mock;
let navigation: Navigation & { assign: jest.Mock; open: jest.Mock };

function answer( body: unknown ) {
	fetchMock.mockResolvedValue( { json: () => Promise.resolve( body ) } );
}

function success( data: Record< string, unknown > = {} ) {
	answer( {
		success: true,
		data: {
			response: 'success',
			message: '<p>Thank you, <b>Jane</b>.</p>',
			form_id: 7,
			entry_id: 42,
			...data,
		},
	} );
}

function fill( form: HTMLFormElement ) {
	control( 'name' ).value = 'Jane';
	control( 'mail' ).value = 'jane@example.com';
	control< HTMLTextAreaElement >( 'msg' ).value = 'Hello';
	return form;
}

const settle = async () => {
	for ( let i = 0; i < 10; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
};

beforeEach( () => {
	fetchMock = jest.fn();
	global.fetch = fetchMock;
	navigation = { assign: jest.fn(), open: jest.fn() };
	window.scrollTo = jest.fn();
	Element.prototype.scrollIntoView = jest.fn();
} );

describe( 'the request', () => {
	it( 'posts every field form-encoded with action and the nonce of the parameters', async () => {
		const form = fill( mount( CONTACT ) );
		success();
		await submitByAjax(
			form,
			params( { evf_ajax_submission: 'ajax-nonce' } ),
			navigation
		);
		const [ url, init ] = fetchMock.mock.calls[ 0 ];
		expect( url ).toBe( '/wp-admin/admin-ajax.php' );
		expect( init.method ).toBe( 'POST' );
		const body = init.body as URLSearchParams;
		expect( body ).toBeInstanceOf( URLSearchParams );
		expect( body.get( 'action' ) ).toBe(
			'everest_forms_ajax_form_submission'
		);
		expect( body.get( 'security' ) ).toBe( 'ajax-nonce' );
		expect( body.get( name( 'name' ) ) ).toBe( 'Jane' );
		expect( body.get( name( 'mail' ) ) ).toBe( 'jane@example.com' );
		expect( body.get( 'everest_forms[id]' ) ).toBe( '7' );
		expect( body.get( 'evf_submission_start_time' ) ).toBe( '1' );
	} );

	it( "takes the nonce from the form's security field when the parameters have none", () => {
		const form = mount( CONTACT );
		form.insertAdjacentHTML(
			'beforeend',
			'<input type="hidden" name="security" value="own-nonce">'
		);
		const body = submissionBody(
			form,
			params( { evf_ajax_submission: '' } )
		) as URLSearchParams;
		expect( body.getAll( 'security' ) ).toEqual( [ 'own-nonce' ] );
		expect( body.get( '_wpnonce7' ) ).toBe( 'form-nonce' );
	} );

	it( 'sends multipart form data when the form has files', () => {
		const form = mount( CONTACT + fieldRow( 'up' ) );
		const body = submissionBody( form, params() );
		expect( body ).toBeInstanceOf( FormData );
		expect( ( body as FormData ).get( 'action' ) ).toBe(
			'everest_forms_ajax_form_submission'
		);
	} );
} );

describe( 'the submit button', () => {
	it( 'shows the process text and is disabled while sending, then gets its label back', async () => {
		const form = fill( mount( CONTACT ) );
		const button = form.querySelector( 'button' ) as HTMLButtonElement;
		let during = { text: '', disabled: false };
		fetchMock.mockImplementation( () => {
			during = {
				text: button.textContent ?? '',
				disabled: button.disabled,
			};
			return Promise.resolve( {
				json: () =>
					Promise.resolve( {
						success: true,
						data: { response: 'success', message: 'ok' },
					} ),
			} );
		} );
		await submitByAjax( form, params(), navigation );
		expect( during ).toEqual( { text: 'Sending…', disabled: true } );
		expect( button.textContent ).toBe( 'Send it' );
		expect( button.disabled ).toBe( false );
	} );

	it.each( [
		[
			'an error answer',
			() => answer( { success: false, data: { message: 'No' } } ),
		],
		[
			'a network failure',
			() => fetchMock.mockRejectedValue( new TypeError( 'offline' ) ),
		],
		[
			'an answer that is not JSON',
			() =>
				fetchMock.mockResolvedValue( {
					json: () => Promise.reject( new SyntaxError( 'html' ) ),
				} ),
		],
	] )( 'is enabled again after %s', async ( _, prepare ) => {
		const form = fill( mount( CONTACT ) );
		prepare();
		await submitByAjax( form, params(), navigation );
		const button = form.querySelector( 'button' ) as HTMLButtonElement;
		expect( button.disabled ).toBe( false );
		expect( button.textContent ).toBe( 'Send it' );
	} );
} );

describe( 'the submit event', () => {
	it( 'stops an invalid form before any request, scrolling to and focusing the first invalid field', async () => {
		// The page clock: the scroll is an animation-frame tween of CLIENT_ERROR_SCROLL_MS.
		jest.useFakeTimers();
		try {
			const form = mount( CONTACT );
			const validation = bindValidation( form, params() );
			bindSubmit( form, params(), validation );
			// The field sits 600 px down the page: the scroll ends 100 px above it.
			jest.spyOn(
				control( 'name' ),
				'getBoundingClientRect'
			).mockReturnValue( { top: 600 } as DOMRect );
			const event = new Event( 'submit', { cancelable: true } );
			form.dispatchEvent( event );
			expect( event.defaultPrevented ).toBe( true );
			expect( errorText( 'name' ) ).toBe( 'P: required' );
			expect( errorText( 'mail' ) ).toBe( 'P: required' );

			// Half way through the scroll the field is not focused yet (a focus would jump there).
			await jest.advanceTimersByTimeAsync( CLIENT_ERROR_SCROLL_MS / 2 );
			expect( document.body.ownerDocument.activeElement ).not.toBe(
				control( 'name' )
			);
			await jest.advanceTimersByTimeAsync( CLIENT_ERROR_SCROLL_MS );
			expect( window.scrollTo ).toHaveBeenLastCalledWith( 0, 500 );
			expect( document.body.ownerDocument.activeElement ).toBe(
				control( 'name' )
			);
			expect( fetchMock ).not.toHaveBeenCalled();
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'sends a valid ajax form by call 5 instead of posting it', async () => {
		const form = fill( mount( CONTACT ) );
		bindSubmit( form, params(), bindValidation( form, params() ) );
		success();
		const event = new Event( 'submit', { cancelable: true } );
		form.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( true );
		await settle();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect(
			document.querySelector( '.everest-forms-notice--success' )
		).not.toBeNull();
	} );

	it( 'posts an ajax form normally when the page carries no nonce for call 5', () => {
		const form = fill( mount( CONTACT ) );
		const bare = params( { evf_ajax_submission: '' } );
		bindSubmit( form, bare, bindValidation( form, bare ) );
		const event = new Event( 'submit', { cancelable: true } );
		form.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'lets a form without ajax post normally', () => {
		const form = fill( mount( CONTACT, { 'data-ajax_submission': '0' } ) );
		form.dataset.ajax_submission = '0';
		bindSubmit( form, params(), bindValidation( form, params() ) );
		const event = new Event( 'submit', { cancelable: true } );
		form.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );

describe( 'the success flow (001 §4)', () => {
	it( 'resets the form, removes old notices and shows the message at the top', async () => {
		const form = fill( mount( CONTACT ) );
		form.insertAdjacentHTML(
			'beforebegin',
			'<div class="everest-forms-notice everest-forms-notice--error">old</div>'
		);
		success();
		await submitByAjax( form, params(), navigation );
		expect( control( 'name' ).value ).toBe( '' );
		const notices = document.querySelectorAll( '.everest-forms-notice' );
		expect( notices ).toHaveLength( 1 );
		const notice = notices[ 0 ] as HTMLElement;
		expect( notice.classList ).toContain( 'everest-forms-notice--success' );
		expect( notice.getAttribute( 'role' ) ).toBe( 'status' );
		expect( notice.innerHTML ).toContain( 'Thank you, <b>Jane</b>.' );
		expect( notice.nextElementSibling ).toBe( form );
	} );

	it( 'shows the message at the bottom', async () => {
		const form = fill( mount( CONTACT ) );
		success( { message_display_location: 'bottom' } );
		await submitByAjax( form, params(), navigation );
		expect( form.nextElementSibling?.classList ).toContain(
			'everest-forms-notice--success'
		);
	} );

	it( 'replaces the form with the message when the location is hide, and focuses it', async () => {
		const form = fill( mount( CONTACT ) );
		success( { message_display_location: 'hide' } );
		await submitByAjax( form, params(), navigation );
		expect( form.isConnected ).toBe( false );
		const notice = document.querySelector(
			'#evf-7 > .everest-forms-notice--success'
		);
		expect( notice ).not.toBeNull();
		expect( document.body.ownerDocument.activeElement ).toBe( notice );
	} );

	it( "falls back on the form's message location and message", async () => {
		const form = fill( mount( CONTACT ) );
		form.dataset.message_location = 'bottom';
		answer( { success: true, data: { response: 'success' } } );
		await submitByAjax( form, params(), navigation );
		expect( form.nextElementSibling?.textContent ).toContain(
			'Thanks from the form'
		);
	} );

	it( 'shows the popup: overlay, close icon, check image, success text and message; Escape closes it after the fade', async () => {
		jest.useFakeTimers();
		try {
			const form = fill( mount( CONTACT ) );
			success( { message_display_location: 'popup' } );
			const sent = submitByAjax( form, params(), navigation );
			await jest.runAllTimersAsync();
			await sent;
			const popup = document.querySelector(
				'.everest-forms-success-popup'
			) as HTMLElement;
			expect( popup ).not.toBeNull();
			const dialog = popup.querySelector(
				'[role="dialog"]'
			) as HTMLElement;
			expect( dialog.getAttribute( 'aria-modal' ) ).toBe( 'true' );
			const close = popup.querySelector( 'button' ) as HTMLButtonElement;
			expect( close.getAttribute( 'aria-label' ) ).toBe( 'Close' );
			expect( document.body.ownerDocument.activeElement ).toBe( close );
			expect(
				popup.querySelector( 'svg.everest-forms-success-popup__check' )
			).not.toBeNull();
			expect( popup.textContent ).toContain( 'Success' );
			expect( popup.textContent ).toContain( 'Thank you, Jane.' );
			expect(
				document.querySelector( '.everest-forms-notice' )
			).toBeNull();
			document.dispatchEvent(
				new KeyboardEvent( 'keydown', { key: 'Escape' } )
			);
			expect( popup.classList ).toContain( 'is-closing' );
			jest.advanceTimersByTime( 199 );
			expect( popup.isConnected ).toBe( true );
			jest.advanceTimersByTime( 1 );
			expect( popup.isConnected ).toBe( false );
			expect( document.body.ownerDocument.activeElement ).toBe(
				form.querySelector( 'button' )
			);
		} finally {
			jest.useRealTimers();
		}
	} );
} );

describe( 'the success flow (001 §4): form state, redirects and PDF links', () => {
	it( 'hides the rows and the submit container when the form state is hide', async () => {
		const form = fill( mount( CONTACT ) );
		success( { form_state_type: 'hide' } );
		await submitByAjax( form, params(), navigation );
		expect(
			( form.querySelector( '.evf-field-container' ) as HTMLElement )
				.hidden
		).toBe( true );
		expect(
			( form.querySelector( '.evf-submit-container' ) as HTMLElement )
				.hidden
		).toBe( true );
	} );

	it( 'redirects in the same tab, or opens a new tab', async () => {
		const form = fill( mount( CONTACT ) );
		success( { redirect_url: 'https://example.com/thanks' } );
		await submitByAjax( form, params(), navigation );
		expect( navigation.assign ).toHaveBeenCalledWith(
			'https://example.com/thanks'
		);
		success( {
			redirect_url: 'https://example.com/new',
			enable_redirect_in_new_tab: true,
		} );
		await submitByAjax( form, params(), navigation );
		expect( navigation.open ).toHaveBeenCalledWith(
			'https://example.com/new'
		);
	} );

	it( 'links the entry PDF when pdf_download is on', async () => {
		const form = fill( mount( CONTACT ) );
		success( {
			pdf_download: true,
			pdf_download_message: 'Get the PDF',
			key: 'abc',
		} );
		await submitByAjax( form, params(), navigation );
		const link = document.querySelector(
			'.everest-forms-notice a'
		) as HTMLAnchorElement;
		expect( link.textContent ).toBe( 'Get the PDF' );
		expect( link.getAttribute( 'href' ) ).toBe(
			'/?page=evf-entries-pdf&form_id=7&entry_id=42&key=abc'
		);
	} );

	it( 'links the signed PDF address the server gives as pdf_download', async () => {
		const form = fill( mount( CONTACT ) );
		success( {
			pdf_download:
				'http://localhost/?page=evf-entries-pdf&form_id=7&entry_id=42&key=k1',
			pdf_download_message: 'Download a PDF copy of your answers',
		} );
		await submitByAjax( form, params(), navigation );
		const link = document.querySelector(
			'.everest-forms-notice a'
		) as HTMLAnchorElement;
		expect( link.getAttribute( 'href' ) ).toBe(
			'http://localhost/?page=evf-entries-pdf&form_id=7&entry_id=42&key=k1'
		);
	} );

	it( "scrolls the notice into view only when submission_message_scroll is '1'", async () => {
		const form = fill( mount( CONTACT ) );
		success( { submission_message_scroll: '0' } );
		await submitByAjax( form, params(), navigation );
		expect( Element.prototype.scrollIntoView ).not.toHaveBeenCalled();
		success( { submission_message_scroll: '1' } );
		await submitByAjax( form, params(), navigation );
		expect( Element.prototype.scrollIntoView ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'an error answer (001 §8)', () => {
	it( 'shows the header for the form and marks each field with its message', async () => {
		const form = fill( mount( CONTACT ) );
		answer( {
			success: false,
			data: {
				7: {
					header: 'Form has not been submitted, please see the errors below.',
				},
				message: 'ignored when a header exists',
				error: [
					{ mail: 'This address is refused.' },
					{ name: 'Too short.' },
				],
			},
		} );
		await submitByAjax( form, params(), navigation );
		const notice = document.querySelector(
			'.everest-forms-notice--error'
		) as HTMLElement;
		expect( notice.textContent ).toBe(
			'Form has not been submitted, please see the errors below.'
		);
		expect( notice.getAttribute( 'role' ) ).toBe( 'alert' );
		expect( errorText( 'mail' ) ).toBe( 'This address is refused.' );
		expect( errorText( 'name' ) ).toBe( 'Too short.' );
		expect( rowEl( 'mail' ).classList ).toContain(
			'everest-forms-invalid'
		);
		expect( rowEl( 'mail' ).classList ).toContain( 'evf-has-error' );
		expect( control( 'mail' ).getAttribute( 'aria-invalid' ) ).toBe(
			'true'
		);
		expect( window.scrollTo ).toHaveBeenCalled();
	} );

	it( 'shows data.message when there is no header', async () => {
		const form = fill( mount( CONTACT ) );
		answer( {
			success: false,
			data: { message: 'Too many submissions.' },
		} );
		await submitByAjax( form, params(), navigation );
		expect(
			document.querySelector( '.everest-forms-notice--error' )
				?.textContent
		).toBe( 'Too many submissions.' );
	} );

	it( 'gives likert rows without a message the required text, and marks a signature image', async () => {
		const form = mount( fieldRow( 'lk' ) + fieldRow( 'sig' ) );
		answer( {
			success: false,
			data: {
				error: [
					{ lk: { 1: '', 2: 'Pick one for row 2.' } },
					{ sig: 'Please sign.' },
				],
			},
		} );
		await submitByAjax( form, params(), navigation );
		const labels = Array.from(
			rowEl( 'lk' ).querySelectorAll( 'label.evf-error' )
		);
		expect(
			labels.map( ( label ) => [
				( label as HTMLLabelElement ).htmlFor,
				label.textContent,
			] )
		).toEqual( [
			[ 'evf-7-field_lk_1_1', 'P: required' ],
			[ 'evf-7-field_lk_2_1', 'Pick one for row 2.' ],
		] );
		const sig = rowEl( 'sig' ).querySelector(
			'label.evf-error'
		) as HTMLLabelElement;
		expect( sig.htmlFor ).toBe( 'evf-7-field_sig' );
		expect( sig.textContent ).toBe( 'Please sign.' );
	} );

	it( 'shows the generic error text on ajax failure', async () => {
		const form = fill( mount( CONTACT ) );
		fetchMock.mockRejectedValue( new TypeError( 'Failed to fetch' ) );
		await submitByAjax( form, params(), navigation );
		expect(
			document.querySelector( '.everest-forms-notice--error' )
				?.textContent
		).toBe( 'P: generic error' );
		expect( control( 'name' ).value ).toBe( 'Jane' );
	} );
} );

describe( 'a card the server refused', () => {
	it( 'forgets a card token the server refused, and keeps it after a network failure', async () => {
		const cardRow = `<div class="evf-field" data-field-id="card" data-field-type="credit-card">
			<div class="evf-credit-card"></div>
			<input type="hidden" name="${ name( 'card', '[opaque_data][descriptor]' ) }" value="COMMON.ACCEPT.INAPP.PAYMENT">
			<input type="hidden" name="${ name( 'card', '[opaque_data][value]' ) }" value="token-1">
		</div>`;
		const token = () =>
			(
				document.querySelector(
					'input[name$="[opaque_data][value]"]'
				) as HTMLInputElement
			 ).value;

		fill( mount( CONTACT + cardRow ) );
		fetchMock.mockRejectedValue( new TypeError( 'Failed to fetch' ) );
		await submitByAjax(
			document.querySelector( 'form' )!,
			params(),
			navigation
		);
		expect( token() ).toBe( 'token-1' );

		answer( {
			success: false,
			data: { error: [ { card: 'The card was declined.' } ] },
		} );
		await submitByAjax(
			document.querySelector( 'form' )!,
			params(),
			navigation
		);
		expect( token() ).toBe( '' );
		expect(
			(
				document.querySelector(
					'input[name$="[opaque_data][descriptor]"]'
				) as HTMLInputElement
			 ).value
		).toBe( '' );
	} );

	it( 'keeps the card token when the server refuses another field', async () => {
		const cardRow = `<div class="evf-field" data-field-id="card" data-field-type="credit-card">
			<input type="hidden" name="${ name( 'card', '[opaque_data][value]' ) }" value="token-1">
		</div>`;
		const form = fill( mount( CONTACT + cardRow ) );
		answer( {
			success: false,
			data: { error: [ { mail: 'This address is refused.' } ] },
		} );
		await submitByAjax( form, params(), navigation );
		expect(
			(
				document.querySelector(
					'input[name$="[opaque_data][value]"]'
				) as HTMLInputElement
			 ).value
		).toBe( 'token-1' );
	} );
} );

describe( 'payment branches (001 §4)', () => {
	it( 'navigates to the PayPal redirect', async () => {
		const form = fill( mount( CONTACT ) );
		success( {
			payment_method: 'paypal',
			redirect: 'https://paypal.example/checkout',
		} );
		await submitByAjax( form, params(), navigation );
		expect( navigation.assign ).toHaveBeenCalledWith(
			'https://paypal.example/checkout'
		);
		expect( document.querySelector( '.everest-forms-notice' ) ).toBeNull();
	} );

	it.each( [ 'stripe', 'ideal', 'square' ] )(
		'fires everest_forms_payment_%s instead of the message',
		async ( method ) => {
			const form = fill( mount( CONTACT ) );
			const heard = jest.fn();
			document.addEventListener(
				`everest_forms_payment_${ method }`,
				heard
			);
			success( { payment_method: method, client_secret: 'secret' } );
			await submitByAjax( form, params(), navigation );
			expect( heard ).toHaveBeenCalledTimes( 1 );
			expect(
				( heard.mock.calls[ 0 ][ 0 ] as CustomEvent ).detail
			).toMatchObject( {
				payment_method: method,
				client_secret: 'secret',
			} );
			expect(
				document.querySelector( '.everest-forms-notice' )
			).toBeNull();
			document.removeEventListener(
				`everest_forms_payment_${ method }`,
				heard
			);
		}
	);

	it( 'hands the answer to the adapter a gateway registered', async () => {
		const adapter = jest.fn();
		registerPaymentAdapter( 'acme-pay', adapter );
		const form = fill( mount( CONTACT ) );
		success( { payment_method: 'acme-pay', token: 't' } );
		await submitByAjax( form, params(), navigation );
		expect( adapter ).toHaveBeenCalledWith(
			form,
			expect.objectContaining( { token: 't' } )
		);
		expect( document.querySelector( '.everest-forms-notice' ) ).toBeNull();
	} );
} );
