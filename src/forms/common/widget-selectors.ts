/**
 * The fields each widget enhances. A module of their own: the registry (widgets.ts) names the
 * widget chunks, and each widget finds its fields with the same selector, so both import it from
 * here rather than from each other (an import cycle would pull the registry into every chunk's
 * graph).
 */
export const DATE_PICKER_SELECTOR =
	'.evf-field-date-time input[name]:not(.date-dropdown-field)';
export const DATE_DROPDOWN_SELECTOR = 'input.date-dropdown-field';
export const SMART_PHONE_SELECTOR = '.evf-field-smart-phone input';
export const SIGNATURE_SELECTOR = '.evf-field-signature canvas';
export const RANGE_SELECTOR = '.evf-field-range-slider input';
export const RATING_SELECTOR = '.evf-field-rating';
export const ENHANCED_SELECT_SELECTOR =
	'select.evf-enhanced-select, .evf-enhanced-select select';
export const MASK_SELECTOR =
	'[data-inputmask-alias],[data-mask],[data-inputmask]';
/* Fields judged by more than the required, email and length rules (validation/field-rules.ts). */
export const FIELD_RULES_SELECTOR =
	'[type=url],[type=number],[type=tel],[name$="[secondary]"],[data-choice-limit]';
export const COUNTDOWN_SELECTOR = '.evf-countdown[data-duration]';
export const SELECT_ALL_SELECTOR =
	'input.evf-checkbox-select-all, input[type="checkbox"].evf-select-all';
