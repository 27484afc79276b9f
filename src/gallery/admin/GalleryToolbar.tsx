/**
 * The gallery editor's toolbar: add images from the Media Library, import a folder, select all or
 * none, and remove the selected images from the gallery.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

interface Props {
	/** Whether the Media Library modal is there. */
	canAdd: boolean;
	onAdd: () => void;
	/** The import screen for this gallery; null when the user cannot upload. */
	importUrl: string | null;
	/** Images in the gallery. */
	count: number;
	selectedCount: number;
	onSelectAll: () => void;
	onSelectNone: () => void;
	onRemoveSelected: () => void;
}

export function GalleryToolbar( {
	canAdd,
	onAdd,
	importUrl,
	count,
	selectedCount,
	onSelectAll,
	onSelectNone,
	onRemoveSelected,
}: Props ) {
	return (
		<div className="vista-gallery-editor__toolbar">
			<Button
				variant="secondary"
				onClick={ onAdd }
				disabled={ ! canAdd }
				accessibleWhenDisabled
			>
				{ __( 'Add images from the Media Library', 'vista-gallery' ) }
			</Button>
			{ importUrl !== null && (
				<Button variant="tertiary" href={ importUrl }>
					{ __( 'Import a folder', 'vista-gallery' ) }
				</Button>
			) }
			<Button
				variant="tertiary"
				onClick={ onSelectAll }
				disabled={ count === 0 }
				accessibleWhenDisabled
			>
				{ __( 'Select all', 'vista-gallery' ) }
			</Button>
			<Button
				variant="tertiary"
				onClick={ onSelectNone }
				disabled={ selectedCount === 0 }
				accessibleWhenDisabled
			>
				{ __( 'Select none', 'vista-gallery' ) }
			</Button>
			<Button
				variant="tertiary"
				isDestructive
				onClick={ onRemoveSelected }
				disabled={ selectedCount === 0 }
				accessibleWhenDisabled
			>
				{ __( 'Remove selected from gallery', 'vista-gallery' ) }
			</Button>
		</div>
	);
}
