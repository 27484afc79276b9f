/**
 * Notification polling (000 §4.5, §8, §9.1): while the admin-bar logo is in the optimizing state,
 * call 1 every 30000 ms; stop on a non-empty `html` (shown in the admin-bar panel) or silently on
 * an error.
 */
import { notifCheck, type SpeedConfig } from './calls';

export const POLL_INTERVAL_MS = 30000;

/**
 * Starts polling; `onNotification` gets the answer that ends it.
 *
 * @param config
 * @param onNotification
 * @return Stops polling.
 */
export function startPolling(
	config: SpeedConfig,
	onNotification: ( html: string, changeLogo: boolean ) => void
): () => void {
	let stopped = false;
	const timer = window.setInterval( async () => {
		try {
			const answer = await notifCheck( config );
			if ( ! stopped && answer.html !== '' ) {
				stop();
				onNotification( answer.html, answer.changeLogo === 1 );
			}
		} catch {
			stop();
		}
	}, POLL_INTERVAL_MS );
	function stop() {
		stopped = true;
		window.clearInterval( timer );
	}
	return stop;
}
