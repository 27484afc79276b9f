/**
 * What the tracker records besides page views: who is online, clicks on outgoing links and file
 * downloads (001 §4-§5).
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { SettingsSection } from '@vista/shared/settings/Section';
import { fieldProps } from '@vista/shared/settings/field';
import type { SectionProps } from './section-props';
import { SwitchSetting } from './SwitchSetting';

export function TrackingSection( props: SectionProps ) {
	const { draft, errors, update } = props;
	return (
		<SettingsSection
			id="tracking"
			title={ __( 'Tracking', 'vista-stats' ) }
			description={ __(
				'Every page view is counted. Choose what else is recorded.',
				'vista-stats'
			) }
		>
			<SwitchSetting
				{ ...props }
				field="onlineTracking"
				label={ __( 'Show who is online', 'vista-stats' ) }
				help={ __(
					'An open page checks in at the interval set under Data, so the dashboard can count the visitors online now. Checks stop after 30 minutes without activity.',
					'vista-stats'
				) }
			/>
			<SwitchSetting
				{ ...props }
				field="linkTracking"
				label={ __( 'Count clicks on outgoing links', 'vista-stats' ) }
				help={ __(
					'Clicks on links to other sites. Links within this site are never counted as clicks.',
					'vista-stats'
				) }
			/>
			<SwitchSetting
				{ ...props }
				field="downloadTracking"
				label={ __( 'Count file downloads', 'vista-stats' ) }
				help={ __(
					'Clicks on links to files with one of the extensions below.',
					'vista-stats'
				) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __(
					'File extensions counted as downloads',
					'vista-stats'
				) }
				value={ draft.downloadExtensions }
				onChange={ ( value: string ) =>
					update( 'downloadExtensions', value )
				}
				autoComplete="off"
				spellCheck={ false }
				{ ...fieldProps(
					errors.downloadExtensions,
					draft.downloadTracking
						? __(
								'Separated by commas, without the dot: pdf, zip, docx.',
								'vista-stats'
							)
						: __(
								'Separated by commas, without the dot: pdf, zip, docx. Used once download counting is on.',
								'vista-stats'
							)
				) }
			/>
		</SettingsSection>
	);
}
