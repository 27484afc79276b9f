/**
 * The form's submit button at the foot of the builder's canvas, as the page shows it (the same
 * classes as FormRenderer's, styled by the form's stylesheet and the theme), with the label set
 * in the Form settings panel. The block list has no place after its blocks, so the first field
 * block puts the button there through a portal, in an element of its own after the list.
 */
import { __ } from '@wordpress/i18n';
import { createPortal, useEffect, useState } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import type { RefObject } from 'react';
import { SETTINGS_META } from './settings-panel';

const HOST_CLASS = 'vista-forms-submit-preview';

/**
 * The element after the canvas's block list that holds the button, made when first needed.
 * @param list The block list (the canvas's root container).
 */
function hostAfter( list: Element ): HTMLElement {
	const next = list.nextElementSibling;
	if (
		next instanceof HTMLElement &&
		next.classList.contains( HOST_CLASS )
	) {
		return next;
	}
	const host = list.ownerDocument.createElement( 'div' );
	// The block list's own layout classes: the button lines up with the fields above it.
	host.className = `${ HOST_CLASS } is-layout-constrained has-global-padding`;
	list.after( host );
	return host;
}

function useSubmitLabel(): string {
	return useSelect( ( select ) => {
		const meta = (
			select( editorStore ) as unknown as {
				getEditedPostAttribute: (
					name: string
				) => Record< string, unknown > | undefined;
			}
		 ).getEditedPostAttribute( 'meta' );
		const settings = meta?.[ SETTINGS_META ] as
			{ submit_label?: string } | undefined;
		return settings?.submit_label?.trim() ?? '';
	}, [] );
}

function SubmitButton() {
	const label = useSubmitLabel() || __( 'Submit', 'vista-forms' );
	const { openGeneralSidebar } = useDispatch( 'core/edit-post' ) as {
		openGeneralSidebar: ( name: string ) => void;
	};
	return (
		<div className="evf-container everest-forms vista-form">
			<div className="everest-form">
				<div className="evf-submit-container">
					<button
						type="button"
						className="everest-forms-submit-button button evf-submit"
						title={ __(
							'Change its text in the Form settings panel',
							'vista-forms'
						) }
						// The button sends nothing here: it opens the form's settings.
						onClick={ () =>
							openGeneralSidebar( 'edit-post/document' )
						}
					>
						{ label }
					</button>
				</div>
			</div>
		</div>
	);
}

/**
 * The submit button after the block list that holds this block, while `shown`.
 * @param props       What to show.
 * @param props.block The element of the block that shows it.
 * @param props.shown Whether this block shows it (only the form's first field does).
 */
export function SubmitPreview( {
	block,
	shown,
}: {
	block: RefObject< HTMLElement | null >;
	shown: boolean;
} ) {
	const [ host, setHost ] = useState< HTMLElement | null >( null );
	useEffect( () => {
		const list = shown
			? block.current?.closest( '.is-root-container' )
			: null;
		if ( ! list ) {
			setHost( null );
			return;
		}
		const element = hostAfter( list );
		setHost( element );
		return () => {
			element.remove();
		};
	}, [ block, shown ] );
	return host ? createPortal( <SubmitButton />, host ) : null;
}
