/**
 * Galleries → Settings: loads the gallery settings, edits them and saves the changed fields. A
 * refused save keeps everything typed and shows the server's message for each field; leaving
 * with unsaved changes asks first (@vista/shared/settings/use-settings-form).
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { SaveBar } from '@vista/shared/settings/SaveBar';
import { SettingsLoadState } from '@vista/shared/settings/SettingsLoadState';
import { useSettingsForm } from '@vista/shared/settings/use-settings-form';
import { fetchSettings, saveSettings } from './api';
import { changedFields, draftFrom } from './draft';
import { PlacesSection } from './PlacesSection';
import type { SectionProps } from './section-props';
import type { DraftSettings, GallerySettings, SettingsResponse } from './types';
import { visibleFields } from './visible-fields';
import { WatermarkSection } from './WatermarkSection';

export function SettingsScreen() {
	// The address of an image chosen since the last save (the server's otherwise).
	const [ pickedUrl, setPickedUrl ] = useState< string | null >( null );
	const [ type, setType ] =
		useState< DraftSettings[ 'watermark_type' ] >( 'none' );
	const form = useSettingsForm<
		GallerySettings,
		DraftSettings,
		SettingsResponse
	>( {
		load: fetchSettings,
		save: saveSettings,
		draftFrom,
		changedFields,
		// Messages for fields hidden by the chosen type go into the notice.
		formFields: visibleFields( type ),
		messages: {
			saved: __( 'Settings saved.', 'vista-gallery' ),
			saveFailed: __(
				'The settings could not be saved.',
				'vista-gallery'
			),
			loadFailed: __(
				'The settings could not be loaded.',
				'vista-gallery'
			),
		},
	} );
	const { response, draft } = form;
	if ( draft && draft.watermark_type !== type ) {
		setType( draft.watermark_type );
	}

	if ( form.loadError || ! response || ! draft ) {
		return (
			<SettingsLoadState
				error={ form.loadError }
				onRetry={ form.reload }
				labels={ {
					loading: __( 'Loading the settings…', 'vista-gallery' ),
					retry: __( 'Try again', 'vista-gallery' ),
				} }
			/>
		);
	}

	const savedImage =
		draft.watermark_image_id === response.settings.watermark_image_id
			? response.upload_url
			: '';
	const sectionProps: SectionProps = {
		draft,
		errors: form.errors,
		update: form.update,
		imageUrl: pickedUrl ?? savedImage,
		setImageUrl: setPickedUrl,
	};

	return (
		<form
			ref={ form.formRef }
			className="vista-gallery-settings"
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				form.submit();
			} }
		>
			<WatermarkSection { ...sectionProps } />
			<PlacesSection { ...sectionProps } />
			<SaveBar
				saving={ form.saving }
				dirty={ form.dirty }
				notice={ form.notice }
				onDismissNotice={ form.dismissNotice }
				labels={ {
					save: __( 'Save changes', 'vista-gallery' ),
					saving: __( 'Saving…', 'vista-gallery' ),
					unsaved: __( 'Unsaved changes', 'vista-gallery' ),
				} }
			/>
		</form>
	);
}
