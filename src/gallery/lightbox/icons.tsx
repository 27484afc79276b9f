/**
 * The popup's icons: plain strokes on a 24 px grid, drawn in the text colour. SVG rather than
 * text symbols, which WordPress's emoji script would swap for remote images.
 */
export const ICONS = {
	previous: 'M15 5l-7 7 7 7',
	next: 'M9 5l7 7-7 7',
	up: 'M5 15l7-7 7 7',
	down: 'M5 9l7 7 7-7',
	close: 'M6 6l12 12M18 6 6 18',
	play: 'M8 5l11 7-11 7z',
	pause: 'M8 5v14M16 5v14',
	fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
	exitFullscreen: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
	maximize: 'M4 4h16v16H4z',
	restore: 'M8 8h12v12H8zM4 16V4h12',
	info: 'M12 11v6M12 7v.5M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18',
	rating: 'M12 3l2.6 5.8 6.4.6-4.8 4.3 1.4 6.3L12 16.8 6.4 20l1.4-6.3L3 9.4l6.4-.6z',
	comments: 'M4 5h16v11H9l-5 4z',
	ecommerce:
		'M3 4h2l2.4 10h10.2L20 7H6.2M9 19a1 1 0 1 0 0 .1M17 19a1 1 0 1 0 0 .1',
	share: 'M12 15V3M7 8l5-5 5 5M5 13v7h14v-7',
	download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
} as const;

export type IconName = keyof typeof ICONS;

export function Icon( { name }: { name: IconName } ) {
	return (
		<svg
			className="vista-lightbox__icon"
			viewBox="0 0 24 24"
			width="22"
			height="22"
			aria-hidden="true"
			focusable="false"
		>
			<path d={ ICONS[ name ] } />
		</svg>
	);
}
