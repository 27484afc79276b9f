/**
 * The watermark over the popup's image (GallerySettings, 000 §3.4 `watermark`): text or an image,
 * placed, sized and faded by CSS custom properties.
 */
import type { LightboxSettings } from '../common/lightbox-types';

export default function Watermark( {
	watermark,
}: {
	watermark: NonNullable< LightboxSettings[ 'watermark' ] >;
} ) {
	const opacity =
		watermark.opacity > 1 ? watermark.opacity / 100 : watermark.opacity;
	const style: Record< string, string > = {
		'--vista-watermark-opacity': String( opacity ),
		'--vista-watermark-size': `${ watermark.size }px`,
		'--vista-watermark-color': watermark.color,
		'--vista-watermark-w': `${ watermark.size }px`,
	};
	return (
		<div
			className={ `vista-watermark vista-watermark--${ watermark.type } vista-watermark--${ watermark.position }` }
			style={ style }
			aria-hidden="true"
		>
			{ watermark.type === 'image' ? (
				<img src={ watermark.image_url } alt="" />
			) : (
				watermark.text
			) }
		</div>
	);
}
