/**
 * Drives an import from the screen: reads where it stands, starts a run, and takes it on one REST
 * step after another until it is done. A reload finds the run under way and goes on with it; a
 * step the server did not answer (a worker killed halfway, a proxy's timeout) is asked again a few
 * times, the run resuming from its last finished step, before the screen says it stopped.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { reasonOf, type ImporterApi } from './api';
import type { ImporterPayload, InventoryEntry } from './types';

/** Steps in a row the server may fail to answer before the screen says the import stopped. */
const ATTEMPTS = 5;

/**
 * Waits, between two asks of a step the server did not answer or that another request holds.
 * @param ms Milliseconds.
 */
const pause = ( ms: number ) =>
	new Promise< void >( ( resolve ) => setTimeout( resolve, ms ) );

export interface ImportRunState {
	/** The importer and its run; null while loading. */
	payload: ImporterPayload | null;
	/** What the original left, as found when the screen loaded. */
	inventory: InventoryEntry[];
	/** Why the screen could not load ('' for no reason given), or null. */
	loadError: string | null;
	/** Why the run stopped being advanced ('' for no reason given), or null. */
	stopped: string | null;
	/** Whether a start is on its way. */
	starting: boolean;
	load: () => void;
	start: () => void;
	/** Goes on with a run that stopped. */
	resume: () => void;
}

/**
 * The screen's state and actions.
 * @param api The importer's calls.
 */
export function useImportRun( api: ImporterApi ): ImportRunState {
	const [ payload, setPayload ] = useState< ImporterPayload | null >( null );
	const [ inventory, setInventory ] = useState< InventoryEntry[] >( [] );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ stopped, setStopped ] = useState< string | null >( null );
	const [ starting, setStarting ] = useState( false );
	const driving = useRef( false );
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const drive = useCallback( async () => {
		if ( driving.current ) {
			return;
		}
		driving.current = true;
		setStopped( null );
		let failures = 0;
		let previous = '';
		while ( mounted.current ) {
			try {
				const next = await api.advance();
				failures = 0;
				if ( ! mounted.current ) {
					break;
				}
				setPayload( next );
				if ( next.run?.status !== 'running' ) {
					break;
				}
				const now = JSON.stringify( next.run.stages );
				if ( now === previous ) {
					// Another request (a second tab, the scheduled continuation) holds the run.
					await pause( 1000 );
				}
				previous = now;
			} catch ( error ) {
				failures++;
				if ( failures >= ATTEMPTS ) {
					setStopped( reasonOf( error ) ?? '' );
					break;
				}
				await pause( 500 * 2 ** failures );
			}
		}
		driving.current = false;
	}, [ api ] );

	const load = useCallback( () => {
		setLoadError( null );
		api.read()
			.then( ( answer ) => {
				setPayload( answer );
				setInventory( answer.inventory ?? [] );
				if ( answer.run?.status === 'running' ) {
					drive();
				}
			} )
			.catch( ( error ) => setLoadError( reasonOf( error ) ?? '' ) );
	}, [ api, drive ] );

	const start = useCallback( () => {
		setStarting( true );
		setStopped( null );
		api.start()
			.then( ( answer ) => {
				setPayload( answer );
				drive();
			} )
			.catch( ( error ) => setStopped( reasonOf( error ) ?? '' ) )
			.finally( () => setStarting( false ) );
	}, [ api, drive ] );

	useEffect( load, [ load ] );

	return {
		payload,
		inventory,
		loadError,
		stopped,
		starting,
		load,
		start,
		resume: drive,
	};
}
