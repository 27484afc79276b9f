/**
 * What each section of the form receives: the shared props (draft, errors, update) and the
 * address of the watermark image to preview.
 */
import type { SectionProps as FormSectionProps } from '@vista/shared/settings/section-props';
import type { DraftSettings } from './types';

export interface SectionProps extends FormSectionProps< DraftSettings > {
	/** Address of the chosen watermark image, '' for none. */
	imageUrl: string;
	/** Records the address of an image just chosen in the media modal. */
	setImageUrl: ( url: string ) => void;
}
