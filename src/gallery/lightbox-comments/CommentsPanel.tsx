/**
 * The comments side panel of the lightbox (000 §2.3, §4.1, §5, §6, §8), loaded on first open. It
 * lists the image's comments (the comments request, on open and on every image change), checks
 * the form as 000 §5 says (required fields and the email pattern, messages inline with a red
 * border and focus), sends it (the add-comment request) and shows the server's messages next to
 * their fields, or the waiting message when the comment awaits moderation. Delete buttons appear
 * where the server allows; a comment goes only when the server says it is gone (the
 * delete-comment request). The requests are in requests.ts.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { SidePanelProps } from '../common/lightbox-types';
import {
	captchaSrc,
	fieldLabels,
	firstInvalid,
	parseCommentsBlock,
	serverErrors,
	validateComment,
	type CommentField,
	type CommentValues,
	type FieldErrors,
	type ShownComment,
} from './comments';
import CommentList from './CommentList';
import {
	addComment,
	deleteComment,
	newSeed,
	readAnswer,
	requestComments,
	type AddCommentAnswer,
} from './requests';
import './comments.css';

const MAX_LENGTH: Partial< Record< CommentField, number > > = {
	comment_name: 100,
	comment_email: 100,
	comment_text: 2000,
	comment_captcha: 10,
};

export default function CommentsPanel( {
	image,
	settings,
	onClose,
	onCountChange,
}: SidePanelProps ) {
	const labels = fieldLabels();
	const rules = {
		email: settings.popup_enable_email === 1,
		captcha: settings.popup_enable_captcha === 1,
		privacy: settings.privacy_policy_url !== '',
	};
	const [ comments, setComments ] = useState< ShownComment[] | null >( null );
	const [ values, setValues ] = useState< CommentValues >( {
		comment_name: settings.comment_author?.name ?? '',
		comment_email: settings.comment_author?.email ?? '',
		comment_text: '',
		comment_captcha: '',
		privacy_policy: false,
	} );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ notice, setNotice ] = useState( '' );
	const [ sending, setSending ] = useState( false );
	const [ seed, setSeed ] = useState( newSeed );
	const fields = useRef<
		Partial<
			Record< CommentField, HTMLInputElement | HTMLTextAreaElement >
		>
	>( {} );

	useEffect( () => {
		const controller = new AbortController();
		setComments( null );
		setNotice( '' );
		setErrors( {} );
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

	const change = ( field: CommentField, value: string | boolean ) => {
		setValues( ( current ) => ( { ...current, [ field ]: value } ) );
		// 000 §5: a field's message clears as soon as it is edited.
		setErrors( ( current ) => {
			if ( ! current[ field ] ) {
				return current;
			}
			const rest = { ...current };
			delete rest[ field ];
			return rest;
		} );
	};

	const showErrors = ( found: FieldErrors ) => {
		setErrors( found );
		const first = firstInvalid( found );
		if ( first === 'privacy_policy' ) {
			document.getElementById( 'vista-comment-privacy' )?.focus();
		} else if ( first ) {
			fields.current[ first ]?.focus();
		}
	};

	const submit = async ( event: React.FormEvent ) => {
		event.preventDefault();
		if ( sending ) {
			return;
		}
		setNotice( '' );
		const found = validateComment( values, rules );
		if ( firstInvalid( found ) ) {
			showErrors( found );
			return;
		}
		setSending( true );
		const response = await addComment( settings.comment_url, {
			comment_name: values.comment_name,
			comment_email: rules.email ? values.comment_email : '',
			comment_text: values.comment_text,
			comment_captcha: values.comment_captcha,
			popup_enable_captcha: String( settings.popup_enable_captcha ),
			privacy_policy: values.privacy_policy ? '1' : '0',
			comment_image_id: String( image.id ),
			comment_moderation: String( settings.comment_moderation ),
			nonce: settings.nonce,
			shortcode_id: settings.shortcode_id,
		} );
		setSending( false );
		const answer = await readAnswer< AddCommentAnswer >( response );
		if ( rules.captcha ) {
			// The server spends a code on every try: a new image for the next one.
			setSeed( newSeed() );
			setValues( ( current ) => ( { ...current, comment_captcha: '' } ) );
		}
		if ( ! answer ) {
			return;
		}
		if ( answer.error !== 0 ) {
			showErrors( serverErrors( answer.error_messages ) );
			return;
		}
		const block = parseCommentsBlock( answer.html_comments_block ?? '' );
		if ( block ) {
			setComments( block.comments );
		}
		setValues( ( current ) => ( { ...current, comment_text: '' } ) );
		setNotice(
			answer.published === 0
				? __( 'Your comment is awaiting moderation.', 'vista-gallery' )
				: __( 'Your comment has been published.', 'vista-gallery' )
		);
		onCountChange?.( answer.comment_count ?? block?.count ?? 0 );
	};

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

	const input = (
		field: CommentField,
		type: 'text' | 'email',
		autoComplete: string
	) => (
		<p
			className={ `vista-comments__field${
				errors[ field ] ? ' has-error' : ''
			}` }
		>
			<label htmlFor={ `vista-${ field }` }>{ labels[ field ] }</label>
			<input
				id={ `vista-${ field }` }
				name={ field }
				type={ type }
				className="bwg_validate"
				autoComplete={ autoComplete }
				maxLength={ MAX_LENGTH[ field ] }
				value={ values[ field ] as string }
				aria-invalid={ errors[ field ] ? true : undefined }
				aria-describedby={
					errors[ field ] ? `vista-${ field }-error` : undefined
				}
				ref={ ( element ) => {
					fields.current[ field ] = element ?? undefined;
				} }
				onChange={ ( event ) => change( field, event.target.value ) }
			/>
			{ errorText( field ) }
		</p>
	);

	const errorText = ( field: CommentField ) =>
		errors[ field ] ? (
			<span
				id={ `vista-${ field }-error` }
				className="vista-comments__error"
				role="alert"
			>
				{ errors[ field ] }
			</span>
		) : null;

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
					className="vista-comments__close"
					onClick={ onClose }
				>
					{ __( 'Close comments', 'vista-gallery' ) }
				</button>
			</header>
			<form
				className="vista-comments__form"
				noValidate
				onSubmit={ submit }
			>
				{ input( 'comment_name', 'text', 'name' ) }
				{ rules.email && input( 'comment_email', 'email', 'email' ) }
				<p
					className={ `vista-comments__field${
						errors.comment_text ? ' has-error' : ''
					}` }
				>
					<label htmlFor="vista-comment_text">
						{ labels.comment_text }
					</label>
					<textarea
						id="vista-comment_text"
						name="comment_text"
						className="bwg_validate"
						rows={ 4 }
						maxLength={ MAX_LENGTH.comment_text }
						value={ values.comment_text }
						aria-invalid={ errors.comment_text ? true : undefined }
						aria-describedby={
							errors.comment_text
								? 'vista-comment_text-error'
								: undefined
						}
						ref={ ( element ) => {
							fields.current.comment_text = element ?? undefined;
						} }
						onChange={ ( event ) =>
							change( 'comment_text', event.target.value )
						}
					/>
					{ errorText( 'comment_text' ) }
				</p>
				{ rules.captcha && (
					<div className="vista-comments__captcha">
						<img
							className="vista-comments__captcha-image"
							src={ captchaSrc( settings.captcha_url, seed ) }
							width={ 120 }
							height={ 40 }
							alt={ __( 'Verification code', 'vista-gallery' ) }
						/>
						<button
							type="button"
							className="vista-comments__captcha-refresh"
							onClick={ () => setSeed( newSeed() ) }
						>
							{ __( 'New code', 'vista-gallery' ) }
						</button>
						{ input( 'comment_captcha', 'text', 'off' ) }
					</div>
				) }
				{ rules.privacy && (
					<p
						className={ `vista-comments__privacy${
							errors.privacy_policy ? ' has-error' : ''
						}` }
					>
						<input
							id="vista-comment-privacy"
							type="checkbox"
							name="privacy_policy"
							checked={ values.privacy_policy }
							onChange={ ( event ) =>
								change( 'privacy_policy', event.target.checked )
							}
						/>
						<label htmlFor="vista-comment-privacy">
							{ __(
								'I consent to the storage of my data as described in the',
								'vista-gallery'
							) }{ ' ' }
							<a
								href={ settings.privacy_policy_url }
								target="_blank"
								rel="noopener noreferrer"
							>
								{ __( 'privacy policy', 'vista-gallery' ) }
							</a>
						</label>
						{ errorText( 'privacy_policy' ) }
					</p>
				) }
				<p className="vista-comments__actions">
					<button
						type="submit"
						className="vista-comments__submit"
						disabled={
							sending ||
							( rules.privacy && ! values.privacy_policy )
						}
					>
						{ __( 'Submit', 'vista-gallery' ) }
					</button>
				</p>
				<p className="vista-comments__notice" role="status">
					{ notice }
				</p>
			</form>
			<CommentList comments={ comments } onDelete={ remove } />
		</section>
	);
}
