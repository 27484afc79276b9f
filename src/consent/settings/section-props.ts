/**
 * What each section of the form receives.
 */
import type { FieldErrors } from '@vista/shared/settings/errors';
import type { AdminData, DefaultTexts, DraftSettings } from './types';

export interface SectionProps {
	draft: DraftSettings;
	errors: FieldErrors;
	update: < K extends keyof DraftSettings >(
		key: K,
		value: DraftSettings[ K ]
	) => void;
	defaultTexts: DefaultTexts;
	admin: AdminData;
}
