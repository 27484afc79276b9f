/**
 * Ratings: stars (how many) and a number scale (lowest and highest).
 */
import { __ } from '@wordpress/i18n';
import { PanelBody } from '@wordpress/components';
import type { FieldAttributes } from '../field-types';
import { NumberSetting } from './controls';
import type { FieldEditor, PreviewProps, SettingsProps } from './types';

function Settings( { attributes, setAttributes }: SettingsProps ) {
	const has = ( key: keyof FieldAttributes ) => key in attributes;
	return (
		<PanelBody title={ __( 'Scale', 'vista-forms' ) }>
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
		</PanelBody>
	);
}

function Scale( { values }: { values: string[] } ) {
	return (
		<ul className="evf-field-choices evf-scale">
			{ values.map( ( value ) => (
				<li key={ value }>
					<span className="everest-forms-field-label-inline">
						<input type="radio" readOnly tabIndex={ -1 } />{ ' ' }
						{ value }
					</span>
				</li>
			) ) }
		</ul>
	);
}

function range( from: number, to: number ): string[] {
	const values: string[] = [];
	for ( let n = from; n <= to && values.length < 101; n++ ) {
		values.push( String( n ) );
	}
	return values;
}

function Preview( { type, attributes }: PreviewProps ) {
	if ( type === 'scale-rating' ) {
		return (
			<Scale
				values={ range(
					attributes.scale_min ?? 1,
					attributes.scale_max ?? 10
				) }
			/>
		);
	}
	return (
		<div className="evf-rating" aria-hidden="true">
			{ '★'.repeat(
				Math.max( 1, Math.min( 20, attributes.max_rating ?? 5 ) )
			) }
		</div>
	);
}

export const rating: FieldEditor = { Preview, Settings };
