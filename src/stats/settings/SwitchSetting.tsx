/**
 * An on/off setting: a toggle with its help, and the server's message above the help.
 */
import { ToggleControl } from '@wordpress/components';
import { helpWithError } from '@vista/shared/settings/field';
import type { ReactNode } from 'react';
import type { SectionProps, SwitchField } from './section-props';

interface Props extends Pick< SectionProps, 'draft' | 'errors' | 'update' > {
	field: SwitchField;
	label: string;
	help: ReactNode;
}

export function SwitchSetting( {
	field,
	label,
	help,
	draft,
	errors,
	update,
}: Props ) {
	return (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ label }
			checked={ draft[ field ] }
			onChange={ ( value: boolean ) => update( field, value ) }
			help={ helpWithError( errors[ field ], help ) }
		/>
	);
}
