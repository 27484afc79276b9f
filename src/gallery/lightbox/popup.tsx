/**
 * The lightbox chunk (webpackChunkName "gallery-lightbox"), fetched on the first open: mounts the
 * one popup of the page, locks the page's scrolling, and on close restores the page's overflow,
 * scroll position, address (the hash removed, 000 §2.1) and the focus on what opened it.
 */
import { createRoot } from '@wordpress/element';
import Lightbox from './Lightbox';
import { plainAddress } from './address';
import type { LightboxSettings } from '../common/lightbox-types';
import './lightbox.css';
import './panels.css';

let closeOpen: ( () => void ) | null = null;

/** The gallery theme's lightbox properties (Themes\ThemeStyle), copied from the gallery. */
const THEME_PROPERTIES = [
	'--vista-theme-lb-background',
	'--vista-theme-lb-bar',
];

/**
 * Opens the popup; one already open closes first (only one popup at a time, 000 §4.1).
 * @param settings The lightbox data request's settings.
 * @param opener   The element to give the focus back to on close.
 * @param gallery  The gallery container it opens from (its theme's look).
 */
export function openLightbox(
	settings: LightboxSettings,
	opener: HTMLElement | null,
	gallery: HTMLElement | null = null
): void {
	closeOpen?.();
	const html = document.documentElement;
	const saved = {
		overflow: html.style.overflow,
		x: window.scrollX,
		y: window.scrollY,
	};
	html.style.overflow = 'hidden';
	const host = document.createElement( 'div' );
	host.className = 'vista-lightbox-host';
	for ( const name of THEME_PROPERTIES ) {
		const value = gallery?.style.getPropertyValue( name );
		if ( value ) {
			host.style.setProperty( name, value );
		}
	}
	document.body.append( host );
	const root = createRoot( host );
	const close = () => {
		if ( closeOpen !== close ) {
			return;
		}
		closeOpen = null;
		if (
			document.fullscreenElement &&
			host.contains( document.fullscreenElement )
		) {
			document.exitFullscreen().catch( () => undefined );
		}
		root.unmount();
		host.remove();
		html.style.overflow = saved.overflow;
		window.scrollTo( saved.x, saved.y );
		window.history.replaceState(
			window.history.state,
			'',
			plainAddress( window.location.href )
		);
		opener?.focus( { preventScroll: true } );
	};
	closeOpen = close;
	root.render( <Lightbox settings={ settings } onClose={ close } /> );
}
