/**
 * Embedded entries of a type the plugin does not know (000 §3.3: "delegated to an extension
 * event"): EmbedMarkup leaves an empty holder with the type and address, and this tells an add-on
 * to fill it, once per holder, by a `vista-gallery-embed` event that bubbles from the holder.
 */

/** The event an add-on listens for; `detail` names the entry. */
export const EMBED_EVENT = 'vista-gallery-embed';

export interface EmbedEventDetail {
	filetype: string;
	url: string;
}

const DISPATCHED = 'data-vista-embed-dispatched';

/**
 * Dispatches the event on every holder under root that has not had it.
 * @param root A gallery container, or the items just added to it.
 */
export function delegateExtensionEmbeds( root: ParentNode ): void {
	root.querySelectorAll< HTMLElement >(
		`.vista-embed--extension:not([${ DISPATCHED }])`
	).forEach( ( holder ) => {
		holder.setAttribute( DISPATCHED, '' );
		holder.dispatchEvent(
			new CustomEvent< EmbedEventDetail >( EMBED_EVENT, {
				bubbles: true,
				detail: {
					filetype: holder.dataset.filetype ?? '',
					url: holder.dataset.url ?? '',
				},
			} )
		);
	} );
}
