/**
 * Privacy and consent: the browser's Do Not Track signal, which consent plugin tracking waits for
 * and for which category, and anonymous tracking without consent (001 §4 "Consent handling", §5).
 */
import { Notice, SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { SettingsSection } from '@vista/shared/settings/Section';
import { fieldProps } from '@vista/shared/settings/field';
import {
	integrationMissing,
	resolveAutomatic,
	usesConsentLevel,
} from './consent';
import {
	integrationChoices,
	levelChoices,
	resolvedName,
} from './consent-texts';
import type { SectionProps } from './section-props';
import { SwitchSetting } from './SwitchSetting';
import type { ConsentIntegration, ConsentLevel } from './types';

export function PrivacySection( props: SectionProps ) {
	const { draft, errors, update, admin } = props;
	const integrations = integrationChoices();
	const levels = levelChoices();
	const integration = integrations.find(
		( choice ) => choice.value === draft.consentIntegration
	);
	const level = levels.find(
		( choice ) => choice.value === draft.consentLevel
	);
	const levelApplies = usesConsentLevel( draft.consentIntegration, admin );

	let integrationHelp = integration?.description ?? '';
	if ( draft.consentIntegration === 'auto' ) {
		integrationHelp = sprintf(
			/* translators: 1: how automatic works, 2: what it picks on this site, such as "Vista Consent". */
			__( '%1$s On this site now: %2$s.', 'vista-stats' ),
			integrationHelp,
			resolvedName( resolveAutomatic( admin ) )
		);
	}

	const notAsked = __(
		'Not used with the consent integration chosen above, which does not ask for a category.',
		'vista-stats'
	);

	return (
		<SettingsSection
			id="privacy"
			title={ __( 'Privacy and consent', 'vista-stats' ) }
		>
			<SwitchSetting
				{ ...props }
				field="respectDnt"
				label={ __( 'Honour Do Not Track', 'vista-stats' ) }
				help={ __(
					'Visitors whose browser sends the Do Not Track signal are not tracked.',
					'vista-stats'
				) }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Consent integration', 'vista-stats' ) }
				value={ draft.consentIntegration }
				options={ integrations.map( ( { value, label } ) => ( {
					value,
					label,
				} ) ) }
				onChange={ ( value: string ) =>
					update( 'consentIntegration', value as ConsentIntegration )
				}
				{ ...fieldProps( errors.consentIntegration, integrationHelp ) }
			/>
			{ integrationMissing( draft.consentIntegration, admin ) && (
				<Notice status="warning" isDismissible={ false }>
					{ draft.consentIntegration === 'vista_consent'
						? __(
								'Vista Consent is not active on this site, so no visitor can give consent through it. Activate it, or choose another integration.',
								'vista-stats'
							)
						: __(
								'No plugin provides the WP Consent API on this site, so no visitor can give consent through it. Install one, or choose another integration.',
								'vista-stats'
							) }
				</Notice>
			) }
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Consent category tracking needs', 'vista-stats' ) }
				value={ draft.consentLevel }
				options={ levels.map( ( { value, label } ) => ( {
					value,
					label,
				} ) ) }
				onChange={ ( value: string ) =>
					update( 'consentLevel', value as ConsentLevel )
				}
				{ ...fieldProps(
					errors.consentLevel,
					levelApplies ? level?.description : notAsked
				) }
			/>
			<SwitchSetting
				{ ...props }
				field="anonymousTracking"
				label={ __(
					'Track anonymously without consent',
					'vista-stats'
				) }
				help={
					levelApplies
						? __(
								'Visitors who have not given consent are still counted, without anything that identifies them.',
								'vista-stats'
							)
						: notAsked
				}
			/>
		</SettingsSection>
	);
}
