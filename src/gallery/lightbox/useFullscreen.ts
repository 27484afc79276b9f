/**
 * The popup's size: the browser's fullscreen on the dialog (or filling the window where the
 * browser refuses), entered on open when set, and the window's size, which the side panel's width
 * and the close button's place depend on.
 */
import { useEffect, useState, type RefObject } from '@wordpress/element';

/**
 * @param root           The dialog.
 * @param openFullscreen Enter fullscreen on open.
 */
export function useFullscreen(
	root: RefObject< HTMLDivElement | null >,
	openFullscreen: boolean
) {
	const [ fullscreen, setFullscreen ] = useState( false );

	const toggleFullscreen = () => {
		const element = root.current;
		if ( document.fullscreenElement ) {
			document.exitFullscreen().catch( () => undefined );
		} else if ( fullscreen ) {
			// The window-filling fallback of a browser that refused.
			setFullscreen( false );
		} else if ( element?.requestFullscreen ) {
			element.requestFullscreen().catch( () => setFullscreen( true ) );
		} else {
			setFullscreen( true );
		}
	};

	useEffect( () => {
		const fullscreenChange = () =>
			setFullscreen( document.fullscreenElement === root.current );
		document.addEventListener( 'fullscreenchange', fullscreenChange );
		if ( openFullscreen ) {
			toggleFullscreen();
		}
		return () =>
			document.removeEventListener(
				'fullscreenchange',
				fullscreenChange
			);
		// eslint-disable-next-line react-hooks/exhaustive-deps -- listens once, for the life of the lightbox.
	}, [] );

	return { fullscreen, toggleFullscreen };
}

/** The window's inner size, kept up to date. */
export function useWindowSize(): { w: number; h: number } {
	const [ win, setWin ] = useState( {
		w: window.innerWidth,
		h: window.innerHeight,
	} );
	useEffect( () => {
		const resize = () =>
			setWin( { w: window.innerWidth, h: window.innerHeight } );
		window.addEventListener( 'resize', resize );
		return () => window.removeEventListener( 'resize', resize );
	}, [] );
	return win;
}
