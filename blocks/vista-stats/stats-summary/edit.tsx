/**
 * Editor of vista/stats-summary: its settings in the sidebar, the server's render in the canvas
 * (the numbers are the site's real ones, as visitors will see them).
 */
import { __ } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { ServerPreview } from '@vista/shared/server-preview';

export type SummaryAttributes = {
	scope: 'site' | 'page';
	showToday: boolean;
	showWeek: boolean;
	showAllTime: boolean;
	showPopular: boolean;
	popularCount: number;
	popularPeriod: 'today' | 'week' | 'all';
};

interface EditProps {
	attributes: SummaryAttributes;
	setAttributes: ( changed: Partial< SummaryAttributes > ) => void;
}

/** The most popular posts a block lists (SummaryBlock::MAX_POPULAR on the server). */
export const MAX_POPULAR = 20;

export function SummaryEdit( { attributes, setAttributes }: EditProps ) {
	const periods = [
		[ 'showToday', __( 'Today', 'vista-stats' ) ],
		[ 'showWeek', __( 'This week', 'vista-stats' ) ],
		[ 'showAllTime', __( 'All time', 'vista-stats' ) ],
	] as const;
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Views and visitors', 'vista-stats' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Count the visits to', 'vista-stats' ) }
						value={ attributes.scope }
						options={ [
							{
								value: 'site',
								label: __( 'The whole site', 'vista-stats' ),
							},
							{
								value: 'page',
								label: __( 'This page', 'vista-stats' ),
							},
						] }
						onChange={ ( scope ) =>
							setAttributes( {
								scope: scope as SummaryAttributes[ 'scope' ],
							} )
						}
					/>
					{ periods.map( ( [ name, label ] ) => (
						<ToggleControl
							key={ name }
							__nextHasNoMarginBottom
							label={ label }
							checked={ attributes[ name ] }
							onChange={ ( shown ) =>
								setAttributes( { [ name ]: shown } )
							}
						/>
					) ) }
				</PanelBody>
				<PanelBody title={ __( 'Popular posts', 'vista-stats' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show popular posts', 'vista-stats' ) }
						checked={ attributes.showPopular }
						onChange={ ( showPopular ) =>
							setAttributes( { showPopular } )
						}
					/>
					{ attributes.showPopular && (
						<>
							<RangeControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __( 'How many posts', 'vista-stats' ) }
								value={ attributes.popularCount }
								min={ 1 }
								max={ MAX_POPULAR }
								onChange={ ( count ) =>
									setAttributes( {
										popularCount: count ?? 5,
									} )
								}
							/>
							<SelectControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __( 'Most viewed', 'vista-stats' ) }
								value={ attributes.popularPeriod }
								options={ [
									{
										value: 'today',
										label: __( 'Today', 'vista-stats' ),
									},
									{
										value: 'week',
										label: __( 'This week', 'vista-stats' ),
									},
									{
										value: 'all',
										label: __(
											'Of all time',
											'vista-stats'
										),
									},
								] }
								onChange={ ( period ) =>
									setAttributes( {
										popularPeriod:
											period as SummaryAttributes[ 'popularPeriod' ],
									} )
								}
							/>
						</>
					) }
				</PanelBody>
			</InspectorControls>
			<ServerPreview
				block="vista/stats-summary"
				attributes={ { ...attributes } }
			/>
		</div>
	);
}
