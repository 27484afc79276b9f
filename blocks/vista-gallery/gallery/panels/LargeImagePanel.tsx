/**
 * The settings of the layouts that show images large (image browser, blog style): the largest
 * width and whether the title and description are shown. Each layout keeps its own attributes.
 */
import { __ } from '@wordpress/i18n';
import { PanelBody, RangeControl, ToggleControl } from '@wordpress/components';
import type { GalleryAttributes, PanelProps } from '../attributes';

/** Bounds of GalleryRequest::MIN_LARGE_WIDTH / MAX_LARGE_WIDTH. */
const MIN_WIDTH = 200;
const MAX_WIDTH = 3000;
const DEFAULT_WIDTH = 800;

type WidthKey = 'browserWidth' | 'blogWidth';
type FlagKey =
	'browserTitle' | 'browserDescription' | 'blogTitle' | 'blogDescription';

interface Keys {
	title: string;
	width: WidthKey;
	showTitle: FlagKey;
	showDescription: FlagKey;
}

function LargeImagePanel( {
	attributes,
	setAttributes,
	keys,
}: PanelProps & { keys: Keys } ) {
	const set = ( key: keyof GalleryAttributes, value: number | boolean ) =>
		setAttributes( { [ key ]: value } );
	return (
		<PanelBody title={ keys.title }>
			<RangeControl
				label={ __(
					'Largest image width, in pixels',
					'vista-gallery'
				) }
				help={ __(
					'Images shrink with a narrower page and are never shown larger than their original.',
					'vista-gallery'
				) }
				value={ attributes[ keys.width ] }
				min={ MIN_WIDTH }
				max={ MAX_WIDTH }
				step={ 10 }
				onChange={ ( value ) =>
					set( keys.width, value ?? DEFAULT_WIDTH )
				}
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
			<ToggleControl
				label={ __( 'Show the title', 'vista-gallery' ) }
				checked={ attributes[ keys.showTitle ] }
				onChange={ ( value ) => set( keys.showTitle, value ) }
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Show the description', 'vista-gallery' ) }
				checked={ attributes[ keys.showDescription ] }
				onChange={ ( value ) => set( keys.showDescription, value ) }
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}

export function ImageBrowserPanel( props: PanelProps ) {
	return (
		<LargeImagePanel
			{ ...props }
			keys={ {
				title: __( 'Image browser', 'vista-gallery' ),
				width: 'browserWidth',
				showTitle: 'browserTitle',
				showDescription: 'browserDescription',
			} }
		/>
	);
}

export function BlogStylePanel( props: PanelProps ) {
	return (
		<LargeImagePanel
			{ ...props }
			keys={ {
				title: __( 'Blog style', 'vista-gallery' ),
				width: 'blogWidth',
				showTitle: 'blogTitle',
				showDescription: 'blogDescription',
			} }
		/>
	);
}
