/**
 * Consent by category (statistics, marketing) and the scripts that wait for one.
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { helpWithError } from '@vista/shared/settings/field';
import { SettingsSection } from '@vista/shared/settings/Section';
import type { SectionProps } from './section-props';
import { HeldScriptsControl } from './HeldScriptsControl';

export function CategoriesSection( { draft, errors, update }: SectionProps ) {
	return (
		<SettingsSection
			id="categories"
			title={ __( 'Consent categories', 'vista-consent' ) }
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Let visitors choose categories',
					'vista-consent'
				) }
				checked={ draft.categories }
				onChange={ ( value: boolean ) => update( 'categories', value ) }
				help={ helpWithError(
					errors.categories,
					__(
						'The notice lists Statistics and Marketing with checkboxes and adds a button that saves the visitor’s choices. Off: visitors accept or refuse everything.',
						'vista-consent'
					)
				) }
			/>
			<HeldScriptsControl
				rows={ draft.heldScripts }
				onChange={ ( rows ) => update( 'heldScripts', rows ) }
				error={ errors.heldScripts }
			/>
		</SettingsSection>
	);
}
