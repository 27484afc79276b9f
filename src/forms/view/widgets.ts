/**
 * Heavy field widgets are chunks of their own, fetched only when the form holds such a field, so a
 * plain contact form downloads none of them. The light ones (countdown, select-all, range, rating,
 * dropdown dates, the rules beyond required and email) share one chunk: fewer files for the loader to know. Each module exports `initWidgets( form, params )`.
 *
 * The heavy ones (phone, date picker, enhanced select, input masks) start only when a visitor
 * comes to their field (approach.ts): until then the server-rendered field works as a plain one,
 * and a page with every field type loads as fast as a plain post (issue 18 goal 3); each takes
 * its field's place at the field's size. The others start at once: they add to what the field
 * shows (dropdown dates, stars, the signature's typed-name box), and a late addition would push
 * the rest of the page down. The signature pad is small (17 KB). Each widget starts in a task of its
 * own, so their start-up makes no long task (issue 18 goal 3).
 */
import type { FormParams } from '../common/params';
import { nextTask } from '../../shared/after-paint';
import {
	COUNTDOWN_SELECTOR,
	DATE_DROPDOWN_SELECTOR,
	DATE_PICKER_SELECTOR,
	ENHANCED_SELECT_SELECTOR,
	FIELD_RULES_SELECTOR,
	MASK_SELECTOR,
	RANGE_SELECTOR,
	RATING_SELECTOR,
	SELECT_ALL_SELECTOR,
	SIGNATURE_SELECTOR,
	SMART_PHONE_SELECTOR,
} from '../common/widget-selectors';

export interface WidgetModule {
	initWidgets: ( form: HTMLFormElement, params: FormParams ) => void;
}

interface Widget {
	selector: string;
	load: () => Promise< WidgetModule >;
	/** Date pickers stay off in the builder's preview (001 §2). */
	datePicker?: boolean;
	/** Started when a visitor comes to one of its fields, not with the page. */
	onApproach?: boolean;
	/**
	 * Judges or rewrites the values (phone, masks): a form sent while it waits with a value in one
	 * of its fields starts it first.
	 */
	judgesValues?: boolean;
}

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
		onApproach: true,
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
		onApproach: true,
		judgesValues: true,
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
		onApproach: true,
	},
	{
		selector: MASK_SELECTOR,
		load: () =>
			import( /* webpackChunkName: "forms-masks" */ '../masks/masks' ),
		onApproach: true,
		judgesValues: true,
	},
];

export function isBuilderPreview( search = window.location.search ): boolean {
	return new URLSearchParams( search ).has( 'evf_preview' );
}

export interface FormWidgets {
	/**
	 * Starts, now, the widgets still waiting for a visitor whose fields hold a value they judge.
	 * @return Resolves once they have started (or failed), or null when none was waiting.
	 */
	startJudges: () => Promise< unknown > | null;
}

/**
 * Calls `start` the first time a visitor comes to one of the fields (approach.ts). The watch is a
 * chunk of its own too, fetched only by a form that has such a field: a contact form never needs
 * it (issue 18, the form script's budget).
 * @param fields The fields the widget enhances.
 * @param start  Starts the widget.
 * @return Stops watching without starting.
 */
function whenApproachedSoon( fields: Element[], start: () => void ) {
	let stop: ( () => void ) | undefined;
	let stopped = false;
	import( /* webpackChunkName: "forms-approach" */ './approach' ).then(
		( { whenApproached } ) => {
			if ( ! stopped ) {
				stop = whenApproached( fields, start );
			}
		},
		() => {
			// Offline: the server-rendered field stays usable without its widget.
		}
	);
	return () => {
		stopped = true;
		stop?.();
	};
}

const hasValue = ( element: Element ) =>
	'value' in element && String( element.value ).trim() !== '';

/**
 * Starts the widgets the form needs: the light ones now, the heavy ones when a visitor comes to
 * their field.
 * @param form   The form.
 * @param params Page parameters.
 * @return The form's widgets.
 */
export function loadWidgets(
	form: HTMLFormElement,
	params: FormParams
): FormWidgets {
	const preview = isBuilderPreview();
	const waiting = new Map< Widget, () => void >();
	const start = ( widget: Widget ) => {
		waiting.delete( widget );
		return widget
			.load()
			.then( async ( module ) => {
				// Widgets of one chunk arrive together: each starts in a task of its own.
				await nextTask();
				module.initWidgets( form, params );
			} )
			.catch( () => {
				// The server-rendered field stays usable without its widget.
			} );
	};
	for ( const widget of WIDGETS ) {
		const fields = Array.from( form.querySelectorAll( widget.selector ) );
		if ( fields.length === 0 || ( preview && widget.datePicker ) ) {
			continue;
		}
		if ( widget.onApproach ) {
			waiting.set(
				widget,
				whenApproachedSoon( fields, () => start( widget ) )
			);
		} else {
			start( widget );
		}
	}
	return {
		startJudges: () => {
			const due = Array.from( waiting ).filter(
				( [ widget ] ) =>
					widget.judgesValues &&
					Array.from( form.querySelectorAll( widget.selector ) ).some(
						hasValue
					)
			);
			if ( due.length === 0 ) {
				return null;
			}
			return Promise.all(
				due.map( ( [ widget, stopWatching ] ) => {
					stopWatching();
					return start( widget );
				} )
			);
		},
	};
}
