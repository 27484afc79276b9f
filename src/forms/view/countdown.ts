/**
 * 001 §4: a countdown element counts seconds down from its duration, ticking every second, and
 * removes itself at 0. Markup: `<span class="evf-countdown" data-duration="{seconds}">`.
 */
import { COUNTDOWN_SELECTOR } from './widgets';

export const TICK_MS = 1000;

export function startCountdown( element: HTMLElement ): void {
	let remaining = Math.max(
		0,
		Math.floor( Number( element.dataset.duration ) || 0 )
	);
	const render = () => {
		element.textContent = String( remaining );
	};
	if ( remaining === 0 ) {
		element.remove();
		return;
	}
	render();
	const timer = window.setInterval( () => {
		remaining -= 1;
		if ( remaining <= 0 ) {
			window.clearInterval( timer );
			element.remove();
			return;
		}
		render();
	}, TICK_MS );
}

export function initWidgets( form: HTMLFormElement ): void {
	form.querySelectorAll< HTMLElement >( COUNTDOWN_SELECTOR ).forEach(
		startCountdown
	);
}
