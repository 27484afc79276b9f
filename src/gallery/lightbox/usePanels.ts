/**
 * The side panels (000 §4.1): comments or shop, one at a time, opened on start when set (the shop
 * after a short delay), closed when an image without a price list is shown. Opening the comments
 * pauses playing and leaving them resumes it; a panel as wide as the window pauses it too.
 */
import {
	useEffect,
	useRef,
	useState,
	type RefObject,
} from '@wordpress/element';
import { ECOMMERCE_OPEN_DELAY_MS, panelWidth } from './logic';
import type { PopupSettings } from './settings';

export type PanelName = 'comments' | 'ecommerce';

/**
 * @param settings    Open the comments or the shop on start, the panel's width as set.
 * @param canShop     The image shown can be bought (the shop opens on start only then).
 * @param shown       Index shown.
 * @param windowWidth The window's width.
 * @param playing     Playing (autoplay's state).
 * @param playingNow  Its latest value, for the listeners.
 * @param setPlaying  Sets it.
 */
export function usePanels(
	settings: PopupSettings,
	canShop: boolean,
	shown: number,
	windowWidth: number,
	playing: boolean,
	playingNow: RefObject< boolean >,
	setPlaying: ( on: boolean ) => void
) {
	const { openComments, openShop, panelWidth: width } = settings;
	const [ panel, setPanel ] = useState< PanelName | null >(
		openComments ? 'comments' : null
	);
	const resumeAfterComments = useRef( false );
	const panelNow = useRef( panel );
	panelNow.current = panel;
	const side = panel ? panelWidth( width, windowWidth ) : null;

	useEffect( () => {
		if ( ! canShop ) {
			setPanel( ( open ) => ( open === 'ecommerce' ? null : open ) );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- checked once per image shown.
	}, [ shown ] );

	const openPanel = ( which: PanelName ) => {
		if ( which === 'comments' && panelNow.current !== 'comments' ) {
			resumeAfterComments.current = playingNow.current;
			setPlaying( false );
		}
		setPanel( which );
	};
	const closePanel = () => setPanel( null );
	const togglePanel = ( which: PanelName ) =>
		panel === which ? closePanel() : openPanel( which );

	useEffect( () => {
		const shop =
			openShop && canShop
				? setTimeout(
						() => openPanel( 'ecommerce' ),
						ECOMMERCE_OPEN_DELAY_MS
					)
				: undefined;
		if ( panel === 'comments' ) {
			resumeAfterComments.current = playing;
			setPlaying( false );
		}
		return () => clearTimeout( shop );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, when the lightbox opens.
	}, [] );

	// A panel wider than the window covers it: nothing plays behind it.
	useEffect( () => {
		if ( side?.full ) {
			setPlaying( false );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- reacts only to the panel starting or stopping to cover the window.
	}, [ side?.full ] );

	// Opening one panel closes the other; leaving comments restores playing.
	useEffect( () => {
		if ( panel !== 'comments' && resumeAfterComments.current ) {
			resumeAfterComments.current = false;
			setPlaying( true );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- reacts only to the panel opened.
	}, [ panel ] );

	return { panel, side, openPanel, closePanel, togglePanel };
}
