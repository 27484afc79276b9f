/**
 * The frame of every plugin's settings screen: the load state until the settings are read, then
 * the form (submitted by the save bar, refused fields focused by ./use-settings-form) with the
 * screen's sections and the save bar. The texts come from the plugin (./strings), in its own text
 * domain.
 *
 * By default the save bar ends the form and stays in view at the bottom of the window. A screen
 * that places the bar itself (in a side column) gets it as `saveBar` and sets `placesSaveBar`.
 */
import type { ReactElement, ReactNode } from 'react';
import { LoadState } from '../form/LoadState';
import { SaveBar } from '../form/SaveBar';
import type { SettingsShellStrings } from './strings';
import type { SettingsForm } from './use-settings-form';

export interface LoadedSettings< D, R > {
	/** The settings as edited. */
	draft: D;
	/** The last answer of the server. */
	response: R;
	/** The save bar, for a screen that places it itself. */
	saveBar: ReactElement;
}

interface Props< D, R > {
	form: SettingsForm< D, R >;
	strings: SettingsShellStrings;
	/** The form's class. */
	className: string;
	/** The screen's sections, once the settings are loaded. */
	children: ( loaded: LoadedSettings< D, R > ) => ReactNode;
	/** Whether `children` places the save bar; by default it ends the form. */
	placesSaveBar?: boolean;
	/** Where the save bar's notice opens (see ../form/SaveBar). */
	noticePosition?: 'above' | 'below';
	/** Whether the save bar stays in view at the bottom of the window (see ../form/SaveBar). */
	sticky?: boolean;
}

export function SettingsShell< D, R >( {
	form,
	strings,
	className,
	children,
	placesSaveBar = false,
	noticePosition,
	sticky,
}: Props< D, R > ) {
	const { response, draft } = form;
	if ( form.loadError || ! response || ! draft ) {
		return (
			<LoadState
				error={ form.loadError }
				onRetry={ form.reload }
				labels={ strings }
			/>
		);
	}
	const saveBar = (
		<SaveBar
			saving={ form.saving }
			dirty={ form.dirty }
			notice={ form.notice }
			onDismissNotice={ form.dismissNotice }
			labels={ strings }
			noticePosition={ noticePosition }
			sticky={ sticky }
		/>
	);
	return (
		<form
			ref={ form.formRef }
			className={ className }
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				form.submit();
			} }
		>
			{ children( { draft, response, saveBar } ) }
			{ ! placesSaveBar && saveBar }
		</form>
	);
}
