/**
 * Where the notice sits and how it looks.
 */
import { RangeControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { fieldProps, helpWithError } from '@vista/shared/settings/field';
import { SettingsSection } from '@vista/shared/settings/Section';
import { ColorSetting } from './ColorSetting';
import type { SectionProps } from './section-props';
import type { ConsentSettings } from './types';

type ColorField = 'textColor' | 'barColor' | 'buttonColor' | 'buttonTextColor';

export function AppearanceSection( { draft, errors, update }: SectionProps ) {
	const colors: Array< [ ColorField, string ] > = [
		[ 'barColor', __( 'Bar colour', 'vista-consent' ) ],
		[ 'textColor', __( 'Text colour', 'vista-consent' ) ],
		[ 'buttonColor', __( 'Button colour', 'vista-consent' ) ],
		[ 'buttonTextColor', __( 'Button text colour', 'vista-consent' ) ],
	];
	const opacity = Number( draft.barOpacity );
	return (
		<SettingsSection
			id="appearance"
			title={ __( 'Appearance', 'vista-consent' ) }
		>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Position', 'vista-consent' ) }
				value={ draft.position }
				options={ [
					{
						value: 'bottom',
						label: __( 'Bottom of the window', 'vista-consent' ),
					},
					{
						value: 'top',
						label: __( 'Top of the window', 'vista-consent' ),
					},
				] }
				onChange={ ( value: string ) =>
					update( 'position', value as ConsentSettings[ 'position' ] )
				}
				{ ...fieldProps( errors.position ) }
			/>
			<div className="vista-consent-colors">
				{ colors.map( ( [ field, label ] ) => (
					<ColorSetting
						key={ field }
						label={ label }
						value={ draft[ field ] }
						onChange={ ( value ) => update( field, value ) }
						error={ errors[ field ] }
					/>
				) ) }
			</div>
			<RangeControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Bar opacity (%)', 'vista-consent' ) }
				min={ 50 }
				max={ 100 }
				step={ 1 }
				value={ Number.isFinite( opacity ) ? opacity : 100 }
				onChange={ ( value?: number ) => {
					if ( value !== undefined ) {
						update( 'barOpacity', value );
					}
				} }
				help={ helpWithError(
					errors.barOpacity,
					__(
						'Below 100 the page shows through the bar.',
						'vista-consent'
					)
				) }
			/>
		</SettingsSection>
	);
}
