/**
 * The notice as visitors will see it, rebuilt from the settings being edited with the structure
 * and class names of Notice::markup() so that notice.css styles it the same. It sits in a small
 * page (at its top or bottom) instead of the window, and is inert: a picture, not a control.
 */
import { Button } from '@wordpress/components';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { CSSProperties } from 'react';
import { messageNodes } from './message-html';
import type {
	AdminData,
	DefaultTexts,
	DraftSettings,
	TextField,
} from './types';

interface Props {
	draft: DraftSettings;
	defaultTexts: DefaultTexts;
	admin: AdminData;
}

/** How long the hide effect takes in notice.css, plus a pause before the notice returns. */
const HIDE_PREVIEW_MS = 1200;

/**
 * Settings::text(): the owner's text, or the default.
 * @param draft        Settings.
 * @param defaultTexts Defaults.
 * @param field        Text field.
 */
function shownText(
	draft: DraftSettings,
	defaultTexts: DefaultTexts,
	field: TextField
): string {
	const value = draft[ field ].trim();
	return value !== '' ? value : defaultTexts[ field ];
}

/**
 * Notice::more_info_url(), for the preview: only http(s) addresses are linked.
 * @param draft Settings.
 * @param admin Page data.
 */
function moreInfoUrl( draft: DraftSettings, admin: AdminData ): string {
	if ( draft.moreInfo === 'privacy' ) {
		return admin.privacyPolicyUrl;
	}
	return draft.moreInfo === 'custom' ? draft.moreInfoUrl.trim() : '';
}

/** Marks an element inert (React 18 does not know the attribute). */
function useInert< T extends HTMLElement >() {
	return useCallback( ( element: T | null ) => {
		element?.setAttribute( 'inert', '' );
	}, [] );
}

export function NoticePreview( { draft, defaultTexts, admin }: Props ) {
	const [ hiding, setHiding ] = useState( false );
	const timer = useRef< number | undefined >( undefined );
	const inert = useInert< HTMLDivElement >();
	useEffect( () => () => window.clearTimeout( timer.current ), [] );

	const opacity = Math.min(
		100,
		Math.max( 50, Number( draft.barOpacity ) || 100 )
	);
	const style = {
		'--cn-text': draft.textColor,
		'--cn-bar': draft.barColor,
		'--cn-button': draft.buttonColor,
		'--cn-button-text': draft.buttonTextColor,
		'--cn-opacity': String( opacity / 100 ),
	} as CSSProperties;
	const link = moreInfoUrl( draft, admin );
	const text = ( field: TextField ) =>
		shownText( draft, defaultTexts, field );

	const playHideEffect = () => {
		window.clearTimeout( timer.current );
		setHiding( true );
		timer.current = window.setTimeout(
			() => setHiding( false ),
			HIDE_PREVIEW_MS
		);
	};

	return (
		<div className="vista-consent-preview">
			<p
				className="vista-consent-preview__caption"
				id="vista-consent-preview-caption"
			>
				{ __( 'How visitors see the notice', 'vista-consent' ) }
			</p>
			<div
				className={ `vista-consent-preview__page is-${ draft.position }` }
				role="img"
				aria-labelledby="vista-consent-preview-caption"
			>
				<div
					className="vista-consent-preview__content"
					aria-hidden="true"
				>
					<span />
					<span />
					<span />
					<span />
				</div>
				<div
					ref={ inert }
					id="cookie-notice"
					className={ [
						`cn-position-${ draft.position }`,
						`cn-effect-${ draft.hideEffect }`,
						hiding ? 'cn-hiding' : '',
					]
						.filter( Boolean )
						.join( ' ' ) }
					style={ style }
				>
					<div className="cookie-notice-container">
						<p id="cn-notice-text" className="cn-text-container">
							{ messageNodes( text( 'message' ) ) }
						</p>
						{ draft.categories && <PreviewCategories /> }
						<PreviewButtons
							draft={ draft }
							link={ link }
							text={ text }
						/>
					</div>
				</div>
			</div>
			<div className="vista-consent-preview__tools">
				<Button
					variant="secondary"
					size="compact"
					onClick={ playHideEffect }
					disabled={ draft.hideEffect === 'none' || hiding }
					accessibleWhenDisabled
				>
					{ __( 'Play the hide effect', 'vista-consent' ) }
				</Button>
			</div>
			{ draft.revokeCookies && (
				<>
					<p className="vista-consent-preview__caption">
						{ draft.revokeCookiesOpt === 'automatic'
							? __(
									'After a choice, in the corner of every page:',
									'vista-consent'
								)
							: __(
									'After a choice, where you place the block or shortcode:',
									'vista-consent'
								) }
					</p>
					<div
						ref={ inert }
						className="vista-consent-preview__revoke cn-decided"
					>
						<button
							type="button"
							className={ `cn-revoke-cookie cn-button ${
								draft.revokeCookiesOpt === 'automatic'
									? 'cn-revoke-auto'
									: 'cn-revoke-inline'
							}` }
						>
							{ text( 'revokeText' ) }
						</button>
					</div>
				</>
			) }
		</div>
	);
}

// The notice's buttons, as the front end prints them.
function PreviewButtons( {
	draft,
	link,
	text,
}: {
	draft: DraftSettings;
	link: string;
	text: ( field: TextField ) => string;
} ) {
	return (
		<>
			<div className="cn-buttons-container">
				<button
					type="button"
					id="cn-accept-cookie"
					className="cn-set-cookie cn-button"
				>
					{ text( 'acceptText' ) }
				</button>
				{ draft.categories && (
					<button
						type="button"
						id="cn-save-cookie"
						className="cn-set-cookie cn-button"
					>
						{ text( 'saveText' ) }
					</button>
				) }
				<button
					type="button"
					id="cn-refuse-cookie"
					className="cn-set-cookie cn-button"
				>
					{ text( 'refuseText' ) }
				</button>
				{ link !== '' && (
					<a
						href={ /^https?:\/\//i.test( link ) ? link : undefined }
						id="cn-more-info"
						className="cn-more-info cn-button"
					>
						{ text( 'moreInfoText' ) }
					</a>
				) }
			</div>
		</>
	);
}

// The category checkboxes, as a first-time visitor sees them.
function PreviewCategories() {
	return (
		<>
			<fieldset className="cn-categories">
				<legend className="cn-categories-legend">
					{ __( 'Cookies I allow', 'vista-consent' ) }
				</legend>
				<label
					className="cn-category"
					htmlFor="vista-consent-preview-necessary"
				>
					<input
						id="vista-consent-preview-necessary"
						type="checkbox"
						checked
						disabled
						readOnly
					/>{ ' ' }
					{ __( 'Necessary', 'vista-consent' ) }
				</label>
				<label
					className="cn-category"
					htmlFor="vista-consent-preview-statistics"
				>
					<input
						id="vista-consent-preview-statistics"
						type="checkbox"
						className="cn-category-input"
						value="statistics"
						checked={ false }
						readOnly
					/>{ ' ' }
					{ __( 'Statistics', 'vista-consent' ) }
				</label>
				<label
					className="cn-category"
					htmlFor="vista-consent-preview-marketing"
				>
					<input
						id="vista-consent-preview-marketing"
						type="checkbox"
						className="cn-category-input"
						value="marketing"
						checked={ false }
						readOnly
					/>{ ' ' }
					{ __( 'Marketing', 'vista-consent' ) }
				</label>
			</fieldset>
		</>
	);
}
