/**
 * The comment form's state and sending (000 §5, §8): the values, the messages next to their
 * fields (the form's own checks, then the server's), the captcha's seed, and the add-comment
 * request with what its answer changes.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import type { SidePanelProps } from '../common/lightbox-types';
import {
	firstInvalid,
	parseCommentsBlock,
	serverErrors,
	validateComment,
	type CommentField,
	type CommentValues,
	type FieldErrors,
	type FormRules,
	type ShownComment,
} from './comments';
import {
	addComment,
	newSeed,
	readAnswer,
	type AddCommentAnswer,
} from './requests';

/**
 * @param panel       The panel's props.
 * @param setComments Shows the list the server answers with.
 */
export function useCommentForm(
	panel: SidePanelProps,
	setComments: ( comments: ShownComment[] ) => void
) {
	const { image, settings, onCountChange } = panel;
	const rules: FormRules = {
		email: settings.popup_enable_email === 1,
		captcha: settings.popup_enable_captcha === 1,
		privacy: settings.privacy_policy_url !== '',
	};
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

	// Another image: its own form messages.
	useEffect( () => {
		setNotice( '' );
		setErrors( {} );
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

	const submit = async ( event: FormEvent ) => {
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

	const newCode = () => setSeed( newSeed() );
	// A tuple, not an object: the minifier shortens the names it is read into, never an
	// object's property names, and this chunk loads on a visitor's first click.
	return [
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
	] as const;
}

export type CommentForm = ReturnType< typeof useCommentForm >;
