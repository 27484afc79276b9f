/**
 * The state of a list of galleries or albums: the search, the page shown and its rows, and the
 * deletion of a row, after which the page is loaded again.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { speak } from '@wordpress/a11y';
import {
	deleteCollection,
	listCollectionPage,
	type CollectionKind,
} from './api';
import type { CollectionSummary } from './types';

/**
 * A request's message, or the text given when it has none.
 * @param failure  What the request threw.
 * @param fallback The text.
 */
const failureMessage = ( failure: unknown, fallback: string ) =>
	( failure as { message?: string } )?.message ?? fallback;

export function useCollectionPage( kind: CollectionKind ) {
	const [ search, setSearch ] = useState( '' );
	const [ listPage, setListPage ] = useState( 1 );
	const [ pages, setPages ] = useState( 1 );
	const [ total, setTotal ] = useState( 0 );
	const [ rows, setRows ] = useState< CollectionSummary[] | null >( null );
	const [ error, setError ] = useState< string | null >( null );

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

	const remove = async ( row: CollectionSummary ) => {
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
				failureMessage(
					failure,
					__( 'It could not be deleted.', 'vista-gallery' )
				)
			);
		}
	};

	return {
		search,
		searchFor,
		listPage,
		setListPage,
		pages,
		total,
		rows,
		error,
		clearError: () => setError( null ),
		remove,
	};
}
