/**
 * A row's shortcode, with a button that copies it (and says so for a few seconds). A plain button
 * in the components' classes: the list has one a row (issue 36: the list opens in a second).
 */
import { useCopyToClipboard } from '@wordpress/compose';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { speak } from '@wordpress/a11y';

export function ShortcodeCopy( {
	shortcode,
	title,
}: {
	shortcode: string;
	title: string;
} ) {
	const [ copied, setCopied ] = useState( false );
	const ref = useCopyToClipboard< HTMLButtonElement >( shortcode, () => {
		setCopied( true );
		speak( __( 'Shortcode copied.', 'vista-gallery' ) );
	} );
	useEffect( () => {
		if ( ! copied ) {
			return undefined;
		}
		const timer = window.setTimeout( () => setCopied( false ), 3000 );
		return () => window.clearTimeout( timer );
	}, [ copied ] );
	if ( ! shortcode ) {
		return null;
	}
	return (
		<span className="vista-gallery-list__shortcode">
			<code>{ shortcode }</code>
			<button
				type="button"
				ref={ ref }
				className="components-button is-secondary is-small"
				aria-label={ sprintf(
					/* translators: %s: title of the gallery or album. */
					__( 'Copy the shortcode of %s', 'vista-gallery' ),
					title
				) }
			>
				{ copied
					? __( 'Copied', 'vista-gallery' )
					: __( 'Copy', 'vista-gallery' ) }
			</button>
		</span>
	);
}
