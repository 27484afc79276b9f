/**
 * Payments: a single item (its price, or an amount the visitor types) and a credit card. The
 * Price panel serves payment checkboxes too (choice.tsx).
 */
import { __ } from '@wordpress/i18n';
import { TextControl, ToggleControl } from '@wordpress/components';
import type { FieldAttributes } from '../field-types';
import { common, textProps, toggle, SettingsGroup } from './controls';
import type { FieldEditor, PreviewProps, SettingsProps } from './types';

export function PricePanel( { attributes, setAttributes }: SettingsProps ) {
	const has = ( key: keyof FieldAttributes ) => key in attributes;
	if ( ! has( 'price' ) && ! has( 'currency_symbol' ) ) {
		return null;
	}
	return (
		<SettingsGroup title={ __( 'Price', 'vista-forms' ) }>
			{ has( 'price' ) && (
				<TextControl
					{ ...common }
					type="number"
					min={ 0 }
					step={ 0.01 }
					label={ __( 'Price', 'vista-forms' ) }
					value={ attributes.price ?? '' }
					onChange={ ( price ) => setAttributes( { price } ) }
				/>
			) }
			{ has( 'user_input' ) && (
				<ToggleControl
					{ ...toggle }
					label={ __( 'Visitor enters the amount', 'vista-forms' ) }
					checked={ !! attributes.user_input }
					onChange={ ( userInput ) =>
						setAttributes( { user_input: userInput } )
					}
				/>
			) }
			<TextControl
				{ ...common }
				label={ __( 'Currency symbol', 'vista-forms' ) }
				value={ attributes.currency_symbol ?? '' }
				onChange={ ( currencySymbol ) =>
					setAttributes( { currency_symbol: currencySymbol } )
				}
			/>
		</SettingsGroup>
	);
}

function Preview( { type, attributes }: PreviewProps ) {
	if ( type === 'credit-card' ) {
		return (
			<div className="evf-credit-card">
				<input
					type="text"
					className="input-text"
					readOnly
					tabIndex={ -1 }
					placeholder="•••• •••• •••• ••••"
				/>
			</div>
		);
	}
	return attributes.user_input ? (
		<input
			type="text"
			{ ...textProps( attributes ) }
			defaultValue={ attributes.price }
		/>
	) : (
		<div className="evf-payment-price-display">
			{ attributes.currency_symbol ?? '$' }
			{ attributes.price }
		</div>
	);
}

export const payment: FieldEditor = { Preview, Settings: PricePanel };
