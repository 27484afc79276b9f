/**
 * Editor side of vista/slider: the slides are the inner blocks; the kind (hero, testimonials,
 * client logos) sets how many show at a time and how they move, on the front end.
 */
import { __ } from '@wordpress/i18n';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import metadata from './block.json';

type SliderAttributes = {
	kind: 'hero' | 'testimonials' | 'logos';
	label: string;
};

const TEMPLATES: Record<
	SliderAttributes[ 'kind' ],
	ReadonlyArray< readonly [ string, Readonly< Record< string, unknown > > ] >
> = {
	hero: [
		[ 'core/cover', { dimRatio: 50, minHeight: 420 } ],
		[ 'core/cover', { dimRatio: 50, minHeight: 420 } ],
	],
	testimonials: [
		[ 'core/quote', {} ],
		[ 'core/quote', {} ],
		[ 'core/quote', {} ],
	],
	logos: [
		[ 'core/image', {} ],
		[ 'core/image', {} ],
		[ 'core/image', {} ],
		[ 'core/image', {} ],
		[ 'core/image', {} ],
	],
};

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: SliderAttributes;
	setAttributes: ( next: Partial< SliderAttributes > ) => void;
} ) {
	const blockProps = useBlockProps( {
		className: `vista-slider-editor vista-slider-editor--${ attributes.kind }`,
	} );
	const innerBlocksProps = useInnerBlocksProps( blockProps, {
		template: TEMPLATES[ attributes.kind ],
		orientation: 'horizontal',
	} );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Slider', 'vista' ) }>
					<SelectControl
						label={ __( 'Kind', 'vista' ) }
						value={ attributes.kind }
						options={ [
							{ value: 'hero', label: __( 'Hero', 'vista' ) },
							{
								value: 'testimonials',
								label: __( 'Testimonials', 'vista' ),
							},
							{
								value: 'logos',
								label: __( 'Client logos', 'vista' ),
							},
						] }
						onChange={ ( kind ) =>
							setAttributes( {
								kind: kind as SliderAttributes[ 'kind' ],
							} )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Name for screen readers', 'vista' ) }
						help={ __(
							'Left empty, the kind names the slider.',
							'vista'
						) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...innerBlocksProps } />
		</>
	);
}

registerBlockType(
	metadata as unknown as BlockConfiguration< SliderAttributes >,
	{
		edit: Edit,
		save: () => <InnerBlocks.Content />,
	}
);
