/**
 * Settings → Cookie consent: loads the settings, edits them in a form beside a live preview of
 * the notice, and saves the changed fields. A refused save keeps everything typed and shows the
 * server's message for each field; leaving with unsaved changes asks first. The screen's life is
 * shared with the other plugins' settings screens (@vista/shared/settings/use-settings-form).
 *
 * The save button and the screen's notice stay at the top of the side column, above the preview,
 * rather than in the shared bottom SaveBar: the notice opens below the button, so the button does
 * not move when it appears.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
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
	const { response, draft, notice, saving } = form;

	if ( form.loadError ) {
		return (
			<Notice status="error" isDismissible={ false }>
				<p>{ form.loadError }</p>
				<Button variant="secondary" onClick={ form.reload }>
					{ __( 'Try again', 'vista-consent' ) }
				</Button>
			</Notice>
		);
	}
	if ( ! response || ! draft ) {
		return (
			<p className="vista-settings-loading">
				<Spinner />
				{ __( 'Loading the settings…', 'vista-consent' ) }
			</p>
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
				<div className="vista-consent-settings__actions">
					<Button
						__next40pxDefaultSize
						type="submit"
						variant="primary"
						disabled={ saving }
						accessibleWhenDisabled
						isBusy={ saving }
					>
						{ saving
							? __( 'Saving…', 'vista-consent' )
							: __( 'Save changes', 'vista-consent' ) }
					</Button>
					{ saving && <Spinner /> }
					{ ! saving && form.dirty && (
						<span className="vista-consent-settings__unsaved">
							{ __( 'Unsaved changes', 'vista-consent' ) }
						</span>
					) }
				</div>
				{ notice && (
					<Notice
						status={ notice.status }
						onRemove={ form.dismissNotice }
						className="vista-consent-settings__notice"
					>
						<p>{ notice.message }</p>
						{ notice.details && notice.details.length > 0 && (
							<ul>
								{ notice.details.map( ( detail ) => (
									<li key={ detail }>{ detail }</li>
								) ) }
							</ul>
						) }
					</Notice>
				) }
				<NoticePreview
					draft={ draft }
					defaultTexts={ response.defaultTexts }
					admin={ admin }
				/>
			</aside>
		</form>
	);
}
