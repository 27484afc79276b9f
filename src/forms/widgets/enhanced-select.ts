/**
 * Enhanced selects (Tom Select). 001 §5: the search box appears only when the select has more
 * than 10 options. The original select stays in the form (hidden behind the widget) and keeps
 * carrying the posted value; the rules still judge it (hidden fields are ignored, except these).
 */
import TomSelect from 'tom-select';
import tomSelectCss from '!!css-loader?exportType=string!tom-select/dist/css/tom-select.min.css';
import { ENHANCED_SELECT_SELECTOR } from '../view/widgets';
import { injectStyle } from './inject-style';
import { wantsSearch } from './select-search';

/**
 * Tom Select moves the field's label (its `for`) to the widget's control, which leaves the original
 * select, still in the page for the posted value and the rules, without a name: it keeps the same
 * label through aria-labelledby, so screen readers and checkers name both alike.
 * @param select The select about to be enhanced.
 */
function keepLabelled( select: HTMLSelectElement ): void {
	const label = select.labels?.[ 0 ];
	if ( label && select.id ) {
		label.id ||= `${ select.id }-ts-label`;
		select.setAttribute( 'aria-labelledby', label.id );
	}
}

export function initWidgets( form: HTMLFormElement ): void {
	injectStyle( 'vista-forms-tom-select', tomSelectCss );
	const selects = Array.from(
		form.querySelectorAll< HTMLSelectElement >( ENHANCED_SELECT_SELECTOR )
	).map( ( select ) => {
		const search = wantsSearch( select );
		keepLabelled( select );
		const widget = new TomSelect( select, {
			...( search ? {} : { controlInput: null } ),
			plugins: select.multiple ? [ 'remove_button' ] : [],
			maxOptions: null,
			create: false,
			// A single choice is made: close the list so the next key belongs to the next field.
			closeAfterSelect: ! select.multiple,
			// Filter as each key is typed: with Tom Select's default 300 ms wait, a quick Enter took
			// the unfiltered first option, and the late refresh reopened the list and took the
			// focus back from the next field.
			refreshThrottle: 0,
			onChange: () =>
				select.dispatchEvent(
					new Event( 'change', { bubbles: true } )
				),
		} );
		return widget;
	} );
	form.addEventListener( 'everest_forms_reset', () =>
		selects.forEach( ( widget ) => widget.clear( true ) )
	);
}
