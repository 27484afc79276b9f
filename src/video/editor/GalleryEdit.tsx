/**
 * The editor of vista/video-gallery: a source picker (./SourceControls.tsx) and every option of
 * 000 §3.11 in the sidebar, with the server's render of the block as a live preview once the block
 * names videos (a placeholder asking for them before). Options the block leaves to the site show
 * the site's defaults (Settings → Video, includes/EditorDefaults.php).
 */
import { __ } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	Placeholder,
	RangeControl,
	ToggleControl,
} from '@wordpress/components';
import { ServerPreview } from '@vista/shared/server-preview';
import { hasVideos, SourceControls, SourcePicker } from './SourceControls';
import type { VideoGalleryAttributes } from './types';

export type { VideoGalleryAttributes };

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

/** The site's defaults, as EditorDefaults.php prints them. */
interface SiteDefaults {
	pageSize: number;
	columns: number;
	flags: Partial< Record< Flag, boolean > >;
}

declare global {
	interface Window {
		vistaVideoEditor?: {
			defaults?: Partial< Record< Flag, boolean > > & {
				pageSize?: number;
				columns?: number;
			};
		};
	}
}

function siteDefaults(): SiteDefaults {
	const { pageSize, columns, ...flagDefaults } =
		window.vistaVideoEditor?.defaults ?? {};
	return {
		pageSize: pageSize ?? 6,
		columns: columns ?? 3,
		flags: flagDefaults,
	};
}

/**
 * Says a box shows the site's default while the block leaves the option to it.
 * @param own Whether the block sets the option itself.
 */
const defaultHelp = ( own: boolean ) =>
	own
		? undefined
		: __( 'The site’s default (Settings → Video).', 'vista-video' );

export function GalleryEdit( props: Props ) {
	const { attributes, setAttributes } = props;
	const defaults = siteDefaults();
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Source', 'vista-video' ) }>
					<SourcePicker { ...props } />
					<SourceControls { ...props } />
				</PanelBody>
				<PanelBody title={ __( 'Gallery', 'vista-video' ) }>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Videos per page', 'vista-video' ) }
						min={ 1 }
						max={ 50 }
						value={ attributes.pageSize || defaults.pageSize }
						help={ defaultHelp( attributes.pageSize > 0 ) }
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
						value={ attributes.columns || defaults.columns }
						help={ defaultHelp( attributes.columns > 0 ) }
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
							checked={
								attributes[ name ] ??
								defaults.flags[ name ] ??
								fallback
							}
							onChange={ ( value ) =>
								setAttributes( { [ name ]: value } )
							}
						/>
					) ) }
				</PanelBody>
			</InspectorControls>
			{ hasVideos( attributes ) ? (
				<ServerPreview
					block="vista/video-gallery"
					attributes={ { ...attributes } }
				/>
			) : (
				<Placeholder
					icon="video-alt3"
					label={ __( 'Vista Video Gallery', 'vista-video' ) }
					instructions={ __(
						'Choose where the videos come from.',
						'vista-video'
					) }
					className="vista-video-gallery-placeholder"
				>
					<SourcePicker { ...props } />
					<SourceControls { ...props } />
				</Placeholder>
			) }
		</div>
	);
}
