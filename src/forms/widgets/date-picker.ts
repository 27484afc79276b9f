/**
 * Date and time pickers (flatpickr) for date fields in picker style, configured from the field's
 * data attributes (date-options.ts).
 */
import flatpickr from 'flatpickr';
import flatpickrCss from '!!css-loader?exportType=string!flatpickr/dist/flatpickr.min.css';
import { DATE_PICKER_SELECTOR } from '../common/widget-selectors';
import { injectStyle } from './inject-style';
import { pickerOptions, readDateSettings } from './date-options';

export function initWidgets( form: HTMLFormElement ): void {
	injectStyle( 'vista-forms-flatpickr', flatpickrCss );
	const pickers = Array.from(
		form.querySelectorAll< HTMLInputElement >( DATE_PICKER_SELECTOR )
	).map( ( input ) => {
		const picker = flatpickr( input, {
			...pickerOptions( readDateSettings( input.dataset ) ),
			onClose: () =>
				input.dispatchEvent( new Event( 'change', { bubbles: true } ) ),
		} );
		// The picker starts when the visitor comes to the field (view/approach.ts), often by
		// focusing it: the calendar it opens on focus opens now.
		if ( input.ownerDocument.activeElement === input ) {
			picker.open();
		}
		return picker;
	} );
	form.addEventListener( 'everest_forms_reset', () =>
		pickers.forEach( ( picker ) => picker.clear( false ) )
	);
}
