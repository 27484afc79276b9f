/**
 * The popup's control bar, at the top or the bottom, folding away (T): play, fullscreen,
 * maximize, info, rating, comments, shop, share and download.
 */
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { Icon, type IconName } from './icons';
import { hasInfo } from './InfoPanel';
import { isEmbed } from './logic';
import SharePanel from './SharePanel';
import { canShop, type PopupSettings } from './settings';
import type { LightboxImage } from '../common/lightbox-types';
import type { PanelName } from './usePanels';

type Toggle = [ boolean, ( on: boolean ) => void ];

interface ControlBarProps {
	settings: PopupSettings;
	image: LightboxImage;
	count: number;
	bar: Toggle;
	playing: Toggle;
	maximized: Toggle;
	info: Toggle;
	rating: Toggle;
	fullscreen: boolean;
	toggleFullscreen: () => void;
	panel: PanelName | null;
	togglePanel: ( which: PanelName ) => void;
}

function control(
	name: string,
	label: string,
	icon: IconName,
	onClick: () => void,
	extra: Record< string, unknown > = {}
) {
	return (
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
}

/**
 * The buttons that change how the image is viewed: play/pause, full screen, maximize.
 *
 * @param props The bar's props.
 */
function viewControls( props: ControlBarProps ) {
	const {
		settings,
		count,
		playing: [ playing, setPlaying ],
		maximized: [ maximized, setMaximized ],
		fullscreen,
		toggleFullscreen,
	} = props;
	return (
		<>
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
			{ settings.fullscreenButton &&
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
		</>
	);
}

/**
 * The buttons that open what is shown beside the image: info, rating, comments, shop, share, and
 * the download link.
 *
 * @param props      The bar's props.
 * @param embed      Whether the image is an embedded medium (no download).
 * @param shareState Whether the share panel is open, and its setter.
 */
function panelControls(
	props: ControlBarProps,
	embed: boolean,
	shareState: [ boolean, ( open: boolean ) => void ]
) {
	const {
		settings,
		image,
		info: [ infoOpen, setInfoOpen ],
		rating: [ ratingOpen, setRatingOpen ],
		panel,
		togglePanel,
	} = props;
	const [ shareOpen, setShareOpen ] = shareState;
	return (
		<>
			{ settings.info &&
				hasInfo( image ) &&
				control(
					'info',
					infoOpen
						? __( 'Hide info (I)', 'vista-gallery' )
						: __( 'Show info (I)', 'vista-gallery' ),
					'info',
					() => setInfoOpen( ! infoOpen ),
					{ 'aria-pressed': infoOpen }
				) }
			{ settings.rating &&
				control(
					'rating',
					ratingOpen
						? __( 'Hide rating', 'vista-gallery' )
						: __( 'Show rating', 'vista-gallery' ),
					'rating',
					() => setRatingOpen( ! ratingOpen ),
					{ 'aria-pressed': ratingOpen }
				) }
			{ settings.comments &&
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
			{ canShop( settings, image ) &&
				control(
					'ecommerce',
					__( 'Buy this image', 'vista-gallery' ),
					'ecommerce',
					() => togglePanel( 'ecommerce' ),
					{ 'aria-pressed': panel === 'ecommerce' }
				) }
			{ settings.share &&
				control(
					'share',
					__( 'Share', 'vista-gallery' ),
					'share',
					() => setShareOpen( ! shareOpen ),
					{ 'aria-expanded': shareOpen }
				) }
			{ settings.download && ! embed && (
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
		</>
	);
}

export default function ControlBar( props: ControlBarProps ) {
	const {
		settings,
		image,
		bar: [ barOpen, setBarOpen ],
	} = props;
	const [ shareOpen, setShareOpen ] = useState( false );
	const [ copied, setCopied ] = useState( false );
	const embed = isEmbed( image.filetype, image.embed_html );
	return (
		<div
			className={ `vista-lightbox__bar vista-lightbox__bar--${ settings.controlBarAt }${
				barOpen ? '' : ' is-collapsed'
			}` }
		>
			{ control(
				'toggle',
				barOpen
					? __( 'Hide controls (T)', 'vista-gallery' )
					: __( 'Show controls (T)', 'vista-gallery' ),
				barOpen === ( settings.controlBarAt === 'top' ) ? 'up' : 'down',
				() => setBarOpen( ! barOpen ),
				{ 'aria-expanded': barOpen }
			) }
			<div className="vista-lightbox__controls" hidden={ ! barOpen }>
				{ viewControls( props ) }
				{ panelControls( props, embed, [ shareOpen, setShareOpen ] ) }
			</div>
			{ shareOpen && barOpen && (
				<SharePanel
					settings={ settings }
					image={ image }
					copied={ copied }
					onCopied={ () => setCopied( true ) }
				/>
			) }
		</div>
	);
}
