/**
 * Settings → Cookie consent: loads the settings, edits them in a form beside a live preview of
 * the notice, and saves the changed fields. A refused save keeps everything typed and shows the
 * server's message for each field; leaving with unsaved changes asks first. The screen's life is
 * shared with the other plugins' settings screens (@vista/shared/settings/use-settings-form).
 *
 * The save bar stays at the top of the side column, above the preview, rather than at the bottom of
 * the window: its notice opens below the button, so the button does not move when it appears.
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { SaveBar } from '@vista/shared/settings/SaveBar';
import { SettingsLoadState } from '@vista/shared/settings/SettingsLoadState';
import { useSettingsForm } from '@vista/shared/settings/use-settings-form';
import { adminData, fetchSettings, saveSettings } from './api';
import { AppearanceSection } from './AppearanceSection';
import { BehaviourSection } from './BehaviourSection';
import { CategoriesSection } from './CategoriesSection';
import { CookieSection } from './CookieSection';
import { changedFields, draftFrom, FORM_FIELDS } from './draft';
import { LinkSection } from './LinkSection';
import { LogSection } from './LogSection';
import { NoticePreview } from './NoticePreview';
import type { SectionProps } from './section-props';
import { TextsSection } from './TextsSection';
import type { ConsentSettings, DraftSettings, SettingsResponse } from './types';

const formFields: ReadonlySet< string > = new Set( FORM_FIELDS );

export function SettingsScreen() {
	const admin = useMemo( adminData, [] );
	const form = useSettingsForm<
		ConsentSettings,
		DraftSettings,
		SettingsResponse
	>( {
		load: fetchSettings,
		save: saveSettings,
		draftFrom,
		changedFields,
		formFields,
		messages: {
			saved: __( 'Settings saved.', 'vista-consent' ),
			saveFailed: __(
				'The settings could not be saved.',
				'vista-consent'
			),
			loadFailed: __(
				'The settings could not be loaded.',
				'vista-consent'
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
					loading: __( 'Loading the settings…', 'vista-consent' ),
					retry: __( 'Try again', 'vista-consent' ),
				} }
			/>
		);
	}

	const sectionProps: SectionProps = {
		draft,
		errors: form.errors,
		update: form.update,
		defaultTexts: response.defaultTexts,
		admin,
	};

	return (
		<form
			ref={ form.formRef }
			className="vista-consent-settings"
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				form.submit();
			} }
		>
			<div className="vista-consent-settings__form">
				<TextsSection { ...sectionProps } />
				<LinkSection { ...sectionProps } />
				<AppearanceSection { ...sectionProps } />
				<CategoriesSection { ...sectionProps } />
				<BehaviourSection { ...sectionProps } />
				<CookieSection { ...sectionProps } />
				<LogSection { ...sectionProps } />
			</div>
			<aside
				className="vista-consent-settings__side"
				aria-label={ __( 'Preview and saving', 'vista-consent' ) }
			>
				<SaveBar
					saving={ form.saving }
					dirty={ form.dirty }
					notice={ form.notice }
					onDismissNotice={ form.dismissNotice }
					labels={ {
						save: __( 'Save changes', 'vista-consent' ),
						saving: __( 'Saving…', 'vista-consent' ),
						unsaved: __( 'Unsaved changes', 'vista-consent' ),
					} }
					noticePosition="below"
					sticky={ false }
				/>
				<NoticePreview
					draft={ draft }
					defaultTexts={ response.defaultTexts }
					admin={ admin }
				/>
			</aside>
		</form>
	);
}
