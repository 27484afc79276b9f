/**
 * The list of price lists, the shop setting "go to the cart after adding", and the editor of one
 * list (new or existing). Deleting asks first.
 */
import { useState } from 'react';
import { Button, Notice, Spinner, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { ConfirmModal } from '@vista/shared/admin/ConfirmModal';
import { PriceListEditor } from './PriceListEditor';
import { PriceListTable } from './PriceListTable';
import { emptyList } from './draft';
import type { PriceList, ShopSettings } from './types';
import { usePriceLists } from './use-price-lists';

function ShopSettingsGroup( {
	shop,
	onRedirectChange,
}: {
	shop: ShopSettings;
	onRedirectChange: ( value: boolean ) => void;
} ) {
	return (
		<div className="vista-pricelists__group">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Go to the cart after adding an item',
					'vista-gallery'
				) }
				checked={ shop.cart_redirect }
				onChange={ onRedirectChange }
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
	);
}

export function PriceListsScreen() {
	const {
		index,
		shop,
		notice,
		clearNotice,
		saveRedirect,
		remove,
		editorDone,
	} = usePriceLists();
	const [ editing, setEditing ] = useState< PriceList | null >( null );
	const [ deleting, setDeleting ] = useState< PriceList | null >( null );

	if ( editing && index ) {
		return (
			<PriceListEditor
				initial={ editing }
				galleries={ index.galleries }
				onDone={ async ( saved ) => {
					setEditing( null );
					await editorDone( saved );
				} }
			/>
		);
	}

	return (
		<div className="vista-pricelists">
			<div aria-live="polite">
				{ notice && (
					<Notice status={ notice.status } onRemove={ clearNotice }>
						{ notice.text }
					</Notice>
				) }
			</div>
			{ ! index && ! notice && <Spinner /> }
			{ shop && (
				<ShopSettingsGroup
					shop={ shop }
					onRedirectChange={ saveRedirect }
				/>
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
					<PriceListTable
						pricelists={ index.pricelists }
						galleries={ index.galleries }
						onEdit={ setEditing }
						onDelete={ setDeleting }
					/>
				</>
			) }
			{ deleting && (
				<ConfirmModal
					title={ __( 'Delete this price list?', 'vista-gallery' ) }
					confirmLabel={ __( 'Delete', 'vista-gallery' ) }
					cancelLabel={ __( 'Cancel', 'vista-gallery' ) }
					destructive
					onConfirm={ () => {
						setDeleting( null );
						remove( deleting );
					} }
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
