/**
 * The lightbox popup (000 §2.3, §4.1, §9.2): one image at a time with the slideshow's effects,
 * the filmstrip, the control bar, the info, rating and hit areas, the watermark, share and
 * download, and the comments and ecommerce side panels (chunks of their own, loaded on first
 * open). Keyboard, swipe and focus are handled here; the address and page state by popup.tsx.
 */
import {
	Suspense,
	lazy,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
	EFFECTS,
	autoplayRequest,
	clickLock,
	finishChange,
	requestChange,
	resolveEffect,
	stageButtons,
	transitionTime,
	type EffectName,
	type Move,
	type NavRequest,
	type NavState,
} from '../slideshow/logic';
import { detectSupport, effectFor, runEffect } from '../slideshow/effects';
import { secondsToMs } from '../playback/playback';
import { delegateExtensionEmbeds } from '../view/embeds';
import RatingBar from '../lightbox-rating/RatingBar';
import { postHit } from '../lightbox-rating/hits';
import Filmstrip from './Filmstrip';
import { Icon, type IconName } from './icons';
import { createGestureRecognizer } from './gestures';
import { imageAddress } from './address';
import {
	CLICK_DEBOUNCE_MS,
	ECOMMERCE_OPEN_DELAY_MS,
	INFO_RECALC_MS,
	commandOf,
	isEmbed,
	isTextEntry,
	panelWidth,
	preloadOrder,
	shareLinks,
	type Command,
} from './logic';
import type { LightboxImage, LightboxSettings, RatingState } from './types';

const CommentsPanel = lazy(
	() =>
		import(
			/* webpackChunkName: "gallery-lightbox-comments" */ '../lightbox-comments/CommentsPanel'
		)
);
const EcommercePanel = lazy(
	() =>
		import(
			/* webpackChunkName: "gallery-lightbox-ecommerce" */ '../lightbox-ecommerce/EcommercePanel'
		)
);

type Panel = 'comments' | 'ecommerce' | null;

const FOCUSABLE =
	'a[href], button:not([disabled]), input, select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

/**
 * Stops the players of a slide that is leaving: YouTube and Vimeo by their message API, other
 * frames by reloading them, video and audio elements by pausing.
 * @param slide The slide.
 */
function pauseMedia( slide: Element | null | undefined ): void {
	slide?.querySelectorAll( 'iframe' ).forEach( ( frame ) => {
		const player = frame.contentWindow;
		if ( /youtube(-nocookie)?\.com/.test( frame.src ) ) {
			player?.postMessage(
				'{"event":"command","func":"pauseVideo","args":""}',
				'*'
			);
		} else if ( /vimeo\.com/.test( frame.src ) ) {
			player?.postMessage( '{"method":"pause"}', '*' );
		} else {
			frame.setAttribute( 'src', frame.src );
		}
	} );
	slide
		?.querySelectorAll( 'video, audio' )
		.forEach( ( media ) => ( media as HTMLMediaElement ).pause() );
}

/**
 * Marks the current image as shown once it is decoded (the bench and the tests wait for this).
 * @param image The image element.
 */
function markReady( image: HTMLImageElement ): void {
	const done = () =>
		image
			.closest( '.vista-lightbox__slide' )
			?.setAttribute( 'data-ready', '' );
	image.decode().then( done, done );
}

function Watermark( {
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

interface LightboxProps {
	settings: LightboxSettings;
	onClose: () => void;
}

export default function Lightbox( { settings, onClose }: LightboxProps ) {
	const [ images, setImages ] = useState< LightboxImage[] >( settings.data );
	const count = images.length;
	const loop = settings.enable_loop === 1;
	const startIndex = Math.max(
		0,
		settings.data.findIndex(
			( image ) => image.id === settings.current_image_id
		)
	);
	const nav = useRef< NavState >( {
		current: startIndex,
		busy: false,
		queue: [],
	} );
	const [ shown, setShown ] = useState( startIndex );
	const [ leaving, setLeaving ] = useState< Move | null >( null );
	const [ playing, setPlaying ] = useState(
		settings.open_with_autoplay === 1
	);
	const [ barOpen, setBarOpen ] = useState( true );
	const [ infoOpen, setInfoOpen ] = useState(
		settings.popup_info_always_show === 1
	);
	const [ ratingOpen, setRatingOpen ] = useState( true );
	const [ maximized, setMaximized ] = useState( false );
	const [ fullscreen, setFullscreen ] = useState( false );
	const [ panel, setPanel ] = useState< Panel >(
		settings.open_comment === 1 && settings.popup_enable_comment === 1
			? 'comments'
			: null
	);
	const [ shareOpen, setShareOpen ] = useState( false );
	const [ zoom, setZoom ] = useState< string | null >( null );
	const [ status, setStatus ] = useState( '' );
	const [ copied, setCopied ] = useState( false );
	const [ win, setWin ] = useState( {
		w: window.innerWidth,
		h: window.innerHeight,
	} );
	const root = useRef< HTMLDivElement >( null );
	const stage = useRef< HTMLDivElement >( null );
	const info = useRef< HTMLDivElement >( null );
	const gate = useRef( clickLock( CLICK_DEBOUNCE_MS ) );
	const gestures = useRef( createGestureRecognizer() );
	const resumeOnFocus = useRef( false );
	const resumeAfterComments = useRef( false );
	const preloaded = useRef( new Set< string >() );

	const image = images[ shown ];
	const embed = isEmbed( image.filetype, image.embed_html );
	const effectMs = secondsToMs( settings.slideshow_effect_duration );
	const intervalMs = secondsToMs( settings.slideshow_interval ) || 5000;
	const canShop = ( candidate: LightboxImage ) =>
		settings.enable_image_ecommerce === 1 && candidate.pricelist > 0;
	const side = panel
		? panelWidth( settings.lightbox_comment_width, win.w )
		: null;

	/**
	 * Plays the change a request leads to, or queues it while a transition runs.
	 * @param request Step or image.
	 */
	const go = ( request: NavRequest ) => {
		const result = requestChange( nav.current, request, count, loop );
		nav.current = result.state;
		if ( result.move ) {
			begin( result.move );
		}
	};
	const begin = ( move: Move ) => {
		pauseMedia( stage.current?.querySelector( '.is-current' ) );
		setZoom( null );
		setLeaving( move );
		setShown( move.to );
	};
	const gated = ( action: () => void ) => () => {
		if ( gate.current( performance.now() ) ) {
			action();
		}
	};
	const step = ( by: number ) => go( { kind: 'step', by } );

	// The transition: both slides are in the DOM when this runs.
	useLayoutEffect( () => {
		const box = stage.current?.querySelector< HTMLElement >(
			'.vista-lightbox__slides'
		);
		if ( ! leaving || ! box ) {
			return;
		}
		let live = true;
		const from = box.querySelector< HTMLElement >( '.is-leaving' );
		const to = box.querySelector< HTMLElement >( '.is-current' );
		const name = EFFECTS.includes( settings.bwg_image_effect as EffectName )
			? ( settings.bwg_image_effect as EffectName )
			: 'fade';
		const done = () => {
			if ( ! live ) {
				return;
			}
			const result = finishChange( nav.current, count, loop );
			nav.current = result.state;
			setLeaving( null );
			if ( result.move ) {
				begin( result.move );
			}
		};
		if ( from && to ) {
			runEffect( {
				stage: box,
				from,
				to,
				direction: leaving.direction,
				duration: transitionTime( intervalMs, effectMs ),
				effect: effectFor(
					resolveEffect( name, detectSupport() ),
					from,
					to
				),
			} ).then( done, done );
		} else {
			done();
		}
		return () => {
			live = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ leaving ] );

	// Each image change (the first too): hit, hash, announcement, panels, preload, info height.
	useEffect( () => {
		const current = images[ shown ];
		window.history.replaceState(
			window.history.state,
			'',
			imageAddress(
				window.location.href,
				settings.gallery_id,
				current.id
			)
		);
		postHit( settings, current.id ).then( ( state ) => {
			if ( state ) {
				applyRating( current.id, state );
			}
		} );
		setStatus(
			sprintf(
				/* translators: 1: position, 2: number of images, 3: image title */
				__( 'Image %1$d of %2$d: %3$s', 'vista-gallery' ),
				shown + 1,
				count,
				current.alt
			)
		);
		if ( ! canShop( current ) ) {
			setPanel( ( open ) => ( open === 'ecommerce' ? null : open ) );
		}
		for ( const index of preloadOrder(
			shown,
			count,
			settings.preload_images === 1,
			settings.preload_images_count,
			loop
		) ) {
			const next = images[ index ];
			if (
				! isEmbed( next.filetype, next.embed_html ) &&
				! preloaded.current.has( next.image_url )
			) {
				preloaded.current.add( next.image_url );
				new Image().src = next.image_url;
			}
		}
		delegateExtensionEmbeds(
			stage.current ?? document.createElement( 'div' )
		);
		const timer = setTimeout( measureInfo, INFO_RECALC_MS );
		return () => clearTimeout( timer );
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ shown ] );

	const measureInfo = () => {
		const box = info.current;
		if ( box ) {
			// Unclamped for the reading, so a longer description gets its full height.
			box.style.removeProperty( '--vista-info-h' );
			box.style.setProperty(
				'--vista-info-h',
				`${ box.scrollHeight }px`
			);
		}
	};
	useEffect( measureInfo, [ infoOpen ] );

	const applyRating = ( id: number, state: RatingState ) =>
		setImages( ( list ) =>
			list.map( ( entry ) =>
				entry.id === id
					? {
							...entry,
							hit_count: state.hit_count,
							rate: state.current_rate,
							rate_count: state.current_rate_count,
							avg_rating: state.current_avg_rating,
						}
					: entry
			)
		);

	// Autoplay: the next image an interval after the last change ended.
	useEffect( () => {
		if ( ! playing || leaving ) {
			return;
		}
		const timer = setTimeout( () => {
			const request = autoplayRequest(
				nav.current.current,
				count,
				false,
				loop
			);
			if ( request ) {
				go( request );
			} else {
				setPlaying( false );
			}
		}, intervalMs );
		return () => clearTimeout( timer );
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ playing, leaving, shown ] );

	// Playing pauses while the window is in the background and resumes when it is back.
	const playingNow = useRef( playing );
	playingNow.current = playing;
	const panelNow = useRef( panel );
	panelNow.current = panel;
	useEffect( () => {
		const blur = () => {
			if ( playingNow.current ) {
				resumeOnFocus.current = true;
				setPlaying( false );
			}
		};
		const focus = () => {
			if ( resumeOnFocus.current ) {
				resumeOnFocus.current = false;
				setPlaying( true );
			}
		};
		const resize = () =>
			setWin( { w: window.innerWidth, h: window.innerHeight } );
		const fullscreenChange = () =>
			setFullscreen( document.fullscreenElement === root.current );
		window.addEventListener( 'blur', blur );
		window.addEventListener( 'focus', focus );
		window.addEventListener( 'resize', resize );
		document.addEventListener( 'fullscreenchange', fullscreenChange );
		root.current?.focus();
		if ( settings.open_with_fullscreen === 1 ) {
			toggleFullscreen();
		}
		const shop =
			settings.open_ecommerce === 1 && canShop( images[ shown ] )
				? setTimeout(
						() => openPanel( 'ecommerce' ),
						ECOMMERCE_OPEN_DELAY_MS
					)
				: undefined;
		if ( panel === 'comments' ) {
			resumeAfterComments.current = playing;
			setPlaying( false );
		}
		return () => {
			clearTimeout( shop );
			window.removeEventListener( 'blur', blur );
			window.removeEventListener( 'focus', focus );
			window.removeEventListener( 'resize', resize );
			document.removeEventListener(
				'fullscreenchange',
				fullscreenChange
			);
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// A panel wider than the window covers it: nothing plays behind it.
	useEffect( () => {
		if ( side?.full ) {
			setPlaying( false );
		}
	}, [ side?.full ] );

	const toggleFullscreen = () => {
		const element = root.current;
		if ( document.fullscreenElement ) {
			document.exitFullscreen().catch( () => undefined );
		} else if ( fullscreen ) {
			// The window-filling fallback of a browser that refused.
			setFullscreen( false );
		} else if ( element?.requestFullscreen ) {
			element.requestFullscreen().catch( () => setFullscreen( true ) );
		} else {
			setFullscreen( true );
		}
	};

	const openPanel = ( which: Exclude< Panel, null > ) => {
		if ( which === 'comments' && panelNow.current !== 'comments' ) {
			resumeAfterComments.current = playingNow.current;
			setPlaying( false );
		}
		setPanel( which );
	};
	const closePanel = () => setPanel( null );
	const togglePanel = ( which: Exclude< Panel, null > ) =>
		panel === which ? closePanel() : openPanel( which );
	// Opening one panel closes the other; leaving comments restores playing.
	useEffect( () => {
		if ( panel !== 'comments' && resumeAfterComments.current ) {
			resumeAfterComments.current = false;
			setPlaying( true );
		}
	}, [ panel ] );

	const hasInfo = image.alt.trim() !== '' || image.description.trim() !== '';
	const shareUrl = imageAddress(
		settings.share_url || window.location.href,
		settings.gallery_id,
		image.id
	);

	const run = ( command: Command ) => {
		switch ( command ) {
			case 'close':
				onClose();
				break;
			case 'previous':
				step( -1 );
				break;
			case 'next':
				step( 1 );
				break;
			case 'first':
				go( { kind: 'go', to: 0 } );
				break;
			case 'last':
				go( { kind: 'go', to: count - 1 } );
				break;
			case 'play':
				setPlaying( ( on ) => ! on );
				break;
			case 'fullscreen':
				if ( settings.popup_enable_fullscreen === 1 ) {
					toggleFullscreen();
				}
				break;
			case 'maximize':
				setMaximized( ( on ) => ! on );
				break;
			case 'info':
				if ( settings.popup_enable_info === 1 && hasInfo ) {
					setInfoOpen( ( on ) => ! on );
				}
				break;
			case 'comments':
				if ( settings.popup_enable_comment === 1 ) {
					togglePanel( 'comments' );
				}
				break;
			case 'controls':
				setBarOpen( ( on ) => ! on );
				break;
		}
	};
	const runNow = useRef( run );
	runNow.current = run;

	// Keys and the focus trap, for the whole document while the popup is open.
	useEffect( () => {
		const focusables = () =>
			Array.from(
				root.current?.querySelectorAll< HTMLElement >( FOCUSABLE ) ?? []
			).filter( ( element ) => element.offsetParent !== null );
		const keydown = ( event: KeyboardEvent ) => {
			if ( event.key === 'Tab' ) {
				const list = focusables();
				const first = list[ 0 ];
				const last = list[ list.length - 1 ];
				const active = root.current?.ownerDocument.activeElement;
				if ( ! first ) {
					event.preventDefault();
				} else if (
					event.shiftKey &&
					( active === first || active === root.current )
				) {
					event.preventDefault();
					last.focus();
				} else if ( ! event.shiftKey && active === last ) {
					event.preventDefault();
					first.focus();
				}
				return;
			}
			if (
				isTextEntry( event.target ) ||
				event.altKey ||
				event.ctrlKey ||
				event.metaKey
			) {
				return;
			}
			const command = commandOf(
				event.key,
				!! ( event.target as Element ).closest?.( 'button, a' )
			);
			if ( command ) {
				event.preventDefault();
				runNow.current( command );
			}
		};
		const focusin = ( event: FocusEvent ) => {
			if (
				root.current &&
				! root.current.contains( event.target as Node )
			) {
				root.current.focus();
			}
		};
		document.addEventListener( 'keydown', keydown );
		document.addEventListener( 'focusin', focusin );
		return () => {
			document.removeEventListener( 'keydown', keydown );
			document.removeEventListener( 'focusin', focusin );
		};
	}, [] );

	const buttons = stageButtons( shown, count, loop );
	const fills = () => {
		if ( maximized || fullscreen ) {
			return true;
		}
		const room = 80;
		return (
			settings.image_width >= win.w - ( side?.width ?? 0 ) - room ||
			settings.image_height >= win.h - room
		);
	};
	const vertical =
		settings.lightbox_filmstrip_pos === 'left' ||
		settings.lightbox_filmstrip_pos === 'right';
	const filmstrip =
		settings.enable_image_filmstrip === 1 && count > 1 ? (
			<Filmstrip
				images={ images }
				current={ shown }
				vertical={ vertical }
				thumbWidth={ settings.image_filmstrip_width || 90 }
				thumbHeight={ settings.image_filmstrip_height || 60 }
				onPick={ ( index ) =>
					gated( () => go( { kind: 'go', to: index } ) )()
				}
			/>
		) : null;
	const filmstripFirst =
		settings.lightbox_filmstrip_pos === 'top' ||
		settings.lightbox_filmstrip_pos === 'left';

	const control = (
		name: string,
		label: string,
		icon: IconName,
		onClick: () => void,
		extra: Record< string, unknown > = {}
	) => (
		<button
			type="button"
			className={ `vista-lightbox__button vista-lightbox__button--${ name }` }
			aria-label={ label }
			title={ label }
			onClick={ onClick }
			{ ...extra }
		>
			<Icon name={ icon } />
		</button>
	);

	const bar = settings.popup_enable_ctrl_btn === 1 && (
		<div
			className={ `vista-lightbox__bar vista-lightbox__bar--${ settings.lightbox_ctrl_btn_pos }${
				barOpen ? '' : ' is-collapsed'
			}` }
		>
			{ control(
				'toggle',
				barOpen
					? __( 'Hide controls (T)', 'vista-gallery' )
					: __( 'Show controls (T)', 'vista-gallery' ),
				barOpen === ( settings.lightbox_ctrl_btn_pos === 'top' )
					? 'up'
					: 'down',
				() => setBarOpen( ! barOpen ),
				{ 'aria-expanded': barOpen }
			) }
			<div className="vista-lightbox__controls" hidden={ ! barOpen }>
				{ count > 1 &&
					control(
						playing ? 'pause' : 'play',
						playing
							? __( 'Pause (Space)', 'vista-gallery' )
							: __( 'Play (Space)', 'vista-gallery' ),
						playing ? 'pause' : 'play',
						() => setPlaying( ! playing ),
						{ 'aria-pressed': playing }
					) }
				{ settings.popup_enable_fullscreen === 1 &&
					control(
						'fullscreen',
						fullscreen
							? __( 'Exit fullscreen (F)', 'vista-gallery' )
							: __( 'Fullscreen (F)', 'vista-gallery' ),
						fullscreen ? 'exitFullscreen' : 'fullscreen',
						toggleFullscreen,
						{ 'aria-pressed': fullscreen }
					) }
				{ ! fullscreen &&
					control(
						maximized ? 'restore' : 'maximize',
						maximized
							? __( 'Restore size (M)', 'vista-gallery' )
							: __( 'Maximize (M)', 'vista-gallery' ),
						maximized ? 'restore' : 'maximize',
						() => setMaximized( ! maximized ),
						{ 'aria-pressed': maximized }
					) }
				{ settings.popup_enable_info === 1 &&
					hasInfo &&
					control(
						'info',
						infoOpen
							? __( 'Hide info (I)', 'vista-gallery' )
							: __( 'Show info (I)', 'vista-gallery' ),
						'info',
						() => setInfoOpen( ! infoOpen ),
						{ 'aria-pressed': infoOpen }
					) }
				{ settings.popup_enable_rate === 1 &&
					control(
						'rating',
						ratingOpen
							? __( 'Hide rating', 'vista-gallery' )
							: __( 'Show rating', 'vista-gallery' ),
						'rating',
						() => setRatingOpen( ! ratingOpen ),
						{ 'aria-pressed': ratingOpen }
					) }
				{ settings.popup_enable_comment === 1 &&
					control(
						'comments',
						sprintf(
							/* translators: %d: number of comments */
							__( 'Comments: %d (C)', 'vista-gallery' ),
							image.comment_count
						),
						'comments',
						() => togglePanel( 'comments' ),
						{ 'aria-pressed': panel === 'comments' }
					) }
				{ canShop( image ) &&
					control(
						'ecommerce',
						__( 'Buy this image', 'vista-gallery' ),
						'ecommerce',
						() => togglePanel( 'ecommerce' ),
						{ 'aria-pressed': panel === 'ecommerce' }
					) }
				{ settings.popup_enable_share === 1 &&
					control(
						'share',
						__( 'Share', 'vista-gallery' ),
						'share',
						() => setShareOpen( ! shareOpen ),
						{ 'aria-expanded': shareOpen }
					) }
				{ settings.popup_enable_download === 1 && ! embed && (
					<a
						className="vista-lightbox__button vista-lightbox__button--download"
						href={ image.pure_image_url }
						download={ image.filename || true }
						aria-label={ __( 'Download', 'vista-gallery' ) }
						title={ __( 'Download', 'vista-gallery' ) }
					>
						<Icon name="download" />
					</a>
				) }
			</div>
			{ shareOpen && barOpen && (
				<div className="vista-lightbox__share">
					{ shareLinks(
						shareUrl,
						image.pure_image_url,
						image.alt
					).map( ( link ) => (
						<a
							key={ link.network }
							className={ `vista-lightbox__share-link vista-lightbox__share-link--${ link.network }` }
							href={ link.href }
							target="_blank"
							rel="noopener noreferrer"
						>
							{
								{
									facebook: __( 'Facebook', 'vista-gallery' ),
									twitter: __(
										'X (Twitter)',
										'vista-gallery'
									),
									pinterest: __(
										'Pinterest',
										'vista-gallery'
									),
									tumblr: __( 'Tumblr', 'vista-gallery' ),
								}[ link.network ]
							}
						</a>
					) ) }
					<button
						type="button"
						className="vista-lightbox__share-link vista-lightbox__share-link--generic"
						onClick={ () => {
							if ( typeof navigator.share === 'function' ) {
								navigator
									.share( {
										title: image.alt,
										url: shareUrl,
									} )
									.catch( () => undefined );
							} else {
								navigator.clipboard
									?.writeText( shareUrl )
									.then( () => setCopied( true ) )
									.catch( () => undefined );
							}
						} }
					>
						{ typeof navigator.share === 'function'
							? __( 'More…', 'vista-gallery' )
							: __( 'Copy link', 'vista-gallery' ) }
					</button>
					{ copied && (
						<span className="vista-lightbox__copied">
							{ __( 'Link copied.', 'vista-gallery' ) }
						</span>
					) }
				</div>
			) }
		</div>
	);

	const infoBlock = settings.popup_enable_info === 1 && hasInfo && (
		<div
			className={ `vista-lightbox__info${ infoOpen ? ' is-open' : '' }` }
			ref={ info }
			hidden={ ! infoOpen }
		>
			<div>
				{ image.alt && (
					<p className="vista-lightbox__title">{ image.alt }</p>
				) }
				{ image.description && (
					<p className="vista-lightbox__description">
						{ image.description }
					</p>
				) }
			</div>
		</div>
	);
	const rating = settings.popup_enable_rate === 1 && ratingOpen && (
		<RatingBar
			image={ image }
			imageKey={ shown }
			settings={ settings }
			onChange={ ( state ) => applyRating( image.id, state ) }
		/>
	);
	const hits = settings.popup_enable_hit_counter === 1 && (
		<div className="vista-lightbox__hits">
			{ sprintf(
				/* translators: %d: number of views */
				__( 'Hits: %d', 'vista-gallery' ),
				image.hit_count
			) }
		</div>
	);
	const overlay = ( place: 'top' | 'bottom' ) => (
		<div
			className={ `vista-lightbox__overlay vista-lightbox__overlay--${ place }` }
		>
			{ settings.lightbox_info_pos === place && infoBlock }
			{ settings.lightbox_rate_pos === place && rating }
			{ settings.lightbox_hit_pos === place && hits }
		</div>
	);

	const slide = ( index: number ) => {
		const entry = images[ index ];
		const current = index === shown;
		const media = isEmbed( entry.filetype, entry.embed_html );
		let content = null;
		if ( entry.filetype.includes( 'FLICKR_VIDEO' ) ) {
			content = null;
		} else if ( media && entry.embed_html ) {
			content = (
				<div
					className="vista-lightbox__embed"
					// The server's EmbedMarkup: escaped, provider addresses only.
					dangerouslySetInnerHTML={ { __html: entry.embed_html } }
				/>
			);
		} else if ( media ) {
			content = (
				<div
					className="vista-embed vista-embed--extension"
					data-filetype={ entry.filetype }
					data-url={ entry.image_url }
				/>
			);
		} else {
			content = (
				<img
					src={ entry.image_url }
					alt={ entry.alt }
					width={ entry.image_width || undefined }
					height={ entry.image_height || undefined }
					decoding="async"
					draggable={ false }
					onLoad={ ( event ) => markReady( event.currentTarget ) }
					style={
						current && zoom
							? { transform: 'scale(2)', transformOrigin: zoom }
							: undefined
					}
				/>
			);
		}
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

	const zoomable = settings.popup_enable_zoom === 1 && ! embed;
	const rootClasses = [
		'vista-lightbox',
		maximized && 'is-maximized',
		fullscreen && 'is-fullscreen',
		! barOpen && 'is-bar-collapsed',
		side && `has-panel-${ settings.lightbox_comment_pos }`,
	]
		.filter( Boolean )
		.join( ' ' );
	const rootStyle: Record< string, string > = {
		'--vista-box-w': `${ settings.image_width || 800 }px`,
		'--vista-box-h': `${ settings.image_height || 500 }px`,
		'--vista-panel-w': `${ side?.width ?? 0 }px`,
	};
	const Panel = panel === 'comments' ? CommentsPanel : EcommercePanel;

	return (
		<div
			className={ rootClasses }
			role="dialog"
			aria-modal="true"
			aria-label={ __( 'Image viewer', 'vista-gallery' ) }
			tabIndex={ -1 }
			ref={ root }
			style={ rootStyle }
		>
			<div className="vista-lightbox__box">
				{ settings.lightbox_ctrl_btn_pos === 'top' && bar }
				{ filmstripFirst && filmstrip }
				<div
					className="vista-lightbox__stage"
					ref={ stage }
					onContextMenu={ ( event ) => {
						if ( settings.image_right_click === 1 ) {
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
								( ( event.clientY - box.top ) / box.height ) *
								100
							}%`
						);
						if ( ! zoom ) {
							setPlaying( false );
						}
					} }
					onMouseLeave={ () => setZoom( null ) }
					onTouchStart={ ( event ) => {
						if ( zoomable ) {
							setPlaying( false );
						}
						const touch = event.touches[ 0 ];
						if ( event.touches.length > 1 ) {
							gestures.current.cancel();
						} else {
							gestures.current.start( {
								x: touch.clientX,
								y: touch.clientY,
								t: performance.now(),
							} );
						}
					} }
					onTouchCancel={ () => gestures.current.cancel() }
					onTouchEnd={ ( event ) => {
						const touch = event.changedTouches[ 0 ];
						const gesture = gestures.current.end( {
							x: touch.clientX,
							y: touch.clientY,
							t: performance.now(),
						} );
						if ( gesture === 'swipe-left' ) {
							step( 1 );
						} else if ( gesture === 'swipe-right' ) {
							step( -1 );
						} else if ( gesture === 'double-tap' ) {
							setBarOpen( ( on ) => ! on );
						} else if ( gesture === 'long-tap' && hasInfo ) {
							setInfoOpen( ( on ) => ! on );
						}
					} }
				>
					<div className="vista-lightbox__slides">
						{ leaving &&
							leaving.from !== shown &&
							slide( leaving.from ) }
						{ slide( shown ) }
					</div>
					{ settings.watermark && ! embed && (
						<Watermark watermark={ settings.watermark } />
					) }
					{ overlay( 'top' ) }
					{ overlay( 'bottom' ) }
					{ buttons.prev && (
						<button
							type="button"
							className="vista-lightbox__arrow vista-lightbox__arrow--prev"
							aria-label={ __(
								'Previous image (Left arrow)',
								'vista-gallery'
							) }
							title={ __(
								'Previous image (Left arrow)',
								'vista-gallery'
							) }
							onClick={ gated( () => step( -1 ) ) }
						>
							<Icon name="previous" />
						</button>
					) }
					{ buttons.next && (
						<button
							type="button"
							className="vista-lightbox__arrow vista-lightbox__arrow--next"
							aria-label={ __(
								'Next image (Right arrow)',
								'vista-gallery'
							) }
							title={ __(
								'Next image (Right arrow)',
								'vista-gallery'
							) }
							onClick={ gated( () => step( 1 ) ) }
						>
							<Icon name="next" />
						</button>
					) }
				</div>
				{ ! filmstripFirst && filmstrip }
				{ settings.lightbox_ctrl_btn_pos !== 'top' && bar }
				{ ! side?.full && (
					<button
						type="button"
						className={ `vista-lightbox__close ${
							fills()
								? 'vista-lightbox__close--inside'
								: 'vista-lightbox__close--outside'
						}` }
						aria-label={ __( 'Close (Escape)', 'vista-gallery' ) }
						title={ __( 'Close (Escape)', 'vista-gallery' ) }
						onClick={ onClose }
					>
						<Icon name="close" />
					</button>
				) }
			</div>
			{ panel && side && (
				<div
					className={ `vista-lightbox__side vista-lightbox__side--${ settings.lightbox_comment_pos }${
						side.full ? ' is-full' : ''
					}` }
					style={ { width: `${ side.width }px` } }
				>
					<Suspense
						fallback={
							<div className="vista-lightbox__loading">
								{ __( 'Loading…', 'vista-gallery' ) }
							</div>
						}
					>
						<Panel
							image={ image }
							imageKey={ shown }
							settings={ settings }
							onClose={ closePanel }
							onCountChange={ ( comments ) =>
								setImages( ( list ) =>
									list.map( ( entry ) =>
										entry.id === image.id
											? {
													...entry,
													comment_count: comments,
												}
											: entry
									)
								)
							}
						/>
					</Suspense>
				</div>
			) }
			<div className="vista-visually-hidden" aria-live="polite">
				{ status }
			</div>
		</div>
	);
}
