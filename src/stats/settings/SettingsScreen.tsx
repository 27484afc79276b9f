/**
 * Statistics → Settings: loads the tracker's settings, edits them in sections and saves the changed
 * fields. A refused save keeps everything typed and shows the server's message for each field;
 * leaving with unsaved changes asks first. The screen's life is shared with the other plugins'
 * settings screens (@vista/shared/settings/use-settings-form).
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { SaveBar } from '@vista/shared/settings/SaveBar';
import { SettingsLoadState } from '@vista/shared/settings/SettingsLoadState';
import { useSettingsForm } from '@vista/shared/settings/use-settings-form';
import { adminData, fetchSettings, saveSettings } from './api';
import { DataSection } from './DataSection';
import { DeliverySection } from './DeliverySection';
import { changedFields, draftFrom, FORM_FIELDS } from './draft';
import { ExclusionsSection } from './ExclusionsSection';
import { PrivacySection } from './PrivacySection';
import type { SectionProps } from './section-props';
import { TrackingSection } from './TrackingSection';
import type { DraftSettings, SettingsResponse, StatsSettings } from './types';

const formFields: ReadonlySet< string > = new Set( FORM_FIELDS );

export function SettingsScreen() {
	const admin = useMemo( adminData, [] );
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
		messages: {
			saved: __( 'Settings saved.', 'vista-stats' ),
			saveFailed: __( 'The settings could not be saved.', 'vista-stats' ),
			loadFailed: __(
				'The settings could not be loaded.',
				'vista-stats'
			),
		},
	} );
	const { response, draft } = form;

	if ( form.loadError || ! response || ! draft ) {
		return (
			<SettingsLoadState
				error={ form.loadError }
				onRetry={ form.reload }
				labels={ {
					loading: __( 'Loading the settings…', 'vista-stats' ),
					retry: __( 'Try again', 'vista-stats' ),
				} }
			/>
		);
	}

	const sectionProps: SectionProps = {
		draft,
		errors: form.errors,
		update: form.update,
		roles: response.roles,
		admin,
	};

	return (
		<form
			ref={ form.formRef }
			className="vista-stats-settings"
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				form.submit();
			} }
		>
			<TrackingSection { ...sectionProps } />
			<PrivacySection { ...sectionProps } />
			<ExclusionsSection { ...sectionProps } />
			<DataSection { ...sectionProps } />
			<DeliverySection { ...sectionProps } />
			<SaveBar
				saving={ form.saving }
				dirty={ form.dirty }
				notice={ form.notice }
				onDismissNotice={ form.dismissNotice }
				labels={ {
					save: __( 'Save changes', 'vista-stats' ),
					saving: __( 'Saving…', 'vista-stats' ),
					unsaved: __( 'Unsaved changes', 'vista-stats' ),
				} }
			/>
		</form>
	);
}
