/**
 * The page-builder helper (001 §1, §4, §9), loaded only on pages with a stretched row, a parallax
 * background or a post grid: rows stretched to the window, parallax started, grids re-laid out.
 */
import { onDocumentReady } from '@vista/shared/feature-ready';
import { GRID_SELECTOR, initGrids } from './grid';
import { PARALLAX_SELECTOR, initParallax } from './parallax';
import { STRETCH_SELECTOR, stretchRows } from './stretch';
import { PARALLAX_RESIZE_DEBOUNCE_MS, debounce } from './timing';
import './page-builder.css';

declare global {
	interface Window {
		vistaPageBuilder?: { parallaxMinWidth?: number };
	}
}

const all = ( selector: string ) =>
	Array.from( document.querySelectorAll< HTMLElement >( selector ) );

onDocumentReady( () => {
	const rows = all( STRETCH_SELECTOR );
	if ( rows.length ) {
		stretchRows( rows );
		window.addEventListener(
			'resize',
			debounce( () => stretchRows( rows ), PARALLAX_RESIZE_DEBOUNCE_MS )
		);
	}
	initParallax(
		all( PARALLAX_SELECTOR ),
		Number( window.vistaPageBuilder?.parallaxMinWidth ) || 768
	);
	initGrids( all( GRID_SELECTOR ) );
} );
