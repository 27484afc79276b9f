/**
 * The block's Clicks panel: what a thumbnail click does, and right-click protection.
 */
import { __ } from '@wordpress/i18n';
import { PanelBody, SelectControl, ToggleControl } from '@wordpress/components';
import type { PanelProps } from '../attributes';
import { choices } from './choices';

export default function ClicksPanel( {
	attributes,
	setAttributes,
}: PanelProps ) {
	return (
		<PanelBody title={ __( 'Clicks', 'vista-gallery' ) }>
			<SelectControl
				label={ __( 'Clicking a thumbnail', 'vista-gallery' ) }
				value={ attributes.thumbClickAction }
				options={ choices( [
					{
						label: __( 'Opens the image', 'vista-gallery' ),
						value: 'open_lightbox',
					},
					{
						label: __( 'Opens the image’s link', 'vista-gallery' ),
						value: 'redirect_to_url',
					},
					{
						label: __( 'Does nothing', 'vista-gallery' ),
						value: 'do_nothing',
					},
				] ) }
				onChange={ ( thumbClickAction ) =>
					setAttributes( { thumbClickAction } )
				}
				__nextHasNoMarginBottom
			/>
			{ attributes.thumbClickAction === 'redirect_to_url' && (
				<SelectControl
					label={ __( 'Open the link in', 'vista-gallery' ) }
					value={ attributes.thumbLinkTarget }
					options={ choices( [
						{
							label: __( 'The same tab', 'vista-gallery' ),
							value: '_self',
						},
						{
							label: __( 'A new tab', 'vista-gallery' ),
							value: '_blank',
						},
					] ) }
					onChange={ ( thumbLinkTarget ) =>
						setAttributes( { thumbLinkTarget } )
					}
					__nextHasNoMarginBottom
				/>
			) }
			<ToggleControl
				label={ __( 'Block the right-click menu', 'vista-gallery' ) }
				checked={ attributes.rightClickProtection }
				onChange={ ( rightClickProtection ) =>
					setAttributes( { rightClickProtection } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}
