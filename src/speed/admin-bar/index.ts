/**
 * The page-speed score area (000 §2.6) for administrators: the admin-bar node and the score
 * column of the Posts and Pages lists share this script. It draws the circles and sparklines the
 * server rendered, runs checks (§4.5) and polls while a check runs (§9.1). Dependency-free.
 */
import type { SpeedConfig } from './calls';
import { setChecksBlocked, runCheck, checkRunning } from './check';
import { drawIn } from './draw';
import { startPolling } from './poll';
import './admin-bar.css';

declare global {
	interface Window {
		vistaSpeed?: SpeedConfig;
	}
}

function showNotification( html: string, changeLogo: boolean ): void {
	const node = document.getElementById( 'wp-admin-bar-vista-speed' );
	if ( ! node ) {
		return;
	}
	let hover = node.querySelector< HTMLElement >( '.vista-speed-hover' );
	if ( ! hover ) {
		hover = document.createElement( 'div' );
		hover.className = 'vista-speed-hover';
		node.appendChild( hover );
	}
	// Markup from our own server, escaped there (call 1's `html`).
	hover.innerHTML = html;
	drawIn( hover );
	setChecksBlocked( false );
	node.querySelector( '.vista-speed-logo' )?.classList.toggle(
		'is-counted',
		changeLogo
	);
}

function init(): void {
	const config = window.vistaSpeed;
	if ( ! config ) {
		return;
	}
	drawIn( document );
	const inProgress =
		document.querySelector(
			'.vista-speed-panel[data-status="inprogress"]'
		) !== null ||
		document.querySelector(
			'#wp-admin-bar-vista-speed .vista-speed-logo.is-optimizing'
		) !== null;
	if ( inProgress ) {
		setChecksBlocked( true );
		startPolling( config, showNotification );
	}
	document.addEventListener( 'click', ( event ) => {
		const button = (
			event.target as Element | null
		 )?.closest< HTMLButtonElement >(
			'.vista-speed-check, .vista-speed-reload'
		);
		if ( ! button || button.disabled || checkRunning() ) {
			return;
		}
		event.preventDefault();
		runCheck( config, button.dataset.postId ?? '' );
	} );
	const node = document.getElementById( 'wp-admin-bar-vista-speed' );
	node?.addEventListener( 'mouseleave', () => {
		if ( ! checkRunning() ) {
			node.classList.remove( 'is-open' );
		}
	} );
	node?.setAttribute( 'data-vista-ready', 'true' );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
