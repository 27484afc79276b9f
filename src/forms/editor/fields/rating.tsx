/**
 * Ratings: stars (how many) and a number scale (lowest and highest).
 */
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import type { FieldAttributes } from '../field-types';
import { NumberSetting, SettingsGroup } from './controls';
import type { FieldEditor, PreviewProps, SettingsProps } from './types';

function Settings( { attributes, setAttributes }: SettingsProps ) {
	const has = ( key: keyof FieldAttributes ) => key in attributes;
	return (
		<SettingsGroup title={ __( 'Scale', 'vista-forms' ) }>
			{ has( 'max_rating' ) && (
				<NumberSetting
					label={ __( 'Number of stars', 'vista-forms' ) }
					min={ 1 }
					value={ attributes.max_rating }
					onChange={ ( maxRating ) =>
						setAttributes( {
							max_rating: Math.min( 20, maxRating ),
						} )
					}
				/>
			) }
			{ has( 'scale_min' ) && (
				<>
					<NumberSetting
						label={ __( 'Lowest', 'vista-forms' ) }
						value={ attributes.scale_min }
						onChange={ ( scaleMin ) =>
							setAttributes( { scale_min: scaleMin } )
						}
					/>
					<NumberSetting
						label={ __( 'Highest', 'vista-forms' ) }
						value={ attributes.scale_max }
						onChange={ ( scaleMax ) =>
							setAttributes( { scale_max: scaleMax } )
						}
					/>
				</>
			) }
		</SettingsGroup>
	);
}

// The server's markup (Fields/Rating.php): a row of radios, each with its label beside it, so
// the form's stylesheet lays the numbers and the stars out as on the page.
function Scale( {
	options,
	className,
	idPrefix,
}: {
	options: Array< { value: string; label: ReactNode; name: string } >;
	className: string;
	idPrefix: string;
} ) {
	return (
		<ul className={ `evf-field-choices ${ className }` }>
			{ options.map( ( option, index ) => (
				<li key={ option.value } className={ `choice-${ index + 1 }` }>
					<input
						type="radio"
						id={ `${ idPrefix }-${ index + 1 }` }
						readOnly
						tabIndex={ -1 }
						aria-label={ option.name }
					/>
					<label
						className="everest-forms-field-label-inline"
						htmlFor={ `${ idPrefix }-${ index + 1 }` }
					>
						{ option.label }
					</label>
				</li>
			) ) }
		</ul>
	);
}

function range( from: number, to: number ): number[] {
	const values: number[] = [];
	for ( let n = from; n <= to && values.length < 101; n++ ) {
		values.push( n );
	}
	return values;
}

function Preview( { type, attributes }: PreviewProps ) {
	const idPrefix = `vista-forms-preview-${ attributes.fieldId }`;
	if ( type === 'scale-rating' ) {
		const min = attributes.scale_min ?? 1;
		const max = Math.max( min + 1, attributes.scale_max ?? 10 );
		return (
			<Scale
				className="evf-scale-rating"
				idPrefix={ idPrefix }
				options={ range( min, max ).map( ( n ) => ( {
					value: String( n ),
					label: String( n ),
					name: String( n ),
				} ) ) }
			/>
		);
	}
	const stars = Math.max( 1, Math.min( 20, attributes.max_rating ?? 5 ) );
	return (
		<Scale
			className="evf-rating"
			idPrefix={ idPrefix }
			options={ range( 1, stars ).map( ( n ) => ( {
				value: String( n ),
				label: (
					<span className="evf-rating-star" aria-hidden="true">
						★
					</span>
				),
				name: sprintf(
					/* translators: 1: chosen rating, 2: highest rating */
					__( '%1$d of %2$d', 'vista-forms' ),
					n,
					stars
				),
			} ) ) }
		/>
	);
}

export const rating: FieldEditor = { Preview, Settings };
