/**
 * Enhanced selects (Tom Select). 001 §5: the search box appears only when the select has more
 * than 10 options. The original select stays in the form (hidden behind the widget) and keeps
 * carrying the posted value; the rules still judge it (hidden fields are ignored, except these).
 */
import TomSelect from 'tom-select';
import tomSelectCss from '!!css-loader?exportType=string!tom-select/dist/css/tom-select.min.css';
import { ENHANCED_SELECT_SELECTOR } from '../common/widget-selectors';
import { injectStyle } from './inject-style';
import { wantsSearch } from './select-search';
import { keepFocus } from './keep-focus';

/**
 * The original select stays in the form for the posted value and the rules, out of sight and out
 * of the tab order, while Tom Select's control takes the field's label (its `for`). Hidden from
 * assistive technology too, so that a screen reader meets one control with the label's name, not
 * a second, nameless one (axe's select-name, critical).
 * @param select The enhanced select.
 */
function hideFromAssistiveTech( select: HTMLSelectElement ): void {
	select.setAttribute( 'aria-hidden', 'true' );
}

function enhance( select: HTMLSelectElement ): TomSelect {
	const widget = new TomSelect( select, {
		...( wantsSearch( select ) ? {} : { controlInput: null } ),
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
			select.dispatchEvent( new Event( 'change', { bubbles: true } ) ),
	} );
	hideFromAssistiveTech( select );
	return widget;
}

export function initWidgets( form: HTMLFormElement ): void {
	injectStyle( 'vista-forms-tom-select', tomSelectCss );
	const selects = Array.from(
		form.querySelectorAll< HTMLSelectElement >( ENHANCED_SELECT_SELECTOR )
	).map( ( select ) => {
		let widget: TomSelect | undefined;
		// A visitor already on the plain select (the widget starts on approach) goes on in the
		// control that takes its place.
		keepFocus(
			select,
			() => ( widget = enhance( select ) ),
			() => widget?.focus()
		);
		return widget as TomSelect;
	} );
	form.addEventListener( 'everest_forms_reset', () =>
		selects.forEach( ( widget ) => widget.clear( true ) )
	);
}
