/**
 * Reads the cart item (000 §3.7) and its expected total from the sections the shop panel request sends: each input
 * carries its price in `data-price`. The server ignores `price` and prices the item itself.
 */
import {
	downloadsTotal,
	manualTotal,
	normalizeQuantity,
	parseCents,
} from './cart-math';

/** A manual cart item: quantity, parameters by id, unit price (plain), the chosen item id. */
export interface ManualCartItem {
	count: number;
	parameters: Record< string, string | string[] >;
	price: string;
	item?: number;
}

/** One chosen download. */
export interface DownloadCartItem {
	id: number;
	count: number;
	price: string;
}

const plain = ( cents: number ) => ( cents / 100 ).toFixed( 2 );

/**
 * The manual section's cart item and total.
 * @param section The `.bwg_ecommerce_manual` element.
 */
export function readManual( section: Element ): {
	item: ManualCartItem;
	totalCents: number;
} {
	const itemSelect = section.querySelector< HTMLSelectElement >(
		'select[data-role="item"]'
	);
	const baseCents = itemSelect
		? parseCents( itemSelect.selectedOptions[ 0 ]?.dataset.price )
		: parseCents( ( section as HTMLElement ).dataset.basePrice );
	const parameters: ManualCartItem[ 'parameters' ] = {};
	const differences: number[] = [];
	section
		.querySelectorAll< HTMLElement >( '.bwg_ecommerce_parameter' )
		.forEach( ( field ) => {
			const id = field.dataset.parameterId ?? '';
			const type = Number( field.dataset.parameterType );
			if ( type === 2 || type === 3 ) {
				const input = field.querySelector<
					HTMLInputElement | HTMLTextAreaElement
				>( 'input, textarea' );
				if ( input && input.value.trim() !== '' ) {
					parameters[ id ] = input.value;
				}
			} else if ( type === 4 ) {
				const select = field.querySelector( 'select' );
				if ( select && select.value !== '' ) {
					parameters[ id ] = select.value;
					differences.push(
						parseCents( select.selectedOptions[ 0 ]?.dataset.price )
					);
				}
			} else if ( type === 5 || type === 6 ) {
				const checked = Array.from(
					field.querySelectorAll< HTMLInputElement >(
						'input:checked'
					)
				);
				checked.forEach( ( input ) =>
					differences.push( parseCents( input.dataset.price ) )
				);
				if ( type === 5 && checked.length > 0 ) {
					parameters[ id ] = checked[ 0 ].value;
				} else if ( type === 6 && checked.length > 0 ) {
					parameters[ id ] = checked.map( ( input ) => input.value );
				}
			}
		} );
	const countInput = section.querySelector< HTMLInputElement >(
		'input[name="count"]'
	);
	const count = normalizeQuantity( countInput?.value ?? '1' );
	const unit = Math.max(
		0,
		differences.reduce( ( sum, cents ) => sum + cents, baseCents )
	);
	const item: ManualCartItem = { count, parameters, price: plain( unit ) };
	if ( itemSelect ) {
		item.item = Number( itemSelect.value );
	}
	return {
		item,
		totalCents: manualTotal( baseCents, differences, count ),
	};
}

/**
 * The chosen downloads and their total.
 * @param section The `.bwg_ecommerce_downloads` element.
 */
export function readDownloads( section: Element ): {
	items: DownloadCartItem[];
	totalCents: number;
} {
	const checked = Array.from(
		section.querySelectorAll< HTMLInputElement >(
			'input[name="download"]:checked'
		)
	);
	const prices = checked.map( ( input ) =>
		parseCents( input.dataset.price )
	);
	return {
		items: checked.map( ( input, index ) => ( {
			id: Number( input.value ),
			count: 1,
			price: plain( prices[ index ] ),
		} ) ),
		totalCents: downloadsTotal( prices ),
	};
}
