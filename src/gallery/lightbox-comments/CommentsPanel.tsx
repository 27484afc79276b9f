/**
 * The comments side panel of the lightbox (000 §2.3, §4.1, §5, §6, §8), loaded on first open. It
 * lists the image's comments (the comments request, on open and on every image change), checks
 * the form as 000 §5 says (required fields and the email pattern, messages inline with a red
 * border and focus), sends it (the add-comment request) and shows the server's messages next to
 * their fields, or the waiting message when the comment awaits moderation. Delete buttons appear
 * where the server allows; a comment goes only when the server says it is gone (the
 * delete-comment request). The requests are in requests.ts, the form's state in
 * useCommentForm.ts and its markup in CommentForm.tsx.
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { SidePanelProps } from '../common/lightbox-types';
import { parseCommentsBlock, type ShownComment } from './comments';
import { commentForm } from './CommentForm';
import CommentList from './CommentList';
import { deleteComment, readAnswer, requestComments } from './requests';
import { useCommentForm } from './useCommentForm';
import './comments.css';

/**
 * The image's comments: asked for on open and on every image change, and a delete that the
 * server confirms.
 * @param panel The panel's props.
 */
function useComments( panel: SidePanelProps ) {
	const { image, settings, onCountChange } = panel;
	const [ comments, setComments ] = useState< ShownComment[] | null >( null );

	useEffect( () => {
		const controller = new AbortController();
		setComments( null );
		requestComments(
			settings.comment_url,
			image.id,
			settings.nonce,
			controller.signal
		).then( async ( response ) => {
			if ( ! response?.ok || controller.signal.aborted ) {
				return;
			}
			const block = parseCommentsBlock( await response.text() );
			if ( block && ! controller.signal.aborted ) {
				setComments( block.comments );
			}
		} );
		return () => controller.abort();
	}, [ image.id, settings.comment_url, settings.nonce ] );

	const remove = async ( id: number ) => {
		const response = await deleteComment(
			settings.comment_url,
			image.id,
			id,
			settings.nonce
		);
		const answer = await readAnswer< {
			error?: number;
			comment_count?: number;
		} >( response );
		// 000 §8: a refused or failed delete changes nothing.
		if ( answer?.error !== 0 ) {
			return;
		}
		const rest = ( comments ?? [] ).filter(
			( comment ) => comment.id !== id
		);
		setComments( rest );
		onCountChange?.( answer.comment_count ?? rest.length );
	};
	return [ comments, setComments, remove ] as const;
}

export default function CommentsPanel( props: SidePanelProps ) {
	const [ comments, setComments, remove ] = useComments( props );
	const form = useCommentForm( props, setComments );
	return (
		<section
			className="vista-comments"
			aria-labelledby="vista-comments-title"
		>
			<header className="vista-comments__header">
				<h2 id="vista-comments-title">
					{ __( 'Comments', 'vista-gallery' ) }
				</h2>
				<button
					type="button"
					className="wp-element-button vista-comments__close"
					onClick={ props.onClose }
				>
					{ __( 'Close comments', 'vista-gallery' ) }
				</button>
			</header>
			{ commentForm( form, props.settings ) }
			<CommentList comments={ comments } onDelete={ remove } />
		</section>
	);
}
