/**
 * Where the popup's parts go and how big its box is, from the settings and the popup's state: a
 * pure function of both, so the component only places what this decides.
 */
import type { PopupSettings } from './settings';

/** Space kept around the image box before it counts as filling the window, in px. */
const WINDOW_ROOM = 80;

/**
 * The widest window the popup fills whatever its set size, as phone photo viewers do: the narrow
 * screen of 000 §5 (767 px or less). lightbox.css has the same width in its media query.
 */
export const PHONE_MAX_WIDTH = 767;

export interface PopupState {
	maximized: boolean;
	fullscreen: boolean;
	barOpen: boolean;
	/** The open side panel's width (null when no panel is open). */
	side: { width: number } | null;
	win: { w: number; h: number };
}

export interface PopupLayout {
	className: string;
	style: Record< string, string >;
	/** Whether the filmstrip comes before the stage (top or left). */
	filmstripFirst: boolean;
	filmstripVertical: boolean;
	/** Whether the image box fills the window (maximized, full screen, or set as large). */
	fills: boolean;
}

/**
 * The popup's layout.
 *
 * @param settings The named settings.
 * @param state    The popup's state.
 */
export function popupLayout(
	settings: Pick<
		PopupSettings,
		'width' | 'height' | 'filmstripAt' | 'panelAt'
	>,
	state: PopupState
): PopupLayout {
	const { maximized, fullscreen, barOpen, side, win } = state;
	const panelWidth = side?.width ?? 0;
	return {
		className: [
			'vista-lightbox',
			maximized && 'is-maximized',
			fullscreen && 'is-fullscreen',
			! barOpen && 'is-bar-collapsed',
			side && `has-panel-${ settings.panelAt }`,
		]
			.filter( Boolean )
			.join( ' ' ),
		style: {
			'--vista-box-w': `${ settings.width || 800 }px`,
			'--vista-box-h': `${ settings.height || 500 }px`,
			'--vista-panel-w': `${ panelWidth }px`,
		},
		filmstripFirst:
			settings.filmstripAt === 'top' || settings.filmstripAt === 'left',
		filmstripVertical:
			settings.filmstripAt === 'left' || settings.filmstripAt === 'right',
		fills:
			maximized ||
			fullscreen ||
			win.w <= PHONE_MAX_WIDTH ||
			settings.width >= win.w - panelWidth - WINDOW_ROOM ||
			settings.height >= win.h - WINDOW_ROOM,
	};
}
