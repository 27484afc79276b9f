/**
 * The notice's message and button texts. Empty fields show the translated default, given as the
 * placeholder.
 */
import {
	RadioControl,
	TextareaControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { fieldProps } from '@vista/shared/settings/field';
import { SettingsSection } from '@vista/shared/settings/Section';
import type { SectionProps } from './section-props';
import type { ButtonWording } from './types';

export function TextsSection( {
	draft,
	errors,
	update,
	defaultTexts,
}: SectionProps ) {
	const emptyHelp = __(
		'Leave empty to show the default text.',
		'vista-consent'
	);
	return (
		<SettingsSection id="texts" title={ __( 'Texts', 'vista-consent' ) }>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Message', 'vista-consent' ) }
				value={ draft.message }
				placeholder={ defaultTexts.message }
				rows={ 4 }
				onChange={ ( value: string ) => update( 'message', value ) }
				{ ...fieldProps(
					errors.message,
					__(
						'Links, bold and italic text are allowed: <a href="https://…">, <strong>, <em>, <b>, <i> and <br>. Leave empty to show the default text.',
						'vista-consent'
					)
				) }
			/>
			<RadioControl
				label={ __( 'Default button texts', 'vista-consent' ) }
				selected={ draft.buttonWording }
				options={ [
					{
						value: 'acceptReject',
						label: __( 'Accept and Reject', 'vista-consent' ),
					},
					{
						value: 'okNo',
						label: __(
							'Ok and No (as Cookie Notice words them)',
							'vista-consent'
						),
					},
				] }
				onChange={ ( value ) =>
					update( 'buttonWording', value as ButtonWording )
				}
				{ ...fieldProps(
					errors.buttonWording,
					__(
						'Shown on the buttons whose text below is left empty.',
						'vista-consent'
					)
				) }
			/>
			<div className="vista-consent-columns">
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Accept button', 'vista-consent' ) }
					value={ draft.acceptText }
					placeholder={ defaultTexts.acceptText }
					onChange={ ( value: string ) =>
						update( 'acceptText', value )
					}
					{ ...fieldProps( errors.acceptText, emptyHelp ) }
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Refuse button', 'vista-consent' ) }
					value={ draft.refuseText }
					placeholder={ defaultTexts.refuseText }
					onChange={ ( value: string ) =>
						update( 'refuseText', value )
					}
					{ ...fieldProps( errors.refuseText, emptyHelp ) }
				/>
			</div>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Save-choices button', 'vista-consent' ) }
				value={ draft.saveText }
				placeholder={ defaultTexts.saveText }
				onChange={ ( value: string ) => update( 'saveText', value ) }
				{ ...fieldProps(
					errors.saveText,
					draft.categories
						? __(
								'Saves the categories the visitor ticked.',
								'vista-consent'
							)
						: __(
								'Shown only when visitors can choose categories (see Consent categories, which is off).',
								'vista-consent'
							)
				) }
			/>
		</SettingsSection>
	);
}
