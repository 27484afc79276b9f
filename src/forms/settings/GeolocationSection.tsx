/**
 * The country lookup of the phone and country fields (001 §7 call 6): off, or one of the services
 * the server offers, with a link to its privacy policy.
 */
import { __ } from '@wordpress/i18n';
import { ExternalLink, SelectControl } from '@wordpress/components';
import { fieldProps } from '@vista/shared/settings/field';
import { SettingsSection } from '@vista/shared/settings/Section';
import { common, type GeolocationService, type SectionProps } from './types';

interface Props extends SectionProps {
	services: GeolocationService[];
}

export function GeolocationSection( {
	draft,
	errors,
	update,
	services,
}: Props ) {
	const service = services.find( ( each ) => each.key === draft.geolocation );
	return (
		<SettingsSection
			id="vista-forms-geolocation"
			title={ __( 'Country lookup', 'vista-forms' ) }
			description={ __(
				'Phone and country fields can start with the visitor’s country, found from their IP address by a third-party service. Their address then goes to that service: say so in your privacy policy. Off, the browser’s language decides.',
				'vista-forms'
			) }
		>
			<SelectControl
				{ ...common }
				{ ...fieldProps( errors.geolocation ) }
				label={ __( 'Lookup service', 'vista-forms' ) }
				value={ draft.geolocation }
				options={ [
					{
						value: 'off',
						label: __( 'Off (browser language)', 'vista-forms' ),
					},
					...services.map( ( each ) => ( {
						value: each.key,
						label: new URL( each.url ).host,
					} ) ),
				] }
				onChange={ ( value ) => update( 'geolocation', value ) }
			/>
			{ service && (
				<p>
					<ExternalLink href={ service.privacy }>
						{ __( 'The service’s privacy policy', 'vista-forms' ) }
					</ExternalLink>
				</p>
			) }
		</SettingsSection>
	);
}
