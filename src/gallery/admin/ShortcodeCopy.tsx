/**
 * A row's shortcode, with a button that copies it (and says so for a few seconds).
 */
import { Button } from '@wordpress/components';
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
			<Button
				ref={ ref }
				variant="secondary"
				size="small"
				label={ sprintf(
					/* translators: %s: title of the gallery or album. */
					__( 'Copy the shortcode of %s', 'vista-gallery' ),
					title
				) }
				showTooltip={ false }
			>
				{ copied
					? __( 'Copied', 'vista-gallery' )
					: __( 'Copy', 'vista-gallery' ) }
			</Button>
		</span>
	);
}
