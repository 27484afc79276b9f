/**
 * The form's settings in the document sidebar, kept in the `_vista_form_settings` meta
 * (PostType::settings_schema()).
 */
import { __ } from '@wordpress/i18n';
import {
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
	Flex,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { PluginDocumentSettingPanel } from '@wordpress/editor';
import { useEntityProp } from '@wordpress/core-data';
import {
	DEFAULT_QUIZ_SETTINGS,
	QuizSettingsFields,
	type QuizSettings,
} from './quiz-settings';
import {
	DEFAULT_PAYMENT_SETTINGS,
	PaymentSettingsFields,
	type PaymentSettings,
} from './payment-settings';
import { SETTINGS_SPACING } from './fields/controls';

export const SETTINGS_META = '_vista_form_settings';

export interface FormSettings extends QuizSettings, PaymentSettings {
	message_location: 'top' | 'bottom' | 'hide' | 'popup';
	success_message: string;
	redirect: 'none' | 'same' | 'new_tab';
	redirect_url: string;
	form_state_type: 'reset' | 'hide';
	ajax_submission: boolean;
	process_text: string;
	submit_label: string;
	notify_email: boolean;
	notify_to: string;
	submission_message_scroll: boolean;
	pdf_download: boolean;
	captcha: boolean;
}

export const DEFAULT_SETTINGS: FormSettings = {
	message_location: 'top',
	success_message: '',
	redirect: 'none',
	redirect_url: '',
	form_state_type: 'reset',
	ajax_submission: true,
	process_text: '',
	submit_label: '',
	notify_email: false,
	notify_to: '',
	submission_message_scroll: false,
	pdf_download: false,
	captcha: true,
	...DEFAULT_QUIZ_SETTINGS,
	...DEFAULT_PAYMENT_SETTINGS,
};

const common = { __next40pxDefaultSize: true, __nextHasNoMarginBottom: true };

function SettingsFields( { postType }: { postType: string } ) {
	const [ meta, setMeta ] = useEntityProp< Record< string, unknown > >(
		'postType',
		postType,
		'meta'
	);
	const settings: FormSettings = {
		...DEFAULT_SETTINGS,
		...( ( meta?.[ SETTINGS_META ] as Partial< FormSettings > ) ?? {} ),
	};
	const set = ( patch: Partial< FormSettings > ) =>
		setMeta( { ...meta, [ SETTINGS_META ]: { ...settings, ...patch } } );
	// One stack for the whole panel: the groups below return fragments, so every control is a
	// child of the stack and gets the same gap.
	return (
		<Flex
			direction="column"
			gap={ SETTINGS_SPACING }
			align="stretch"
			justify="flex-start"
		>
			<SelectControl
				{ ...common }
				label={ __( 'Message location', 'vista-forms' ) }
				value={ settings.message_location }
				options={ [
					{
						value: 'top',
						label: __( 'Above the form', 'vista-forms' ),
					},
					{
						value: 'bottom',
						label: __( 'Below the form', 'vista-forms' ),
					},
					{
						value: 'hide',
						label: __( 'In place of the form', 'vista-forms' ),
					},
					{
						value: 'popup',
						label: __( 'In a popup', 'vista-forms' ),
					},
				] }
				onChange={ ( value ) =>
					set( {
						message_location:
							value as FormSettings[ 'message_location' ],
					} )
				}
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Success message', 'vista-forms' ) }
				value={ settings.success_message }
				onChange={ ( value ) => set( { success_message: value } ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Scroll to the message', 'vista-forms' ) }
				checked={ settings.submission_message_scroll }
				onChange={ ( value ) =>
					set( { submission_message_scroll: value } )
				}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Offer a PDF copy of the answers', 'vista-forms' ) }
				checked={ settings.pdf_download }
				onChange={ ( value ) => set( { pdf_download: value } ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Ask for the captcha', 'vista-forms' ) }
				help={ __(
					'When a captcha is set up in Forms → Settings. Turn it off for a form that only signed-in people see, or that has its own check.',
					'vista-forms'
				) }
				checked={ settings.captcha }
				onChange={ ( value ) => set( { captcha: value } ) }
			/>
			<AfterSendFields settings={ settings } set={ set } />
			<QuizSettingsFields settings={ settings } set={ set } />
			<PaymentSettingsFields settings={ settings } set={ set } />
		</Flex>
	);
}

export function FormSettingsPanel() {
	const postType = useSelect(
		( select ) =>
			(
				select( 'core/editor' ) as {
					getCurrentPostType: () => string | null;
				}
			 ).getCurrentPostType(),
		[]
	);
	if ( postType !== 'vista_form' ) {
		return null;
	}
	return (
		<PluginDocumentSettingPanel
			name="vista-form-settings"
			title={ __( 'Form settings', 'vista-forms' ) }
		>
			<SettingsFields postType={ postType } />
		</PluginDocumentSettingPanel>
	);
}

// What happens after a form is sent: the redirect, the entries kept and the notification.
function AfterSendFields( {
	settings,
	set,
}: {
	settings: FormSettings;
	set: ( patch: Partial< FormSettings > ) => void;
} ) {
	return (
		<>
			<SelectControl
				{ ...common }
				label={ __( 'After sending', 'vista-forms' ) }
				value={ settings.form_state_type }
				options={ [
					{
						value: 'reset',
						label: __( 'Empty the form', 'vista-forms' ),
					},
					{
						value: 'hide',
						label: __( 'Hide the form', 'vista-forms' ),
					},
				] }
				onChange={ ( value ) =>
					set( {
						form_state_type:
							value as FormSettings[ 'form_state_type' ],
					} )
				}
			/>
			<SelectControl
				{ ...common }
				label={ __( 'Redirect', 'vista-forms' ) }
				value={ settings.redirect }
				options={ [
					{
						value: 'none',
						label: __( 'No redirect', 'vista-forms' ),
					},
					{ value: 'same', label: __( 'Same tab', 'vista-forms' ) },
					{ value: 'new_tab', label: __( 'New tab', 'vista-forms' ) },
				] }
				onChange={ ( value ) =>
					set( { redirect: value as FormSettings[ 'redirect' ] } )
				}
			/>
			{ settings.redirect !== 'none' && (
				<TextControl
					{ ...common }
					type="url"
					label={ __( 'Redirect to', 'vista-forms' ) }
					value={ settings.redirect_url }
					onChange={ ( value ) => set( { redirect_url: value } ) }
				/>
			) }
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Send without reloading the page', 'vista-forms' ) }
				checked={ settings.ajax_submission }
				onChange={ ( value ) => set( { ajax_submission: value } ) }
			/>
			<TextControl
				{ ...common }
				label={ __( 'Submit button label', 'vista-forms' ) }
				placeholder={ __( 'Submit', 'vista-forms' ) }
				value={ settings.submit_label }
				onChange={ ( value ) => set( { submit_label: value } ) }
			/>
			<TextControl
				{ ...common }
				label={ __( 'Label while sending', 'vista-forms' ) }
				placeholder={ __( 'Processing…', 'vista-forms' ) }
				value={ settings.process_text }
				onChange={ ( value ) => set( { process_text: value } ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Email me each entry', 'vista-forms' ) }
				checked={ settings.notify_email }
				onChange={ ( value ) => set( { notify_email: value } ) }
			/>
			{ settings.notify_email && (
				<TextControl
					{ ...common }
					type="email"
					label={ __( 'Send to', 'vista-forms' ) }
					help={ __(
						'Comma-separated; empty for the site address.',
						'vista-forms'
					) }
					value={ settings.notify_to }
					onChange={ ( value ) => set( { notify_to: value } ) }
				/>
			) }
		</>
	);
}
