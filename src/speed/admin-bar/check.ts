/**
 * The score check (000 §4.5): the check button is disabled while any check runs (and on load when
 * a row is already in progress); a click shows the optimizing state and calls the server; success
 * without error hides the overlay and redraws both circles; an error or a failed request shows the
 * reload indicator with no message (§8); in every case the optimizing state hides, the optimized
 * view shows and checks are enabled again.
 */
import { checkScore, type ScoreResult, type SpeedConfig } from './calls';
import { drawCircle } from './circle';
import { paintLogo } from './colour';

const BUTTONS = '.vista-speed-check, .vista-speed-reload';

let running = false;

/** Whether a check runs (or one was in progress when the page loaded). */
export function checkRunning(): boolean {
	return running;
}

/**
 * Blocks or allows new checks, on every check button of the page.
 *
 * @param busy
 */
export function setChecksBlocked( busy: boolean ): void {
	running = busy;
	document
		.querySelectorAll< HTMLButtonElement >( BUTTONS )
		.forEach( ( button ) => {
			button.disabled = busy;
			button.setAttribute( 'aria-disabled', String( busy ) );
		} );
	document
		.querySelectorAll( '#wp-admin-bar-vista-speed .vista-speed-logo' )
		.forEach( ( logo ) => logo.classList.toggle( 'is-optimizing', busy ) );
}

function part( panel: Element, name: string ): HTMLElement | null {
	return panel.querySelector< HTMLElement >( `.vista-speed-${ name }` );
}

function show( element: HTMLElement | null, shown: boolean ): void {
	if ( element ) {
		element.hidden = ! shown;
	}
}

function showOverlay( panel: Element, loading: boolean ): void {
	const overlay = part( panel, 'overlay' );
	show( overlay, true );
	overlay?.classList.toggle( 'is-loading', loading );
}

function started( panel: HTMLElement ): void {
	const optimized = part( panel, 'optimized' );
	if ( optimized?.hidden ) {
		show( part( panel, 'optimizing' ), true );
	} else {
		// A reload of a shown score: the loader goes over the circles.
		showOverlay( panel, true );
	}
	show( part( panel, 'notoptimized' ), false );
	panel.dataset.state = 'optimizing';
}

function succeeded( panel: HTMLElement, result: ScoreResult ): void {
	show( part( panel, 'overlay' ), false );
	if ( panel.closest( '#wp-admin-bar-vista-speed' ) ) {
		paintLogo( [ result.mobile_score ?? 0, result.desktop_score ?? 0 ] );
	}
	for ( const device of [ 'desktop', 'mobile' ] as const ) {
		const circle = panel.querySelector< HTMLElement >(
			`.vista-speed-circle[data-device="${ device }"]`
		);
		if ( circle ) {
			circle.dataset.score = String( result[ `${ device }_score` ] ?? 0 );
			circle.dataset.tti = String( result[ `${ device }_tti` ] ?? 0 );
			drawCircle( circle );
		}
	}
}

function failed( panel: HTMLElement ): void {
	showOverlay( panel, false );
}

function finished( panel: HTMLElement ): void {
	show( part( panel, 'optimizing' ), false );
	show( part( panel, 'optimized' ), true );
	panel.dataset.state = 'optimized';
}

/**
 * Checks a post's score from one of its panels; every panel of that post on the page follows.
 *
 * @param config
 * @param postId
 */
export async function runCheck(
	config: SpeedConfig,
	postId: string
): Promise< void > {
	if ( running ) {
		return;
	}
	const panels = Array.from(
		document.querySelectorAll< HTMLElement >( '.vista-speed-panel' )
	).filter( ( panel ) => panel.dataset.postId === postId );
	setChecksBlocked( true );
	// The admin-bar panel stays open through the check and its outcome, until the pointer leaves.
	document
		.getElementById( 'wp-admin-bar-vista-speed' )
		?.classList.add( 'is-open' );
	panels.forEach( started );
	try {
		const result = await checkScore( config, postId );
		if ( result.error ) {
			panels.forEach( failed );
		} else {
			panels.forEach( ( panel ) => succeeded( panel, result ) );
		}
	} catch {
		panels.forEach( failed );
	} finally {
		panels.forEach( finished );
		setChecksBlocked( false );
	}
}
