/**
 * A cookie lifetime: a preset (an hour … a year) or "custom" with a number of seconds.
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { numberInput } from '@vista/shared/settings/draft';
import { fieldProps } from '@vista/shared/settings/field';
import {
	CUSTOM,
	describeDuration,
	lifetimePresets,
	secondsForSelection,
	selectionFor,
} from './lifetime';

interface Props {
	label: string;
	help?: string;
	value: number | string;
	onChange: ( value: number | string ) => void;
	error?: string;
}

export function LifetimeControl( {
	label,
	help,
	value,
	onChange,
	error,
}: Props ) {
	// "Custom" stays chosen even when the seconds typed happen to match a preset.
	const [ customChosen, setCustomChosen ] = useState( false );
	const selection = selectionFor( value, customChosen );
	const isCustom = selection === CUSTOM;
	const duration = describeDuration( value );

	const options = [
		...lifetimePresets().map( ( preset ) => ( {
			value: String( preset.seconds ),
			label: preset.label,
		} ) ),
		{ value: CUSTOM, label: __( 'Custom (in seconds)', 'vista-consent' ) },
	];

	return (
		<div className="vista-consent-lifetime">
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				value={ selection }
				options={ options }
				onChange={ ( next: string ) => {
					setCustomChosen( next === CUSTOM );
					onChange( secondsForSelection( next, value ) );
				} }
				{ ...fieldProps( isCustom ? undefined : error, help ) }
			/>
			{ isCustom && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					min={ 60 }
					step={ 1 }
					label={ sprintf(
						/* translators: %s: the lifetime's label, such as "Lifetime after acceptance". */
						__( '%s, in seconds', 'vista-consent' ),
						label
					) }
					value={ String( value ) }
					onChange={ ( text: string ) =>
						onChange( numberInput( text ) )
					}
					{ ...fieldProps(
						error,
						duration
							? sprintf(
									/* translators: %s: a duration in words, such as "30 days". */
									__( 'That is %s.', 'vista-consent' ),
									duration
								)
							: __(
									'At least 60 seconds, at most ten years.',
									'vista-consent'
								)
					) }
				/>
			) }
		</div>
	);
}
