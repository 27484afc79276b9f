/**
 * After a refused save, the first field with a message takes the focus: the form's fields mark
 * themselves `aria-invalid` when their message arrives, so the focus moves once the messages are
 * rendered.
 */
import { useEffect, useRef, type RefObject } from '@wordpress/element';

/**
 * @param errors The messages by field, as shown: a new object each time they change.
 */
export function useFocusFirstError( errors: object ): {
	/** Goes on the <form>. */
	formRef: RefObject< HTMLFormElement | null >;
	/** Asks for the focus to move when the next messages are shown. */
	focusFirstErrorAfter: () => void;
} {
	const formRef = useRef< HTMLFormElement | null >( null );
	const pending = useRef( false );
	useEffect( () => {
		if ( ! pending.current ) {
			return;
		}
		pending.current = false;
		formRef.current
			?.querySelector< HTMLElement >( '[aria-invalid="true"]' )
			?.focus();
	}, [ errors ] );
	return {
		formRef,
		focusFirstErrorAfter: () => {
			pending.current = true;
		},
	};
}
