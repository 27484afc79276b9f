/**
 * How the watermark will look over an image, drawn with the front end's own watermark styles
 * (src/gallery/watermark/watermark.css) from the settings as edited.
 */
import { __ } from '@wordpress/i18n';
import type { CSSProperties } from 'react';
import type { DraftSettings } from './types';

/**
 * A number typed in the form, or the fallback while it is not one in range.
 * @param value    As typed.
 * @param min      Lowest.
 * @param max      Highest.
 * @param fallback Otherwise.
 */
function numberOr(
	value: number | string,
	min: number,
	max: number,
	fallback: number
): number {
	const number = typeof value === 'number' ? value : Number( value );
	return Number.isInteger( number ) && number >= min && number <= max
		? number
		: fallback;
}

export function WatermarkPreview( {
	draft,
	imageUrl,
}: {
	draft: DraftSettings;
	imageUrl: string;
} ) {
	const type = draft.watermark_type;
	const style = {
		'--vista-watermark-opacity': String(
			numberOr( draft.watermark_opacity, 0, 100, 60 ) / 100
		),
		'--vista-watermark-size': `${ numberOr(
			draft.watermark_font_size,
			8,
			200,
			24
		) }px`,
		'--vista-watermark-color': /^#[0-9a-f]{6}$/i.test(
			draft.watermark_color
		)
			? draft.watermark_color
			: '#ffffff',
		'--vista-watermark-w': `${ numberOr(
			draft.watermark_width,
			10,
			2000,
			120
		) }px`,
	} as CSSProperties;
	const className = `vista-watermark vista-watermark--${ type } vista-watermark--${ draft.watermark_position }`;
	let mark = null;
	if ( type === 'text' && draft.watermark_text.trim() !== '' ) {
		mark = (
			<span className={ className } style={ style }>
				{ draft.watermark_text }
			</span>
		);
	} else if ( type === 'image' && imageUrl !== '' ) {
		mark = (
			<span className={ className } style={ style }>
				<img
					src={ imageUrl }
					alt=""
					width={ numberOr( draft.watermark_width, 10, 2000, 120 ) }
					height={ numberOr( draft.watermark_height, 10, 2000, 60 ) }
				/>
			</span>
		);
	}
	return (
		<figure className="vista-gallery-settings-preview">
			<div className="vista-gallery-settings-preview__image">
				{ mark }
			</div>
			<figcaption>
				{ __(
					'Preview of the watermark over an image.',
					'vista-gallery'
				) }
			</figcaption>
		</figure>
	);
}
