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
import { SettingsShell } from '@vista/shared/settings/SettingsShell';
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
import { shellStrings } from './shell-strings';
import { TextsSection } from './TextsSection';
import type {
	ConsentSettings,
	DefaultTexts,
	DraftSettings,
	SettingsResponse,
} from './types';

const formFields: ReadonlySet< string > = new Set( FORM_FIELDS );

/**
 * The texts an empty field shows, with the button texts of the wording being edited (as
 * Settings::text() picks them on the server).
 * @param response The settings route's answer.
 * @param draft    Settings as edited.
 */
function shownDefaults(
	response: SettingsResponse,
	draft: DraftSettings
): DefaultTexts {
	return {
		...response.defaultTexts,
		...response.wordingTexts?.[ draft.buttonWording ],
	};
}

export function SettingsScreen() {
	const admin = useMemo( adminData, [] );
	const strings = shellStrings();
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
		messages: strings,
	} );
	return (
		<SettingsShell
			form={ form }
			strings={ strings }
			className="vista-consent-settings"
			placesSaveBar
			noticePosition="below"
			sticky={ false }
		>
			{ ( { draft, response, saveBar } ) => {
				const defaultTexts = shownDefaults( response, draft );
				const sectionProps: SectionProps = {
					draft,
					errors: form.errors,
					update: form.update,
					defaultTexts,
					admin,
				};
				return (
					<>
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
							aria-label={ __(
								'Preview and saving',
								'vista-consent'
							) }
						>
							{ saveBar }
							<NoticePreview
								draft={ draft }
								defaultTexts={ defaultTexts }
								admin={ admin }
							/>
						</aside>
					</>
				);
			} }
		</SettingsShell>
	);
}
