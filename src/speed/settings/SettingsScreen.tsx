/**
 * The settings form: the scoring engine and how to reach it, and the image and iframe switches.
 * The screen's life (draft, save only the changes, field errors, leave warning) and frame are the
 * shared ones of the plugins' settings screens; the settings come with the page.
 */
import { Card, CardBody } from '@wordpress/components';
import { settingsApi } from '@vista/shared/settings/api';
import { SettingsShell } from '@vista/shared/settings/SettingsShell';
import { useSettingsForm } from '@vista/shared/settings/use-settings-form';
import {
	changedFields,
	draftFrom,
	FORM_FIELDS,
	type DraftSettings,
	type PublicSettings,
	type SettingsResponse,
} from './draft';
import { EngineFields } from './EngineFields';
import { shellStrings } from './shell-strings';
import { SwitchFields } from './SwitchFields';

interface Props {
	initial: PublicSettings;
}

const { saveSettings } = settingsApi< SettingsResponse >(
	'/vista-speed/v1/settings'
);

export function SettingsScreen( { initial }: Props ) {
	const strings = shellStrings();
	const form = useSettingsForm<
		PublicSettings,
		DraftSettings,
		SettingsResponse
	>( {
		load: () => Promise.resolve( { settings: initial } ),
		save: saveSettings,
		draftFrom,
		changedFields,
		formFields: FORM_FIELDS,
		messages: strings,
	} );
	return (
		<SettingsShell
			form={ form }
			strings={ strings }
			className="vista-speed-settings-form"
		>
			{ ( { draft, response } ) => {
				const props = {
					draft,
					errors: form.errors,
					update: form.update,
					saved: response.settings,
				};
				return (
					<Card>
						<CardBody>
							<EngineFields { ...props } />
							<SwitchFields { ...props } />
						</CardBody>
					</Card>
				);
			} }
		</SettingsShell>
	);
}
