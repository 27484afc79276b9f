/**
 * The comment requests of the lightbox (000 §7 calls 5-7, docs/LIGHTBOX.md "Calls 5-7"), all
 * posted to the comment form action: the comments request (`display`, call 5) lists an image's
 * comments, the add-comment request (`add_comment`, call 6) sends the form and the
 * delete-comment request (`delete_comment`, call 7) removes one comment.
 */

/**
 * Posts to the comment form action; null when the request failed.
 * @param url    Form action.
 * @param fields Fields.
 * @param signal Abort signal.
 */
async function post(
	url: string,
	fields: Record< string, string >,
	signal?: AbortSignal
): Promise< Response | null > {
	try {
		return await fetch( url, {
			method: 'POST',
			credentials: 'same-origin',
			body: new URLSearchParams( {
				action: 'vista_gallery_comment',
				...fields,
			} ),
			signal,
		} );
	} catch {
		return null;
	}
}

/** A fresh random suffix for the captcha image. */
export const newSeed = () => Math.random().toString( 36 ).slice( 2 );

/** What the add-comment request answers. */
export type AddCommentAnswer = {
	error?: number;
	error_messages?: unknown;
	published?: number;
	comment_count?: number;
	html_comments_block?: string;
};

/**
 * Reads a JSON answer; null when there is none or it is not JSON.
 * @param response The answer, or null when the request failed.
 */
export async function readAnswer< T >(
	response: Response | null
): Promise< T | null > {
	try {
		return response ? await response.json() : null;
	} catch {
		return null;
	}
}

/**
 * The comments request: the HTML of an image's comments block.
 * @param url     Form action.
 * @param imageId Image id.
 * @param nonce   Lightbox nonce.
 * @param signal  Abort signal.
 */
export function requestComments(
	url: string,
	imageId: number,
	nonce: string,
	signal: AbortSignal
) {
	return post(
		url,
		{
			ajax_task: 'display',
			image_id: String( imageId ),
			comment_id: '',
			bwg_name: '',
			bwg_email: '',
			bwg_comment: '',
			bwg_captcha_input: '',
			nonce,
		},
		signal
	);
}

/**
 * The add-comment request, with the form's fields (000 §3.6).
 * @param url    Form action.
 * @param fields Fields, ajax_task aside.
 */
export function addComment( url: string, fields: Record< string, string > ) {
	return post( url, { ajax_task: 'add_comment', ...fields } );
}

/**
 * The delete-comment request.
 * @param url       Form action.
 * @param imageId   Image id.
 * @param commentId Comment id.
 * @param nonce     Lightbox nonce.
 */
export function deleteComment(
	url: string,
	imageId: number,
	commentId: number,
	nonce: string
) {
	return post( url, {
		ajax_task: 'delete_comment',
		id_image: String( imageId ),
		id_comment: String( commentId ),
		nonce,
	} );
}
