/**
 * Where a video gallery's videos come from: the source picker and the fields of each source
 * (Media Library videos, a playlist or channel id, hand-picked addresses, a channel's live
 * stream). Shown in the block's sidebar and, while the block has no videos yet, in its placeholder.
 */
import { __ } from '@wordpress/i18n';
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import {
	Button,
	SelectControl,
	TextareaControl,
	TextControl,
} from '@wordpress/components';
import type { CSSProperties } from 'react';
import type { VideoGalleryAttributes } from './types';

export interface SourceProps {
	attributes: VideoGalleryAttributes;
	setAttributes: ( changes: Partial< VideoGalleryAttributes > ) => void;
}

const WRAPPING_BUTTON: CSSProperties = {
	height: 'auto',
	maxWidth: '100%',
	minHeight: '36px',
	whiteSpace: 'normal',
	textAlign: 'start',
};

/**
 * The media modal opens on its Media Library tab (WordPress's MediaUpload takes `mode`, which its
 * type declarations do not list yet): the videos already uploaded first, uploading a tab away.
 */
const OPEN_ON_LIBRARY = { mode: 'browse' } as Record< string, string >;

/**
 * Whether the block names any video to show.
 * @param attributes The block's attributes.
 */
export function hasVideos( attributes: VideoGalleryAttributes ): boolean {
	switch ( attributes.source ) {
		case 'media':
			return attributes.ids.length > 0;
		case 'urls':
			return attributes.urls.some( ( url ) => url.trim() !== '' );
		default:
			return attributes.playlistId.trim() !== '';
	}
}

export function SourcePicker( { attributes, setAttributes }: SourceProps ) {
	return (
		<SelectControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ __( 'Videos from', 'vista-video' ) }
			value={ attributes.source }
			options={ [
				{
					value: 'media',
					label: __( 'Media Library', 'vista-video' ),
				},
				{
					value: 'youtube',
					label: __( 'YouTube playlist (API key)', 'vista-video' ),
				},
				{
					value: 'feed',
					label: __(
						'YouTube playlist (public feed, no key)',
						'vista-video'
					),
				},
				{
					value: 'urls',
					label: __( 'Hand-picked addresses', 'vista-video' ),
				},
				{
					value: 'live',
					label: __( 'YouTube channel’s live stream', 'vista-video' ),
				},
			] }
			onChange={ ( source ) =>
				setAttributes( {
					source: source as VideoGalleryAttributes[ 'source' ],
				} )
			}
		/>
	);
}

function LiveControls( { attributes, setAttributes }: SourceProps ) {
	return (
		<>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __(
					'Channel id (UC…) or channel address',
					'vista-video'
				) }
				help={ __(
					'Whether the channel is live is asked with the API key of Settings → Video.',
					'vista-video'
				) }
				value={ attributes.playlistId }
				onChange={ ( playlistId ) => setAttributes( { playlistId } ) }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'When the channel is not live', 'vista-video' ) }
				value={ attributes.liveFallback }
				options={ [
					{
						value: 'message',
						label: __( 'Show a message', 'vista-video' ),
					},
					{
						value: 'latest',
						label: __( 'Show the latest upload', 'vista-video' ),
					},
				] }
				onChange={ ( liveFallback ) =>
					setAttributes( {
						liveFallback:
							liveFallback as VideoGalleryAttributes[ 'liveFallback' ],
					} )
				}
			/>
			{ attributes.liveFallback === 'message' && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Message', 'vista-video' ) }
					value={ attributes.liveMessage }
					onChange={ ( liveMessage ) =>
						setAttributes( { liveMessage } )
					}
				/>
			) }
		</>
	);
}

export function SourceControls( props: SourceProps ) {
	const { attributes, setAttributes } = props;
	const { source } = attributes;
	if ( source === 'media' ) {
		return (
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ 'video' ] }
					multiple
					gallery={ false }
					{ ...OPEN_ON_LIBRARY }
					value={ attributes.ids }
					onSelect={ ( media: Array< { id: number } > ) =>
						setAttributes( {
							ids: media.map( ( item ) => item.id ),
						} )
					}
					render={ ( { open }: { open: () => void } ) => (
						<Button
							variant="secondary"
							onClick={ open }
							// A long label wraps inside a narrow sidebar rather than running past it.
							style={ WRAPPING_BUTTON }
						>
							{ attributes.ids.length
								? __( 'Change the videos', 'vista-video' )
								: __(
										'Choose videos from the Media Library',
										'vista-video'
									) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
		);
	}
	if ( source === 'urls' ) {
		return (
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Video addresses, one per line', 'vista-video' ) }
				help={ __(
					'YouTube, Vimeo and Dailymotion addresses.',
					'vista-video'
				) }
				value={ attributes.urls.join( '\n' ) }
				onChange={ ( value ) =>
					setAttributes( { urls: value.split( '\n' ) } )
				}
			/>
		);
	}
	if ( source === 'live' ) {
		return <LiveControls { ...props } />;
	}
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ __(
				'Playlist or channel id, or a playlist address',
				'vista-video'
			) }
			help={
				source === 'youtube'
					? __(
							'Uses the API key of Settings → Video.',
							'vista-video'
						)
					: __(
							'No key needed: the latest videos of the playlist.',
							'vista-video'
						)
			}
			value={ attributes.playlistId }
			onChange={ ( playlistId ) => setAttributes( { playlistId } ) }
		/>
	);
}
