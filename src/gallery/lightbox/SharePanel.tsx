/**
 * The share links of the image shown (000 §7): four networks, and the device's share sheet or,
 * without one, a copy of the link.
 */
import { __ } from '@wordpress/i18n';
import { imageAddress } from './address';
import { shareLinks } from './logic';
import type { PopupSettings } from './settings';
import type { LightboxImage } from '../common/lightbox-types';

interface SharePanelProps {
	settings: PopupSettings;
	image: LightboxImage;
	/** The link was copied (kept by the control bar while the popup is open). */
	copied: boolean;
	onCopied: () => void;
}

export default function SharePanel( {
	settings,
	image,
	copied,
	onCopied,
}: SharePanelProps ) {
	// The image's address: the page shared (or this one) with the image's hash.
	const shareUrl = imageAddress(
		settings.shareUrl || window.location.href,
		settings.galleryId,
		image.id
	);
	const names = {
		facebook: __( 'Facebook', 'vista-gallery' ),
		twitter: __( 'X (Twitter)', 'vista-gallery' ),
		pinterest: __( 'Pinterest', 'vista-gallery' ),
		tumblr: __( 'Tumblr', 'vista-gallery' ),
	};
	return (
		<div className="vista-lightbox__share">
			{ shareLinks( shareUrl, image.pure_image_url, image.alt ).map(
				( link ) => (
					<a
						key={ link.network }
						className={ `vista-lightbox__share-link vista-lightbox__share-link--${ link.network }` }
						href={ link.href }
						target="_blank"
						rel="noopener noreferrer"
					>
						{ names[ link.network ] }
					</a>
				)
			) }
			<button
				type="button"
				className="vista-lightbox__share-link vista-lightbox__share-link--generic"
				onClick={ () => {
					if ( typeof navigator.share === 'function' ) {
						navigator
							.share( { title: image.alt, url: shareUrl } )
							.catch( () => undefined );
					} else {
						navigator.clipboard
							?.writeText( shareUrl )
							.then( onCopied )
							.catch( () => undefined );
					}
				} }
			>
				{ typeof navigator.share === 'function'
					? __( 'More…', 'vista-gallery' )
					: __( 'Copy link', 'vista-gallery' ) }
			</button>
			{ copied && (
				<span className="vista-lightbox__copied">
					{ __( 'Link copied.', 'vista-gallery' ) }
				</span>
			) }
		</div>
	);
}
