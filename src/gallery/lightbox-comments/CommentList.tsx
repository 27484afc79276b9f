/**
 * The comments panel's list: a loading line, "no comments" or the comments, each with its delete
 * button where the server allows it.
 */
import { sprintf, __ } from '@wordpress/i18n';
import type { ShownComment } from './comments';

export default function CommentList( {
	comments,
	onDelete,
}: {
	/** The comments; null while they load. */
	comments: ShownComment[] | null;
	onDelete: ( id: number ) => void;
} ) {
	return (
		<div className="vista-comments__list" aria-live="polite">
			{ comments === null && (
				<p className="vista-comments__loading">
					{ __( 'Loading comments…', 'vista-gallery' ) }
				</p>
			) }
			{ comments?.length === 0 && (
				<p className="vista-comments__empty">
					{ __( 'No comments yet.', 'vista-gallery' ) }
				</p>
			) }
			{ comments?.map( ( comment ) => (
				<article
					key={ comment.id }
					className="vista-comments__comment"
					data-comment-id={ comment.id }
				>
					<p className="vista-comments__meta">
						<strong className="vista-comments__author">
							{ comment.author }
						</strong>{ ' ' }
						<time dateTime={ comment.datetime }>
							{ comment.date }
						</time>
					</p>
					<p className="vista-comments__text">{ comment.text }</p>
					{ comment.canDelete && (
						<button
							type="button"
							className="wp-element-button vista-comments__delete"
							aria-label={ sprintf(
								/* translators: %s: comment author */
								__(
									'Delete the comment of %s',
									'vista-gallery'
								),
								comment.author
							) }
							onClick={ () => onDelete( comment.id ) }
						>
							{ __( 'Delete', 'vista-gallery' ) }
						</button>
					) }
				</article>
			) ) }
		</div>
	);
}
