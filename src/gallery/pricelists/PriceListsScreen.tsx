/**
 * The list of price lists, the shop setting "go to the cart after adding", and the editor of one
 * list (new or existing). Deleting asks first.
 */
import { useCallback, useEffect, useState } from 'react';
import apiFetch from '@wordpress/api-fetch';
import { Button, Notice, Spinner, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { ConfirmModal } from '@vista/shared/admin/ConfirmModal';
import { parseSaveError } from '@vista/shared/settings/errors';
import { PriceListEditor } from './PriceListEditor';
import { emptyList } from './draft';
import type { IndexAnswer, PriceList, ShopSettings } from './types';

const ROUTE = '/vista-gallery/v1';

export function PriceListsScreen() {
	const [ index, setIndex ] = useState< IndexAnswer | null >( null );
	const [ shop, setShop ] = useState< ShopSettings | null >( null );
	const [ editing, setEditing ] = useState< PriceList | null >( null );
	const [ deleting, setDeleting ] = useState< PriceList | null >( null );
	const [ notice, setNotice ] = useState< {
		status: 'success' | 'error';
		text: string;
	} | null >( null );

	const load = useCallback( async () => {
		try {
			const [ lists, settings ] = await Promise.all( [
				apiFetch< IndexAnswer >( { path: `${ ROUTE }/pricelists` } ),
				apiFetch< ShopSettings >( { path: `${ ROUTE }/ecommerce` } ),
			] );
			setIndex( lists );
			setShop( settings );
		} catch ( error ) {
			setNotice( {
				status: 'error',
				text: parseSaveError(
					error,
					__(
						'The price lists could not be loaded.',
						'vista-gallery'
					)
				).message,
			} );
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
			setNotice( {
				status: 'error',
				text: parseSaveError(
					error,
					__( 'The settings were not saved.', 'vista-gallery' )
				).message,
			} );
		}
	};

	const remove = async ( list: PriceList ) => {
		setDeleting( null );
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
			setNotice( {
				status: 'error',
				text: parseSaveError(
					error,
					__( 'The price list was not deleted.', 'vista-gallery' )
				).message,
			} );
		}
	};

	if ( editing && index ) {
		return (
			<PriceListEditor
				initial={ editing }
				galleries={ index.galleries }
				onDone={ async ( saved ) => {
					setEditing( null );
					if ( saved ) {
						setNotice( {
							status: 'success',
							text: sprintf(
								/* translators: %s: price list name */
								__( '“%s” was saved.', 'vista-gallery' ),
								saved.title
							),
						} );
						await load();
					}
				} }
			/>
		);
	}

	return (
		<div className="vista-pricelists">
			<div aria-live="polite">
				{ notice && (
					<Notice
						status={ notice.status }
						onRemove={ () => setNotice( null ) }
					>
						{ notice.text }
					</Notice>
				) }
			</div>
			{ ! index && ! notice && <Spinner /> }
			{ shop && (
				<div className="vista-pricelists__group">
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Go to the cart after adding an item',
							'vista-gallery'
						) }
						checked={ shop.cart_redirect }
						onChange={ saveRedirect }
					/>
					<p>
						{ shop.cart_url && (
							<a href={ shop.cart_url }>
								{ __( 'Cart page', 'vista-gallery' ) }
							</a>
						) }{ ' ' }
						{ shop.checkout_url && (
							<a href={ shop.checkout_url }>
								{ __( 'Checkout page', 'vista-gallery' ) }
							</a>
						) }{ ' ' }
						<a href={ shop.orders_url }>
							{ __( 'Orders', 'vista-gallery' ) }
						</a>
					</p>
				</div>
			) }
			{ index && (
				<>
					<p>
						<Button
							__next40pxDefaultSize
							variant="primary"
							onClick={ () => setEditing( emptyList() ) }
						>
							{ __( 'Add price list', 'vista-gallery' ) }
						</Button>
					</p>
					{ index.pricelists.length === 0 ? (
						<p>{ __( 'No price lists yet.', 'vista-gallery' ) }</p>
					) : (
						<table className="widefat striped vista-pricelists__table">
							<thead>
								<tr>
									<th scope="col">
										{ __( 'Name', 'vista-gallery' ) }
									</th>
									<th scope="col">
										{ __( 'Currency', 'vista-gallery' ) }
									</th>
									<th scope="col">
										{ __( 'Sells', 'vista-gallery' ) }
									</th>
									<th scope="col">
										{ __( 'Galleries', 'vista-gallery' ) }
									</th>
									<th scope="col">
										<span className="screen-reader-text">
											{ __( 'Actions', 'vista-gallery' ) }
										</span>
									</th>
								</tr>
							</thead>
							<tbody>
								{ index.pricelists.map( ( list ) => (
									<tr key={ list.id }>
										<td>{ list.title }</td>
										<td>
											{ list.currency } (
											{ list.currency_symbol })
										</td>
										<td>
											{ list.sections
												.map( ( section ) =>
													section === 'manual'
														? __(
																'Prints and products',
																'vista-gallery'
															)
														: __(
																'Downloads',
																'vista-gallery'
															)
												)
												.join( ', ' ) }
										</td>
										<td>
											{ index.galleries
												.filter( ( gallery ) =>
													list.galleries.includes(
														gallery.id
													)
												)
												.map(
													( gallery ) => gallery.title
												)
												.join( ', ' ) || '—' }
										</td>
										<td>
											<Button
												variant="secondary"
												onClick={ () =>
													setEditing( list )
												}
												aria-label={ sprintf(
													/* translators: %s: price list name */
													__(
														'Edit %s',
														'vista-gallery'
													),
													list.title
												) }
											>
												{ __(
													'Edit',
													'vista-gallery'
												) }
											</Button>{ ' ' }
											<Button
												variant="tertiary"
												isDestructive
												onClick={ () =>
													setDeleting( list )
												}
												aria-label={ sprintf(
													/* translators: %s: price list name */
													__(
														'Delete %s',
														'vista-gallery'
													),
													list.title
												) }
											>
												{ __(
													'Delete',
													'vista-gallery'
												) }
											</Button>
										</td>
									</tr>
								) ) }
							</tbody>
						</table>
					) }
				</>
			) }
			{ deleting && (
				<ConfirmModal
					title={ __( 'Delete this price list?', 'vista-gallery' ) }
					confirmLabel={ __( 'Delete', 'vista-gallery' ) }
					cancelLabel={ __( 'Cancel', 'vista-gallery' ) }
					destructive
					onConfirm={ () => remove( deleting ) }
					onCancel={ () => setDeleting( null ) }
				>
					{ sprintf(
						/* translators: %s: price list name */
						__(
							'“%s” will be deleted. Its galleries and images will no longer be for sale until you give them another price list.',
							'vista-gallery'
						),
						deleting.title
					) }
				</ConfirmModal>
			) }
		</div>
	);
}
