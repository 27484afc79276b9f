/**
 * A form screen's notice: the message and, below it, the messages of fields the form does not show.
 * The Notice component speaks its text when it appears (assertively for an error, politely
 * otherwise), so screen readers hear the outcome of a save without looking for it.
 */
import { Notice } from '@wordpress/components';
import type { ScreenNotice } from './notice';

interface Props {
	notice: ScreenNotice;
	/** Removes it; without this the notice cannot be dismissed. */
	onDismiss?: () => void;
	className?: string;
}

export function FormNotice( { notice, onDismiss, className }: Props ) {
	return (
		<Notice
			status={ notice.status }
			onRemove={ onDismiss }
			isDismissible={ onDismiss !== undefined }
			className={ className }
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
	);
}
