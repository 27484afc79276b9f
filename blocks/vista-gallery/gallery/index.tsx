/**
 * Editor of vista/gallery: choose a gallery, a tag or an album, the layout and the browsing
 * options in the sidebar; the canvas shows the server render (ServerPreview), so it matches the
 * front end.
 */
import { __ } from '@wordpress/i18n';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Placeholder } from '@wordpress/components';
import { ServerPreview } from '@vista/shared/server-preview';
import metadata from './block.json';
import type { GalleryAttributes as Attributes } from './attributes';
import { FEATURE_PANELS, LAYOUT_PANELS } from './panels';
import BrowsingPanel from './panels/BrowsingPanel';
import ClicksPanel from './panels/ClicksPanel';
import ThemePanel from './panels/ThemePanel';
import { LayoutChoicePanel } from './panels/LayoutChoicePanel';
import { SourcePanel } from './panels/SourcePanel';

/**
 * The block's own attributes for its server preview: the additional CSS class is the editor's to
 * add to the wrapper, not the server's.
 * @param attributes Block attributes.
 */
function withoutClassName( attributes: Attributes ): Record< string, unknown > {
	const { className, ...own } = attributes as Attributes & {
		className?: string;
	};
	return own;
}

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const a = attributes;
	const LayoutPanel = LAYOUT_PANELS[ a.layout ];
	const isAlbum = a.source === 'album';
	let chosen = a.galleryId > 0 || a.gallerySlug !== '';
	if ( a.source === 'tag' ) {
		chosen = a.tagId > 0;
	} else if ( isAlbum ) {
		chosen = a.albumId > 0 || a.albumSlug !== '';
	}
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<SourcePanel
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				<LayoutChoicePanel
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				{ LayoutPanel && (
					<LayoutPanel
						attributes={ attributes }
						setAttributes={ setAttributes }
					/>
				) }
				<BrowsingPanel
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				<ThemePanel
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				<ClicksPanel
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				{ FEATURE_PANELS.filter( ( f ) => f.shown( attributes ) ).map(
					( { name, Panel } ) => (
						<Panel
							key={ name }
							attributes={ attributes }
							setAttributes={ setAttributes }
						/>
					)
				) }
			</InspectorControls>
			{ chosen ? (
				<ServerPreview
					block={ metadata.name }
					attributes={ withoutClassName( attributes ) }
				/>
			) : (
				<Placeholder
					icon="format-gallery"
					label={ __( 'Vista Gallery', 'vista-gallery' ) }
					instructions={ __(
						'Choose a gallery, a tag or an album in the block settings.',
						'vista-gallery'
					) }
				/>
			) }
		</div>
	);
}

registerBlockType( metadata.name, {
	...( metadata as unknown as BlockConfiguration ),
	edit: Edit as unknown as BlockConfiguration[ 'edit' ],
	save: () => null,
} );
