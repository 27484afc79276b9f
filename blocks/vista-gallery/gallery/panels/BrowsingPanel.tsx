/**
 * The block's Browsing panel: images per page, paging, search, sorting, the tag filter, the
 * title and description above the gallery, and front-end ajax.
 */
import { __ } from '@wordpress/i18n';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import type { PanelProps } from '../attributes';
import { choices } from './choices';

export default function BrowsingPanel( {
	attributes,
	setAttributes,
}: PanelProps ) {
	return (
		<PanelBody title={ __( 'Browsing', 'vista-gallery' ) }>
			<RangeControl
				label={ __( 'Images per page', 'vista-gallery' ) }
				value={ attributes.imagesPerPage }
				min={ 1 }
				max={ 100 }
				onChange={ ( value ) =>
					setAttributes( { imagesPerPage: value ?? 30 } )
				}
				__nextHasNoMarginBottom
			/>
			<SelectControl
				label={ __( 'Paging', 'vista-gallery' ) }
				value={ attributes.pagination }
				options={ choices( [
					{
						label: __( 'Page numbers', 'vista-gallery' ),
						value: 'numbers',
					},
					{
						label: __( 'Load more', 'vista-gallery' ),
						value: 'load_more',
					},
					{
						label: __( 'None', 'vista-gallery' ),
						value: 'none',
					},
				] ) }
				onChange={ ( pagination ) => setAttributes( { pagination } ) }
				__nextHasNoMarginBottom
			/>
			<SelectControl
				label={ __( 'Sort by', 'vista-gallery' ) }
				value={ attributes.sortBy }
				options={ choices( [
					{
						label: __( 'Gallery order', 'vista-gallery' ),
						value: 'order',
					},
					{
						label: __( 'Title', 'vista-gallery' ),
						value: 'title',
					},
					{
						label: __( 'Date', 'vista-gallery' ),
						value: 'date',
					},
					{
						label: __( 'File name', 'vista-gallery' ),
						value: 'filename',
					},
					{
						label: __( 'Random', 'vista-gallery' ),
						value: 'random',
					},
				] ) }
				onChange={ ( sortBy ) => setAttributes( { sortBy } ) }
				__nextHasNoMarginBottom
			/>
			<BrowsingToggles
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
		</PanelBody>
	);
}

// What the gallery shows around its images.
function BrowsingToggles( { attributes, setAttributes }: PanelProps ) {
	return (
		<>
			<ToggleControl
				label={ __( 'Descending', 'vista-gallery' ) }
				checked={ attributes.sortDesc }
				onChange={ ( sortDesc ) => setAttributes( { sortDesc } ) }
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Search box', 'vista-gallery' ) }
				checked={ attributes.showSearch }
				onChange={ ( showSearch ) => setAttributes( { showSearch } ) }
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Sort menu', 'vista-gallery' ) }
				checked={ attributes.showSort }
				onChange={ ( showSort ) => setAttributes( { showSort } ) }
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Tag filter', 'vista-gallery' ) }
				checked={ attributes.showTagFilter }
				onChange={ ( showTagFilter ) =>
					setAttributes( { showTagFilter } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __(
					'Title of the gallery or album above it',
					'vista-gallery'
				) }
				checked={ attributes.showTitle }
				onChange={ ( showTitle ) => setAttributes( { showTitle } ) }
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __(
					'Description of the gallery or album above it',
					'vista-gallery'
				) }
				checked={ attributes.showDescription }
				onChange={ ( showDescription ) =>
					setAttributes( { showDescription } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __(
					'Browse without reloading the page',
					'vista-gallery'
				) }
				checked={ attributes.frontendAjax }
				onChange={ ( frontendAjax ) =>
					setAttributes( { frontendAjax } )
				}
				__nextHasNoMarginBottom
			/>
		</>
	);
}
