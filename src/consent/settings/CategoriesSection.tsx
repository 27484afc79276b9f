/**
 * Consent by category (statistics, marketing) and the scripts that wait for one.
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { helpWithError, type SectionProps } from './field';
import { HeldScriptsControl } from './HeldScriptsControl';
import { Section } from './Section';

export function CategoriesSection( { draft, errors, update }: SectionProps ) {
	return (
		<Section
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
		</Section>
	);
}
