/**
 * The server's render of a dynamic block in the editor canvas, always of the block's latest
 * attributes.
 *
 * WordPress's ServerSideRender debounces its fetch with a function it makes anew on every render,
 * and cancels the pending one when it does: any render in the 500 ms after a change (the answer to
 * an earlier fetch arriving, its own one-second spinner, the parent's state) dropped the fetch of
 * that change, and the canvas went on showing the block as it was before it. Here each change of
 * attributes schedules its own fetch, a newer change cancels it, and only the answer for the
 * latest attributes is shown.
 */
import { RawHTML, useEffect, useRef, useState } from '@wordpress/element';
import { Placeholder, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import apiFetch from '@wordpress/api-fetch';

/** Wait after a change before fetching, as ServerSideRender does, so a slider's drag fetches once. */
const DEBOUNCE_MS = 500;
/** A fetch slower than this dims the shown render and shows a spinner. */
const SPINNER_MS = 1000;

interface Props {
	/** The block's name (namespace/name). */
	block: string;
	/** The block's own attributes (not the block supports' className, colours, ...). */
	attributes: Record< string, unknown >;
}

type Shown = { html: string } | { error: string } | null;

export function ServerPreview( { block, attributes }: Props ) {
	const postId = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as
			{ getCurrentPostId?: () => unknown } | undefined;
		const id = editor?.getCurrentPostId?.();
		// Templates have string ids: they are not posts to render for.
		return typeof id === 'number' ? id : undefined;
	}, [] );
	const [ shown, setShown ] = useState< Shown >( null );
	const [ slow, setSlow ] = useState( false );
	const first = useRef( true );
	const key = JSON.stringify( attributes );

	useEffect( () => {
		let current = true;
		let spinner: ReturnType< typeof setTimeout > | undefined;
		const fetchTimer = setTimeout(
			() => {
				spinner = setTimeout(
					() => current && setSlow( true ),
					SPINNER_MS
				);
				// POST, as ServerSideRender's httpMethod 'POST': the attributes go in the body.
				apiFetch< { rendered: string } >( {
					path: `/wp/v2/block-renderer/${ block }?context=edit${
						postId ? `&post_id=${ postId }` : ''
					}`,
					method: 'POST',
					data: { attributes: JSON.parse( key ) },
				} )
					.then( ( answer ) => {
						if ( current ) {
							setShown( { html: answer.rendered } );
						}
					} )
					.catch( ( error: { message?: string } ) => {
						if ( current ) {
							setShown( { error: error?.message ?? '' } );
						}
					} )
					.finally( () => {
						clearTimeout( spinner );
						if ( current ) {
							setSlow( false );
						}
					} );
			},
			first.current ? 0 : DEBOUNCE_MS
		);
		first.current = false;
		return () => {
			current = false;
			clearTimeout( fetchTimer );
			clearTimeout( spinner );
		};
	}, [ block, key, postId ] );

	if ( shown === null ) {
		return (
			<Placeholder>
				<Spinner />
			</Placeholder>
		);
	}
	if ( 'error' in shown ) {
		return <Placeholder>{ shown.error }</Placeholder>;
	}
	return (
		<div
			className="vista-server-preview"
			aria-busy={ slow || undefined }
			style={ slow ? { position: 'relative', opacity: 0.3 } : undefined }
		>
			<RawHTML>{ shown.html }</RawHTML>
			{ slow && <Spinner /> }
		</div>
	);
}
