/**
 * Creates or edits one price list: name, currency, the sections sold, the base price, the manual
 * items, the parameters of the five 000 §3.7 types with their values and price differences, the
 * downloads, and the galleries that use it. The server checks every field; its message for a field
 * is shown next to it and the first such field takes the focus. Saving, the draft and the
 * unsaved-changes warning are the shared record editor's (@vista/shared/record-editor).
 */
import { useState } from 'react';
import apiFetch from '@wordpress/api-fetch';
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { ConfirmModal } from '@vista/shared/admin/ConfirmModal';
import { RecordEditorForm } from '@vista/shared/record-editor/RecordEditorForm';
import { useRecordEditor } from '@vista/shared/record-editor/use-record-editor';
import { errorsOutsideForm } from '@vista/shared/settings/errors';
import { priceListEditorStrings } from './editor-strings';
import {
	downloadsFields,
	galleriesFields,
	generalFields,
	printsFields,
} from './PriceListFields';
import type { GalleryChoice, PriceList } from './types';

interface Props {
	initial: PriceList;
	galleries: GalleryChoice[];
	/** Back to the list, with the saved list or null when cancelled. */
	onDone: ( saved: PriceList | null ) => void;
}

/**
 * Creates or updates a price list; answers with it as saved.
 * @param list The list as edited.
 */
function savePriceList( list: PriceList ): Promise< PriceList > {
	return apiFetch< PriceList >( {
		path: list.id
			? `/vista-gallery/v1/pricelists/${ list.id }`
			: '/vista-gallery/v1/pricelists',
		method: list.id ? 'PUT' : 'POST',
		data: list,
	} );
}

export function PriceListEditor( { initial, galleries, onDone }: Props ) {
	const strings = priceListEditorStrings();
	const [ confirmLeave, setConfirmLeave ] = useState( false );
	const editor = useRecordEditor< PriceList >( {
		initial,
		load: null,
		save: savePriceList,
		onSaved: onDone,
		strings,
	} );
	const { draft, change, errors } = editor;

	const shown = new Set< string >();
	const err = ( key: string ) => {
		shown.add( key );
		return errors[ key ];
	};
	const fields = { draft, change, err };
	const body = (
		<>
			{ generalFields( fields ) }
			{ printsFields( fields ) }
			{ downloadsFields( fields ) }
			{ galleriesFields( { ...fields, galleries } ) }
		</>
	);

	return (
		<RecordEditorForm
			editor={ editor }
			strings={ strings }
			className="vista-pricelists__editor"
			header={
				<h2>
					{ draft.id
						? sprintf(
								/* translators: %s: price list name */
								__( 'Edit “%s”', 'vista-gallery' ),
								initial.title
							)
						: __( 'New price list', 'vista-gallery' ) }
				</h2>
			}
			noticePlace="header"
			noticeDetails={ errorsOutsideForm( errors, shown ) }
			sticky={ false }
			actions={
				<Button
					__next40pxDefaultSize
					variant="tertiary"
					onClick={ () =>
						editor.dirty ? setConfirmLeave( true ) : onDone( null )
					}
				>
					{ __( 'Cancel', 'vista-gallery' ) }
				</Button>
			}
		>
			{ body }
			{ confirmLeave && (
				<ConfirmModal
					title={ __( 'Discard your changes?', 'vista-gallery' ) }
					confirmLabel={ __( 'Discard changes', 'vista-gallery' ) }
					cancelLabel={ __( 'Keep editing', 'vista-gallery' ) }
					destructive
					onConfirm={ () => onDone( null ) }
					onCancel={ () => setConfirmLeave( false ) }
				>
					{ __(
						'The changes to this price list are not saved.',
						'vista-gallery'
					) }
				</ConfirmModal>
			) }
		</RecordEditorForm>
	);
}
