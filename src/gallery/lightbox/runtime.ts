/**
 * WordPress's React runtime (react, react-dom, wp-element, wp-i18n, ...), which the lightbox popup
 * is written in, loaded when a visitor is about to open the popup rather than with every gallery
 * page. The server describes the scripts in load order (LightboxRuntime.php); a script the page
 * already has (another block may use React) is not loaded again.
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
 * Loads the scripts the page does not have yet, in order; resolves when all have run.
 * @param scripts The runtime's scripts (window.vistaLightboxRuntime).
 */
export function loadRuntime(
	scripts: RuntimeScript[] | undefined = window.vistaLightboxRuntime
): Promise< void > {
	loading ??= ( async () => {
		for ( const item of scripts ?? [] ) {
			if ( document.getElementById( item.id ) ) {
				continue;
			}
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
