/**
 * The roles whose logged-in users are not tracked: one checkbox per role of the site.
 */
import { CheckboxControl } from '@wordpress/components';
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { helpWithError } from '@vista/shared/settings/field';
import { toggleRole } from './lists';
import type { Role } from './types';

interface Props {
	roles: Role[];
	selected: string[];
	onChange: ( selected: string[] ) => void;
	error?: string;
}

export function RolesControl( { roles, selected, onChange, error }: Props ) {
	const helpId = `vista-stats-roles-help-${ useId() }`;
	const known = roles.map( ( role ) => role.slug );
	return (
		<fieldset className="vista-stats-roles" aria-describedby={ helpId }>
			<legend className="vista-stats-roles__legend">
				{ __( 'Do not track these logged-in users', 'vista-stats' ) }
			</legend>
			<div className="vista-stats-roles__list">
				{ roles.map( ( role ) => (
					<CheckboxControl
						__nextHasNoMarginBottom
						key={ role.slug }
						label={ role.name }
						checked={ selected.includes( role.slug ) }
						onChange={ ( checked: boolean ) =>
							onChange(
								toggleRole(
									selected,
									role.slug,
									checked,
									known
								)
							)
						}
						aria-invalid={ error ? 'true' : undefined }
					/>
				) ) }
			</div>
			<p id={ helpId } className="vista-stats-roles__help">
				{ helpWithError(
					error,
					__(
						'Visits by users with a checked role, while they are logged in, are not counted.',
						'vista-stats'
					)
				) }
			</p>
		</fieldset>
	);
}
