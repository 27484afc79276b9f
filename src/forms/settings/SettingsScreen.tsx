/**
 * Forms → Settings: the captcha every form asks for (001 §4 submit button) and the country lookup
 * of the phone and country fields (001 §7 call 6). The screen's life (load, draft, save only the
 * changes, field errors, leave warning) and frame are the shared ones of the plugins' settings
 * screens.
 */
import { settingsApi } from '@vista/shared/settings/api';
import { SettingsShell } from '@vista/shared/settings/SettingsShell';
import { useSettingsForm } from '@vista/shared/settings/use-settings-form';
import { CaptchaSection } from './CaptchaSection';
import { GeolocationSection } from './GeolocationSection';
import { PaymentsSection } from './PaymentsSection';
import { allKeys } from './payment-keys';
import { shellStrings } from './shell-strings';
import {
	draftFromSettings,
	settingsChanges,
	type FormsDraft,
} from './secret-key';
import type { FormsSettings, SettingsResponse } from './types';

const { fetchSettings, saveSettings } = settingsApi< SettingsResponse >(
	'/vista-forms/v1/settings'
);

const FORM_FIELDS: ReadonlySet< string > = new Set( [
	'captchaProvider',
	'captchaSiteKey',
	'captchaSecretKey',
	'captchaThreshold',
	'geolocation',
	'paymentMode',
	'paymentCurrency',
	...allKeys().map( ( { name } ) => name ),
] );

export function SettingsScreen() {
	const strings = shellStrings();
	const form = useSettingsForm< FormsSettings, FormsDraft, SettingsResponse >(
		{
			load: fetchSettings,
			save: saveSettings,
			draftFrom: draftFromSettings,
			changedFields: settingsChanges,
			formFields: FORM_FIELDS,
			messages: strings,
		}
	);
	return (
		<SettingsShell
			form={ form }
			strings={ strings }
			className="vista-forms-settings"
		>
			{ ( { draft, response } ) => (
				<>
					<CaptchaSection
						draft={ draft }
						errors={ form.errors }
						update={ form.update }
						secretKeySaved={ response.settings.captchaSecretKeySet }
					/>
					<GeolocationSection
						draft={ draft }
						errors={ form.errors }
						update={ form.update }
						services={ response.geolocationServices }
					/>
					<PaymentsSection
						draft={ draft }
						errors={ form.errors }
						update={ form.update }
						saved={ response.settings }
						webhookUrls={ response.webhookUrls ?? {} }
					/>
				</>
			) }
		</SettingsShell>
	);
}
