/**
 * Runs the scripts the server printed inert (type="text/plain", data-vista-consent="category")
 * once their category is allowed: in document order, each external one loaded before the next.
 */
export const HELD_SELECTOR = 'script[type="text/plain"][data-vista-consent]';

function activate( held: HTMLScriptElement ): Promise< void > {
	const script = document.createElement( 'script' );
	for ( const { name, value } of Array.from( held.attributes ) ) {
		if (
			name !== 'type' &&
			name !== 'data-vista-consent' &&
			name !== 'data-vista-type'
		) {
			script.setAttribute( name, value );
		}
	}
	if ( held.dataset.vistaType === 'module' ) {
		script.type = 'module';
	}
	const loaded = new Promise< void >( ( resolve ) => {
		if ( held.src ) {
			script.async = false;
			script.onload = script.onerror = () => resolve();
		} else {
			script.text = held.text;
			resolve();
		}
	} );
	held.replaceWith( script );
	return loaded;
}

export async function releaseHeldScripts(
	isAllowed: ( category: string ) => boolean,
	root: ParentNode = document
): Promise< number > {
	const ready = Array.from(
		root.querySelectorAll< HTMLScriptElement >( HELD_SELECTOR )
	).filter( ( held ) => isAllowed( held.dataset.vistaConsent ?? '' ) );
	for ( const held of ready ) {
		await activate( held );
	}
	return ready.length;
}
