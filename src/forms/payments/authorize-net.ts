/**
 * Authorize.Net in the page (issue 37; 001 §7 call 7, line 75): the card's number, expiry and
 * security code in inputs without a name (they are never posted), turned into a one-time token by
 * Accept.js when the visitor sends; the token goes to the server as the card field's
 * opaque_data descriptor and value, and the server charges it for its own amount. A tokenisation
 * failure stops the submission silently (001 §8): no message, the form stays, nothing posted.
 */
import { __ } from '../common/translate';
import { loadGatewayScript, SilentStop, type CardPayment } from './gateway';

/** Accept.js's answer (its documented shape). */
interface AcceptResponse {
	opaqueData?: { dataDescriptor: string; dataValue: string };
	messages: {
		resultCode: 'Ok' | 'Error';
		message: Array< { code: string; text: string } >;
	};
}
declare global {
	interface Window {
		Accept?: {
			dispatchData: (
				secureData: Record< string, unknown >,
				handler: ( response: AcceptResponse ) => void
			) => void;
		};
	}
}

/**
 * One card input: no name, so the browser never posts it.
 * @param label        Its accessible name.
 * @param autocomplete The browser's card filling.
 * @param placeholder  Its hint.
 */
function cardInput(
	label: string,
	autocomplete: string,
	placeholder: string
): HTMLInputElement {
	const input = document.createElement( 'input' );
	input.type = 'text';
	input.inputMode = 'numeric';
	input.setAttribute( 'autocomplete', autocomplete );
	input.placeholder = placeholder;
	input.className = 'input-text evf-card-input';
	input.setAttribute( 'aria-label', label );
	return input;
}

/**
 * "MM/YY" or "MM / YYYY" as Accept.js's month and year.
 * @param expiry What the visitor typed.
 */
function monthAndYear( expiry: string ): { month: string; year: string } {
	const [ month = '', year = '' ] = expiry
		.split( '/' )
		.map( ( part ) => part.replace( /\D/g, '' ) );
	return { month: month.padStart( 2, '0' ), year };
}

/**
 * Starts the card inputs and Accept.js in a card field.
 * @param mount The card field's `.evf-credit-card`.
 */
export async function startAuthorizeNet(
	mount: HTMLElement
): Promise< CardPayment > {
	const { apiLoginId = '', clientKey = '', scriptUrl = '' } = mount.dataset;
	await loadGatewayScript( scriptUrl, 'accept', () => !! window.Accept );
	const number = cardInput(
		__( 'Card number', 'vista-forms' ),
		'cc-number',
		'1234 1234 1234 1234'
	);
	const expiry = cardInput(
		__( 'Expiry date (MM/YY)', 'vista-forms' ),
		'cc-exp',
		__( 'MM/YY', 'vista-forms' )
	);
	const code = cardInput(
		__( 'Security code', 'vista-forms' ),
		'cc-csc',
		'CVC'
	);
	(
		mount.querySelector< HTMLElement >( '.evf-credit-card-element' ) ??
		mount
	).append( number, expiry, code );
	return {
		isEmpty: () =>
			! number.value.trim() &&
			! expiry.value.trim() &&
			! code.value.trim(),
		pay: () =>
			new Promise( ( resolve, reject ) => {
				const accept = window.Accept;
				if ( ! accept ) {
					reject( new SilentStop( 'Accept.js' ) );
					return;
				}
				accept.dispatchData(
					{
						authData: { clientKey, apiLoginID: apiLoginId },
						cardData: {
							cardNumber: number.value.replace( /\D/g, '' ),
							...monthAndYear( expiry.value ),
							cardCode: code.value.trim(),
						},
					},
					( response ) => {
						if (
							response.messages.resultCode === 'Ok' &&
							response.opaqueData
						) {
							resolve( {
								descriptor: response.opaqueData.dataDescriptor,
								value: response.opaqueData.dataValue,
							} );
							return;
						}
						reject(
							new SilentStop(
								response.messages.message[ 0 ]?.code ?? ''
							)
						);
					}
				);
			} ),
	};
}
