/**
 * The popup's stage: the slide shown (and the one leaving during a transition), the watermark,
 * the overlays, the previous/next arrows, zoom on mouse move and the touch gestures.
 */
import { useEffect, type RefObject } from '@wordpress/element';
import type { ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import { stageButtons, type Move } from '../slideshow/logic';
import { delegateExtensionEmbeds } from '../common/embeds';
import { readsRightToLeft } from '../common/reading-direction';
import { Icon } from './icons';
import { isEmbed } from './logic';
import { markReady } from './media';
import Watermark from './Watermark';
import type { PopupSettings } from './settings';
import type { LightboxImage } from '../common/lightbox-types';
import type { useGestures } from './useLightboxKeys';

interface StageProps {
	stageRef: RefObject< HTMLDivElement | null >;
	settings: PopupSettings;
	images: LightboxImage[];
	shown: number;
	leaving: Move | null;
	/** The zoom's transform origin, null when not zoomed. */
	zoom: string | null;
	setZoom: ( zoom: string | null ) => void;
	/** Stops playing (zoom and touch on a zoomable image). */
	pause: () => void;
	/** Steps back (-1) or on (+1). */
	step: ( by: number ) => void;
	/** An action under the click lock. */
	gated: ( action: () => void ) => () => void;
	touch: ReturnType< typeof useGestures >;
	/** The info, rating and hit overlays. */
	children: ReactNode;
}

export default function Stage( {
	stageRef,
	settings,
	images,
	shown,
	leaving,
	zoom,
	setZoom,
	pause,
	step,
	gated,
	touch,
	children,
}: StageProps ) {
	const image = images[ shown ];
	const embed = isEmbed( image.filetype, image.embed_html );
	const zoomable = settings.zoom && ! embed;
	const buttons = stageButtons( shown, images.length, settings.loop );

	useEffect( () => {
		delegateExtensionEmbeds(
			stageRef.current ?? document.createElement( 'div' )
		);
		// eslint-disable-next-line react-hooks/exhaustive-deps -- each newly shown image is delegated once.
	}, [ shown ] );

	const slide = ( index: number ) => {
		const entry = images[ index ];
		const current = index === shown;
		const media = isEmbed( entry.filetype, entry.embed_html );
		const content = slideContent( entry, media, current ? zoom : null );
		return (
			<div
				key={ entry.id }
				className={ `vista-lightbox__slide ${
					current ? 'is-current' : 'is-leaving'
				}` }
				data-embed={ media ? '1' : undefined }
				data-image-id={ entry.id }
				aria-hidden={ ! current }
			>
				{ content }
			</div>
		);
	};

	return (
		<div
			className="vista-lightbox__stage"
			ref={ stageRef }
			onContextMenu={ ( event ) => {
				if ( settings.noRightClick ) {
					event.preventDefault();
				}
			} }
			onMouseMove={ ( event ) => {
				const target = event.target as HTMLElement;
				if ( ! zoomable || target.tagName !== 'IMG' ) {
					if ( zoom ) {
						setZoom( null );
					}
					return;
				}
				const box = target.getBoundingClientRect();
				setZoom(
					`${ ( ( event.clientX - box.left ) / box.width ) * 100 }% ${
						( ( event.clientY - box.top ) / box.height ) * 100
					}%`
				);
				if ( ! zoom ) {
					pause();
				}
			} }
			onMouseLeave={ () => setZoom( null ) }
			onTouchStart={ touch.onTouchStart }
			onTouchCancel={ touch.onTouchCancel }
			onTouchEnd={ touch.onTouchEnd }
		>
			<div className="vista-lightbox__slides">
				{ leaving && leaving.from !== shown && slide( leaving.from ) }
				{ slide( shown ) }
			</div>
			{ settings.watermark && ! embed && (
				<Watermark watermark={ settings.watermark } />
			) }
			{ children }
			{ stageArrows( buttons, step, gated ) }
		</div>
	);
}

/**
 * The previous and next arrows, where there is an image to go to. A plain function rather than a
 * component: its arguments need no property names in the minified chunk.
 * @param buttons Which arrows there are.
 * @param step    Moves by one image.
 * @param gated   Lets a move through only when the stage is ready for it.
 */
function stageArrows(
	buttons: ReturnType< typeof stageButtons >,
	step: StageProps[ 'step' ],
	gated: StageProps[ 'gated' ]
) {
	// The keys follow the reading order (commandOf): right to left, Left arrow goes next.
	const rtl = readsRightToLeft( document.documentElement );
	const previous = rtl
		? __( 'Previous image (Right arrow)', 'vista-gallery' )
		: __( 'Previous image (Left arrow)', 'vista-gallery' );
	const next = rtl
		? __( 'Next image (Left arrow)', 'vista-gallery' )
		: __( 'Next image (Right arrow)', 'vista-gallery' );
	return (
		<>
			{ buttons.prev && (
				<button
					type="button"
					className="vista-lightbox__arrow vista-lightbox__arrow--prev"
					aria-label={ previous }
					title={ previous }
					onClick={ gated( () => step( -1 ) ) }
				>
					<Icon name="previous" />
				</button>
			) }
			{ buttons.next && (
				<button
					type="button"
					className="vista-lightbox__arrow vista-lightbox__arrow--next"
					aria-label={ next }
					title={ next }
					onClick={ gated( () => step( 1 ) ) }
				>
					<Icon name="next" />
				</button>
			) }
		</>
	);
}

/**
 * What a slide shows: the image, an embed the server made safe, or the mount of an extension's
 * embed (a Flickr video shows nothing here).
 * @param entry The slide's image.
 * @param media Whether it is an embed.
 * @param zoom  Where the current slide is zoomed in, if it is.
 */
function slideContent(
	entry: StageProps[ 'images' ][ number ],
	media: boolean,
	zoom: string | null
) {
	if ( entry.filetype.includes( 'FLICKR_VIDEO' ) ) {
		return null;
	} else if ( media && entry.embed_html ) {
		return (
			<div
				className="vista-lightbox__embed"
				// The server's EmbedMarkup: escaped, provider addresses only.
				dangerouslySetInnerHTML={ { __html: entry.embed_html } }
			/>
		);
	} else if ( media ) {
		return (
			<div
				className="vista-embed vista-embed--extension"
				data-filetype={ entry.filetype }
				data-url={ entry.image_url }
			/>
		);
	}
	return (
		<img
			src={ entry.image_url }
			alt={ entry.alt }
			width={ entry.image_width || undefined }
			height={ entry.image_height || undefined }
			decoding="async"
			draggable={ false }
			onLoad={ ( event ) => markReady( event.currentTarget ) }
			style={
				zoom
					? { transform: 'scale(2)', transformOrigin: zoom }
					: undefined
			}
		/>
	);
}
