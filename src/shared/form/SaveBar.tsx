/**
 * The save button of a settings form or record editor (busy and disabled while saving, with a
 * spinner), the "unsaved changes" hint, and the screen's notice with any messages for fields the
 * form does not show. Texts come from the caller, translated with its plugin's text domain.
 *
 * By default the bar stays in view at the bottom of the window, with the notice above the button.
 * A screen that keeps the button elsewhere (a side column) can leave the bar in the flow and open
 * the notice below the button, so the button does not move when the notice appears. The notice
 * comes before or after the button in the page as it does on screen, so the tab order follows
 * what is seen.
 */
import { Button, Spinner } from '@wordpress/components';
import type { ReactNode } from 'react';
import { FormNotice } from './FormNotice';
import type { ScreenNotice } from './notice';

interface Props {
	saving: boolean;
	dirty: boolean;
	notice: ScreenNotice | null;
	onDismissNotice: () => void;
	labels: {
		save: string;
		saving: string;
		unsaved: string;
	};
	/** Where the notice opens: above the button (default) or below it. */
	noticePosition?: 'above' | 'below';
	/** Whether the bar stays in view at the bottom of the window (default). */
	sticky?: boolean;
	/** Other buttons, after the save button (a record editor's "Cancel"). */
	children?: ReactNode;
}

export function SaveBar( {
	saving,
	dirty,
	notice,
	onDismissNotice,
	labels,
	noticePosition = 'above',
	sticky = true,
	children,
}: Props ) {
	const noticeElement = notice && (
		<FormNotice
			notice={ notice }
			onDismiss={ onDismissNotice }
			className="vista-settings-savebar__notice"
		/>
	);
	return (
		<div
			className={
				sticky
					? 'vista-settings-savebar is-sticky'
					: 'vista-settings-savebar'
			}
		>
			{ noticePosition === 'above' && noticeElement }
			<div className="vista-settings-savebar__actions">
				<Button
					__next40pxDefaultSize
					type="submit"
					variant="primary"
					disabled={ saving }
					accessibleWhenDisabled
					isBusy={ saving }
				>
					{ saving ? labels.saving : labels.save }
				</Button>
				{ children }
				{ saving && <Spinner /> }
				{ ! saving && dirty && (
					<span className="vista-settings-savebar__unsaved">
						{ labels.unsaved }
					</span>
				) }
			</div>
			{ noticePosition === 'below' && noticeElement }
		</div>
	);
}
