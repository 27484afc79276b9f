/**
 * The rating bar of the lightbox (000 §3.5, §4.1 rating, §7 call 8: the rating request, §8). The visitor picks one of
 * `lightbox_rate_stars_count` icons (a radio group of buttons: arrows move, Enter or Space votes);
 * once rated, the icons give way to a rated display of the average, recomputed here at once and
 * then confirmed by the server, which alone decides whether the vote counts ('You have already
 * rated.'). Pointing at one's own rating offers 'Cancel your rating.'. Failed calls change
 * nothing (§8).
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { sprintf, __ } from '@wordpress/i18n';
import type { RatingBarProps } from '../common/lightbox-types';
import { arrowKeyStep, readsRightToLeft } from '../common/reading-direction';
import { callRate, toState } from './hits';
import type { MutableRefObject } from 'react';
import { RatingIcon } from './icons';
import { averageWith, ratingHint, roundToHalf, starFill } from './rating';
import './rating.css';

const FILL = { full: 1, half: 0.5, empty: 0 } as const;

export default function RatingBar( {
	image,
	imageKey,
	settings,
	onChange,
}: RatingBarProps ) {
	const stars = Math.min(
		10,
		Math.max( 1, settings.lightbox_rate_stars_count || 5 )
	);
	const size = Math.min(
		100,
		Math.max( 8, settings.lightbox_rate_size || 20 )
	);
	const icon = settings.lightbox_rate_icon || 'star';
	const [ pointed, setPointed ] = useState( 0 );
	const [ focused, setFocused ] = useState( 0 );
	const [ hoverOwn, setHoverOwn ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const buttons = useRef< Array< HTMLButtonElement | null > >( [] );

	useEffect( () => {
		setPointed( 0 );
		setFocused( 0 );
		setHoverOwn( false );
	}, [ image.id ] );

	const rated = image.rate > 0;
	const hint = ratingHint( {
		rate: image.rate,
		rateCount: image.rate_count,
		hoverOwn,
	} );
	const hintText = hintTextOf( hint, image.rate_count );

	// The buttons stay enabled while a vote is sent (a disabled button gets no pointer events,
	// so the cancel hint would not show); a second click meanwhile is ignored here.
	const vote = async ( rate: number ) => {
		if ( busy ) {
			return;
		}
		setBusy( true );
		if ( rate > 0 ) {
			const local = averageWith(
				image.avg_rating,
				image.rate_count,
				rate
			);
			onChange( {
				current_rate: rate,
				current_rate_count: local.count,
				current_avg_rating: local.average,
				current_image_key: imageKey,
				hit_count: image.hit_count,
			} );
		}
		const answer = await callRate(
			settings,
			image.id,
			imageKey,
			'save_rate',
			rate
		);
		setBusy( false );
		setHoverOwn( false );
		if ( answer ) {
			onChange( toState( answer ) );
		}
	};

	const onKeyDown = ( event: React.KeyboardEvent, index: number ) => {
		const next = starAfterKey(
			event.key,
			index,
			stars,
			readsRightToLeft( event.currentTarget )
		);
		if ( next === null ) {
			return;
		}
		// The arrows move between the icons here, not between images.
		event.preventDefault();
		event.stopPropagation();
		setFocused( next );
		buttons.current[ next - 1 ]?.focus();
	};

	const averageLabel = averageLabelOf( image.avg_rating, stars );

	return (
		<div
			className="vista-rating"
			data-rated={ rated ? '1' : '0' }
			aria-busy={ busy }
			style={ { fontSize: Math.max( 12, Math.round( size * 0.7 ) ) } }
		>
			{ rated
				? ratedButton(
						averageLabel,
						stars,
						icon,
						size,
						image.avg_rating,
						setHoverOwn,
						() => vote( 0 )
					)
				: starsGroup(
						stars,
						[ pointed, setPointed ],
						[ focused, setFocused ],
						image.avg_rating,
						icon,
						size,
						buttons,
						onKeyDown,
						vote
					) }
			<span className="vista-rating__hint" aria-live="polite">
				{ hintText }
			</span>
			{ rated && (
				<span className="vista-rating__votes">
					{ hintTextOf( 'votes', image.rate_count ) }
				</span>
			) }
		</div>
	);
}

type IconName = Parameters< typeof RatingIcon >[ 0 ][ 'icon' ];
type NumberState = [ number, ( value: number ) => void ];

/**
 * The rating given, as a button that takes it back. This and starsGroup are plain functions
 * rather than components: their arguments need no property names in the minified chunk.
 * @param label       What the button says (the average).
 * @param stars       Number of icons.
 * @param icon        Which icon.
 * @param size        The icons' size (px).
 * @param average     The average rating.
 * @param setHoverOwn Whether the visitor points at the own rating (the cancel hint).
 * @param onCancel    Takes the rating back.
 */
function ratedButton(
	label: string,
	stars: number,
	icon: IconName,
	size: number,
	average: number,
	setHoverOwn: ( over: boolean ) => void,
	onCancel: () => void
) {
	return (
		<button
			type="button"
			className="vista-rating__rated"
			title={ __( 'Cancel your rating.', 'vista-gallery' ) }
			aria-label={ `${ label }. ${ __(
				'Cancel your rating.',
				'vista-gallery'
			) }` }
			onMouseEnter={ () => setHoverOwn( true ) }
			// The rated display appears under a pointer that just voted, with no enter event.
			onMouseMove={ () => setHoverOwn( true ) }
			onMouseLeave={ () => setHoverOwn( false ) }
			onFocus={ () => setHoverOwn( true ) }
			onBlur={ () => setHoverOwn( false ) }
			onClick={ onCancel }
		>
			{ Array.from( { length: stars }, ( _, i ) => (
				<RatingIcon
					key={ i }
					icon={ icon }
					size={ size }
					fill={ FILL[ starFill( average, i + 1 ) ] }
				/>
			) ) }
		</button>
	);
}

/**
 * The stars to rate with: a radio group moved through with the arrow keys.
 * @param stars     Number of icons.
 * @param pointed   The icon pointed at (0: none), and its setter.
 * @param pointed.0 The icon pointed at.
 * @param pointed.1 Sets it.
 * @param focused   The icon focused (0: none), and its setter.
 * @param focused.0 The icon focused.
 * @param focused.1 Sets it.
 * @param average   The average rating.
 * @param icon      Which icon.
 * @param size      The icons' size (px).
 * @param buttons   The icons' buttons (to move the focus).
 * @param onKeyDown Moves the focus with the arrows.
 * @param vote      Sends a vote.
 */
function starsGroup(
	stars: number,
	[ pointed, setPointed ]: NumberState,
	[ focused, setFocused ]: NumberState,
	average: number,
	icon: IconName,
	size: number,
	buttons: MutableRefObject< Array< HTMLButtonElement | null > >,
	onKeyDown: ( event: React.KeyboardEvent, index: number ) => void,
	vote: ( rate: number ) => void
) {
	return (
		<div
			className="vista-rating__stars"
			role="radiogroup"
			aria-label={ __( 'Rate this image', 'vista-gallery' ) }
		>
			{ Array.from( { length: stars }, ( _, i ) => {
				const value = i + 1;
				const fill = pointed
					? Number( value <= pointed )
					: FILL[ starFill( average, value ) ];
				const tabbable = ( focused || 1 ) === value;
				return (
					<button
						key={ value }
						ref={ ( element ) => {
							buttons.current[ i ] = element;
						} }
						type="button"
						role="radio"
						aria-checked={ false }
						aria-label={ sprintf(
							/* translators: 1: rating, 2: highest rating */
							__( 'Rate %1$d out of %2$d', 'vista-gallery' ),
							value,
							stars
						) }
						tabIndex={ tabbable ? 0 : -1 }
						className="vista-rating__star"
						onMouseEnter={ () => setPointed( value ) }
						onMouseLeave={ () => setPointed( 0 ) }
						onFocus={ () => {
							setFocused( value );
							setPointed( value );
						} }
						onBlur={ () => setPointed( 0 ) }
						onKeyDown={ ( event ) => onKeyDown( event, value ) }
						onClick={ () => vote( value ) }
					>
						<RatingIcon icon={ icon } size={ size } fill={ fill } />
					</button>
				);
			} ) }
		</div>
	);
}

/**
 * The hint under the stars.
 * @param hint      Which hint (./rating's ratingHint).
 * @param rateCount Number of votes.
 */
function hintTextOf(
	hint: ReturnType< typeof ratingHint >,
	rateCount: number
) {
	return {
		not_rated: __( 'Not rated yet.', 'vista-gallery' ),
		votes: sprintf(
			/* translators: %d: number of votes */
			__( 'Votes: %d', 'vista-gallery' ),
			rateCount
		),
		already: __( 'You have already rated.', 'vista-gallery' ),
		cancel: __( 'Cancel your rating.', 'vista-gallery' ),
	}[ hint ];
}

/**
 * The star a key moves the focus to, or null for a key that does not move it.
 * @param key   The key pressed.
 * @param index The focused star (from 1).
 * @param stars Number of stars.
 * @param rtl   The stars run right to left: the next one is on the left.
 */
function starAfterKey(
	key: string,
	index: number,
	stars: number,
	rtl: boolean
): number | null {
	const moves: Record< string, number > = {
		ArrowRight: index + arrowKeyStep( 'ArrowRight', rtl ),
		ArrowUp: index + 1,
		ArrowLeft: index + arrowKeyStep( 'ArrowLeft', rtl ),
		ArrowDown: index - 1,
		Home: 1,
		End: stars,
	};
	if ( ! ( key in moves ) ) {
		return null;
	}
	return Math.min( stars, Math.max( 1, moves[ key ] ) );
}

/**
 * What the rated button says: the average, to the half, out of the highest rating.
 * @param avgRating The average rating.
 * @param stars     The highest rating.
 */
function averageLabelOf( avgRating: number, stars: number ): string {
	return sprintf(
		/* translators: 1: average rating, 2: highest rating */
		__( 'Rated %1$s out of %2$d', 'vista-gallery' ),
		String( roundToHalf( avgRating ) ),
		stars
	);
}
