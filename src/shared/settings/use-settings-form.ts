/**
 * The life of a settings screen, for any plugin: load the settings, edit a draft, save only the
 * changed fields, and on a refused save keep everything typed, show the server's message for each
 * field and move the focus to the first refused field. Leaving with unsaved changes asks first.
 *
 * The screen renders its own sections around what this returns; every text comes from the caller,
 * translated with its plugin's text domain.
 */
import {
	useCallback,
	useEffect,
	useRef,
	useState,
	type RefObject,
} from '@wordpress/element';
import { draftAfterSave } from './draft';
import { errorsOutsideForm, parseSaveError, type FieldErrors } from './errors';
import type { ScreenNotice } from '../form/notice';
import { useFocusFirstError } from '../form/use-focus-first-error';
import { useLeaveWarning } from '../form/use-leave-warning';

export interface SettingsFormOptions< S, D, R extends { settings: S } > {
	/** Reads the saved settings (and whatever else the screen needs). */
	load: () => Promise< R >;
	/** Saves the changed fields; resolves with the same shape as `load`. */
	save: ( changes: Record< string, unknown > ) => Promise< R >;
	/** A draft to edit, from saved settings. */
	draftFrom: ( settings: S ) => D;
	/** The fields of a draft that differ from the saved settings, as they are sent. */
	changedFields: ( saved: S, draft: D ) => Record< string, unknown >;
	/** Fields the form shows; messages for any other field go into the notice. */
	formFields: ReadonlySet< string >;
	/** Translated texts. */
	messages: {
		saved: string;
		saveFailed: string;
		loadFailed: string;
	};
}

export interface SettingsForm< D, R > {
	/** The last answer of the server (null while loading). */
	response: R | null;
	/** The settings as edited (null while loading). */
	draft: D | null;
	/** Why loading failed, if it did. */
	loadError: string | null;
	/** Loads (again). */
	reload: () => void;
	/** Changes one field of the draft, clearing its message. */
	update: < K extends keyof D >( key: K, value: D[ K ] ) => void;
	/** Saves the changed fields. */
	submit: () => Promise< void >;
	saving: boolean;
	/** Whether the draft differs from the saved settings. */
	dirty: boolean;
	errors: FieldErrors;
	notice: ScreenNotice | null;
	dismissNotice: () => void;
	/** Goes on the <form>, so the first refused field can take the focus. */
	formRef: RefObject< HTMLFormElement | null >;
}

/**
 * The messages without the one of a field (the same object when it has none).
 * @param errors Messages by field.
 * @param field  The field changed.
 */
function withoutField( errors: FieldErrors, field: string ): FieldErrors {
	if ( ! ( field in errors ) ) {
		return errors;
	}
	const { [ field ]: _removed, ...rest } = errors;
	return rest;
}

export function useSettingsForm<
	S,
	D extends object,
	R extends { settings: S },
>( options: SettingsFormOptions< S, D, R > ): SettingsForm< D, R > {
	// The latest options, so the callbacks below stay stable across renders.
	const optionsRef = useRef( options );
	optionsRef.current = options;

	const [ response, setResponse ] = useState< R | null >( null );
	const [ draft, setDraft ] = useState< D | null >( null );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ saving, setSaving ] = useState( false );
	const [ notice, setNotice ] = useState< ScreenNotice | null >( null );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const { formRef, focusFirstErrorAfter } = useFocusFirstError( errors );
	const savingRef = useRef( false );

	const reload = useCallback( () => {
		const { load, draftFrom, messages } = optionsRef.current;
		setLoadError( null );
		load()
			.then( ( answer ) => {
				setResponse( answer );
				setDraft( draftFrom( answer.settings ) );
			} )
			.catch( ( error: unknown ) =>
				setLoadError(
					parseSaveError( error, messages.loadFailed ).message
				)
			);
	}, [] );
	useEffect( reload, [ reload ] );

	const dirty =
		response !== null &&
		draft !== null &&
		Object.keys( options.changedFields( response.settings, draft ) )
			.length > 0;
	useLeaveWarning( dirty );

	const update = useCallback(
		< K extends keyof D >( key: K, value: D[ K ] ) => {
			setDraft( ( current ) =>
				current ? { ...current, [ key ]: value } : current
			);
			setErrors( ( current ) => withoutField( current, key as string ) );
			setNotice( ( current ) =>
				current?.status === 'success' ? null : current
			);
		},
		[]
	);

	const dismissNotice = useCallback( () => setNotice( null ), [] );

	const submit = async () => {
		if ( savingRef.current || ! response || ! draft ) {
			return;
		}
		const { save, draftFrom, changedFields, formFields, messages } =
			optionsRef.current;
		const sent = draft;
		savingRef.current = true;
		setSaving( true );
		setNotice( null );
		try {
			const answer = await save(
				changedFields( response.settings, sent )
			);
			setResponse( answer );
			setDraft( ( current ) =>
				current
					? draftAfterSave(
							current,
							sent,
							draftFrom( answer.settings )
						)
					: draftFrom( answer.settings )
			);
			setErrors( {} );
			setNotice( { status: 'success', message: messages.saved } );
		} catch ( error: unknown ) {
			const { message, fieldErrors } = parseSaveError(
				error,
				messages.saveFailed
			);
			focusFirstErrorAfter();
			setErrors( fieldErrors );
			setNotice( {
				status: 'error',
				message,
				details: errorsOutsideForm( fieldErrors, formFields ),
			} );
		} finally {
			savingRef.current = false;
			setSaving( false );
		}
	};

	return {
		response,
		draft,
		loadError,
		reload,
		update,
		submit,
		saving,
		dirty,
		errors,
		notice,
		dismissNotice,
		formRef,
	};
}
