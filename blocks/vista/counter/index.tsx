/**
 * Editor side of vista/counter: the number, the text around it and the count's timing (000 §9.4
 * defaults: 10 ms steps for 1000 ms).
 */
import { __ } from '@wordpress/i18n';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import metadata from './block.json';
import type { CounterAttributes } from '../block-attributes';

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: CounterAttributes;
	setAttributes: ( next: Partial< CounterAttributes > ) => void;
} ) {
	const number = ( value: string, fallback: number ) =>
		Number.isFinite( Number( value ) ) && value.trim() !== ''
			? Number( value )
			: fallback;
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Counter', 'vista' ) }>
					<TextControl
						label={ __( 'Number', 'vista' ) }
						type="number"
						value={ String( attributes.number ) }
						onChange={ ( value ) =>
							setAttributes( {
								number: number( value, attributes.number ),
							} )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Before the number', 'vista' ) }
						value={ attributes.prefix }
						onChange={ ( prefix ) => setAttributes( { prefix } ) }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'After the number', 'vista' ) }
						value={ attributes.suffix }
						onChange={ ( suffix ) => setAttributes( { suffix } ) }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Step (ms)', 'vista' ) }
						type="number"
						min={ 4 }
						value={ String( attributes.delay ) }
						onChange={ ( value ) =>
							setAttributes( {
								delay: Math.round(
									number( value, attributes.delay )
								),
							} )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Counting time (ms)', 'vista' ) }
						type="number"
						min={ 4 }
						value={ String( attributes.time ) }
						onChange={ ( value ) =>
							setAttributes( {
								time: Math.round(
									number( value, attributes.time )
								),
							} )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...useBlockProps() }>
				<p className="vista-counter__value">
					{ attributes.prefix }
					{ attributes.number.toLocaleString() }
					{ attributes.suffix }
				</p>
				<input
					className="vista-counter__label"
					aria-label={ __( 'Label', 'vista' ) }
					placeholder={ __( 'What the number counts', 'vista' ) }
					value={ attributes.label }
					onChange={ ( event ) =>
						setAttributes( { label: event.target.value } )
					}
				/>
			</div>
		</>
	);
}

registerBlockType(
	metadata as unknown as BlockConfiguration< CounterAttributes >,
	{ edit: Edit }
);
