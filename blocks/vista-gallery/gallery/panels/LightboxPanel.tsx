/**
 * Lightbox settings (000 §3.4), shown for every layout whose click on an image opens the
 * lightbox: the popup's size and slideshow, the filmstrip and control bar, the info, rating and
 * hit counter, the comments and the buttons. Times are in seconds, sizes in px; the server
 * validates every value again (GalleryRequest::options()).
 */
import { __ } from '@wordpress/i18n';
import { PanelBody } from '@wordpress/components';
import type { PanelProps } from '../attributes';
import { lightboxControls, type Choice } from './lightbox-controls';
import { effects } from './SlideshowPanel';

const topBottom = (): Choice[] => [
	{ value: 'top', label: __( 'Top', 'vista-gallery' ) },
	{ value: 'bottom', label: __( 'Bottom', 'vista-gallery' ) },
];

const sides = (): Choice[] => [
	{ value: 'left', label: __( 'Left', 'vista-gallery' ) },
	{ value: 'right', label: __( 'Right', 'vista-gallery' ) },
];

const rateIcons = (): Choice[] => [
	{ value: 'star', label: __( 'Star', 'vista-gallery' ) },
	{ value: 'bell', label: __( 'Bell', 'vista-gallery' ) },
	{ value: 'circle', label: __( 'Circle', 'vista-gallery' ) },
	{ value: 'flag', label: __( 'Flag', 'vista-gallery' ) },
	{ value: 'square', label: __( 'Square', 'vista-gallery' ) },
	{ value: 'heart', label: __( 'Heart', 'vista-gallery' ) },
];

export default function LightboxPanel( {
	attributes: a,
	setAttributes,
}: PanelProps ) {
	const { toggle, range, select, group } = lightboxControls( {
		attributes: a,
		setAttributes,
	} );

	return (
		<PanelBody
			title={ __( 'Lightbox', 'vista-gallery' ) }
			initialOpen={ false }
		>
			{ group( __( 'Popup', 'vista-gallery' ) ) }
			{ range(
				'lightboxWidth',
				__( 'Image width (px)', 'vista-gallery' ),
				100,
				4000
			) }
			{ range(
				'lightboxHeight',
				__( 'Image height (px)', 'vista-gallery' ),
				50,
				4000
			) }
			{ toggle(
				'lightboxFullscreen',
				__( 'Open in full screen', 'vista-gallery' )
			) }
			{ toggle(
				'lightboxRightClick',
				__( 'Block the right-click menu on images', 'vista-gallery' )
			) }

			{ group( __( 'Slideshow', 'vista-gallery' ) ) }
			{ select(
				'lightboxEffect',
				__( 'Effect', 'vista-gallery' ),
				effects()
			) }
			{ range(
				'lightboxInterval',
				__( 'Interval (seconds)', 'vista-gallery' ),
				1,
				120,
				0.5
			) }
			{ range(
				'lightboxEffectDuration',
				__( 'Effect duration (seconds)', 'vista-gallery' ),
				0.1,
				10,
				0.1
			) }
			{ toggle(
				'lightboxAutoplay',
				__( 'Play automatically', 'vista-gallery' )
			) }
			{ toggle(
				'lightboxLoop',
				__( 'Loop back to the first image', 'vista-gallery' )
			) }
			{ toggle(
				'lightboxPreload',
				__( 'Load images ahead', 'vista-gallery' )
			) }
			{ a.lightboxPreload &&
				range(
					'lightboxPreloadCount',
					__( 'Images loaded ahead (0: all)', 'vista-gallery' ),
					0,
					100
				) }

			<LightboxFilmstripControls
				attributes={ a }
				setAttributes={ setAttributes }
			/>

			<LightboxInfoControls
				attributes={ a }
				setAttributes={ setAttributes }
			/>

			<LightboxCommentControls
				attributes={ a }
				setAttributes={ setAttributes }
			/>

			{ group( __( 'Shop', 'vista-gallery' ) ) }
			{ toggle(
				'lightboxEcommerce',
				__( 'Sell images (price lists)', 'vista-gallery' )
			) }
			{ a.lightboxEcommerce &&
				toggle(
					'lightboxOpenEcommerce',
					__( 'Open with the shop panel shown', 'vista-gallery' )
				) }
		</PanelBody>
	);
}

// The comments panel: its side, width and what a comment asks for.
function LightboxCommentControls( {
	attributes: a,
	setAttributes,
}: PanelProps ) {
	const { toggle, range, select, group } = lightboxControls( {
		attributes: a,
		setAttributes,
	} );
	return (
		<>
			{ group( __( 'Comments', 'vista-gallery' ) ) }
			{ toggle(
				'lightboxComments',
				__( 'Let visitors comment', 'vista-gallery' )
			) }
			{ a.lightboxComments && (
				<>
					{ select(
						'lightboxCommentPos',
						__( 'Comments side', 'vista-gallery' ),
						sides()
					) }
					{ range(
						'lightboxCommentWidth',
						__( 'Comments panel width (px)', 'vista-gallery' ),
						200,
						1000
					) }
					{ toggle(
						'lightboxEmail',
						__( 'Ask for an email address', 'vista-gallery' )
					) }
					{ toggle(
						'lightboxCaptcha',
						__( 'Ask for a captcha', 'vista-gallery' )
					) }
					{ toggle(
						'lightboxCommentModeration',
						__( 'Hold comments for approval', 'vista-gallery' )
					) }
					{ toggle(
						'lightboxOpenComment',
						__( 'Open with the comments shown', 'vista-gallery' )
					) }
				</>
			) }
		</>
	);
}

// The title and description, the rating and the view count.
function LightboxInfoControls( { attributes: a, setAttributes }: PanelProps ) {
	const { toggle, range, select, group } = lightboxControls( {
		attributes: a,
		setAttributes,
	} );
	return (
		<>
			{ group( __( 'Info, rating and hits', 'vista-gallery' ) ) }
			{ toggle(
				'lightboxInfo',
				__( 'Show the title and description', 'vista-gallery' )
			) }
			{ a.lightboxInfo && (
				<>
					{ toggle(
						'lightboxInfoAlwaysShow',
						__( 'Always show the info', 'vista-gallery' )
					) }
					{ select(
						'lightboxInfoPos',
						__( 'Info position', 'vista-gallery' ),
						topBottom()
					) }
				</>
			) }
			{ toggle(
				'lightboxRating',
				__( 'Let visitors rate images', 'vista-gallery' )
			) }
			{ a.lightboxRating && (
				<>
					{ range(
						'lightboxRateStarsCount',
						__( 'Rating icons', 'vista-gallery' ),
						1,
						10
					) }
					{ range(
						'lightboxRateSize',
						__( 'Rating icon size (px)', 'vista-gallery' ),
						8,
						100
					) }
					{ select(
						'lightboxRateIcon',
						__( 'Rating icon', 'vista-gallery' ),
						rateIcons()
					) }
					{ select(
						'lightboxRatePos',
						__( 'Rating position', 'vista-gallery' ),
						topBottom()
					) }
				</>
			) }
			{ toggle(
				'lightboxHitCounter',
				__( 'Show the view count', 'vista-gallery' )
			) }
			{ a.lightboxHitCounter &&
				select(
					'lightboxHitPos',
					__( 'View count position', 'vista-gallery' ),
					topBottom()
				) }
		</>
	);
}

// The filmstrip and the control bar with its buttons.
function LightboxFilmstripControls( {
	attributes: a,
	setAttributes,
}: PanelProps ) {
	const { toggle, range, select, group } = lightboxControls( {
		attributes: a,
		setAttributes,
	} );
	return (
		<>
			{ group( __( 'Filmstrip and controls', 'vista-gallery' ) ) }
			{ toggle(
				'lightboxFilmstrip',
				__( 'Show the filmstrip', 'vista-gallery' )
			) }
			{ a.lightboxFilmstrip && (
				<>
					{ select(
						'lightboxFilmstripPos',
						__( 'Filmstrip position', 'vista-gallery' ),
						[ ...topBottom(), ...sides() ]
					) }
					{ range(
						'lightboxFilmstripThumbWidth',
						__( 'Filmstrip thumbnail width (px)', 'vista-gallery' ),
						20,
						500
					) }
					{ range(
						'lightboxFilmstripThumbHeight',
						__(
							'Filmstrip thumbnail height (px)',
							'vista-gallery'
						),
						20,
						500
					) }
				</>
			) }
			{ toggle(
				'lightboxCtrlBtn',
				__( 'Show the control buttons', 'vista-gallery' )
			) }
			{ a.lightboxCtrlBtn &&
				select(
					'lightboxCtrlBtnPos',
					__( 'Control buttons position', 'vista-gallery' ),
					topBottom()
				) }
			{ toggle(
				'lightboxFullscreenButton',
				__( 'Full screen button', 'vista-gallery' )
			) }
			{ toggle( 'lightboxZoom', __( 'Zoom on hover', 'vista-gallery' ) ) }
			{ toggle(
				'lightboxDownload',
				__( 'Download button', 'vista-gallery' )
			) }
			{ toggle(
				'lightboxShare',
				__( 'Share buttons', 'vista-gallery' )
			) }
		</>
	);
}
