/**
 * The comment form's markup (000 §5): name, email, comment, captcha and privacy consent, each
 * with its message inline (red border, `role="alert"`), and the form's notice. Its state is
 * useCommentForm's.
 */
import { __ } from '@wordpress/i18n';
import { captchaSrc, fieldLabels, type CommentField } from './comments';
import type { CommentForm as FormState } from './useCommentForm';

const MAX_LENGTH: Partial< Record< CommentField, number > > = {
	comment_name: 100,
	comment_email: 100,
	comment_text: 2000,
	comment_captcha: 10,
};

interface FieldProps {
	form: FormState;
	field: CommentField;
}

/**
 * A field's message, if it has one.
 * @param props       The message's props.
 * @param props.form  The form's state.
 * @param props.field The field.
 */
function FieldError( { form, field }: FieldProps ) {
	return form.errors[ field ] ? (
		<span
			id={ `vista-${ field }-error` }
			className="vista-comments__error"
			role="alert"
		>
			{ form.errors[ field ] }
		</span>
	) : null;
}

/**
 * The attributes a text field shares with the others: its value, its message's wiring, its
 * reference (to focus it on an error) and its change.
 * @param form  The form's state.
 * @param field The field.
 */
function fieldAttributes( form: FormState, field: CommentField ) {
	const invalid = !! form.errors[ field ];
	return {
		id: `vista-${ field }`,
		name: field,
		className: 'bwg_validate',
		maxLength: MAX_LENGTH[ field ],
		value: form.values[ field ] as string,
		'aria-invalid': invalid ? true : undefined,
		'aria-describedby': invalid ? `vista-${ field }-error` : undefined,
		ref: ( element: HTMLInputElement | HTMLTextAreaElement | null ) => {
			form.fields.current[ field ] = element ?? undefined;
		},
		onChange: (
			event: React.ChangeEvent< HTMLInputElement | HTMLTextAreaElement >
		) => form.change( field, event.target.value ),
	};
}

/**
 * A labelled text field (or the comment's text area) with its message.
 * @param props              The field's props.
 * @param props.form         The form's state.
 * @param props.field        The field.
 * @param props.type         Input type, or 'textarea'.
 * @param props.autoComplete Its autocomplete token.
 */
function TextField( {
	form,
	field,
	type,
	autoComplete,
}: FieldProps & {
	type: 'text' | 'email' | 'textarea';
	autoComplete?: string;
} ) {
	return (
		<p
			className={ `vista-comments__field${
				form.errors[ field ] ? ' has-error' : ''
			}` }
		>
			<label htmlFor={ `vista-${ field }` }>
				{ fieldLabels()[ field ] }
			</label>
			{ type === 'textarea' ? (
				<textarea rows={ 4 } { ...fieldAttributes( form, field ) } />
			) : (
				<input
					type={ type }
					autoComplete={ autoComplete }
					{ ...fieldAttributes( form, field ) }
				/>
			) }
			<FieldError form={ form } field={ field } />
		</p>
	);
}

/**
 * The captcha's image, its refresh button and the code's field.
 * @param props         The captcha's props.
 * @param props.form    The form's state.
 * @param props.captcha The captcha image's address.
 */
function Captcha( { form, captcha }: { form: FormState; captcha: string } ) {
	return (
		<div className="vista-comments__captcha">
			<img
				className="vista-comments__captcha-image"
				src={ captchaSrc( captcha, form.seed ) }
				width={ 120 }
				height={ 40 }
				alt={ __( 'Verification code', 'vista-gallery' ) }
			/>
			<button
				type="button"
				className="vista-comments__captcha-refresh"
				onClick={ form.newCode }
			>
				{ __( 'New code', 'vista-gallery' ) }
			</button>
			<TextField
				form={ form }
				field="comment_captcha"
				type="text"
				autoComplete="off"
			/>
		</div>
	);
}

/**
 * The privacy policy's consent box.
 * @param props         The box's props.
 * @param props.form    The form's state.
 * @param props.privacy The privacy policy's address.
 */
function PrivacyConsent( {
	form,
	privacy,
}: {
	form: FormState;
	privacy: string;
} ) {
	return (
		<p
			className={ `vista-comments__privacy${
				form.errors.privacy_policy ? ' has-error' : ''
			}` }
		>
			<input
				id="vista-comment-privacy"
				type="checkbox"
				name="privacy_policy"
				checked={ form.values.privacy_policy }
				onChange={ ( event ) =>
					form.change( 'privacy_policy', event.target.checked )
				}
			/>
			<label htmlFor="vista-comment-privacy">
				{ __(
					'I consent to the storage of my data as described in the',
					'vista-gallery'
				) }{ ' ' }
				<a href={ privacy } target="_blank" rel="noopener noreferrer">
					{ __( 'privacy policy', 'vista-gallery' ) }
				</a>
			</label>
			<FieldError form={ form } field="privacy_policy" />
		</p>
	);
}

/**
 * @param props         The form's props.
 * @param props.form    The form's state.
 * @param props.captcha The captcha image's address.
 * @param props.privacy The privacy policy's address.
 */
export default function CommentForm( {
	form,
	captcha,
	privacy,
}: {
	form: FormState;
	captcha: string;
	privacy: string;
} ) {
	const { rules, values } = form;
	return (
		<form
			className="vista-comments__form"
			noValidate
			onSubmit={ form.submit }
		>
			<TextField
				form={ form }
				field="comment_name"
				type="text"
				autoComplete="name"
			/>
			{ rules.email && (
				<TextField
					form={ form }
					field="comment_email"
					type="email"
					autoComplete="email"
				/>
			) }
			<TextField form={ form } field="comment_text" type="textarea" />
			{ rules.captcha && <Captcha form={ form } captcha={ captcha } /> }
			{ rules.privacy && (
				<PrivacyConsent form={ form } privacy={ privacy } />
			) }
			<p className="vista-comments__actions">
				<button
					type="submit"
					className="vista-comments__submit"
					disabled={
						form.sending ||
						( rules.privacy && ! values.privacy_policy )
					}
				>
					{ __( 'Submit', 'vista-gallery' ) }
				</button>
			</p>
			<p className="vista-comments__notice" role="status">
				{ form.notice }
			</p>
		</form>
	);
}
