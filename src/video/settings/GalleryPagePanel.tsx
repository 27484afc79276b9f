/**
 * The top of Settings → Video: how a video gallery gets onto a page. A site with no video
 * gallery yet sees its next step and a primary button (issue 34 item 5); the button opens the
 * suite's "Add to a page" dialog, whose route (includes/Onboarding/VideoGalleryPage.php) builds a
 * gallery of the Media Library's videos. With no video in the library, the button uploads one.
 */
import { useState } from '@wordpress/element';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { AddToPageDialog } from '@vista/shared/onboarding/AddToPageDialog';
import type { GalleryPageData } from './types';

/**
 * The sentence under the heading.
 * @param data What the server says of the site's galleries and videos.
 */
function nextStep( data: GalleryPageData ) {
	if ( data.hasGallery ) {
		return __(
			'A video gallery is a block: add “Vista Video Gallery” in the block editor, or create a page with one here.',
			'vista-video'
		);
	}
	if ( data.videoCount === 0 ) {
		return __(
			'No page shows a video gallery yet. Upload a video to the Media Library, then create a page with a gallery of your videos; or add a Vista Video Gallery block to a page and choose a YouTube playlist in its sidebar.',
			'vista-video'
		);
	}
	return __(
		'No page shows a video gallery yet. Create a page with a gallery of your Media Library’s videos; its block’s sidebar can show a YouTube playlist or channel instead.',
		'vista-video'
	);
}

export function GalleryPagePanel( { data }: { data: GalleryPageData } ) {
	const [ open, setOpen ] = useState( false );
	const empty = ! data.hasGallery;
	const upload = data.videoCount === 0 && data.uploadUrl !== '';
	return (
		<section
			className={ `vista-video-galleries${
				empty ? ' vista-video-galleries--empty' : ''
			}` }
			aria-labelledby="vista-video-galleries-title"
		>
			<h2 id="vista-video-galleries-title">
				{ __( 'Video galleries', 'vista-video' ) }
			</h2>
			<p>{ nextStep( data ) }</p>
			{ upload ? (
				<Button
					variant={ empty ? 'primary' : 'secondary' }
					href={ data.uploadUrl }
				>
					{ __( 'Upload a video', 'vista-video' ) }
				</Button>
			) : (
				<Button
					type="button"
					variant={ empty ? 'primary' : 'secondary' }
					onClick={ () => setOpen( true ) }
				>
					{ __(
						'Create a page with a video gallery',
						'vista-video'
					) }
				</Button>
			) }
			{ open && (
				<AddToPageDialog
					item={ data.item }
					path={ data.path }
					strings={ data.strings }
					onClose={ () => setOpen( false ) }
				/>
			) }
		</section>
	);
}
