/**
 * The save button of a settings form (busy and disabled while saving, with a spinner), the
 * "unsaved changes" hint, and the screen's notice with any messages for fields the form does not
 * show. Texts come from the caller, translated with its plugin's text domain.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import type { ScreenNotice } from './use-settings-form';

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
}

export function SaveBar( {
	saving,
	dirty,
	notice,
	onDismissNotice,
	labels,
}: Props ) {
	return (
		<div className="vista-settings-savebar">
			{ notice && (
				<Notice
					status={ notice.status }
					onRemove={ onDismissNotice }
					className="vista-settings-savebar__notice"
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
				{ saving && <Spinner /> }
				{ ! saving && dirty && (
					<span className="vista-settings-savebar__unsaved">
						{ labels.unsaved }
					</span>
				) }
			</div>
		</div>
	);
}
