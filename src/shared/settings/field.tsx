/**
 * What every control of a settings form shares: the server's message for the field, shown above
 * the field's help and tied to it as its description, and its state for assistive technology.
 * The look is in ./settings.css.
 */
import type { ReactNode } from 'react';

/**
 * The error text, styled, before the field's own help.
 * @param error The server's message for the field, if any.
 * @param help  The field's help text.
 */
export function helpWithError(
	error: string | undefined,
	help?: ReactNode
): ReactNode {
	if ( ! error ) {
		return help;
	}
	return (
		<>
			<span className="vista-settings-field-error">{ error }</span>
			{ help }
		</>
	);
}

/**
 * Props for a TextControl, TextareaControl or SelectControl with the field's error.
 * @param error     The server's message for the field, if any.
 * @param help      The field's help text.
 * @param className Other classes of the control.
 */
export function fieldProps(
	error: string | undefined,
	help?: ReactNode,
	className?: string
) {
	const classes = [ className, error ? 'vista-settings-has-error' : '' ]
		.filter( Boolean )
		.join( ' ' );
	return {
		help: helpWithError( error, help ),
		className: classes || undefined,
		'aria-invalid': error ? ( 'true' as const ) : undefined,
	};
}
