/**
 * Input masks (Inputmask) for fields with `data-inputmask-alias` (one of the seven aliases of
 * 001 §5) or a mask of their own (`data-mask` / `data-inputmask`). A masked field whose value is
 * not complete is refused with the field's generic message, as the server would refuse it.
 */
import Inputmask from 'inputmask';
import { __ } from '../common/translate';
import { MASK_SELECTOR } from '../common/widget-selectors';
import { registerRule, type Control } from '../validation/controls';
import { ALIAS_OPTIONS, ALIAS_VALIDATORS, isAliasName } from './aliases';

let registered = false;

function maskedRule( control: Control ) {
	const alias = control.dataset.inputmaskAlias;
	if ( alias && isAliasName( alias ) ) {
		return ALIAS_VALIDATORS[ alias ]( control.value )
			? null
			: __(
					'Please fill in the field in the format shown.',
					'vista-forms'
				);
	}
	const mask = (
		control as HTMLInputElement & { inputmask?: Inputmask.Instance }
	 ).inputmask;
	if ( mask && ! mask.isComplete() ) {
		return __(
			'Please fill in the field in the format shown.',
			'vista-forms'
		);
	}
	return null;
}

export function initWidgets( form: HTMLFormElement ): void {
	if ( ! registered ) {
		Inputmask.extendAliases( ALIAS_OPTIONS );
		registerRule( maskedRule );
		registered = true;
	}
	form.querySelectorAll< HTMLInputElement >( MASK_SELECTOR ).forEach(
		( input ) => {
			const alias = input.dataset.inputmaskAlias;
			if ( alias ) {
				Inputmask( alias ).mask( input );
			} else if ( input.dataset.mask ) {
				Inputmask( { mask: input.dataset.mask } ).mask( input );
			} else {
				// data-inputmask holds inline options, which Inputmask reads itself.
				Inputmask().mask( input );
			}
		}
	);
}
