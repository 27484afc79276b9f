/**
 * What each section of the form receives: the shared props (draft, errors, update) and the
 * screen's own.
 */
import type { SectionProps as FormSectionProps } from '@vista/shared/settings/section-props';
import type { AdminData, DefaultTexts, DraftSettings } from './types';

export interface SectionProps extends FormSectionProps< DraftSettings > {
	defaultTexts: DefaultTexts;
	admin: AdminData;
}
