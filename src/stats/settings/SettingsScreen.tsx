/**
 * Statistics → Settings: loads the tracker's settings, edits them in sections and saves the changed
 * fields. A refused save keeps everything typed and shows the server's message for each field;
 * leaving with unsaved changes asks first. The screen's life is shared with the other plugins'
 * settings screens (@vista/shared/settings/use-settings-form).
 */
import { useMemo } from '@wordpress/element';
import { SettingsShell } from '@vista/shared/settings/SettingsShell';
import { useSettingsForm } from '@vista/shared/settings/use-settings-form';
import { adminData, fetchSettings, saveSettings } from './api';
import { DataSection } from './DataSection';
import { DeliverySection } from './DeliverySection';
import { changedFields, draftFrom, FORM_FIELDS } from './draft';
import { ExclusionsSection } from './ExclusionsSection';
import { PrivacySection } from './PrivacySection';
import { shellStrings } from './shell-strings';
import type { SectionProps } from './section-props';
import { TrackingSection } from './TrackingSection';
import type { DraftSettings, SettingsResponse, StatsSettings } from './types';

const formFields: ReadonlySet< string > = new Set( FORM_FIELDS );

export function SettingsScreen() {
	const admin = useMemo( adminData, [] );
	const strings = shellStrings();
	const form = useSettingsForm<
		StatsSettings,
		DraftSettings,
		SettingsResponse
	>( {
		load: fetchSettings,
		save: saveSettings,
		draftFrom,
		changedFields,
		formFields,
		messages: strings,
	} );
	return (
		<SettingsShell
			form={ form }
			strings={ strings }
			className="vista-stats-settings"
		>
			{ ( { draft, response } ) => {
				const sectionProps: SectionProps = {
					draft,
					errors: form.errors,
					update: form.update,
					roles: response.roles,
					admin,
				};
				return (
					<>
						<TrackingSection { ...sectionProps } />
						<PrivacySection { ...sectionProps } />
						<ExclusionsSection { ...sectionProps } />
						<DataSection { ...sectionProps } />
						<DeliverySection { ...sectionProps } />
					</>
				);
			} }
		</SettingsShell>
	);
}
