/**
 * Who and what is never counted: logged-in users by role, bots, IP addresses and ranges, and
 * addresses on the site.
 */
import { TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { SettingsSection } from '@vista/shared/settings/Section';
import { fieldProps } from '@vista/shared/settings/field';
import { RolesControl } from './RolesControl';
import type { SectionProps } from './section-props';
import { SwitchSetting } from './SwitchSetting';

export function ExclusionsSection( props: SectionProps ) {
	const { draft, errors, update, roles } = props;
	return (
		<SettingsSection
			id="exclusions"
			title={ __( 'Exclusions', 'vista-stats' ) }
			description={ __(
				'Visits that match any of these are not counted at all.',
				'vista-stats'
			) }
		>
			<RolesControl
				roles={ roles }
				selected={ draft.excludedRoles }
				onChange={ ( selected ) => update( 'excludedRoles', selected ) }
				error={ errors.excludedRoles }
			/>
			<SwitchSetting
				{ ...props }
				field="excludeBots"
				label={ __( 'Leave out bots', 'vista-stats' ) }
				help={ __(
					'Search engine crawlers, uptime monitors and other automated visitors are not counted.',
					'vista-stats'
				) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Excluded IP addresses', 'vista-stats' ) }
				value={ draft.excludedIps }
				onChange={ ( value: string ) => update( 'excludedIps', value ) }
				rows={ 4 }
				spellCheck={ false }
				autoComplete="off"
				{ ...fieldProps(
					errors.excludedIps,
					__(
						'One per line: an address such as 203.0.113.7, or a range such as 192.168.1.0/24 or 2001:db8::/32.',
						'vista-stats'
					),
					'vista-stats-code-input'
				) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Excluded pages', 'vista-stats' ) }
				value={ draft.excludedUrls }
				onChange={ ( value: string ) =>
					update( 'excludedUrls', value )
				}
				rows={ 4 }
				spellCheck={ false }
				autoComplete="off"
				{ ...fieldProps(
					errors.excludedUrls,
					__(
						'One path per line, starting with /, such as /checkout/. End it with * to leave out everything under it, such as /cart/*.',
						'vista-stats'
					),
					'vista-stats-code-input'
				) }
			/>
		</SettingsSection>
	);
}
