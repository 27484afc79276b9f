/**
 * Whether a hosted video asks for consent before it plays.
 */
import { __ } from '@wordpress/i18n';
import { PanelBody, SelectControl } from '@wordpress/components';
import { fieldProps } from '@vista/shared/settings/field';
import type { PanelProps, VideoSettings } from './types';

interface Props extends PanelProps {
	/** Whether Vista Consent is active. */
	vistaConsent: boolean;
}

export function PrivacyPanel( { draft, errors, update, vistaConsent }: Props ) {
	const help = vistaConsent
		? __(
				'Vista Consent is active: "When the site asks for consent" asks until the visitor accepts marketing cookies or presses "Accept and play".',
				'vista-video'
			)
		: __(
				'"When the site asks for consent" asks only while Vista Consent is active.',
				'vista-video'
			);
	return (
		<PanelBody title={ __( 'Privacy', 'vista-video' ) }>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __(
					'Ask for consent before a hosted video plays',
					'vista-video'
				) }
				{ ...fieldProps( errors.consentGate, help ) }
				value={ draft.consentGate }
				options={ [
					{
						value: 'auto',
						label: __(
							'When the site asks for consent',
							'vista-video'
						),
					},
					{
						value: 'on',
						label: __( 'Always', 'vista-video' ),
					},
					{
						value: 'off',
						label: __( 'Never', 'vista-video' ),
					},
				] }
				onChange={ ( consentGate ) =>
					update(
						'consentGate',
						consentGate as VideoSettings[ 'consentGate' ]
					)
				}
			/>
		</PanelBody>
	);
}
