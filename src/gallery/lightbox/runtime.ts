/**
 * WordPress's React runtime (react, react-dom, wp-element, wp-i18n, ...), which the lightbox popup
 * is written in, loaded when a visitor is about to open the popup rather than with every gallery
 * page. The server describes the scripts in load order (LightboxRuntime.php); a script the page
 * already has (another block may use React) is not loaded again.
 *
 * All of them are requested at once (preload links), then run one after another in the server's
 * order: fetching them one by one cost a round trip each, seven in a row (issue 18).
 */

export interface RuntimeScript {
	/** The id WordPress prints on the script element (`{handle}-js`). */
	id: string;
	src: string;
	before: string;
	after: string;
}

declare global {
	interface Window {
		vistaLightboxRuntime?: RuntimeScript[];
	}
}

let loading: Promise< void > | null = null;

function inline( code: string, id: string ): void {
	if ( code ) {
		const script = document.createElement( 'script' );
		script.id = id;
		script.textContent = code;
		document.head.append( script );
	}
}

function external( item: RuntimeScript ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		script.id = item.id;
		script.src = item.src;
		// Dynamically inserted scripts run as soon as they arrive: keep the server's order.
		script.async = false;
		script.onload = () => resolve();
		script.onerror = () => reject( new Error( item.src ) );
		document.head.append( script );
	} );
}

/**
 * Starts the download of every script at once; running them stays in order (external()).
 * @param items The scripts the page does not have yet.
 */
function preload( items: RuntimeScript[] ): void {
	for ( const item of items ) {
		if ( item.src ) {
			const link = document.createElement( 'link' );
			link.rel = 'preload';
			link.setAttribute( 'as', 'script' );
			link.href = item.src;
			document.head.append( link );
		}
	}
}

/**
 * Loads the scripts the page does not have yet, in order; resolves when all have run.
 * @param scripts The runtime's scripts (window.vistaLightboxRuntime).
 */
export function loadRuntime(
	scripts: RuntimeScript[] | undefined = window.vistaLightboxRuntime
): Promise< void > {
	loading ??= ( async () => {
		const missing = ( scripts ?? [] ).filter(
			( item ) => ! document.getElementById( item.id )
		);
		preload( missing );
		for ( const item of missing ) {
			inline( item.before, `${ item.id }-before` );
			if ( item.src ) {
				await external( item );
			}
			inline( item.after, `${ item.id }-after` );
		}
	} )();
	loading.catch( () => ( loading = null ) );
	return loading;
}
