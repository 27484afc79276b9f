/**
 * The rules of 001 §5 beyond required, email and the minimum lengths: URL (with http:// put in
 * front), number, phone, confirmation and checkbox limit. Loaded only by forms that have such a
 * field, so a plain contact form does not download them.
 */
import { withLimit, type FormParams } from '../common/params';
import {
	checkedCount,
	groupOf,
	isCheckable,
	registerRule,
	rowOf,
	controlsIn,
	type Control,
} from './controls';
import {
	isValidNumber,
	isValidPhone,
	isValidUrl,
	limitFrom,
	withUrlScheme,
} from './rules';

function isPhoneControl( control: Control, row: HTMLElement ): boolean {
	return (
		row.dataset.fieldType === 'phone' ||
		control.name.endsWith( '[phone_field]' ) ||
		( control instanceof HTMLInputElement && control.type === 'tel' )
	);
}

function confirmPrimary( control: Control ): Control | undefined {
	if ( ! control.name.endsWith( '[secondary]' ) ) {
		return undefined;
	}
	const primaryName = control.name.replace( /\[secondary\]$/, '[primary]' );
	const row = rowOf( control );
	return row
		? controlsIn( row ).find( ( other ) => other.name === primaryName )
		: undefined;
}

function choiceLimit( control: Control ): number {
	return limitFrom(
		control.dataset.choiceLimit ??
			control
				.closest( '[data-choice-limit]' )
				?.getAttribute( 'data-choice-limit' )
	);
}

/**
 * The message for a non-empty value one of these rules refuses, or null.
 * @param control The control.
 * @param row     Its row.
 * @param params  Page parameters.
 */
export function fieldRule(
	control: Control,
	row: HTMLElement,
	params: FormParams
): string | null {
	const value = control.value;
	const type = control instanceof HTMLInputElement ? control.type : '';
	if ( type === 'url' && ! isValidUrl( withUrlScheme( value ) ) ) {
		return params.i18n_messages_url;
	}
	if (
		type === 'number' &&
		( ( control as HTMLInputElement ).validity?.badInput ||
			! isValidNumber( value ) )
	) {
		return params.i18n_messages_number;
	}
	if ( isPhoneControl( control, row ) && ! isValidPhone( value ) ) {
		return params.i18n_messages_phone;
	}
	const primary = confirmPrimary( control );
	if ( primary && primary.value !== value ) {
		return params.i18n_messages_confirm;
	}
	if ( type === 'checkbox' && isCheckable( control ) ) {
		const limit = choiceLimit( control );
		if ( limit > 0 && checkedCount( groupOf( control ) ) > limit ) {
			return withLimit( params.i18n_messages_check_limit, limit );
		}
	}
	return null;
}

export function initWidgets( form: HTMLFormElement ): void {
	registerRule( fieldRule );
	// 001 §5: an address without a scheme gets http:// before the rules judge it (capture: this
	// runs ahead of the form's own change handler).
	form.addEventListener(
		'change',
		( event ) => {
			const input = event.target;
			if (
				input instanceof HTMLInputElement &&
				input.type === 'url' &&
				input.value.trim() !== ''
			) {
				input.value = withUrlScheme( input.value );
			}
		},
		true
	);
}
