/**
 * Heavy field widgets are chunks of their own, fetched only when the form holds such a field, so a
 * plain contact form downloads none of them. The light ones (countdown, select-all, range, rating,
 * dropdown dates, the rules beyond required and email) share one chunk: fewer files for the loader to know. Each module exports `initWidgets( form, params )`.
 */
import type { FormParams } from './params';

export interface WidgetModule {
	initWidgets: ( form: HTMLFormElement, params: FormParams ) => void;
}

interface Widget {
	selector: string;
	load: () => Promise< WidgetModule >;
	/** Date pickers stay off in the builder's preview (001 §2). */
	datePicker?: boolean;
}

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

export const WIDGETS: Widget[] = [
	{
		selector: FIELD_RULES_SELECTOR,
		load: () =>
			import(
				/* webpackChunkName: "forms-extras" */ '../validation/field-rules'
			),
	},
	{
		selector: COUNTDOWN_SELECTOR,
		load: () =>
			import( /* webpackChunkName: "forms-extras" */ './countdown' ),
	},
	{
		selector: SELECT_ALL_SELECTOR,
		load: () =>
			import( /* webpackChunkName: "forms-extras" */ './select-all' ),
	},
	{
		selector: DATE_PICKER_SELECTOR,
		load: () =>
			import(
				/* webpackChunkName: "forms-date-picker" */ '../widgets/date-picker'
			),
		datePicker: true,
	},
	{
		selector: DATE_DROPDOWN_SELECTOR,
		load: () =>
			import(
				/* webpackChunkName: "forms-extras" */ '../widgets/date-dropdown'
			),
		datePicker: true,
	},
	{
		selector: 'select.evf-country-select',
		load: () =>
			import(
				/* webpackChunkName: "forms-extras" */ '../widgets/phone-country'
			),
	},
	{
		selector: SMART_PHONE_SELECTOR,
		load: () =>
			import( /* webpackChunkName: "forms-phone" */ '../widgets/phone' ),
	},
	{
		selector: SIGNATURE_SELECTOR,
		load: () =>
			import(
				/* webpackChunkName: "forms-signature" */ '../widgets/signature'
			),
	},
	{
		selector: RANGE_SELECTOR,
		load: () =>
			import( /* webpackChunkName: "forms-extras" */ '../widgets/range' ),
	},
	{
		selector: RATING_SELECTOR,
		load: () =>
			import(
				/* webpackChunkName: "forms-extras" */ '../widgets/rating'
			),
	},
	{
		selector: ENHANCED_SELECT_SELECTOR,
		load: () =>
			import(
				/* webpackChunkName: "forms-enhanced-select" */ '../widgets/enhanced-select'
			),
	},
	{
		selector: MASK_SELECTOR,
		load: () =>
			import( /* webpackChunkName: "forms-masks" */ '../masks/masks' ),
	},
];

export function isBuilderPreview( search = window.location.search ): boolean {
	return new URLSearchParams( search ).has( 'evf_preview' );
}

/**
 * Starts the widgets the form needs.
 * @param form   The form.
 * @param params Page parameters.
 * @return The widgets started, once all have loaded (or failed: the plain fields still work).
 */
export function loadWidgets(
	form: HTMLFormElement,
	params: FormParams
): Promise< unknown > {
	const preview = isBuilderPreview();
	return Promise.all(
		WIDGETS.filter(
			( widget ) =>
				! ( preview && widget.datePicker ) &&
				form.querySelector( widget.selector )
		).map( ( widget ) =>
			widget
				.load()
				.then( ( module ) => module.initWidgets( form, params ) )
				.catch( () => {
					// The server-rendered field stays usable without its widget.
				} )
		)
	);
}
