/**
 * The comment form's markup (000 §5): name, email, comment, captcha and privacy consent, each
 * with its message inline (red border, `role="alert"`), and the form's notice. Its state is
 * useCommentForm's. These are plain functions rather than components: a component's props are
 * an object whose property names the minifier keeps, and this chunk loads on a visitor's click.
 */
import { __ } from '@wordpress/i18n';
import type { SidePanelProps } from '../common/lightbox-types';
import {
	captchaSrc,
	fieldLabels,
	type CommentField,
	type FieldErrors,
} from './comments';
import type { CommentForm as FormState } from './useCommentForm';

const MAX_LENGTH: Partial< Record< CommentField, number > > = {
	comment_name: 100,
	comment_email: 100,
	comment_text: 2000,
	comment_captcha: 10,
};

/**
 * A field's message, if it has one.
 * @param errors The form's messages.
 * @param field  The field.
 */
function errorText( errors: FieldErrors, field: CommentField ) {
	return errors[ field ] ? (
		<span
			id={ `vista-${ field }-error` }
			className="vista-comments__error"
			role="alert"
		>
			{ errors[ field ] }
		</span>
	) : null;
}

/**
 * The captcha's image, its refresh button and the code's field.
 * @param captcha The captcha image's address.
 * @param seed    The image's seed.
 * @param newCode Asks for another image.
 * @param field   The code's field.
 */
function captchaBox(
	captcha: string,
	seed: string,
	newCode: () => void,
	field: JSX.Element
) {
	return (
		<div className="vista-comments__captcha">
			<img
				className="vista-comments__captcha-image"
				src={ captchaSrc( captcha, seed ) }
				width={ 120 }
				height={ 40 }
				alt={ __( 'Verification code', 'vista-gallery' ) }
			/>
			<button
				type="button"
				className="wp-element-button vista-comments__captcha-refresh"
				onClick={ newCode }
			>
				{ __( 'New code', 'vista-gallery' ) }
			</button>
			{ field }
		</div>
	);
}

/**
 * The form, with the captcha and the privacy consent where the settings ask for them.
 * @param form     The form's state.
 * @param settings The lightbox settings (the captcha's and the privacy policy's addresses).
 */
export function commentForm(
	form: FormState,
	settings: SidePanelProps[ 'settings' ]
) {
	const [
		rules,
		values,
		errors,
		notice,
		sending,
		seed,
		fields,
		change,
		submit,
		newCode,
	] = form;
	const textField = (
		field: CommentField,
		type: 'text' | 'email' | 'textarea',
		autoComplete?: string
	) => {
		const Control = type === 'textarea' ? 'textarea' : 'input';
		return (
			<p
				className={ `vista-comments__field${
					errors[ field ] ? ' has-error' : ''
				}` }
			>
				<label htmlFor={ `vista-${ field }` }>
					{ fieldLabels()[ field ] }
				</label>
				<Control
					{ ...( type === 'textarea'
						? { rows: 4 }
						: { type, autoComplete } ) }
					id={ `vista-${ field }` }
					name={ field }
					className="bwg_validate"
					maxLength={ MAX_LENGTH[ field ] }
					value={ values[ field ] as string }
					aria-invalid={ errors[ field ] ? true : undefined }
					aria-describedby={
						errors[ field ] ? `vista-${ field }-error` : undefined
					}
					ref={ (
						element: HTMLInputElement | HTMLTextAreaElement | null
					) => {
						fields.current[ field ] = element ?? undefined;
					} }
					onChange={ (
						event: React.ChangeEvent<
							HTMLInputElement | HTMLTextAreaElement
						>
					) => change( field, event.target.value ) }
				/>
				{ errorText( errors, field ) }
			</p>
		);
	};
	return (
		<form className="vista-comments__form" noValidate onSubmit={ submit }>
			{ textField( 'comment_name', 'text', 'name' ) }
			{ rules.email && textField( 'comment_email', 'email', 'email' ) }
			{ textField( 'comment_text', 'textarea' ) }
			{ rules.captcha &&
				captchaBox(
					settings.captcha_url,
					seed,
					newCode,
					textField( 'comment_captcha', 'text', 'off' )
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
					{ errorText( errors, 'privacy_policy' ) }
				</p>
			) }
			<p className="vista-comments__actions">
				<button
					type="submit"
					className="wp-element-button vista-comments__submit"
					disabled={
						sending || ( rules.privacy && ! values.privacy_policy )
					}
				>
					{ __( 'Submit', 'vista-gallery' ) }
				</button>
			</p>
			<p className="vista-comments__notice" role="status">
				{ notice }
			</p>
		</form>
	);
}
