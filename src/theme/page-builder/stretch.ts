/**
 * Stretched rows (001 §1, §4): a row from content that was not built full width spans the window,
 * measured without the scrollbar, wherever its column starts. Rows are the group block's
 * "Stretched row" style, or any element of classic content with the `vista-stretch-row` class.
 */
export const STRETCH_SELECTOR = '.is-style-vista-stretch, .vista-stretch-row';

export function stretchRow( row: HTMLElement ): void {
	row.style.left = '0px';
	row.style.width = `${ document.documentElement.clientWidth }px`;
	const left = row.getBoundingClientRect().left;
	row.style.left = `${ -Math.round( left * 100 ) / 100 }px`;
	row.classList.add( 'is-stretched' );
}

export function stretchRows( rows: HTMLElement[] ): void {
	rows.forEach( stretchRow );
}
