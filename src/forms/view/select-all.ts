/**
 * 001 §4: checking a row's select-all box checks all the others; it is checked only while all the
 * others are. Markup: an unnamed `<input type="checkbox" class="evf-checkbox-select-all">` in the
 * row.
 */
import { SELECT_ALL_SELECTOR } from '../common/widget-selectors';

function othersOf( selectAll: HTMLInputElement ): HTMLInputElement[] {
	const row = selectAll.closest( '.evf-field' );
	return row
		? Array.from(
				row.querySelectorAll< HTMLInputElement >(
					'input[type="checkbox"][name]'
				)
			).filter( ( box ) => box !== selectAll && ! box.disabled )
		: [];
}

export function syncSelectAll( selectAll: HTMLInputElement ): void {
	const others = othersOf( selectAll );
	selectAll.checked =
		others.length > 0 && others.every( ( box ) => box.checked );
}

export function initWidgets( form: HTMLFormElement ): void {
	form.querySelectorAll< HTMLInputElement >( SELECT_ALL_SELECTOR ).forEach(
		syncSelectAll
	);
	form.addEventListener( 'change', ( event ) => {
		const box = event.target;
		if (
			! ( box instanceof HTMLInputElement ) ||
			box.type !== 'checkbox'
		) {
			return;
		}
		if ( box.matches( SELECT_ALL_SELECTOR ) ) {
			const changed = othersOf( box ).filter(
				( other ) => other.checked !== box.checked
			);
			changed.forEach( ( other ) => ( other.checked = box.checked ) );
			// Let the rules (choice limit, required) judge the group again, once all are set.
			changed.forEach( ( other ) =>
				other.dispatchEvent( new Event( 'change', { bubbles: true } ) )
			);
			return;
		}
		const selectAll = box
			.closest( '.evf-field' )
			?.querySelector< HTMLInputElement >( SELECT_ALL_SELECTOR );
		if ( selectAll ) {
			syncSelectAll( selectAll );
		}
	} );
}
