/**
 * Where the watermark is drawn: the image browser, blog style, slideshow and lightbox.
 */
import { CheckboxControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { helpWithError } from '@vista/shared/settings/field';
import { SettingsSection } from '@vista/shared/settings/Section';
import { PLACES, togglePlace } from './draft';
import type { SectionProps } from './section-props';
import type { WatermarkPlace } from './types';

function placeLabel( place: WatermarkPlace ): string {
	switch ( place ) {
		case 'image_browser':
			return __( 'Image browser', 'vista-gallery' );
		case 'blog_style':
			return __( 'Blog style', 'vista-gallery' );
		case 'slideshow':
			return __( 'Slideshow', 'vista-gallery' );
		case 'lightbox':
			return __( 'Lightbox', 'vista-gallery' );
	}
}

export function PlacesSection( { draft, errors, update }: SectionProps ) {
	const error = errors.watermark_apply;
	return (
		<SettingsSection
			id="places"
			title={ __( 'Where the watermark is shown', 'vista-gallery' ) }
		>
			<fieldset
				className="vista-gallery-settings-places"
				aria-invalid={ error ? 'true' : undefined }
			>
				<legend className="vista-gallery-settings-places__legend">
					{ __( 'Apply the watermark to', 'vista-gallery' ) }
				</legend>
				{ error && (
					<p className="vista-gallery-settings-places__error">
						{ helpWithError( error ) }
					</p>
				) }
				{ PLACES.map( ( place ) => (
					<CheckboxControl
						key={ place }
						__nextHasNoMarginBottom
						label={ placeLabel( place ) }
						checked={ draft.watermark_apply.includes( place ) }
						onChange={ ( on ) =>
							update(
								'watermark_apply',
								togglePlace( draft.watermark_apply, place, on )
							)
						}
					/>
				) ) }
			</fieldset>
		</SettingsSection>
	);
}
