/**
 * Slideshow music (000 §3.8 `enable_slideshow_music`): the switch and the audio track chosen
 * from the Media Library. The track plays with the autoplay once the visitor has interacted with
 * the page; the server gives the page only an audio attachment's address.
 */
import { __ } from '@wordpress/i18n';
import { Button, ToggleControl } from '@wordpress/components';
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import type { PanelProps } from '../attributes';

export default function MusicControl( {
	attributes,
	setAttributes,
}: PanelProps ) {
	return (
		<>
			<ToggleControl
				label={ __( 'Music with the autoplay', 'vista-gallery' ) }
				help={ __(
					'Plays once the visitor has clicked or pressed a key on the page; visitors can mute it.',
					'vista-gallery'
				) }
				checked={ attributes.slideshowMusic }
				onChange={ ( slideshowMusic ) =>
					setAttributes( { slideshowMusic } )
				}
				__nextHasNoMarginBottom
			/>
			{ attributes.slideshowMusic && (
				<MediaUploadCheck>
					<MediaUpload
						allowedTypes={ [ 'audio' ] }
						value={ attributes.slideshowMusicId }
						onSelect={ ( media: { id: number } ) =>
							setAttributes( { slideshowMusicId: media.id } )
						}
						render={ ( { open }: { open: () => void } ) => (
							<Button variant="secondary" onClick={ open }>
								{ attributes.slideshowMusicId
									? __( 'Change the music', 'vista-gallery' )
									: __(
											'Choose music from the Media Library',
											'vista-gallery'
										) }
							</Button>
						) }
					/>
				</MediaUploadCheck>
			) }
		</>
	);
}
