/**
 * Settings → Video: the consent gate, the facade for embeds in post content, the defaults of new
 * galleries, how long answers of video hosts are cached, and the API key (ApiKeyPanel). The
 * screen's life (load, draft, save only the changes, field errors, leave warning) and frame are
 * the shared ones of the plugins' settings screens.
 */
import { useState } from '@wordpress/element';
import { Panel } from '@wordpress/components';
import { settingsApi } from '@vista/shared/settings/api';
import { changedFields } from '@vista/shared/settings/draft';
import { SettingsShell } from '@vista/shared/settings/SettingsShell';
import { useSettingsForm } from '@vista/shared/settings/use-settings-form';
import { ApiKeyPanel } from './ApiKeyPanel';
import { DefaultsPanel } from './DefaultsPanel';
import { GalleryPagePanel } from './GalleryPagePanel';
import { PrivacyPanel } from './PrivacyPanel';
import { shellStrings } from './shell-strings';
import type { SettingsResponse, VideoSettings } from './types';

const { fetchSettings, saveSettings } = settingsApi< SettingsResponse >(
	'/vista-video/v1/settings'
);

/** The fields of the form; the API key has its own route (ApiKeyPanel). */
const FORM_FIELDS: ReadonlySet< string > = new Set< keyof VideoSettings >( [
	'consentGate',
	'contentFacade',
	'pageSize',
	'columns',
	'showTitle',
	'showPaging',
	'autonext',
	'thumbplay',
	'pauseOthers',
	'cacheMinutes',
] );

export function SettingsScreen() {
	// Whether a key is saved, once the key panel has changed it (the server's answer otherwise).
	const [ keySet, setKeySet ] = useState< boolean | null >( null );
	const strings = shellStrings();
	const form = useSettingsForm<
		VideoSettings,
		VideoSettings,
		SettingsResponse
	>( {
		load: fetchSettings,
		save: saveSettings,
		draftFrom: ( settings ) => ( { ...settings } ),
		changedFields: ( saved, draft ) => changedFields( saved, draft ),
		formFields: FORM_FIELDS,
		messages: strings,
	} );
	const galleryPage = form.response?.galleryPage ?? null;
	return (
		<>
			{ galleryPage && <GalleryPagePanel data={ galleryPage } /> }
			<SettingsShell
				form={ form }
				strings={ strings }
				className="vista-video-settings"
			>
				{ ( { draft, response } ) => (
					<Panel>
						<PrivacyPanel
							draft={ draft }
							errors={ form.errors }
							update={ form.update }
							vistaConsent={ response.vistaConsent }
						/>
						<DefaultsPanel
							draft={ draft }
							errors={ form.errors }
							update={ form.update }
						/>
						<ApiKeyPanel
							keySet={ keySet ?? response.apiKeySet }
							onSaved={ setKeySet }
						/>
					</Panel>
				) }
			</SettingsShell>
		</>
	);
}
