/**
 * The switches of the image conversion and of lazy iframes.
 */
import { __ } from '@wordpress/i18n';
import { ToggleControl } from '@wordpress/components';
import type { SpeedSectionProps } from './draft';

export function SwitchFields( { draft, update }: SpeedSectionProps ) {
	return (
		<>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Convert new uploads to WebP and AVIF',
					'vista-speed'
				) }
				help={ __(
					'Each new image and all its sizes get smaller copies as soon as it is uploaded.',
					'vista-speed'
				) }
				checked={ draft.convert_uploads }
				onChange={ ( checked ) => update( 'convert_uploads', checked ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Make AVIF copies too, where the server can',
					'vista-speed'
				) }
				help={ __(
					'AVIF is smaller than WebP but slower to make.',
					'vista-speed'
				) }
				checked={ draft.avif }
				onChange={ ( checked ) => update( 'avif', checked ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Lazy-load iframes below the fold',
					'vista-speed'
				) }
				help={ __(
					'Embedded videos and maps after the first one load when the visitor scrolls near them.',
					'vista-speed'
				) }
				checked={ draft.lazy_iframes }
				onChange={ ( checked ) => update( 'lazy_iframes', checked ) }
			/>
		</>
	);
}
