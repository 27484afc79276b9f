/**
 * The frame of a record editor: the load state until the record is read, then the form (submitted
 * by the save bar, refused fields focused by ./use-record-editor) with the editor's header, its
 * fields and the save bar. The texts come from the plugin (./strings), in its own text domain.
 *
 * By default the notice opens in the save bar, which stays in view at the bottom of the window. An
 * editor whose form is short can keep the bar in the flow and show the notice under its header,
 * with the messages of fields it does not show.
 */
import type { ReactNode } from 'react';
import { FormNotice } from '../form/FormNotice';
import { LoadState } from '../form/LoadState';
import { SaveBar } from '../form/SaveBar';
import type { RecordEditorStrings } from './strings';
import type { RecordEditor } from './use-record-editor';

interface Props< D > {
	editor: RecordEditor< D >;
	strings: RecordEditorStrings;
	/** The form's class. */
	className: string;
	/** What comes first: a way back to the list, the record's name. */
	header: ReactNode;
	/** The editor's fields. */
	children: ReactNode;
	/** Other buttons of the save bar (a "Cancel"). */
	actions?: ReactNode;
	/** Where the notice opens: in the save bar (default) or under the header. */
	noticePlace?: 'save-bar' | 'header';
	/** Messages for fields the form does not show, listed in the notice. */
	noticeDetails?: string[];
	/** Whether the save bar stays in view at the bottom of the window (default). */
	sticky?: boolean;
}

export function RecordEditorForm< D >( {
	editor,
	strings,
	className,
	header,
	children,
	actions,
	noticePlace = 'save-bar',
	noticeDetails,
	sticky,
}: Props< D > ) {
	if ( ! editor.loaded ) {
		return (
			<LoadState
				error={ editor.loadError }
				onRetry={ editor.reload }
				labels={ {
					loading: strings.loading ?? '',
					retry: strings.retry ?? '',
				} }
			/>
		);
	}
	const notice = editor.notice && {
		...editor.notice,
		details: noticeDetails,
	};
	return (
		<form
			ref={ editor.formRef }
			className={ className }
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				editor.submit();
			} }
		>
			{ header }
			{ noticePlace === 'header' && notice && (
				<FormNotice
					notice={ notice }
					onDismiss={ editor.dismissNotice }
				/>
			) }
			{ children }
			<SaveBar
				saving={ editor.saving }
				dirty={ editor.dirty }
				notice={ noticePlace === 'save-bar' ? notice : null }
				onDismissNotice={ editor.dismissNotice }
				labels={ strings }
				sticky={ sticky }
			>
				{ actions }
			</SaveBar>
		</form>
	);
}
