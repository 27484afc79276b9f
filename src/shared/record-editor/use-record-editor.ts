/**
 * The life of one record's editor (a gallery, an album, a price list), for any plugin: read the
 * record, edit a draft, know whether it differs from what is saved, save it, and on a refused save
 * keep everything typed, show the server's message for each field and move the focus to the first
 * refused field. Leaving with unsaved changes asks first.
 *
 * The editor renders its own fields around what this returns (./RecordEditorForm gives the frame);
 * every text comes from the caller, translated with its plugin's text domain.
 */
import {
	useCallback,
	useEffect,
	useRef,
	useState,
	type RefObject,
} from '@wordpress/element';
import type { ScreenNotice } from '../form/notice';
import { useFocusFirstError } from '../form/use-focus-first-error';
import { useLeaveWarning } from '../form/use-leave-warning';
import { draftAfterSave, sameValue } from '../settings/draft';
import { parseSaveError, type FieldErrors } from '../settings/errors';
import type { RecordEditorStrings } from './strings';

export interface RecordEditorOptions< D extends object > {
	/** Reads the record when the editor opens; null when there is nothing to read. */
	load: ( () => Promise< D > ) | null;
	/** The record until it is read, or for good when there is nothing to read. */
	initial: D;
	/** Sends the draft; resolves with the record as saved. */
	save: ( draft: D ) => Promise< D >;
	/** Why the draft cannot be sent as it is (a missing title), or null. */
	check?: ( draft: D ) => string | null;
	/** Runs after a save, with the record as saved. */
	onSaved?: ( saved: D ) => void;
	strings: Pick< RecordEditorStrings, 'saved' | 'saveFailed' | 'loadFailed' >;
}

/** New values for some fields, or how to work them out from the current draft. */
export type DraftChange< D > =
	Partial< D > | ( ( current: D ) => Partial< D > );

export interface RecordEditor< D > {
	/** Whether the record is read (always, when there is nothing to read). */
	loaded: boolean;
	/** Why reading failed, if it did. */
	loadError: string | null;
	/** Reads the record again. */
	reload: () => void;
	/** The record as edited. */
	draft: D;
	/**
	 * Changes fields of the draft. Given values, it also clears the server's messages for those
	 * fields (and the fields within them); given a function, it leaves the messages.
	 */
	change: ( fields: DraftChange< D > ) => void;
	/** Whether the draft differs from the record as saved. */
	dirty: boolean;
	/** Sends the draft. */
	submit: () => Promise< void >;
	saving: boolean;
	/** The server's messages for the last refused save, by field. */
	errors: FieldErrors;
	notice: ScreenNotice | null;
	/** Shows another notice in the same place (the outcome of a related request). */
	showNotice: ( notice: ScreenNotice | null ) => void;
	dismissNotice: () => void;
	/** Goes on the <form>, so the first refused field can take the focus. */
	formRef: RefObject< HTMLFormElement | null >;
}

/**
 * The messages without those of some fields, and of the fields within them (`downloads` takes
 * `downloads.0.price` along); the same object when none goes.
 * @param errors Messages by field.
 * @param fields The fields changed.
 */
export function withoutFields(
	errors: FieldErrors,
	fields: string[]
): FieldErrors {
	const kept = Object.entries( errors ).filter(
		( [ key ] ) =>
			! fields.some(
				( field ) => key === field || key.startsWith( `${ field }.` )
			)
	);
	return kept.length === Object.keys( errors ).length
		? errors
		: Object.fromEntries( kept );
}

/**
 * Reads the record when the editor opens.
 * @param options The editor's options (the latest, through a ref).
 * @param onLoad  Takes the record read.
 */
function useRecordLoad< D extends object >(
	options: RefObject< RecordEditorOptions< D > >,
	onLoad: ( record: D ) => void
) {
	const [ loaded, setLoaded ] = useState( options.current?.load === null );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const onLoadRef = useRef( onLoad );
	onLoadRef.current = onLoad;
	const reload = useCallback( () => {
		const { load, strings } = options.current as RecordEditorOptions< D >;
		if ( ! load ) {
			return;
		}
		setLoadError( null );
		load()
			.then( ( record ) => {
				onLoadRef.current( record );
				setLoaded( true );
			} )
			.catch( ( failure: unknown ) =>
				setLoadError(
					parseSaveError( failure, strings.loadFailed ?? '' ).message
				)
			);
	}, [ options ] );
	useEffect( reload, [ reload ] );
	return { loaded, loadError, reload };
}

export function useRecordEditor< D extends object >(
	options: RecordEditorOptions< D >
): RecordEditor< D > {
	// The latest options, so the callbacks below stay stable across renders.
	const optionsRef = useRef( options );
	optionsRef.current = options;

	const [ saved, setSaved ] = useState< D >( options.initial );
	const [ draft, setDraft ] = useState< D >( options.initial );
	const [ saving, setSaving ] = useState( false );
	const [ notice, setNotice ] = useState< ScreenNotice | null >( null );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const { formRef, focusFirstErrorAfter } = useFocusFirstError( errors );
	const savingRef = useRef( false );
	const { loaded, loadError, reload } = useRecordLoad(
		optionsRef,
		( record ) => {
			setSaved( record );
			setDraft( record );
		}
	);

	const dismissNotice = useCallback( () => setNotice( null ), [] );
	const dirty = loaded && ! sameValue( draft, saved );
	useLeaveWarning( dirty );

	const change = useCallback( ( fields: DraftChange< D > ) => {
		setDraft( ( current ) => ( {
			...current,
			...( typeof fields === 'function' ? fields( current ) : fields ),
		} ) );
		if ( typeof fields !== 'function' ) {
			setErrors( ( current ) =>
				withoutFields( current, Object.keys( fields ) )
			);
		}
	}, [] );

	const submit = async () => {
		const { save, check, onSaved, strings } = optionsRef.current;
		if ( savingRef.current ) {
			return;
		}
		const sent = draft;
		const refusal = check?.( sent );
		if ( refusal ) {
			setNotice( { status: 'error', message: refusal } );
			return;
		}
		savingRef.current = true;
		setSaving( true );
		let record: D;
		try {
			record = await save( sent );
		} catch ( failure: unknown ) {
			const { message, fieldErrors } = parseSaveError(
				failure,
				strings.saveFailed
			);
			focusFirstErrorAfter();
			setErrors( fieldErrors );
			setNotice( { status: 'error', message } );
			return;
		} finally {
			savingRef.current = false;
			setSaving( false );
		}
		setSaved( record );
		setDraft( ( current ) => draftAfterSave( current, sent, record ) );
		setErrors( {} );
		setNotice(
			strings.saved ? { status: 'success', message: strings.saved } : null
		);
		onSaved?.( record );
	};

	return {
		loaded,
		loadError,
		reload,
		draft,
		change,
		dirty,
		submit,
		saving,
		errors,
		notice,
		showNotice: setNotice,
		dismissNotice,
		formRef,
	};
}
