/**
 * The address of the image shown (000 §2.1): each change replaces the history entry's hash with
 * `#bwg{galleryId}/{imageId}`, so a copied address reopens that image. The opener (opener.ts)
 * reads it on page load; popup.tsx restores the plain address on close.
 */
import { useEffect } from '@wordpress/element';
import { imageAddress } from './address';

/**
 * @param galleryId Gallery id.
 * @param shown     Index shown.
 * @param imageId   Its image id.
 */
export function useAddressHash(
	galleryId: number,
	shown: number,
	imageId: number
): void {
	useEffect( () => {
		window.history.replaceState(
			window.history.state,
			'',
			imageAddress( window.location.href, galleryId, imageId )
		);
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the address follows the shown image only.
	}, [ shown ] );
}
