/**
 * The state of a list of galleries or albums: the search, the sort, the page shown and its rows,
 * the rows ticked for a bulk action, and the deletions and copies, after which the page is loaded
 * again.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { speak } from '@wordpress/a11y';
import {
	DEFAULT_SORT,
	deleteCollection,
	duplicateCollection,
	listCollectionPage,
	type CollectionKind,
} from './api';
import type { CollectionRow, CollectionSort, CollectionSummary } from './types';

/**
 * A request's message, or the text given when it has none.
 * @param failure  What the request threw.
 * @param fallback The text.
 */
const failureMessage = ( failure: unknown, fallback: string ) =>
	( failure as { message?: string } )?.message ?? fallback;

/** What a bulk action does to one row. */
export type BulkAction = 'delete' | 'duplicate';

/**
 * The sort after a click on a column: ascending first (newest first for the date), the other way
 * on a second click.
 * @param current The sort now.
 * @param orderby The column clicked.
 */
function nextSort(
	current: CollectionSort,
	orderby: CollectionSort[ 'orderby' ]
): CollectionSort {
	if ( current.orderby === orderby ) {
		return { orderby, order: current.order === 'asc' ? 'desc' : 'asc' };
	}
	return { orderby, order: orderby === 'date' ? 'desc' : 'asc' };
}

/**
 * Tells screen reader users what a bulk action did.
 * @param action Delete or duplicate.
 * @param done   How many rows it did.
 */
function announce( action: BulkAction, done: number ) {
	speak(
		action === 'delete'
			? sprintf(
					/* translators: %d: number of galleries or albums. */
					_n( '%d deleted.', '%d deleted.', done, 'vista-gallery' ),
					done
				)
			: sprintf(
					/* translators: %d: number of galleries or albums. */
					_n(
						'%d copy made.',
						'%d copies made.',
						done,
						'vista-gallery'
					),
					done
				)
	);
}

/**
 * The ticked rows after one is ticked or unticked.
 * @param ticked The ticked rows' ids.
 * @param id     The row.
 * @param on     Whether it is ticked now.
 */
const toggled = ( ticked: number[], id: number, on: boolean ) => [
	...ticked.filter( ( other ) => other !== id ),
	...( on ? [ id ] : [] ),
];

export function useCollectionPage( kind: CollectionKind ) {
	const [ search, setSearch ] = useState( '' );
	const [ sort, setSort ] = useState< CollectionSort >( DEFAULT_SORT );
	const [ listPage, setListPage ] = useState( 1 );
	const [ pages, setPages ] = useState( 1 );
	const [ total, setTotal ] = useState( 0 );
	const [ rows, setRows ] = useState< CollectionRow[] | null >( null );
	const [ selected, setSelected ] = useState< number[] >( [] );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	const load = useCallback(
		( term: string, wanted: number, order: CollectionSort ) =>
			listCollectionPage( kind, term, wanted, order ).then(
				( result ) => {
					if ( result.rows.length === 0 && wanted > 1 ) {
						// The last row of the last page was deleted: show the page before.
						setListPage( wanted - 1 );
						return;
					}
					setRows( result.rows );
					setPages( result.pages );
					setTotal( result.total );
					setSelected( ( ticked ) =>
						ticked.filter( ( id ) =>
							result.rows.some( ( shown ) => shown.id === id )
						)
					);
					setError( null );
				},
				( failure: unknown ) =>
					setError(
						failureMessage(
							failure,
							__(
								'The list could not be loaded.',
								'vista-gallery'
							)
						)
					)
			),
		[ kind ]
	);

	const searched = useRef( search );
	useEffect( () => {
		// Typing waits for a pause; turning a page or sorting loads at once.
		const delay = searched.current === search ? 0 : 250;
		searched.current = search;
		const timer = window.setTimeout(
			() => load( search, listPage, sort ),
			delay
		);
		return () => window.clearTimeout( timer );
	}, [ load, search, listPage, sort ] );

	const searchFor = ( term: string ) => {
		setSearch( term );
		setListPage( 1 );
	};
	const sortBy = ( orderby: CollectionSort[ 'orderby' ] ) => {
		setSort( ( current ) => nextSort( current, orderby ) );
		setListPage( 1 );
	};
	const toggle = ( id: number, on: boolean ) =>
		setSelected( ( ticked ) => toggled( ticked, id, on ) );

	const toggleAll = ( on: boolean ) =>
		setSelected( on && rows ? rows.map( ( shown ) => shown.id ) : [] );

	/**
	 * Runs an action on rows one after the other, stops at the first failure (saying so), and
	 * loads the page again.
	 * @param action  Delete or duplicate.
	 * @param targets The rows.
	 */
	const apply = async (
		action: BulkAction,
		targets: CollectionSummary[]
	) => {
		if ( targets.length === 0 ) {
			return;
		}
		setBusy( true );
		let done = 0;
		try {
			for ( const target of targets ) {
				if ( action === 'delete' ) {
					await deleteCollection( kind, target.id );
				} else {
					await duplicateCollection( target.id );
				}
				done++;
			}
		} catch ( failure ) {
			setError(
				failureMessage(
					failure,
					action === 'delete'
						? __( 'It could not be deleted.', 'vista-gallery' )
						: __( 'It could not be copied.', 'vista-gallery' )
				)
			);
		}
		if ( done > 0 ) {
			announce( action, done );
		}
		setSelected( [] );
		setBusy( false );
		await load( search, listPage, sort );
	};

	return {
		search,
		searchFor,
		sort,
		sortBy,
		listPage,
		setListPage,
		pages,
		total,
		rows,
		selected,
		toggle,
		toggleAll,
		busy,
		error,
		clearError: () => setError( null ),
		apply,
	};
}
