/**
 * The list of galleries or albums: title, count, date, search, and delete after a confirmation.
 */
import { Button, Notice, SearchControl, Spinner } from '@wordpress/components';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { speak } from '@wordpress/a11y';
import { ConfirmModal } from '@vista/shared/admin/ConfirmModal';
import {
	deleteCollection,
	listCollectionPage,
	type CollectionKind,
} from './api';
import { screenUrl } from './navigation';
import type { CollectionSummary } from './types';

interface Props {
	kind: CollectionKind;
	page: string;
	labels: {
		addNew: string;
		search: string;
		none: string;
		countHeading: string;
		count: ( count: number ) => string;
		table: string;
	};
}

export function CollectionList( { kind, page, labels }: Props ) {
	const [ search, setSearch ] = useState( '' );
	const [ listPage, setListPage ] = useState( 1 );
	const [ pages, setPages ] = useState( 1 );
	const [ total, setTotal ] = useState( 0 );
	const [ rows, setRows ] = useState< CollectionSummary[] | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	const [ deleting, setDeleting ] = useState< CollectionSummary | null >(
		null
	);

	const load = useCallback(
		( term: string, wanted: number ) =>
			listCollectionPage( kind, term, wanted ).then(
				( result ) => {
					if ( result.rows.length === 0 && wanted > 1 ) {
						// The last row of the last page was deleted: show the page before.
						setListPage( wanted - 1 );
						return;
					}
					setRows( result.rows );
					setPages( result.pages );
					setTotal( result.total );
					setError( null );
				},
				( failure: { message?: string } ) =>
					setError(
						failure?.message ??
							__(
								'The list could not be loaded.',
								'vista-gallery'
							)
					)
			),
		[ kind ]
	);

	const searched = useRef( search );
	useEffect( () => {
		// Typing waits for a pause; turning a page loads at once.
		const delay = searched.current === search ? 0 : 250;
		searched.current = search;
		const timer = window.setTimeout(
			() => load( search, listPage ),
			delay
		);
		return () => window.clearTimeout( timer );
	}, [ load, search, listPage ] );

	const searchFor = ( term: string ) => {
		setSearch( term );
		setListPage( 1 );
	};

	const confirmDelete = async () => {
		const row = deleting;
		setDeleting( null );
		if ( ! row ) {
			return;
		}
		try {
			await deleteCollection( kind, row.id );
			speak(
				sprintf(
					/* translators: %s: title. */
					__( '"%s" was deleted.', 'vista-gallery' ),
					row.title
				)
			);
			await load( search, listPage );
		} catch ( failure ) {
			setError(
				( failure as { message?: string } )?.message ??
					__( 'It could not be deleted.', 'vista-gallery' )
			);
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
					value={ search }
					onChange={ searchFor }
				/>
			</div>
			{ error && (
				<Notice status="error" onRemove={ () => setError( null ) }>
					<p>{ error }</p>
				</Notice>
			) }
			{ rows === null && ! error && <Spinner /> }
			{ rows && rows.length === 0 && <p>{ labels.none }</p> }
			{ rows && rows.length > 0 && (
				<table className="wp-list-table widefat fixed striped">
					<caption className="screen-reader-text">
						{ labels.table }
					</caption>
					<thead>
						<tr>
							<th scope="col">
								{ __( 'Title', 'vista-gallery' ) }
							</th>
							<th scope="col">{ labels.countHeading }</th>
							<th scope="col">
								{ __( 'Date', 'vista-gallery' ) }
							</th>
							<th scope="col">
								<span className="screen-reader-text">
									{ __( 'Actions', 'vista-gallery' ) }
								</span>
							</th>
						</tr>
					</thead>
					<tbody>
						{ rows.map( ( row ) => (
							<tr key={ row.id }>
								<td>
									<a
										className="row-title"
										href={ screenUrl( page, {
											edit: row.id,
										} ) }
									>
										{ row.title ||
											__(
												'(no title)',
												'vista-gallery'
											) }
									</a>
								</td>
								<td>{ labels.count( row.count ) }</td>
								<td>
									{ new Date(
										row.date
									).toLocaleDateString() }
								</td>
								<td>
									<Button
										variant="link"
										isDestructive
										onClick={ () => setDeleting( row ) }
									>
										{ __( 'Delete', 'vista-gallery' ) }
										<span className="screen-reader-text">
											{ ' ' }
											{ row.title }
										</span>
									</Button>
								</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
			{ rows && pages > 1 && (
				<nav
					className="vista-gallery-list__pages"
					aria-label={ __( 'List pages', 'vista-gallery' ) }
				>
					<span className="displaying-num">
						{ sprintf(
							/* translators: %d: number of rows. */
							_n( '%d item', '%d items', total, 'vista-gallery' ),
							total
						) }
					</span>
					<Button
						variant="secondary"
						disabled={ listPage <= 1 }
						accessibleWhenDisabled
						onClick={ () => setListPage( listPage - 1 ) }
					>
						{ __( 'Previous page', 'vista-gallery' ) }
					</Button>
					<span aria-live="polite">
						{ sprintf(
							/* translators: 1: page number, 2: number of pages. */
							__( 'Page %1$d of %2$d', 'vista-gallery' ),
							listPage,
							pages
						) }
					</span>
					<Button
						variant="secondary"
						disabled={ listPage >= pages }
						accessibleWhenDisabled
						onClick={ () => setListPage( listPage + 1 ) }
					>
						{ __( 'Next page', 'vista-gallery' ) }
					</Button>
				</nav>
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
