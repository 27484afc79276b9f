/**
 * Settings → Cookie consent: loads the settings, edits them in a form beside a live preview of
 * the notice, and saves the changed fields. A refused save keeps everything typed and shows the
 * server's message for each field.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { adminData, fetchSettings, parseSaveError, saveSettings } from './api';
import { AppearanceSection } from './AppearanceSection';
import { BehaviourSection } from './BehaviourSection';
import { CategoriesSection } from './CategoriesSection';
import { CookieSection } from './CookieSection';
import { changedFields, draftAfterSave, draftFrom } from './draft';
import type { SectionProps } from './field';
import { LinkSection } from './LinkSection';
import { LogSection } from './LogSection';
import { NoticePreview } from './NoticePreview';
import { TextsSection } from './TextsSection';
import type { DraftSettings, FieldErrors, SettingsResponse } from './types';

interface ScreenNotice {
	status: 'success' | 'error';
	message: string;
	/** Messages for fields the form does not show. */
	details?: string[];
}

/** Fields the form shows, so that errors for any other key still reach the user. */
const FORM_FIELDS = new Set< string >( [
	'cookieName',
	'cookieTime',
	'cookieTimeRejected',
	'globalCookie',
	'onScroll',
	'onScrollOffset',
	'onClick',
	'redirection',
	'cache',
	'hideEffect',
	'revokeCookies',
	'revokeCookiesOpt',
	'message',
	'acceptText',
	'refuseText',
	'saveText',
	'moreInfoText',
	'revokeText',
	'moreInfo',
	'moreInfoUrl',
	'moreInfoTarget',
	'position',
	'textColor',
	'barColor',
	'buttonColor',
	'buttonTextColor',
	'barOpacity',
	'categories',
	'heldScripts',
	'log',
] );

/**
 * Warns before leaving the page while `active`.
 * @param active Whether there is something to lose.
 */
function useLeaveWarning( active: boolean ) {
	useEffect( () => {
		if ( ! active ) {
			return;
		}
		const warn = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			// Older browsers show the dialog only when returnValue is set.
			event.returnValue = '';
		};
		window.addEventListener( 'beforeunload', warn );
		return () => window.removeEventListener( 'beforeunload', warn );
	}, [ active ] );
}

export function SettingsScreen() {
	const admin = useMemo( adminData, [] );
	const [ saved, setSaved ] = useState< SettingsResponse | null >( null );
	const [ draft, setDraft ] = useState< DraftSettings | null >( null );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ saving, setSaving ] = useState( false );
	const [ notice, setNotice ] = useState< ScreenNotice | null >( null );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const formRef = useRef< HTMLFormElement >( null );
	const focusFirstError = useRef( false );

	const load = useCallback( () => {
		setLoadError( null );
		fetchSettings()
			.then( ( response ) => {
				setSaved( response );
				setDraft( draftFrom( response.settings ) );
			} )
			.catch( ( error: unknown ) =>
				setLoadError( parseSaveError( error, 'load' ).message )
			);
	}, [] );
	useEffect( load, [ load ] );

	const dirty =
		saved !== null &&
		draft !== null &&
		Object.keys( changedFields( saved.settings, draft ) ).length > 0;
	useLeaveWarning( dirty );

	// After a refused save, the first field with a message takes the focus.
	useEffect( () => {
		if ( ! focusFirstError.current ) {
			return;
		}
		focusFirstError.current = false;
		formRef.current
			?.querySelector< HTMLElement >( '[aria-invalid="true"]' )
			?.focus();
	}, [ errors ] );

	const update = useCallback< SectionProps[ 'update' ] >( ( key, value ) => {
		setDraft( ( current ) =>
			current ? { ...current, [ key ]: value } : current
		);
		setErrors( ( current ) => {
			if ( ! ( key in current ) ) {
				return current;
			}
			const { [ key ]: _removed, ...rest } = current;
			return rest;
		} );
		setNotice( ( current ) =>
			current?.status === 'success' ? null : current
		);
	}, [] );

	if ( loadError ) {
		return (
			<Notice status="error" isDismissible={ false }>
				<p>{ loadError }</p>
				<Button variant="secondary" onClick={ load }>
					{ __( 'Try again', 'vista-consent' ) }
				</Button>
			</Notice>
		);
	}
	if ( ! saved || ! draft ) {
		return (
			<p className="vista-consent-loading">
				<Spinner />
				{ __( 'Loading the settings…', 'vista-consent' ) }
			</p>
		);
	}

	const save = async () => {
		if ( saving ) {
			return;
		}
		const sent = draft;
		setSaving( true );
		setNotice( null );
		try {
			const response = await saveSettings(
				changedFields( saved.settings, sent )
			);
			setSaved( response );
			setDraft( ( current ) =>
				current
					? draftAfterSave( current, sent, response.settings )
					: draftFrom( response.settings )
			);
			setErrors( {} );
			setNotice( {
				status: 'success',
				message: __( 'Settings saved.', 'vista-consent' ),
			} );
		} catch ( error: unknown ) {
			const { message, fieldErrors } = parseSaveError( error );
			const details = Object.entries( fieldErrors )
				.filter( ( [ field ] ) => ! FORM_FIELDS.has( field ) )
				.map( ( [ , text ] ) => text as string );
			focusFirstError.current = true;
			setErrors( fieldErrors );
			setNotice( { status: 'error', message, details } );
		} finally {
			setSaving( false );
		}
	};

	const sectionProps: SectionProps = {
		draft,
		errors,
		update,
		defaultTexts: saved.defaultTexts,
		admin,
	};

	return (
		<form
			ref={ formRef }
			className="vista-consent-settings"
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				save();
			} }
		>
			<div className="vista-consent-settings__form">
				<TextsSection { ...sectionProps } />
				<LinkSection { ...sectionProps } />
				<AppearanceSection { ...sectionProps } />
				<CategoriesSection { ...sectionProps } />
				<BehaviourSection { ...sectionProps } />
				<CookieSection { ...sectionProps } />
				<LogSection { ...sectionProps } />
			</div>
			<aside
				className="vista-consent-settings__side"
				aria-label={ __( 'Preview and saving', 'vista-consent' ) }
			>
				<div className="vista-consent-settings__actions">
					<Button
						__next40pxDefaultSize
						type="submit"
						variant="primary"
						disabled={ saving }
						accessibleWhenDisabled
						isBusy={ saving }
					>
						{ saving
							? __( 'Saving…', 'vista-consent' )
							: __( 'Save changes', 'vista-consent' ) }
					</Button>
					{ saving && <Spinner /> }
					{ ! saving && dirty && (
						<span className="vista-consent-settings__unsaved">
							{ __( 'Unsaved changes', 'vista-consent' ) }
						</span>
					) }
				</div>
				{ notice && (
					<Notice
						status={ notice.status }
						onRemove={ () => setNotice( null ) }
						className="vista-consent-settings__notice"
					>
						<p>{ notice.message }</p>
						{ notice.details && notice.details.length > 0 && (
							<ul>
								{ notice.details.map( ( detail ) => (
									<li key={ detail }>{ detail }</li>
								) ) }
							</ul>
						) }
					</Notice>
				) }
				<NoticePreview
					draft={ draft }
					defaultTexts={ saved.defaultTexts }
					admin={ admin }
				/>
			</aside>
		</form>
	);
}
