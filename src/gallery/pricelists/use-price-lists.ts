/**
 * The state of the price lists screen: the lists with the galleries, the shop settings, and the
 * notice of the last request; the requests that load them, save the cart setting and delete a list.
 */
import { useCallback, useEffect, useState } from 'react';
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';
import { parseSaveError } from '@vista/shared/settings/errors';
import type { IndexAnswer, PriceList, ShopSettings } from './types';

const ROUTE = '/vista-gallery/v1';

export interface ScreenNotice {
	status: 'success' | 'error';
	text: string;
}

/**
 * The notice of a failed request: the server's message, or the text given.
 * @param error    What api-fetch threw.
 * @param fallback The text.
 */
const failed = ( error: unknown, fallback: string ): ScreenNotice => ( {
	status: 'error',
	text: parseSaveError( error, fallback ).message,
} );

export function usePriceLists() {
	const [ index, setIndex ] = useState< IndexAnswer | null >( null );
	const [ shop, setShop ] = useState< ShopSettings | null >( null );
	const [ notice, setNotice ] = useState< ScreenNotice | null >( null );

	const load = useCallback( async () => {
		try {
			const [ lists, settings ] = await Promise.all( [
				apiFetch< IndexAnswer >( { path: `${ ROUTE }/pricelists` } ),
				apiFetch< ShopSettings >( { path: `${ ROUTE }/ecommerce` } ),
			] );
			setIndex( lists );
			setShop( settings );
		} catch ( error ) {
			setNotice(
				failed(
					error,
					__(
						'The price lists could not be loaded.',
						'vista-gallery'
					)
				)
			);
		}
	}, [] );

	useEffect( () => {
		load();
	}, [ load ] );

	const saveRedirect = async ( value: boolean ) => {
		try {
			setShop(
				await apiFetch< ShopSettings >( {
					path: `${ ROUTE }/ecommerce`,
					method: 'POST',
					data: { cart_redirect: value },
				} )
			);
			setNotice( {
				status: 'success',
				text: __( 'Settings saved.', 'vista-gallery' ),
			} );
		} catch ( error ) {
			setNotice(
				failed(
					error,
					__( 'The settings were not saved.', 'vista-gallery' )
				)
			);
		}
	};

	const remove = async ( list: PriceList ) => {
		try {
			await apiFetch( {
				path: `${ ROUTE }/pricelists/${ list.id }`,
				method: 'DELETE',
			} );
			setNotice( {
				status: 'success',
				text: sprintf(
					/* translators: %s: price list name */
					__( '“%s” was deleted.', 'vista-gallery' ),
					list.title
				),
			} );
			await load();
		} catch ( error ) {
			setNotice(
				failed(
					error,
					__( 'The price list was not deleted.', 'vista-gallery' )
				)
			);
		}
	};

	// Back from the editor: a saved list is announced and the table reloaded.
	const editorDone = async ( saved: PriceList | null ) => {
		if ( ! saved ) {
			return;
		}
		setNotice( {
			status: 'success',
			text: sprintf(
				/* translators: %s: price list name */
				__( '“%s” was saved.', 'vista-gallery' ),
				saved.title
			),
		} );
		await load();
	};

	return {
		index,
		shop,
		notice,
		clearNotice: () => setNotice( null ),
		saveRedirect,
		remove,
		editorDone,
	};
}
