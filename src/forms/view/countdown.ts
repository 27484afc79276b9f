/**
 * 001 §4: a countdown element counts seconds down from its duration, ticking every second, and
 * removes itself at 0. Markup: `<span class="evf-countdown" data-duration="{seconds}">`.
 *
 * In a timed form (`data-time-limit`, rendered by the server with its duration display, 001 §3)
 * the script also asks the server for the signed start (action vista_forms_timer_start): the page
 * may come from a cache, and the server judges the limit from its own time. The server answers the
 * start of the visitor's attempt, the first it gave them, and the seconds it has left, which the
 * countdown then shows (a reload does not start the time again).
 */
import type { FormParams } from '../common/params';
import { COUNTDOWN_SELECTOR } from '../common/widget-selectors';

export const TICK_MS = 1000;
export const TIMER_ACTION = 'vista_forms_timer_start';
export const TIMER_FIELD = 'vista_forms_timer';

/**
 * At 0 the duration display around the countdown says the time is up (its data-expired text).
 * @param element The countdown that ended.
 */
function showExpired( element: HTMLElement ): void {
	const display = element.closest< HTMLElement >( '.evf-duration' );
	if ( display?.dataset.expired ) {
		display.textContent = display.dataset.expired;
		display.setAttribute( 'role', 'alert' );
	}
}

/**
 * Starts a countdown from its duration.
 * @param element The countdown.
 * @return Sets the seconds left (the server's word on a timed form's attempt).
 */
export function startCountdown(
	element: HTMLElement
): ( seconds: number ) => void {
	let remaining = Math.max(
		0,
		Math.floor( Number( element.dataset.duration ) || 0 )
	);
	let timer = 0;
	const render = () => {
		element.textContent = String( remaining );
	};
	const end = () => {
		window.clearInterval( timer );
		showExpired( element );
		element.remove();
	};
	const setRemaining = ( seconds: number ) => {
		if ( ! element.isConnected ) {
			return;
		}
		remaining = Math.max( 0, Math.floor( seconds ) );
		if ( remaining === 0 ) {
			end();
			return;
		}
		render();
	};
	if ( remaining === 0 ) {
		end();
		return setRemaining;
	}
	render();
	timer = window.setInterval( () => {
		remaining -= 1;
		if ( remaining <= 0 ) {
			end();
			return;
		}
		render();
	}, TICK_MS );
	return setRemaining;
}

/**
 * Fetches the server's signed start of a timed form into its hidden field.
 * @param form   The form.
 * @param params Page parameters.
 * @return The seconds the visitor's attempt has left, or null when the server did not say.
 */
export async function fetchSignedStart(
	form: HTMLFormElement,
	params: FormParams
): Promise< number | null > {
	const field = form.querySelector< HTMLInputElement >(
		`input[name="${ TIMER_FIELD }"]`
	);
	if ( ! field || ! form.dataset.timeLimit ) {
		return null;
	}
	try {
		const response = await fetch( params.ajax_url, {
			method: 'POST',
			body: new URLSearchParams( {
				action: TIMER_ACTION,
				form_id: form.dataset.formid ?? '',
			} ),
			credentials: 'same-origin',
		} );
		const answer = ( await response.json() ) as {
			success?: boolean;
			data?: { token?: unknown; remaining?: unknown };
		};
		if ( answer.success && typeof answer.data?.token === 'string' ) {
			field.value = answer.data.token;
			return typeof answer.data.remaining === 'number'
				? answer.data.remaining
				: null;
		}
	} catch {
		// The server then judges from the start printed in the page.
	}
	return null;
}

export function initWidgets( form: HTMLFormElement, params: FormParams ): void {
	const countdowns = Array.from(
		form.querySelectorAll< HTMLElement >( COUNTDOWN_SELECTOR ),
		startCountdown
	);
	fetchSignedStart( form, params ).then( ( remaining ) => {
		if ( remaining !== null ) {
			countdowns.forEach( ( setRemaining ) => setRemaining( remaining ) );
		}
	} );
}
