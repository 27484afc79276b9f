/**
 * Date fields in dropdown style: selects for day, month and year and/or hour and minute (hours and
 * minutes bounded by data-min-hour/max-hour/min-minute/max-minute, minutes 0-59), writing the
 * composed value, in the field's format, into the field's own input.
 */
import { __ } from '../common/translate';
import { DATE_DROPDOWN_SELECTOR } from '../common/widget-selectors';
import {
	ENGLISH_MONTHS,
	dropdownRange,
	formatDate,
	readDateSettings,
} from './date-options';

/**
 * The month names in the page's language. An English page needs no ICU formatter: building one
 * costs tens of milliseconds on a phone's processor, a long task while the page loads (issue 18
 * goal 3).
 * @param lang The page's language tag.
 */
export function monthNames(
	lang: string = document.documentElement.lang
): string[] {
	if ( /^en(-|$)/i.test( lang ) ) {
		return ENGLISH_MONTHS;
	}
	const format = new Intl.DateTimeFormat( lang || undefined, {
		month: 'long',
	} );
	return Array.from( { length: 12 }, ( _, month ) =>
		format.format( new Date( 2000, month, 1 ) )
	);
}

function select(
	label: string,
	part: string,
	options: Array< [ number, string ] >
): HTMLSelectElement {
	const element = document.createElement( 'select' );
	element.className = `evf-date-dropdown evf-date-dropdown--${ part }`;
	element.setAttribute( 'aria-label', label );
	element.dataset.part = part;
	element.append( new Option( label, '' ) );
	for ( const [ value, text ] of options ) {
		element.append( new Option( text, String( value ) ) );
	}
	return element;
}

const pad = ( value: number ) => String( value ).padStart( 2, '0' );

export function buildDropdown( input: HTMLInputElement ): HTMLSelectElement[] {
	const settings = readDateSettings( input.dataset );
	const names = monthNames();
	const year = new Date().getFullYear();
	const selects: HTMLSelectElement[] = [];
	if ( settings.dateTime !== 'time' ) {
		selects.push(
			select(
				__( 'Day', 'vista-forms' ),
				'day',
				dropdownRange( undefined, undefined, 1, 31 ).map( ( day ) => [
					day,
					String( day ),
				] )
			),
			select(
				__( 'Month', 'vista-forms' ),
				'month',
				names.map( ( name, month ) => [ month, name ] )
			),
			select(
				__( 'Year', 'vista-forms' ),
				'year',
				dropdownRange( undefined, undefined, year - 100, year + 20 )
					.reverse()
					.map( ( each ) => [ each, String( each ) ] )
			)
		);
	}
	if ( settings.dateTime !== 'date' ) {
		const data = input.dataset;
		selects.push(
			select(
				__( 'Hour', 'vista-forms' ),
				'hour',
				dropdownRange( data.minHour, data.maxHour, 0, 23 ).map(
					( hour ) => [ hour, pad( hour ) ]
				)
			),
			select(
				__( 'Minute', 'vista-forms' ),
				'minute',
				dropdownRange( data.minMinute, data.maxMinute, 0, 59 ).map(
					( minute ) => [ minute, pad( minute ) ]
				)
			)
		);
	}
	const compose = () => {
		const parts: Record< string, number > = {};
		for ( const each of selects ) {
			if ( each.value === '' ) {
				input.value = '';
				return;
			}
			parts[ each.dataset.part as string ] = Number( each.value );
		}
		const date = new Date(
			parts.year ?? 2000,
			parts.month ?? 0,
			parts.day ?? 1,
			parts.hour ?? 0,
			parts.minute ?? 0
		);
		input.value = formatDate( date, settings.dateFormat );
	};
	const wrapper = document.createElement( 'span' );
	wrapper.className = 'evf-date-dropdowns';
	wrapper.append( ...selects );
	wrapper.addEventListener( 'change', ( event ) => {
		event.stopPropagation();
		compose();
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	} );
	input.before( wrapper );
	// The field's own input still carries the posted value and its error; the selects replace it
	// for the visitor.
	input.classList.add( 'evf-visually-hidden' );
	input.readOnly = true;
	input.tabIndex = -1;
	input.setAttribute( 'aria-hidden', 'true' );
	return selects;
}

export function initWidgets( form: HTMLFormElement ): void {
	const all = Array.from(
		form.querySelectorAll< HTMLInputElement >( DATE_DROPDOWN_SELECTOR )
	).flatMap( buildDropdown );
	form.addEventListener( 'everest_forms_reset', () =>
		all.forEach( ( each ) => ( each.value = '' ) )
	);
}
