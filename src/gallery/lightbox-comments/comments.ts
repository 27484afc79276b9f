/**
 * The comments panel's pure parts: the 000 §5 checks of the form, and the reading of the comments request's (000 §7 call 5, requests.ts)
 * comments block (000 §7) as data, so the panel renders visitors' words as text only.
 */
import { __ } from '@wordpress/i18n';

export type CommentField =
	| 'comment_name'
	| 'comment_email'
	| 'comment_text'
	| 'comment_captcha'
	| 'privacy_policy';

export interface CommentValues {
	comment_name: string;
	comment_email: string;
	comment_text: string;
	comment_captcha: string;
	privacy_policy: boolean;
}

export interface FormRules {
	email: boolean;
	captcha: boolean;
	privacy: boolean;
}

export type FieldErrors = Partial< Record< CommentField, string > >;

/** Field order of the form: the first field in error gets the focus. */
export const FIELD_ORDER: CommentField[] = [
	'comment_name',
	'comment_email',
	'comment_text',
	'comment_captcha',
	'privacy_policy',
];

/**
 * The visible labels of the fields.
 */
export function fieldLabels(): Record< CommentField, string > {
	return {
		comment_name: __( 'Name', 'vista-gallery' ),
		comment_email: __( 'Email', 'vista-gallery' ),
		comment_text: __( 'Comment', 'vista-gallery' ),
		comment_captcha: __( 'Verification code', 'vista-gallery' ),
		privacy_policy: __( 'Privacy policy', 'vista-gallery' ),
	};
}

/**
 * 000 §5: '{label} ' plus the localized 'field is required'.
 * @param label Field label.
 */
export function requiredMessage( label: string ): string {
	return label + ' ' + __( 'field is required', 'vista-gallery' );
}

/**
 * A standard address pattern (000 §5), on the trimmed value.
 * @param value Email.
 */
export function isEmail( value: string ): boolean {
	return /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/.test(
		value.trim()
	);
}

/**
 * The client checks of 000 §5, by field, in form order. Empty when the form may be sent.
 * @param values Form values.
 * @param rules  Which optional fields the form shows.
 */
export function validateComment(
	values: CommentValues,
	rules: FormRules
): FieldErrors {
	const labels = fieldLabels();
	const errors: FieldErrors = {};
	if ( values.comment_name.trim() === '' ) {
		errors.comment_name = requiredMessage( labels.comment_name );
	}
	if (
		rules.email &&
		values.comment_email.trim() !== '' &&
		! isEmail( values.comment_email )
	) {
		errors.comment_email = __(
			'This is not a valid email address.',
			'vista-gallery'
		);
	}
	if ( values.comment_text.trim() === '' ) {
		errors.comment_text = requiredMessage( labels.comment_text );
	}
	if ( rules.captcha && values.comment_captcha.trim() === '' ) {
		errors.comment_captcha = requiredMessage( labels.comment_captcha );
	}
	if ( rules.privacy && ! values.privacy_policy ) {
		errors.privacy_policy = requiredMessage( labels.privacy_policy );
	}
	return errors;
}

/**
 * The first field in error, in form order.
 * @param errors Errors by field.
 */
export function firstInvalid( errors: FieldErrors ): CommentField | null {
	return FIELD_ORDER.find( ( field ) => errors[ field ] ) ?? null;
}

/**
 * Keeps the server's `error_messages` of known fields only, as text.
 * @param messages The answer's map.
 */
export function serverErrors( messages: unknown ): FieldErrors {
	const errors: FieldErrors = {};
	if ( messages && typeof messages === 'object' ) {
		for ( const field of FIELD_ORDER ) {
			const message = ( messages as Record< string, unknown > )[ field ];
			if ( typeof message === 'string' && message !== '' ) {
				errors[ field ] = message;
			}
		}
	}
	return errors;
}

export interface ShownComment {
	id: number;
	author: string;
	date: string;
	datetime: string;
	text: string;
	canDelete: boolean;
}

/**
 * Reads the comments request's comments block; null when the answer is not one.
 * @param html Answer body.
 */
export function parseCommentsBlock(
	html: string
): { count: number; comments: ShownComment[] } | null {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	const block = template.content.querySelector< HTMLElement >(
		'.bwg_comments_block'
	);
	if ( ! block ) {
		return null;
	}
	const comments = Array.from(
		block.querySelectorAll< HTMLElement >( '.bwg_single_comment' )
	).map( ( element ) => {
		const date = element.querySelector( '.bwg_comment_date' );
		return {
			id: Number( element.dataset.commentId ) || 0,
			author:
				element.querySelector( '.bwg_comment_author' )?.textContent ??
				'',
			date: date?.textContent ?? '',
			datetime: date?.getAttribute( 'datetime' ) ?? '',
			text:
				element.querySelector( '.bwg_comment_body' )?.textContent ?? '',
			canDelete: element.dataset.canDelete === '1',
		};
	} );
	const count = Number( block.dataset.commentCount );
	return {
		count: Number.isFinite( count ) ? count : comments.length,
		comments: comments.filter( ( comment ) => comment.id > 0 ),
	};
}

/**
 * The captcha address with a new random suffix (000 §7: refreshed by changing it).
 * @param base Captcha url.
 * @param seed Random suffix.
 */
export function captchaSrc( base: string, seed: string ): string {
	return base + ( base.includes( '?' ) ? '&' : '?' ) + 'i=' + seed;
}
