/**
 * Asks to confirm an action (a deletion): a modal with the question, a confirm button and a
 * cancel button; Escape cancels. Texts come from the caller, translated with its plugin's text
 * domain.
 */
import { Button, Modal } from '@wordpress/components';
import type { ReactNode } from 'react';

interface Props {
	title: string;
	children: ReactNode;
	confirmLabel: string;
	cancelLabel: string;
	/** Whether the action destroys something (a red button). */
	destructive?: boolean;
	onConfirm: () => void;
	onCancel: () => void;
}

export function ConfirmModal( {
	title,
	children,
	confirmLabel,
	cancelLabel,
	destructive = false,
	onConfirm,
	onCancel,
}: Props ) {
	return (
		<Modal title={ title } onRequestClose={ onCancel } size="small">
			<div className="vista-confirm-modal__body">{ children }</div>
			<div className="vista-confirm-modal__actions">
				<Button
					__next40pxDefaultSize
					variant="tertiary"
					onClick={ onCancel }
				>
					{ cancelLabel }
				</Button>
				<Button
					__next40pxDefaultSize
					variant="primary"
					isDestructive={ destructive }
					onClick={ onConfirm }
				>
					{ confirmLabel }
				</Button>
			</div>
		</Modal>
	);
}
