/**
 * The rating icons a gallery can choose (the `enum` of lightboxRateIcon in the gallery's
 * block.json), drawn on a 24-unit square; the default is the star (000 §9.2).
 */
const PATHS: Record< string, string > = {
	star: 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z',
	heart: 'M12 21s-7.5-4.6-9.6-9.1C.9 8.2 3.4 4 7.2 4c2.1 0 3.6 1.1 4.8 2.9C13.2 5.1 14.7 4 16.8 4c3.8 0 6.3 4.2 4.8 7.9C19.5 16.4 12 21 12 21z',
	circle: 'M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 1 0 0-19z',
	square: 'M3 3h18v18H3z',
	flag: 'M5 2.5h2v19H5zM7 3.5h12l-2.5 4.5L19 12.5H7z',
	bell: 'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-5.5V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5.5L3 18.5v1h18v-1z',
};

/**
 * The path of an icon; the star for a name it does not know.
 * @param icon Icon name.
 */
export function iconPath( icon: string ): string {
	return PATHS[ icon ] ?? PATHS.star;
}

/**
 * One rating icon, outlined, with its fill shown up to `fill` (0, 0.5 or 1) of its width.
 * @param props      Props.
 * @param props.icon Icon name.
 * @param props.size Size in pixels.
 * @param props.fill Filled part.
 */
export function RatingIcon( {
	icon,
	size,
	fill,
}: {
	icon: string;
	size: number;
	fill: number;
} ) {
	const path = iconPath( icon );
	return (
		<span
			className="vista-rating__icon"
			style={ { width: size, height: size } }
			aria-hidden="true"
		>
			<svg viewBox="0 0 24 24" width={ size } height={ size }>
				<path d={ path } className="vista-rating__outline" />
			</svg>
			<span
				className="vista-rating__fill"
				style={ { width: `${ fill * 100 }%` } }
			>
				<svg viewBox="0 0 24 24" width={ size } height={ size }>
					<path d={ path } />
				</svg>
			</span>
		</span>
	);
}
