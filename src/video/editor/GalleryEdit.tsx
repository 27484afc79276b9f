/**
 * The editor of vista/video-gallery: a source picker (Media Library, YouTube playlist by the Data
 * API, YouTube playlist by the public feed, hand-picked addresses) and every option of 000 §3.11 in
 * the sidebar, with the server's render of the block as a live preview.
 */
import { __ } from '@wordpress/i18n';
import {
	InspectorControls,
	MediaUpload,
	MediaUploadCheck,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	RangeControl,
	SelectControl,
	TextareaControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { ServerPreview } from '@vista/shared/server-preview';

export type VideoGalleryAttributes = {
	source: 'media' | 'youtube' | 'feed' | 'urls' | 'live';
	liveFallback: 'message' | 'latest';
	liveMessage: string;
	playlistId: string;
	urls: string[];
	ids: number[];
	pageSize: number;
	columns: number;
	showTitle?: boolean;
	showPaging?: boolean;
	autonext?: boolean;
	thumbplay?: boolean;
	autoplay: boolean;
	pauseOthers?: boolean;
};

interface Props {
	attributes: VideoGalleryAttributes;
	setAttributes: ( changes: Partial< VideoGalleryAttributes > ) => void;
}

type Flag =
	| 'showTitle'
	| 'showPaging'
	| 'autonext'
	| 'thumbplay'
	| 'autoplay'
	| 'pauseOthers';

function flags(): Array< [ Flag, string, boolean ] > {
	return [
		[ 'showTitle', __( 'Show titles', 'vista-video' ), true ],
		[ 'showPaging', __( 'Show paging buttons', 'vista-video' ), true ],
		[
			'autonext',
			__( 'Play the next video at the end', 'vista-video' ),
			false,
		],
		[
			'thumbplay',
			__( 'Play a video when its thumbnail is chosen', 'vista-video' ),
			true,
		],
		[
			'autoplay',
			__( 'Start the first video on its own (muted)', 'vista-video' ),
			false,
		],
		[
			'pauseOthers',
			__( 'Pause the other players on the page', 'vista-video' ),
			true,
		],
	];
}

function LiveControls( { attributes, setAttributes }: Props ) {
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

function SourceControls( props: Props ) {
	const { attributes, setAttributes } = props;
	const { source } = attributes;
	if ( source === 'media' ) {
		return (
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ 'video' ] }
					multiple
					gallery={ false }
					value={ attributes.ids }
					onSelect={ ( media: Array< { id: number } > ) =>
						setAttributes( {
							ids: media.map( ( item ) => item.id ),
						} )
					}
					render={ ( { open }: { open: () => void } ) => (
						<Button variant="secondary" onClick={ open }>
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

export function GalleryEdit( props: Props ) {
	const { attributes, setAttributes } = props;
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Source', 'vista-video' ) }>
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
								label: __(
									'YouTube playlist (API key)',
									'vista-video'
								),
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
								label: __(
									'Hand-picked addresses',
									'vista-video'
								),
							},
							{
								value: 'live',
								label: __(
									'YouTube channel’s live stream',
									'vista-video'
								),
							},
						] }
						onChange={ ( source ) =>
							setAttributes( {
								source: source as VideoGalleryAttributes[ 'source' ],
							} )
						}
					/>
					<SourceControls { ...props } />
				</PanelBody>
				<PanelBody title={ __( 'Gallery', 'vista-video' ) }>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Videos per page', 'vista-video' ) }
						min={ 1 }
						max={ 50 }
						value={ attributes.pageSize || undefined }
						onChange={ ( pageSize ) =>
							setAttributes( { pageSize: pageSize ?? 0 } )
						}
						allowReset
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Columns', 'vista-video' ) }
						min={ 1 }
						max={ 8 }
						value={ attributes.columns || undefined }
						onChange={ ( columns ) =>
							setAttributes( { columns: columns ?? 0 } )
						}
						allowReset
					/>
					{ flags().map( ( [ name, label, fallback ] ) => (
						<ToggleControl
							__nextHasNoMarginBottom
							key={ name }
							label={ label }
							checked={ attributes[ name ] ?? fallback }
							onChange={ ( value ) =>
								setAttributes( { [ name ]: value } )
							}
						/>
					) ) }
				</PanelBody>
			</InspectorControls>
			<ServerPreview
				block="vista/video-gallery"
				attributes={ { ...attributes } }
			/>
		</div>
	);
}
