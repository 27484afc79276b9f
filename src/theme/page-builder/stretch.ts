/**
 * Stretched rows (001 §1, §4): a row from content that was not built full width spans the window,
 * measured without the scrollbar, wherever its column starts. Rows are the group block's
 * "Stretched row" style, or any element of classic content with the `vista-stretch-row` class.
 */
export const STRETCH_SELECTOR = '.is-style-vista-stretch, .vista-stretch-row';

/**
 * Stretches the rows: each is given the window's width where its column starts, then moved left by
 * that start. All rows are sized, then all measured, then all moved: measuring one row after
 * moving another would make the browser lay the page out again, once a row.
 * @param rows The rows.
 */
export function stretchRows( rows: HTMLElement[] ): void {
	const width = `${ document.documentElement.clientWidth }px`;
	rows.forEach( ( row ) => {
		row.style.left = '0px';
		row.style.width = width;
	} );
	const starts = rows.map( ( row ) => row.getBoundingClientRect().left );
	rows.forEach( ( row, index ) => {
		row.style.left = `${ -Math.round( starts[ index ] * 100 ) / 100 }px`;
		row.classList.add( 'is-stretched' );
	} );
}
