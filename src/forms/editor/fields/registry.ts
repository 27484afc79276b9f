/**
 * The editor of each field type: its panels and its preview, by type. A new type adds its line
 * here (TypeScript refuses a type of FIELD_TYPES without one) and its file in this folder.
 */
import type { FieldType } from '../field-types';
import { address } from './address';
import { choice } from './choice';
import { confirmable } from './confirmable';
import { dateTime } from './date-time';
import { fileUpload } from './file-upload';
import { hidden } from './hidden';
import { likert } from './likert';
import { number } from './number';
import { payment } from './payment';
import { phone } from './phone';
import { privacyPolicy } from './privacy-policy';
import { rating } from './rating';
import { signature } from './signature';
import { text } from './text';
import type { FieldEditor } from './types';

export type { FieldEditor } from './types';

export const FIELD_EDITORS: Record< FieldType, FieldEditor > = {
	text,
	textarea: text,
	number,
	select: choice,
	radio: choice,
	checkbox: choice,
	hidden,
	email: confirmable,
	password: confirmable,
	address,
	likert,
	phone,
	url: text,
	'payment-single': payment,
	'payment-checkbox': choice,
	'image-upload': fileUpload,
	'file-upload': fileUpload,
	signature,
	'date-time': dateTime,
	'range-slider': number,
	'scale-rating': rating,
	rating,
	'privacy-policy': privacyPolicy,
	'credit-card': payment,
	country: choice,
};
