/**
 * The notice's "more info" link: the site's privacy policy page, another address, or none.
 */
import { Notice, SelectControl, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { fieldProps } from '@vista/shared/settings/field';
import { SettingsSection } from '@vista/shared/settings/Section';
import type { SectionProps } from './section-props';
import type { ConsentSettings } from './types';

export function LinkSection( {
	draft,
	errors,
	update,
	defaultTexts,
	admin,
}: SectionProps ) {
	const noPrivacyPage =
		draft.moreInfo === 'privacy' && admin.privacyPolicyUrl === '';
	return (
		<SettingsSection
			id="link"
			title={ __( 'More information link', 'vista-consent' ) }
		>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Link to', 'vista-consent' ) }
				value={ draft.moreInfo }
				options={ [
					{
						value: 'privacy',
						label: __( 'The privacy policy page', 'vista-consent' ),
					},
					{
						value: 'custom',
						label: __( 'Another address', 'vista-consent' ),
					},
					{ value: 'none', label: __( 'No link', 'vista-consent' ) },
				] }
				onChange={ ( value: string ) =>
					update( 'moreInfo', value as ConsentSettings[ 'moreInfo' ] )
				}
				{ ...fieldProps(
					errors.moreInfo,
					draft.moreInfo === 'privacy' && admin.privacyPolicyUrl
						? sprintf(
								/* translators: %s: address of the privacy policy page. */
								__( 'The link leads to %s.', 'vista-consent' ),
								admin.privacyPolicyUrl
							)
						: undefined
				) }
			/>
			{ noPrivacyPage && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'No privacy policy page is published, so the notice shows no link.',
						'vista-consent'
					) }{ ' ' }
					{ admin.privacyPageEdit && (
						<a href={ admin.privacyPageEdit }>
							{ __(
								'Choose or create the privacy policy page',
								'vista-consent'
							) }
						</a>
					) }
				</Notice>
			) }
			{ draft.moreInfo === 'custom' && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="url"
					label={ __( 'Link address', 'vista-consent' ) }
					placeholder="https://"
					value={ draft.moreInfoUrl }
					onChange={ ( value: string ) =>
						update( 'moreInfoUrl', value )
					}
					{ ...fieldProps(
						errors.moreInfoUrl,
						__(
							'A full http:// or https:// address.',
							'vista-consent'
						)
					) }
				/>
			) }
			{ draft.moreInfo !== 'custom' && errors.moreInfoUrl && (
				<p className="vista-settings-field-error">
					{ errors.moreInfoUrl }
				</p>
			) }
			<LinkTextControls
				draft={ draft }
				errors={ errors }
				update={ update }
				defaultTexts={ defaultTexts }
			/>
		</SettingsSection>
	);
}

// The link's text and where it opens.
function LinkTextControls( {
	draft,
	errors,
	update,
	defaultTexts,
}: Pick< SectionProps, 'draft' | 'errors' | 'update' | 'defaultTexts' > ) {
	return (
		<>
			{ draft.moreInfo !== 'none' && (
				<div className="vista-consent-columns">
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Link text', 'vista-consent' ) }
						value={ draft.moreInfoText }
						placeholder={ defaultTexts.moreInfoText }
						onChange={ ( value: string ) =>
							update( 'moreInfoText', value )
						}
						{ ...fieldProps(
							errors.moreInfoText,
							__(
								'Leave empty to show the default text.',
								'vista-consent'
							)
						) }
					/>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Open the link', 'vista-consent' ) }
						value={ draft.moreInfoTarget }
						options={ [
							{
								value: '_blank',
								label: __( 'In a new tab', 'vista-consent' ),
							},
							{
								value: '_self',
								label: __( 'In the same tab', 'vista-consent' ),
							},
						] }
						onChange={ ( value: string ) =>
							update(
								'moreInfoTarget',
								value as ConsentSettings[ 'moreInfoTarget' ]
							)
						}
						{ ...fieldProps( errors.moreInfoTarget ) }
					/>
				</div>
			) }
		</>
	);
}
