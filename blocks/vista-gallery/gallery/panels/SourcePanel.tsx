/**
 * What the block shows: a gallery, the images with a tag, or an album, chosen from the site's.
 */
import { __ } from '@wordpress/i18n';
import { PanelBody, SelectControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import type { PanelProps } from '../attributes';
import { choices, type Choice } from './choices';

/** Layouts of an album's items (the server allows them only with the album source). */
export const ALBUM_LAYOUTS = [ 'album_compact', 'album_extended' ];

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

export function SourcePanel( { attributes: a, setAttributes }: PanelProps ) {
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
	const isAlbum = a.source === 'album';
	return (
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
						label: __( 'Images with a tag', 'vista-gallery' ),
						value: 'tag',
					},
					{
						label: __( 'An album', 'vista-gallery' ),
						value: 'album',
					},
				] ) }
				onChange={ ( source ) => {
					// Keep the layout one the source can show.
					const albumLayout = ALBUM_LAYOUTS.includes( a.layout );
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
					options={ choices( [ none, ...( galleries ?? [] ) ] ) }
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
	);
}
