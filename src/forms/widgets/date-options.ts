/**
 * The date field settings of 001 §3/§5 read from the input's data attributes and turned into
 * date-picker options: mode, format (24-hour when it holds H:i), minimum and maximum dates
 * (absolute, 'today', or a signed number of days such as '+3d'), disabled dates, past dates
 * disabled, date/time/date-time, and the time interval (5 minutes unless set).
 */
export type DateTimeKind = 'date' | 'time' | 'date-time';

export interface DateSettings {
	mode: 'single' | 'range';
	dateFormat: string;
	minDate: string;
	maxDate: string;
	minDateRange: string;
	maxDateRange: string;
	disableDates: string[];
	pastDisableDate: boolean;
	dateTime: DateTimeKind;
	timeInterval: number;
}

export const DEFAULT_TIME_INTERVAL = 5;

const FORMAT_FALLBACK: Record< DateTimeKind, string > = {
	date: 'Y-m-d',
	time: 'H:i',
	'date-time': 'Y-m-d H:i',
};

const isOn = ( value: string | undefined ) =>
	!! value && ! [ '0', 'false', 'no', '' ].includes( value );

export function readDateSettings( data: DOMStringMap ): DateSettings {
	const dateTime = ( [ 'date', 'time', 'date-time' ] as const ).find(
		( kind ) => kind === data.dateTime
	);
	const kind = dateTime ?? 'date';
	const interval = parseInt( data.timeInterval ?? '', 10 );
	return {
		mode: data.mode === 'range' ? 'range' : 'single',
		dateFormat: data.dateFormat || FORMAT_FALLBACK[ kind ],
		minDate: data.minDate ?? '',
		maxDate: data.maxDate ?? '',
		minDateRange: data.minDateRange ?? '',
		maxDateRange: data.maxDateRange ?? '',
		disableDates: ( data.disableDates ?? '' )
			.split( ',' )
			.map( ( day ) => day.trim() )
			.filter( Boolean ),
		pastDisableDate: isOn( data.pastDisableDate ),
		dateTime: kind,
		timeInterval:
			Number.isFinite( interval ) && interval > 0
				? interval
				: DEFAULT_TIME_INTERVAL,
	};
}

function midnight( day: Date ): Date {
	return new Date( day.getFullYear(), day.getMonth(), day.getDate() );
}

/**
 * 'today', or a signed number of days followed by d, as a date; any other text as it is (a date
 * in the field's format, parsed by the picker); empty as undefined.
 * @param value Setting value.
 * @param now   The current time.
 */
export function resolveDateLimit(
	value: string,
	now: Date
): Date | string | undefined {
	const text = value.trim();
	if ( text === '' ) {
		return undefined;
	}
	if ( text.toLowerCase() === 'today' ) {
		return midnight( now );
	}
	const relative = /^([+-]?\d+)\s*d$/i.exec( text );
	if ( relative ) {
		const day = midnight( now );
		day.setDate( day.getDate() + Number( relative[ 1 ] ) );
		return day;
	}
	return text;
}

export function uses24Hours( format: string ): boolean {
	return format.includes( 'H:i' );
}

export interface PickerOptions {
	mode: 'single' | 'range';
	dateFormat: string;
	enableTime: boolean;
	noCalendar: boolean;
	time_24hr: boolean;
	minuteIncrement: number;
	minDate?: Date | string;
	maxDate?: Date | string;
	disable: string[];
	allowInput: boolean;
}

export function pickerOptions(
	settings: DateSettings,
	now = new Date()
): PickerOptions {
	let minDate =
		resolveDateLimit( settings.minDateRange, now ) ??
		resolveDateLimit( settings.minDate, now );
	const maxDate =
		resolveDateLimit( settings.maxDateRange, now ) ??
		resolveDateLimit( settings.maxDate, now );
	if ( settings.pastDisableDate ) {
		const today = midnight( now );
		if ( ! ( minDate instanceof Date ) || minDate < today ) {
			minDate = today;
		}
	}
	return {
		mode: settings.mode,
		dateFormat: settings.dateFormat,
		enableTime: settings.dateTime !== 'date',
		noCalendar: settings.dateTime === 'time',
		time_24hr: uses24Hours( settings.dateFormat ),
		minuteIncrement: settings.timeInterval,
		...( minDate !== undefined && { minDate } ),
		...( maxDate !== undefined && { maxDate } ),
		disable: settings.disableDates,
		// Keyboard users type the date instead of working the calendar grid.
		allowInput: true,
	};
}

/**
 * Hour and minute choices of a dropdown date field, within its data-min/max bounds.
 * @param min     Lower bound attribute.
 * @param max     Upper bound attribute.
 * @param lowest  Smallest possible value.
 * @param highest Largest possible value.
 */
export function dropdownRange(
	min: string | undefined,
	max: string | undefined,
	lowest: number,
	highest: number
): number[] {
	const parse = ( raw: string | undefined, fallback: number ) => {
		const value = parseInt( raw ?? '', 10 );
		return Number.isFinite( value )
			? Math.min( highest, Math.max( lowest, value ) )
			: fallback;
	};
	const from = parse( min, lowest );
	const to = parse( max, highest );
	const values: number[] = [];
	for ( let value = from; value <= to; value++ ) {
		values.push( value );
	}
	return values;
}

const pad = ( value: number ) => String( value ).padStart( 2, '0' );

/** Month names of the posted value: the picker's and the server's date formats are English. */
export const ENGLISH_MONTHS = [
	'January',
	'February',
	'March',
	'April',
	'May',
	'June',
	'July',
	'August',
	'September',
	'October',
	'November',
	'December',
];

/**
 * A date written in the picker's (flatpickr's) format tokens, as the server reads them back.
 * (The original's dropdown formatter spelt February 'Febuary' (001 §9); the month is spelt right
 * here, and the server reads both spellings, for pages still running the original's script.)
 * @param date   The date.
 * @param format Format such as 'Y-m-d H:i'.
 */
export function formatDate( date: Date, format: string ): string {
	const hours12 = date.getHours() % 12 || 12;
	const tokens: Record< string, () => string > = {
		Y: () => String( date.getFullYear() ),
		y: () => String( date.getFullYear() ).slice( -2 ),
		m: () => pad( date.getMonth() + 1 ),
		n: () => String( date.getMonth() + 1 ),
		d: () => pad( date.getDate() ),
		j: () => String( date.getDate() ),
		F: () => ENGLISH_MONTHS[ date.getMonth() ],
		M: () => ENGLISH_MONTHS[ date.getMonth() ].slice( 0, 3 ),
		H: () => pad( date.getHours() ),
		h: () => String( hours12 ),
		G: () => pad( hours12 ),
		i: () => pad( date.getMinutes() ),
		S: () => pad( date.getSeconds() ),
		s: () => String( date.getSeconds() ),
		K: () => ( date.getHours() < 12 ? 'AM' : 'PM' ),
	};
	let out = '';
	for ( let i = 0; i < format.length; i++ ) {
		const char = format[ i ];
		if ( char === '\\' && i + 1 < format.length ) {
			out += format[ ++i ];
		} else {
			out += tokens[ char ]?.() ?? char;
		}
	}
	return out;
}
