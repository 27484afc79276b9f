/**
 * Marks the server-rendered containers of a feature as taken over by its script, so styles and
 * tests can tell a page where the script ran from one where it did not.
 */
export const READY_ATTRIBUTE = 'data-vista-ready';

export function markFeatureReady(
	feature: string,
	root: ParentNode = document
): number {
	const containers = Array.from(
		root.querySelectorAll< HTMLElement >(
			`[data-vista-feature]:not([${ READY_ATTRIBUTE }])`
		)
	).filter( ( container ) => container.dataset.vistaFeature === feature );
	containers.forEach( ( container ) =>
		container.setAttribute( READY_ATTRIBUTE, 'true' )
	);
	return containers.length;
}

export function onDocumentReady( callback: () => void ): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', callback, {
			once: true,
		} );
	} else {
		callback();
	}
}
