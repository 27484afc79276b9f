/**
 * Smart phone fields: a country selector with flags (intl-tel-input), the number checked as a
 * valid international number (libphonenumber-js), and written in international form (E.164)
 * before the form is sent.
 */
import intlTelInput from 'intl-tel-input';
import type { Iti } from 'intl-tel-input';
import itiCss from '!!css-loader?exportType=string!intl-tel-input/dist/css/intlTelInput.min.css';
import {
	isValidPhoneNumber,
	parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import type { FormParams } from '../common/params';
import { SMART_PHONE_SELECTOR } from '../common/widget-selectors';
import { registerRule, type Control } from '../validation/controls';
import { registerBeforeSubmit } from '../submit/submit';
import { injectStyle } from './inject-style';
import { keepFocus } from './keep-focus';
import { browserCountry, lookupCountry } from './phone-country';

const instances = new WeakMap< HTMLInputElement, Iti >();

function countryOf( iti: Iti ): CountryCode | undefined {
	const iso2 = iti.getSelectedCountry()?.iso2;
	return iso2 ? ( iso2.toUpperCase() as CountryCode ) : undefined;
}

function smartPhoneRule(
	control: Control,
	_row: HTMLElement,
	params: FormParams
) {
	const iti =
		control instanceof HTMLInputElement
			? instances.get( control )
			: undefined;
	if ( ! iti ) {
		return null;
	}
	return isValidPhoneNumber( control.value, countryOf( iti ) )
		? null
		: params.i18n_messages_phone;
}

export function initWidgets( form: HTMLFormElement, params: FormParams ): void {
	injectStyle( 'vista-forms-intl-tel-input', itiCss );
	const initialCountry = browserCountry();
	const inputs = Array.from(
		form.querySelectorAll< HTMLInputElement >(
			`${ SMART_PHONE_SELECTOR }[type="tel"]`
		)
	);
	for ( const input of inputs ) {
		// The plain input may hold the focus and a number already (the widget starts on approach).
		keepFocus( input, () => {
			const iti = intlTelInput( input, {
				initialCountry: initialCountry as never,
				countrySearch: true,
				formatAsYouType: false,
			} );
			instances.set( input, iti );
		} );
	}
	// Call 6 answers later; a number typed meanwhile keeps its country.
	lookupCountry( params ).then( ( country ) => {
		for ( const input of inputs ) {
			if ( country && input.value.trim() === '' ) {
				instances.get( input )?.setSelectedCountry( country as never );
			}
		}
	} );
	registerRule( smartPhoneRule );
	registerBeforeSubmit( ( submitted ) => {
		for ( const input of inputs ) {
			const iti = instances.get( input );
			if (
				! iti ||
				! submitted.contains( input ) ||
				input.value.trim() === ''
			) {
				continue;
			}
			const number = parsePhoneNumberFromString(
				input.value,
				countryOf( iti )
			);
			if ( number?.isValid() ) {
				input.value = number.number;
			}
		}
	} );
}
