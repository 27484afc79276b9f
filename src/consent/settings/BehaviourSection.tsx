/**
 * How the notice behaves: implied acceptance, reload after a choice, page caches, the hide effect
 * and the control that lets visitors change their choice.
 */
import {
	Notice,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { numberInput } from '@vista/shared/settings/draft';
import { fieldProps, helpWithError } from '@vista/shared/settings/field';
import { SettingsSection } from '@vista/shared/settings/Section';
import type { SectionProps } from './section-props';
import type { ConsentSettings } from './types';

export function BehaviourSection( {
	draft,
	errors,
	update,
	defaultTexts,
}: SectionProps ) {
	return (
		<SettingsSection
			id="behaviour"
			title={ __( 'Behaviour', 'vista-consent' ) }
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Show the notice to visitors', 'vista-consent' ) }
				checked={ draft.showNotice }
				onChange={ ( value: boolean ) => update( 'showNotice', value ) }
				help={ helpWithError(
					errors.showNotice,
					__(
						'Off while you set it up: visitors see no notice, and scripts held back for consent stay held back.',
						'vista-consent'
					)
				) }
			/>
			<HideTriggerControls
				draft={ draft }
				errors={ errors }
				update={ update }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Reload the page after a choice',
					'vista-consent'
				) }
				checked={ draft.redirection }
				onChange={ ( value: boolean ) =>
					update( 'redirection', value )
				}
				help={ helpWithError(
					errors.redirection,
					__(
						'After a first acceptance or a change of choice, so that everything that waits for consent loads at once.',
						'vista-consent'
					)
				) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'The site uses a page cache', 'vista-consent' ) }
				checked={ draft.cache }
				onChange={ ( value: boolean ) => update( 'cache', value ) }
				help={ helpWithError(
					errors.cache,
					__(
						'Reloads go to an address the cache has not stored, and held-back scripts are always released in the browser, so no visitor gets a page cached for someone else.',
						'vista-consent'
					)
				) }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Hide effect', 'vista-consent' ) }
				value={ draft.hideEffect }
				options={ [
					{ value: 'none', label: __( 'None', 'vista-consent' ) },
					{ value: 'fade', label: __( 'Fade out', 'vista-consent' ) },
					{
						value: 'slide',
						label: __( 'Slide out', 'vista-consent' ),
					},
				] }
				onChange={ ( value: string ) =>
					update(
						'hideEffect',
						value as ConsentSettings[ 'hideEffect' ]
					)
				}
				{ ...fieldProps(
					errors.hideEffect,
					__(
						'How the notice leaves once the visitor has chosen.',
						'vista-consent'
					)
				) }
			/>
			<RevokeControls
				draft={ draft }
				errors={ errors }
				update={ update }
				defaultTexts={ defaultTexts }
			/>
		</SettingsSection>
	);
}

// Whether visitors can change their choice, and how the revoke button shows.
function RevokeControls( {
	draft,
	errors,
	update,
	defaultTexts,
}: Pick< SectionProps, 'draft' | 'errors' | 'update' | 'defaultTexts' > ) {
	return (
		<>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Let visitors change their choice',
					'vista-consent'
				) }
				checked={ draft.revokeCookies }
				onChange={ ( value: boolean ) =>
					update( 'revokeCookies', value )
				}
				help={ helpWithError(
					errors.revokeCookies,
					__(
						'A button reopens the notice after the visitor has chosen.',
						'vista-consent'
					)
				) }
			/>
			{ draft.revokeCookies && (
				<>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Where the button appears',
							'vista-consent'
						) }
						value={ draft.revokeCookiesOpt }
						options={ [
							{
								value: 'automatic',
								label: __(
									'Automatically, in a corner of every page',
									'vista-consent'
								),
							},
							{
								value: 'manual',
								label: __(
									'Where I place it (block or shortcode)',
									'vista-consent'
								),
							},
						] }
						onChange={ ( value: string ) =>
							update(
								'revokeCookiesOpt',
								value as ConsentSettings[ 'revokeCookiesOpt' ]
							)
						}
						{ ...fieldProps( errors.revokeCookiesOpt ) }
					/>
					{ draft.revokeCookiesOpt === 'manual' && (
						<Notice status="info" isDismissible={ false }>
							{ __(
								'Add the "Cookie Settings" block (in the Widgets category of the block inserter) or the [cookies_revoke] shortcode where visitors should find the button, for example in the footer template.',
								'vista-consent'
							) }
						</Notice>
					) }
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Button text', 'vista-consent' ) }
						value={ draft.revokeText }
						placeholder={ defaultTexts.revokeText }
						onChange={ ( value: string ) =>
							update( 'revokeText', value )
						}
						{ ...fieldProps(
							errors.revokeText,
							__(
								'Leave empty to show the default text.',
								'vista-consent'
							)
						) }
					/>
				</>
			) }
		</>
	);
}

// What hides the notice besides the buttons: scrolling, a click elsewhere.
function HideTriggerControls( {
	draft,
	errors,
	update,
}: Pick< SectionProps, 'draft' | 'errors' | 'update' > ) {
	return (
		<>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Accept when the visitor scrolls',
					'vista-consent'
				) }
				checked={ draft.onScroll }
				onChange={ ( value: boolean ) => update( 'onScroll', value ) }
				help={ helpWithError(
					errors.onScroll,
					__(
						'Scrolling down the page counts as accepting every category.',
						'vista-consent'
					)
				) }
			/>
			{ draft.onScroll && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					min={ 0 }
					step={ 1 }
					label={ __(
						'Scroll distance, in pixels',
						'vista-consent'
					) }
					value={ String( draft.onScrollOffset ) }
					onChange={ ( value: string ) =>
						update( 'onScrollOffset', numberInput( value ) )
					}
					{ ...fieldProps(
						errors.onScrollOffset,
						__(
							'How far the visitor scrolls before it counts.',
							'vista-consent'
						)
					) }
				/>
			) }
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Accept when the visitor clicks outside the notice',
					'vista-consent'
				) }
				checked={ draft.onClick }
				onChange={ ( value: boolean ) => update( 'onClick', value ) }
				help={ helpWithError(
					errors.onClick,
					__(
						'A click anywhere else on the page counts as accepting every category.',
						'vista-consent'
					)
				) }
			/>
			{ ( draft.onScroll || draft.onClick ) && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'Scrolling or clicking elsewhere on the page is not consent under the GDPR, which asks for a clear act such as pressing the accept button. Turn this on only where the law that applies to your visitors accepts implied consent, and say so in the notice’s message.',
						'vista-consent'
					) }
				</Notice>
			) }
		</>
	);
}
