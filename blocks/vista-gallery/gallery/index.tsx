/**
 * Editor of vista/gallery: choose a gallery, a tag or an album, the layout and the browsing
 * options in the sidebar; the canvas shows the server render (ServerPreview), so it matches the
 * front end.
 */
import { __ } from '@wordpress/i18n';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	Placeholder,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { ServerPreview } from '@vista/shared/server-preview';
import metadata from './block.json';
import type { GalleryAttributes as Attributes } from './attributes';
import { FEATURE_PANELS, LAYOUT_PANELS } from './panels';
import BrowsingPanel from './panels/BrowsingPanel';
import ClicksPanel from './panels/ClicksPanel';
import ThemePanel from './panels/ThemePanel';
import { choices } from './panels/choices';

import type { Choice } from './panels/choices';

/** Layouts of an album's items (the server allows them only with the album source). */
const ALBUM_LAYOUTS = [ 'album_compact', 'album_extended' ];

/**
 * Galleries or tags as select options, fetched from the REST API.
 * @param path REST path.
 * @param kind post (title.rendered) or term (name).
 */
function useChoices( path: string, kind: 'post' | 'term' ): Choice[] | null {
	const [ list, setList ] = useState< Choice[] | null >( null );
	useEffect( () => {
		let live = true;
		apiFetch<
			Array< {
				id: number;
				name?: string;
				title?: { raw?: string; rendered: string };
			} >
		>( { path } )
			.then( ( records ) => {
				if ( live ) {
					setList(
						records.map( ( record ) => ( {
							value: String( record.id ),
							label:
								( kind === 'post'
									? ( record.title?.raw ??
										record.title?.rendered )
									: record.name ) || `#${ record.id }`,
						} ) )
					);
				}
			} )
			.catch( () => live && setList( [] ) );
		return () => {
			live = false;
		};
	}, [ path, kind ] );
	return list;
}

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
	const galleries = useChoices(
		'/wp/v2/vista-galleries?per_page=100&_fields=id,title&context=edit',
		'post'
	);
	const tags = useChoices(
		'/wp/v2/vista-tags?per_page=100&_fields=id,name',
		'term'
	);
	const albums = useChoices(
		'/wp/v2/vista-albums?per_page=100&_fields=id,title&context=edit',
		'post'
	);
	const none = { label: __( '— Choose —', 'vista-gallery' ), value: '0' };
	const a = attributes;
	const LayoutPanel = LAYOUT_PANELS[ a.layout ];
	const isAlbum = a.source === 'album';
	let chosen = a.galleryId > 0 || a.gallerySlug !== '';
	if ( a.source === 'tag' ) {
		chosen = a.tagId > 0;
	} else if ( isAlbum ) {
		chosen = a.albumId > 0 || a.albumSlug !== '';
	}
	const layouts = isAlbum
		? [
				{
					label: __( 'Compact album', 'vista-gallery' ),
					value: 'album_compact',
				},
				{
					label: __( 'Extended album', 'vista-gallery' ),
					value: 'album_extended',
				},
			]
		: [
				{
					label: __( 'Thumbnails', 'vista-gallery' ),
					value: 'thumbnails',
				},
				{
					label: __( 'Masonry', 'vista-gallery' ),
					value: 'masonry',
				},
				{
					label: __( 'Mosaic', 'vista-gallery' ),
					value: 'mosaic',
				},
				{
					label: __( 'Slideshow', 'vista-gallery' ),
					value: 'slideshow',
				},
				{
					label: __( 'Carousel', 'vista-gallery' ),
					value: 'carousel',
				},
				{
					label: __( 'Image browser', 'vista-gallery' ),
					value: 'image_browser',
				},
				{
					label: __( 'Blog style', 'vista-gallery' ),
					value: 'blog_style',
				},
			];
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Images', 'vista-gallery' ) }>
					<SelectControl
						label={ __( 'Show', 'vista-gallery' ) }
						value={ a.source }
						options={ choices( [
							{
								label: __( 'A gallery', 'vista-gallery' ),
								value: 'gallery',
							},
							{
								label: __(
									'Images with a tag',
									'vista-gallery'
								),
								value: 'tag',
							},
							{
								label: __( 'An album', 'vista-gallery' ),
								value: 'album',
							},
						] ) }
						onChange={ ( source ) => {
							// Keep the layout one the source can show.
							const albumLayout = ALBUM_LAYOUTS.includes(
								a.layout
							);
							let layout = a.layout;
							if ( source === 'album' && ! albumLayout ) {
								layout = 'album_compact';
							} else if ( source !== 'album' && albumLayout ) {
								layout = 'thumbnails';
							}
							setAttributes( { source, layout } );
						} }
						__nextHasNoMarginBottom
					/>
					{ isAlbum && (
						<SelectControl
							label={ __( 'Album', 'vista-gallery' ) }
							value={ String( a.albumId ) }
							options={ choices( [ none, ...( albums ?? [] ) ] ) }
							onChange={ ( value ) =>
								setAttributes( {
									albumId: Number( value ),
									albumSlug: '',
								} )
							}
							__nextHasNoMarginBottom
						/>
					) }
					{ a.source === 'gallery' && (
						<SelectControl
							label={ __( 'Gallery', 'vista-gallery' ) }
							value={ String( a.galleryId ) }
							options={ choices( [
								none,
								...( galleries ?? [] ),
							] ) }
							onChange={ ( value ) =>
								setAttributes( {
									galleryId: Number( value ),
									gallerySlug: '',
								} )
							}
							__nextHasNoMarginBottom
						/>
					) }
					{ a.source === 'tag' && (
						<SelectControl
							label={ __( 'Tag', 'vista-gallery' ) }
							value={ String( a.tagId ) }
							options={ choices( [ none, ...( tags ?? [] ) ] ) }
							onChange={ ( value ) =>
								setAttributes( { tagId: Number( value ) } )
							}
							__nextHasNoMarginBottom
						/>
					) }
				</PanelBody>
				<PanelBody title={ __( 'Layout', 'vista-gallery' ) }>
					<SelectControl
						label={ __( 'Layout', 'vista-gallery' ) }
						value={ a.layout }
						options={ choices( layouts ) }
						onChange={ ( layout ) => setAttributes( { layout } ) }
						__nextHasNoMarginBottom
					/>
					<RangeControl
						label={ __( 'Thumbnail width', 'vista-gallery' ) }
						value={ a.thumbWidth }
						min={ 40 }
						max={ 600 }
						onChange={ ( value ) =>
							setAttributes( { thumbWidth: value ?? 180 } )
						}
						__nextHasNoMarginBottom
					/>
					<RangeControl
						label={ __( 'Thumbnail height', 'vista-gallery' ) }
						value={ a.thumbHeight }
						min={ 40 }
						max={ 600 }
						onChange={ ( value ) =>
							setAttributes( { thumbHeight: value ?? 90 } )
						}
						__nextHasNoMarginBottom
					/>
					{ ( a.layout === 'thumbnails' ||
						ALBUM_LAYOUTS.includes( a.layout ) ) && (
						<RangeControl
							label={ __( 'Maximum columns', 'vista-gallery' ) }
							value={ a.maxColumns }
							min={ 1 }
							max={ 20 }
							onChange={ ( value ) =>
								setAttributes( { maxColumns: value ?? 5 } )
							}
							__nextHasNoMarginBottom
						/>
					) }
					{ a.layout === 'masonry' && (
						<ToggleControl
							label={ __(
								'Resizable (one more column)',
								'vista-gallery'
							) }
							checked={ a.resizable }
							onChange={ ( resizable ) =>
								setAttributes( { resizable } )
							}
							__nextHasNoMarginBottom
						/>
					) }
				</PanelBody>
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
