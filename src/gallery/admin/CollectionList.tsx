/**
 * The list of galleries or albums: thumbnail, title, shortcode, count, author and date; search,
 * sort, and delete (after a confirmation) or duplicate, one row or the ticked ones; a gallery's
 * row also puts it on a page ("Add to a page", the getting started screen's dialog).
 */
import { Button, Notice, SearchControl, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { ConfirmModal } from '@vista/shared/admin/ConfirmModal';
import { AddToPageDialog } from '@vista/shared/onboarding/AddToPageDialog';
import type { CollectionKind } from './api';
import {
	CollectionTable,
	ListPages,
	type CollectionTableLabels,
} from './CollectionTable';
import { adminConfig, type AddToPageConfig } from './config';
import { screenUrl } from './navigation';
import type { CollectionRow } from './types';
import { useCollectionPage, type BulkAction } from './use-collection-page';

interface Props {
	kind: CollectionKind;
	page: string;
	labels: CollectionTableLabels & {
		addNew: string;
		search: string;
		none: string;
		/** The empty list's next step, when nothing is searched. */
		empty: string;
	};
}

function BulkActions( {
	count,
	busy,
	onApply,
}: {
	count: number;
	busy: boolean;
	onApply: ( action: BulkAction ) => void;
} ) {
	const [ action, setAction ] = useState< BulkAction | '' >( '' );
	return (
		<div className="vista-gallery-list__bulk">
			<label
				htmlFor="vista-gallery-bulk-action"
				className="screen-reader-text"
			>
				{ __( 'Bulk action', 'vista-gallery' ) }
			</label>
			<select
				id="vista-gallery-bulk-action"
				value={ action }
				onChange={ ( event ) =>
					setAction( event.target.value as BulkAction | '' )
				}
			>
				<option value="">
					{ __( 'Bulk actions', 'vista-gallery' ) }
				</option>
				<option value="duplicate">
					{ __( 'Duplicate', 'vista-gallery' ) }
				</option>
				<option value="delete">
					{ __( 'Delete', 'vista-gallery' ) }
				</option>
			</select>
			<Button
				variant="secondary"
				disabled={ ! action || count === 0 || busy }
				accessibleWhenDisabled
				isBusy={ busy }
				onClick={ () => action && onApply( action ) }
			>
				{ __( 'Apply', 'vista-gallery' ) }
			</Button>
			{ count > 0 && (
				<span>
					{ sprintf(
						/* translators: %d: number of rows ticked. */
						_n(
							'%d selected',
							'%d selected',
							count,
							'vista-gallery'
						),
						count
					) }
				</span>
			) }
		</div>
	);
}

/**
 * "Add to a page" for a gallery's row.
 * @param props         The dialog.
 * @param props.row     The gallery.
 * @param props.page    The list's admin page.
 * @param props.config  The dialog's route and texts.
 * @param props.onClose Closes it.
 */
function RowAddToPage( {
	row,
	page,
	config,
	onClose,
}: {
	row: CollectionRow;
	page: string;
	config: AddToPageConfig;
	onClose: () => void;
} ) {
	return (
		<AddToPageDialog
			item={ {
				id: row.id,
				title: row.title,
				block: row.block,
				shortcode: row.shortcode,
				editUrl: screenUrl( page, { edit: row.id } ),
			} }
			path={ config.path }
			strings={ config.strings }
			onClose={ onClose }
		/>
	);
}

/**
 * The delete confirmation's question.
 * @param targets The rows to delete.
 */
function deleteQuestion( targets: CollectionRow[] ) {
	return targets.length === 1
		? sprintf(
				/* translators: %s: title. */
				__(
					'Delete "%s" for good? Its images stay in the Media Library.',
					'vista-gallery'
				),
				targets[ 0 ].title
			)
		: sprintf(
				/* translators: %d: number of galleries or albums. */
				_n(
					'Delete %d item for good? Their images stay in the Media Library.',
					'Delete %d items for good? Their images stay in the Media Library.',
					targets.length,
					'vista-gallery'
				),
				targets.length
			);
}

export function CollectionList( { kind, page, labels }: Props ) {
	const list = useCollectionPage( kind );
	const { rows, error } = list;
	const [ deleting, setDeleting ] = useState< CollectionRow[] | null >(
		null
	);

	const [ adding, setAdding ] = useState< CollectionRow | null >( null );
	const addToPage = adminConfig().addToPage;

	const ticked = () =>
		( rows ?? [] ).filter( ( row ) => list.selected.includes( row.id ) );

	const confirmDelete = async () => {
		const targets = deleting;
		setDeleting( null );
		if ( targets ) {
			await list.apply( 'delete', targets );
		}
	};

	const onBulk = ( action: BulkAction ) => {
		if ( action === 'delete' ) {
			setDeleting( ticked() );
		} else {
			list.apply( 'duplicate', ticked() );
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
			{ rows && rows.length === 0 && (
				<p className="vista-gallery-list__empty">
					{ list.search ? labels.none : labels.empty }
				</p>
			) }
			{ rows && rows.length > 0 && (
				<>
					<BulkActions
						count={ list.selected.length }
						busy={ list.busy }
						onApply={ onBulk }
					/>
					<CollectionTable
						rows={ rows }
						page={ page }
						labels={ labels }
						sort={ list.sort }
						onSort={ list.sortBy }
						selected={ list.selected }
						onToggle={ list.toggle }
						onToggleAll={ list.toggleAll }
						onDelete={ ( row ) => setDeleting( [ row ] ) }
						onDuplicate={ ( row ) =>
							list.apply( 'duplicate', [ row ] )
						}
						onAddToPage={ addToPage ? setAdding : undefined }
					/>
				</>
			) }
			{ rows && list.pages > 1 && (
				<ListPages
					total={ list.total }
					listPage={ list.listPage }
					pages={ list.pages }
					onPage={ list.setListPage }
				/>
			) }
			{ adding && addToPage && (
				<RowAddToPage
					row={ adding }
					page={ page }
					config={ addToPage }
					onClose={ () => setAdding( null ) }
				/>
			) }
			{ deleting && deleting.length > 0 && (
				<ConfirmModal
					title={ __( 'Delete?', 'vista-gallery' ) }
					confirmLabel={ __( 'Delete', 'vista-gallery' ) }
					cancelLabel={ __( 'Cancel', 'vista-gallery' ) }
					destructive
					onConfirm={ confirmDelete }
					onCancel={ () => setDeleting( null ) }
				>
					{ deleteQuestion( deleting ) }
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
