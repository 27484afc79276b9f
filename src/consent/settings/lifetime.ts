/**
 * Cookie lifetimes: the presets the screen offers and how a lifetime in seconds maps to the choice
 * shown in the select (a preset, or "custom" with a number of seconds).
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/** The select's value for a lifetime typed in seconds. */
export const CUSTOM = 'custom';

export interface LifetimePreset {
	seconds: number;
	label: string;
}

/** The preset lifetimes, shortest first. */
export const PRESET_SECONDS = [
	3600, 86400, 604800, 2592000, 7862400, 15811200, 31536000,
] as const;

export function lifetimePresets(): LifetimePreset[] {
	const labels = [
		__( 'An hour', 'vista-consent' ),
		__( 'A day', 'vista-consent' ),
		__( 'A week', 'vista-consent' ),
		__( 'A month', 'vista-consent' ),
		__( '3 months', 'vista-consent' ),
		__( '6 months', 'vista-consent' ),
		__( 'A year', 'vista-consent' ),
	];
	return PRESET_SECONDS.map( ( seconds, index ) => ( {
		seconds,
		label: labels[ index ],
	} ) );
}

/**
 * Whether a lifetime is one of the presets.
 * @param value Seconds, or the text typed.
 */
export function isPreset( value: number | string ): boolean {
	return (
		typeof value === 'number' &&
		( PRESET_SECONDS as readonly number[] ).includes( value )
	);
}

/**
 * The select's value for a lifetime: the preset's seconds as text, or "custom".
 * @param value        Seconds, or the text typed.
 * @param customChosen Whether the user picked "custom" (kept even when the seconds match a preset).
 */
export function selectionFor(
	value: number | string,
	customChosen = false
): string {
	return ! customChosen && isPreset( value ) ? String( value ) : CUSTOM;
}

/**
 * The lifetime after a choice in the select: a preset's seconds, or for "custom" the current value
 * kept as it is, so switching to "custom" starts from what was there.
 * @param selection The select's value.
 * @param current   The lifetime before the choice.
 */
export function secondsForSelection(
	selection: string,
	current: number | string
): number | string {
	if ( selection === CUSTOM ) {
		return current;
	}
	const seconds = Number( selection );
	return Number.isInteger( seconds ) && seconds > 0 ? seconds : current;
}

/** Units of a duration in words, largest first (a year counts 365 days). */
const UNIT_SECONDS = [ 31536000, 86400, 3600, 60, 1 ] as const;

function unitWords( size: number, count: number ): string {
	switch ( size ) {
		case 31536000:
			return sprintf(
				/* translators: %d: number of years. */
				_n( '%d year', '%d years', count, 'vista-consent' ),
				count
			);
		case 86400:
			return sprintf(
				/* translators: %d: number of days. */
				_n( '%d day', '%d days', count, 'vista-consent' ),
				count
			);
		case 3600:
			return sprintf(
				/* translators: %d: number of hours. */
				_n( '%d hour', '%d hours', count, 'vista-consent' ),
				count
			);
		case 60:
			return sprintf(
				/* translators: %d: number of minutes. */
				_n( '%d minute', '%d minutes', count, 'vista-consent' ),
				count
			);
		default:
			return sprintf(
				/* translators: %d: number of seconds. */
				_n( '%d second', '%d seconds', count, 'vista-consent' ),
				count
			);
	}
}

/**
 * A lifetime in words, to its two largest units ("1 day, 1 hour"); '' for anything but a
 * positive whole number of seconds.
 * @param value Seconds, or the text typed.
 */
export function describeDuration( value: number | string ): string {
	let rest = typeof value === 'number' ? value : Number.NaN;
	if ( ! Number.isInteger( rest ) || rest <= 0 ) {
		return '';
	}
	const parts: string[] = [];
	for ( const size of UNIT_SECONDS ) {
		const count = Math.floor( rest / size );
		if ( count > 0 ) {
			parts.push( unitWords( size, count ) );
			rest -= count * size;
		}
		if ( parts.length === 2 || ( parts.length === 1 && rest === 0 ) ) {
			break;
		}
	}
	return parts.length === 2
		? sprintf(
				/* translators: 1: a larger part of a duration, 2: a smaller part, as in "1 day, 2 hours". */
				__( '%1$s, %2$s', 'vista-consent' ),
				parts[ 0 ],
				parts[ 1 ]
			)
		: parts[ 0 ];
}
