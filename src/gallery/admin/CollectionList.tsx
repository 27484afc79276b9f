/**
 * The list of galleries or albums: title, count, date, search, and delete after a confirmation.
 */
import { Button, Notice, SearchControl, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { ConfirmModal } from '@vista/shared/admin/ConfirmModal';
import type { CollectionKind } from './api';
import {
	CollectionTable,
	ListPages,
	type CollectionTableLabels,
} from './CollectionTable';
import { screenUrl } from './navigation';
import type { CollectionSummary } from './types';
import { useCollectionPage } from './use-collection-page';

interface Props {
	kind: CollectionKind;
	page: string;
	labels: CollectionTableLabels & {
		addNew: string;
		search: string;
		none: string;
	};
}

export function CollectionList( { kind, page, labels }: Props ) {
	const list = useCollectionPage( kind );
	const { rows, error } = list;
	const [ deleting, setDeleting ] = useState< CollectionSummary | null >(
		null
	);

	const confirmDelete = async () => {
		const row = deleting;
		setDeleting( null );
		if ( row ) {
			await list.remove( row );
		}
	};

	return (
		<div className="vista-gallery-list">
			<div className="vista-gallery-list__toolbar">
				<Button
					variant="primary"
					href={ screenUrl( page, { edit: 'new' } ) }
				>
					{ labels.addNew }
				</Button>
				<SearchControl
					__nextHasNoMarginBottom
					label={ labels.search }
					value={ list.search }
					onChange={ list.searchFor }
				/>
			</div>
			{ error && (
				<Notice status="error" onRemove={ list.clearError }>
					<p>{ error }</p>
				</Notice>
			) }
			{ rows === null && ! error && <Spinner /> }
			{ rows && rows.length === 0 && <p>{ labels.none }</p> }
			{ rows && rows.length > 0 && (
				<CollectionTable
					rows={ rows }
					page={ page }
					labels={ labels }
					onDelete={ setDeleting }
				/>
			) }
			{ rows && list.pages > 1 && (
				<ListPages
					total={ list.total }
					listPage={ list.listPage }
					pages={ list.pages }
					onPage={ list.setListPage }
				/>
			) }
			{ deleting && (
				<ConfirmModal
					title={ __( 'Delete?', 'vista-gallery' ) }
					confirmLabel={ __( 'Delete', 'vista-gallery' ) }
					cancelLabel={ __( 'Cancel', 'vista-gallery' ) }
					destructive
					onConfirm={ confirmDelete }
					onCancel={ () => setDeleting( null ) }
				>
					{ sprintf(
						/* translators: %s: title. */
						__(
							'Delete "%s" for good? Its images stay in the Media Library.',
							'vista-gallery'
						),
						deleting.title
					) }
				</ConfirmModal>
			) }
		</div>
	);
}

/**
 * "12 images".
 * @param count Number of images.
 */
export const imageCount = ( count: number ) =>
	sprintf(
		/* translators: %d: number of images. */
		_n( '%d image', '%d images', count, 'vista-gallery' ),
		count
	);
