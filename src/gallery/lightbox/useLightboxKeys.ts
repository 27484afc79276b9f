/**
 * The popup's keys and focus (000 §4.1): shortcuts for the whole document while the popup is open
 * (not while typing in a field, nor with a modifier), the focus kept inside the dialog, which takes
 * it on open; and the touch gestures of the stage (000 §9.2).
 */
import { useEffect, useRef, type RefObject } from '@wordpress/element';
import type { TouchEvent } from 'react';
import { readsRightToLeft } from '../common/reading-direction';
import { createGestureRecognizer, type Gesture } from './gestures';
import { commandOf, isTextEntry, type Command } from './logic';

const FOCUSABLE =
	'a[href], button:not([disabled]), input, select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

/**
 * @param root The dialog.
 * @param run  Carries out a command (the latest render's).
 */
export function useLightboxKeys(
	root: RefObject< HTMLDivElement | null >,
	run: ( command: Command ) => void
): void {
	const runNow = useRef( run );
	runNow.current = run;

	useEffect( () => {
		root.current?.focus();
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
				!! ( event.target as Element ).closest?.( 'button, a' ),
				!! root.current && readsRightToLeft( root.current )
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
		// eslint-disable-next-line react-hooks/exhaustive-deps -- listens once; the handlers read the latest state from refs.
	}, [] );
}

/**
 * The stage's touch handlers: one finger is followed, a second cancels.
 * @param onStart   A touch begins (before it is followed).
 * @param onGesture What the touch was.
 */
export function useGestures(
	onStart: () => void,
	onGesture: ( gesture: Gesture | null ) => void
) {
	const gestures = useRef( createGestureRecognizer() );
	return {
		onTouchStart: ( event: TouchEvent ) => {
			onStart();
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
		},
		onTouchCancel: () => gestures.current.cancel(),
		onTouchEnd: ( event: TouchEvent ) => {
			const touch = event.changedTouches[ 0 ];
			onGesture(
				gestures.current.end( {
					x: touch.clientX,
					y: touch.clientY,
					t: performance.now(),
				} )
			);
		},
	};
}
