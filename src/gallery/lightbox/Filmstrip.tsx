/**
 * The popup's filmstrip (000 §2.3, §4.1): thumbnails in a row or a column, the active one kept in
 * view by a 500 ms scroll (a jump for visitors who ask for reduced motion), and back/forward arrows
 * dimmed at the ends or when every thumbnail fits.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
	FILMSTRIP_ARROW_REFRESH_MS,
	FILMSTRIP_SCROLL_MS,
	easeInOut,
	filmstripArrows,
	pageScroll,
	revealScroll,
} from '../slideshow/logic';
import {
	inlineOffset,
	inlineScroll,
	setInlineScroll,
} from '../common/reading-direction';
import { prefersReducedMotion } from '../playback/playback';
import { Icon } from './icons';
import type { LightboxImage } from '../common/lightbox-types';

interface FilmstripProps {
	images: LightboxImage[];
	current: number;
	vertical: boolean;
	thumbWidth: number;
	thumbHeight: number;
	onPick: ( index: number ) => void;
}

export default function Filmstrip( {
	images,
	current,
	vertical,
	thumbWidth,
	thumbHeight,
	onPick,
}: FilmstripProps ) {
	const viewport = useRef< HTMLDivElement >( null );
	const frame = useRef( 0 );
	const [ arrows, setArrows ] = useState( { back: false, forward: false } );

	const metrics = () => {
		const v = viewport.current as HTMLDivElement;
		return vertical
			? {
					position: v.scrollTop,
					size: v.clientHeight,
					max: v.scrollHeight - v.clientHeight,
				}
			: {
					position: inlineScroll( v ),
					size: v.clientWidth,
					max: v.scrollWidth - v.clientWidth,
				};
	};
	const refresh = () => {
		if ( viewport.current ) {
			const { position, max } = metrics();
			setArrows( filmstripArrows( position, max ) );
		}
	};
	const scrollTo = ( target: number ) => {
		const v = viewport.current;
		if ( ! v ) {
			return;
		}
		const start = metrics().position;
		const begin = performance.now();
		// Reduced motion: the strip jumps to its place (no frames at all, so the first is the last).
		const duration = prefersReducedMotion() ? 0 : FILMSTRIP_SCROLL_MS;
		cancelAnimationFrame( frame.current );
		const step = ( now: number ) => {
			const t =
				duration > 0 ? Math.min( 1, ( now - begin ) / duration ) : 1;
			const value = start + ( target - start ) * easeInOut( t );
			if ( vertical ) {
				v.scrollTop = value;
			} else {
				setInlineScroll( v, value );
			}
			if ( t < 1 ) {
				frame.current = requestAnimationFrame( step );
			}
		};
		if ( duration > 0 ) {
			frame.current = requestAnimationFrame( step );
		} else {
			step( begin );
		}
		setTimeout( refresh, FILMSTRIP_ARROW_REFRESH_MS );
	};

	useEffect( () => {
		const item = viewport.current?.children[ current ] as
			HTMLElement | undefined;
		if ( ! item ) {
			return;
		}
		const { size, max } = metrics();
		scrollTo(
			revealScroll(
				vertical
					? item.offsetTop
					: inlineOffset( item, viewport.current as HTMLElement ),
				vertical ? item.offsetHeight : item.offsetWidth,
				size,
				max
			)
		);
		// eslint-disable-next-line react-hooks/exhaustive-deps -- scrolls only when the shown image or the direction changes.
	}, [ current, vertical ] );

	useEffect( () => {
		refresh();
		window.addEventListener( 'resize', refresh );
		return () => {
			window.removeEventListener( 'resize', refresh );
			cancelAnimationFrame( frame.current );
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- listens once, for the life of the filmstrip.
	}, [] );

	const page = ( forward: boolean ) => {
		const { position, size, max } = metrics();
		scrollTo( pageScroll( position, size, max, forward ) );
	};
	return (
		<div
			className={ `vista-lightbox__filmstrip is-${
				vertical ? 'vertical' : 'horizontal'
			}` }
			style={
				{
					'--vista-thumb-w': `${ thumbWidth }px`,
					'--vista-thumb-h': `${ thumbHeight }px`,
				} as Record< string, string >
			}
		>
			{ stripArrow( false, arrows.back, page ) }
			<div
				className="vista-lightbox__strip"
				ref={ viewport }
				onScroll={ refresh }
			>
				{ images.map( ( image, index ) =>
					stripThumb( image, index, index === current, onPick )
				) }
			</div>
			{ stripArrow( true, arrows.forward, page ) }
		</div>
	);
}

/**
 * A strip arrow: pages the thumbnails, dimmed when there is nothing more that way. This and
 * stripThumb are plain functions rather than components: their arguments need no property
 * names in the minified chunk.
 * @param forward Which way it pages.
 * @param enabled Whether there is more that way.
 * @param onPage  Pages the thumbnails.
 */
function stripArrow(
	forward: boolean,
	enabled: boolean,
	onPage: ( forward: boolean ) => void
) {
	return (
		<button
			type="button"
			className={ `vista-lightbox__strip-arrow${
				enabled ? '' : ' is-dimmed'
			}` }
			aria-disabled={ ! enabled }
			aria-label={
				forward
					? __( 'More thumbnails forward', 'vista-gallery' )
					: __( 'More thumbnails back', 'vista-gallery' )
			}
			onClick={ () => enabled && onPage( forward ) }
		>
			<Icon name={ forward ? 'next' : 'previous' } />
		</button>
	);
}

/**
 * A thumbnail: shows its image in the lightbox.
 * @param image  The image.
 * @param index  Its position.
 * @param active Whether it is the image shown.
 * @param onPick Shows an image.
 */
function stripThumb(
	image: FilmstripProps[ 'images' ][ number ],
	index: number,
	active: boolean,
	onPick: ( index: number ) => void
) {
	return (
		<button
			key={ image.id }
			type="button"
			className={ `vista-lightbox__thumb${ active ? ' is-active' : '' }` }
			aria-current={ active }
			aria-label={ sprintf(
				/* translators: 1: position, 2: image title */
				__( 'Show image %1$d: %2$s', 'vista-gallery' ),
				index + 1,
				image.alt
			) }
			onClick={ () => onPick( index ) }
		>
			<img
				src={ image.thumb_url }
				alt=""
				loading="lazy"
				decoding="async"
			/>
		</button>
	);
}
