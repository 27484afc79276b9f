/**
 * Galleries → Settings: loads the gallery settings, edits them and saves the changed fields. A
 * refused save keeps everything typed and shows the server's message for each field; leaving
 * with unsaved changes asks first (@vista/shared/settings/use-settings-form).
 */
import { useState } from '@wordpress/element';
import { SettingsShell } from '@vista/shared/settings/SettingsShell';
import { useSettingsForm } from '@vista/shared/settings/use-settings-form';
import { fetchSettings, saveSettings } from './api';
import { changedFields, draftFrom } from './draft';
import { PlacesSection } from './PlacesSection';
import type { SectionProps } from './section-props';
import { shellStrings } from './shell-strings';
import type { DraftSettings, GallerySettings, SettingsResponse } from './types';
import { visibleFields } from './visible-fields';
import { WatermarkSection } from './WatermarkSection';

export function SettingsScreen() {
	// The address of an image chosen since the last save (the server's otherwise).
	const [ pickedUrl, setPickedUrl ] = useState< string | null >( null );
	const [ type, setType ] =
		useState< DraftSettings[ 'watermark_type' ] >( 'none' );
	const strings = shellStrings();
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
		messages: strings,
	} );
	if ( form.draft && form.draft.watermark_type !== type ) {
		setType( form.draft.watermark_type );
	}
	return (
		<SettingsShell
			form={ form }
			strings={ strings }
			className="vista-gallery-settings"
		>
			{ ( { draft, response } ) => {
				const savedImage =
					draft.watermark_image_id ===
					response.settings.watermark_image_id
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
					<>
						<WatermarkSection { ...sectionProps } />
						<PlacesSection { ...sectionProps } />
					</>
				);
			} }
		</SettingsShell>
	);
}
