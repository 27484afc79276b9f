/**
 * What each section of the form receives.
 */
import type { FieldErrors } from '@vista/shared/settings/errors';
import type { AdminData, DraftSettings, Role } from './types';

export interface SectionProps {
	draft: DraftSettings;
	errors: FieldErrors;
	update: < K extends keyof DraftSettings >(
		key: K,
		value: DraftSettings[ K ]
	) => void;
	/** The site's roles. */
	roles: Role[];
	admin: AdminData;
}

/** The on/off fields. */
export type SwitchField = {
	[ K in keyof DraftSettings ]: DraftSettings[ K ] extends boolean
		? K
		: never;
}[ keyof DraftSettings ];
