/**
 * The shop panel's requests and form, without React: the shop panel request (000 §7 call 4) and
 * its sections, the live totals, what the selected tab adds to the cart, and the add-to-cart
 * request (000 §7 call 9).
 */
import { __ } from '@wordpress/i18n';
import type { LightboxSettings } from '../common/lightbox-types';
import { readDownloads, readManual } from './cart-form';
import { formatMoney, normalizeQuantity } from './cart-math';

export type Section = 'manual' | 'downloads';

export const SECTIONS: Section[] = [ 'manual', 'downloads' ];

/** What the shop panel request answered, split by section. */
export interface PanelContent {
	sections: Partial< Record< Section, string > >;
	options: string;
	addToCart: string;
	symbol: string;
}

interface CartAnswer {
	msg?: unknown;
	products_in_cart?: unknown;
	redirect?: unknown;
}

/**
 * The sections of the shop panel request's HTML.
 * @param html The answer.
 */
export function parsePanel( html: string ): PanelContent | null {
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	const container = doc.querySelector< HTMLElement >(
		'.bwg_ecommerce_container'
	);
	if ( ! container ) {
		return null;
	}
	const sections: PanelContent[ 'sections' ] = {};
	for ( const section of SECTIONS ) {
		const element = container.querySelector(
			`.bwg_ecommerce_${ section }`
		);
		if ( element ) {
			sections[ section ] = element.outerHTML;
		}
	}
	return {
		sections,
		options:
			container.querySelector( '.bwg_ecommerce_options' )?.outerHTML ??
			'',
		addToCart:
			container.querySelector( '.bwg_add_to_cart' )?.outerHTML ?? '',
		symbol: container.dataset.currencySymbol ?? '',
	};
}

/**
 * Asks for an image's price list sections (000 §7 call 4).
 * @param url     The shop panel request's address.
 * @param nonce   The page's nonce.
 * @param imageId The image.
 * @param signal  Aborts it (another image).
 */
export function requestPanel(
	url: string,
	nonce: string,
	imageId: number,
	signal: AbortSignal
): Promise< PanelContent | null > {
	const body = new FormData();
	body.append( 'action', 'vista_gallery_ecommerce' );
	body.append( 'ajax_task', 'display' );
	body.append( 'image_id', String( imageId ) );
	body.append( 'nonce', nonce );
	return fetch( url, {
		method: 'POST',
		body,
		credentials: 'same-origin',
		signal,
	} )
		.then( ( response ) =>
			response.ok ? response.text() : Promise.reject( response )
		)
		.then( parsePanel );
}

/**
 * Writes each section's expected total into its output.
 * @param form   The panel's form.
 * @param symbol The currency symbol.
 */
export function writeTotals( form: HTMLFormElement, symbol: string ): void {
	const manual = form.querySelector( '.bwg_ecommerce_manual' );
	const downloads = form.querySelector( '.bwg_ecommerce_downloads' );
	const write = ( section: Section, cents: number ) => {
		const output = form.querySelector(
			`.bwg_ecommerce_total[data-section="${ section }"]`
		);
		if ( output ) {
			output.textContent = formatMoney( cents, symbol );
		}
	};
	if ( manual ) {
		write( 'manual', readManual( manual ).totalCents );
	}
	if ( downloads ) {
		write( 'downloads', readDownloads( downloads ).totalCents );
	}
}

/**
 * What the selected tab adds to the cart, or the message that says why nothing can be added.
 * @param section The selected tab's section of the form.
 * @param active  Which section it is.
 */
export function cartData(
	section: Element,
	active: Section
): { data: unknown } | string {
	if ( active === 'manual' ) {
		const count = section.querySelector< HTMLInputElement >(
			'input[name="count"]'
		);
		if ( count ) {
			count.value = String( normalizeQuantity( count.value ) );
		}
		return { data: readManual( section ).item };
	}
	const { items } = readDownloads( section );
	if ( items.length === 0 ) {
		return __( 'You must select at least one item.', 'vista-gallery' );
	}
	return { data: items };
}

/**
 * Adds to the cart (000 §7 call 9): the server's message, and the count of products in the cart
 * written into the form; the checkout page when the server says to go there.
 * @param settings The lightbox settings.
 * @param form     The panel's form.
 * @param imageId  The image.
 * @param active   The selected section.
 * @param data     What it adds.
 */
export async function addToCart(
	settings: LightboxSettings,
	form: HTMLFormElement,
	imageId: number,
	active: Section,
	data: unknown
): Promise< string > {
	const body = new FormData();
	body.append( 'action', 'add_cart' );
	body.append( 'task', 'add_cart' );
	body.append( 'controller', 'checkout' );
	body.append( 'image_id', String( imageId ) );
	body.append( 'type', active );
	body.append( 'data', JSON.stringify( data ) );
	body.append( 'nonce', settings.nonce );
	const response = await fetch( settings.cart_url, {
		method: 'POST',
		body,
		credentials: 'same-origin',
	} );
	const answer = ( await response.json() ) as CartAnswer;
	const inCart = form.querySelector( '.bwg_products_in_cart' );
	if ( inCart && typeof answer.products_in_cart === 'number' ) {
		inCart.textContent = String( answer.products_in_cart );
	}
	if (
		response.ok &&
		Number( answer.redirect ) === 1 &&
		settings.checkout_url
	) {
		window.location.assign( settings.checkout_url );
	}
	return typeof answer.msg === 'string' && answer.msg !== ''
		? answer.msg
		: __( 'The cart could not be updated.', 'vista-gallery' );
}
