/**
 * What each section of the form receives: the shared props (draft, errors, update) and the
 * screen's own.
 */
import type { SectionProps as FormSectionProps } from '@vista/shared/settings/section-props';
import type { AdminData, DraftSettings, Role } from './types';

export interface SectionProps extends FormSectionProps< DraftSettings > {
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
