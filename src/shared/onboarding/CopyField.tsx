/**
 * A block's markup or a shortcode, read-only, with a Copy button whose success is shown and
 * announced to screen readers.
 */
import { useState } from '@wordpress/element';
import { Button } from '@wordpress/components';
import { useCopyToClipboard } from '@wordpress/compose';
import { speak } from '@wordpress/a11y';
import type { StarterStrings } from './types';

interface Props {
	label: string;
	buttonLabel: string;
	text: string;
	strings: StarterStrings;
}

export function CopyField( { label, buttonLabel, text, strings }: Props ) {
	const [ copied, setCopied ] = useState( false );
	const ref = useCopyToClipboard< HTMLButtonElement >( text, () => {
		setCopied( true );
		speak( strings.copied, 'polite' );
	} );
	const id = `vista-starter-copy-${ label.replace( /\W+/g, '-' ) }`;
	return (
		<div className="vista-starter__copy">
			<label htmlFor={ id }>{ label }</label>
			<div className="vista-starter__copy-row">
				<input
					id={ id }
					type="text"
					readOnly
					value={ text }
					onFocus={ ( event ) => event.currentTarget.select() }
				/>
				<Button variant="secondary" ref={ ref }>
					{ buttonLabel }
				</Button>
			</div>
			{ copied && (
				<p className="vista-starter__copied">{ strings.copied }</p>
			) }
		</div>
	);
}
