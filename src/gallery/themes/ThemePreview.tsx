/**
 * The live preview of a theme: a small gallery drawn by the front end's own stylesheet (the
 * block's view.css) with the theme's custom properties, and a lightbox frame, as a page shows them.
 */
import { __ } from '@wordpress/i18n';
import type { CSSProperties } from 'react';
import { themeProperties, type GalleryTheme } from './theme';

/**
 * The preview's stand-in pictures: a sky over a hill in each tint, so the tiles read as photos
 * and a theme's borders, corners and spacing can be judged against them.
 */
const TINTS = [
	'#7aa6c2',
	'#c28a7a',
	'#8ac27a',
	'#c2b47a',
	'#9a7ac2',
	'#7ac2b8',
];

/** The number of columns the preview's gallery shows, as a page of three columns would. */
export const PREVIEW_COLUMNS = 3;

/**
 * A stand-in picture's background: the tint as sky, a sun, a darker hill.
 * @param tint The picture's colour.
 */
export function pictureBackground( tint: string ): string {
	return [
		'radial-gradient(circle at 72% 30%, rgb(255 255 255 / 85%) 0 8%, transparent 9%)',
		`linear-gradient(to top, rgb(0 0 0 / 35%) 0 30%, transparent 30%)`,
		`linear-gradient(${ tint }, ${ tint })`,
	].join( ', ' );
}

export function ThemePreview( { theme }: { theme: GalleryTheme } ) {
	const style = themeProperties( theme ) as CSSProperties;
	// The front end sets the columns on the items themselves (view.css gives them one by
	// default), so the preview does too.
	const items = {
		'--vista-cols': String( PREVIEW_COLUMNS ),
		'--vista-thumb-ratio': '3/2',
	} as CSSProperties;
	return (
		<div
			className="vista-gallery-theme-preview"
			role="img"
			aria-label={ __( 'Preview of the theme', 'vista-gallery' ) }
		>
			<div
				className="vista-gallery vista-gallery--thumbnails"
				style={ style }
				data-testid="theme-preview"
			>
				<h2 className="vista-gallery__title">
					{ __( 'A gallery', 'vista-gallery' ) }
				</h2>
				<ul className="vista-gallery__tag-list">
					<li>
						<span className="vista-gallery__tag is-active">
							{ __( 'All', 'vista-gallery' ) }
						</span>
					</li>
					<li>
						<span className="vista-gallery__tag">
							{ __( 'Sea', 'vista-gallery' ) }
						</span>
					</li>
				</ul>
				<div className="vista-gallery__items" style={ items }>
					{ TINTS.map( ( tint ) => (
						<figure className="vista-gallery__item" key={ tint }>
							<span
								className="vista-gallery__image vista-gallery-theme-preview__picture"
								style={ {
									background: pictureBackground( tint ),
								} }
							/>
						</figure>
					) ) }
				</div>
				<nav className="vista-gallery__pagination">
					<span className="vista-gallery__page is-current">1</span>
					<span className="vista-gallery__page">2</span>
				</nav>
				<div className="vista-gallery-theme-preview__lightbox">
					<span
						className="vista-gallery-theme-preview__picture"
						style={ {
							background: pictureBackground( TINTS[ 0 ] ),
						} }
					/>
					<span className="vista-gallery-theme-preview__bar" />
				</div>
			</div>
		</div>
	);
}
