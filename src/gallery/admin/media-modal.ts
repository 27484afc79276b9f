/**
 * The WordPress media modal (wp.media, loaded by wp_enqueue_media()), to pick or upload images.
 */

interface MediaAttachment {
	id: number;
}

interface MediaFrame {
	on: ( event: string, callback: () => void ) => void;
	open: () => void;
	state: () => {
		get: ( key: 'selection' ) => {
			toJSON: () => MediaAttachment[];
		};
	};
}

type MediaFactory = ( options: Record< string, unknown > ) => MediaFrame;

function mediaFactory(): MediaFactory | undefined {
	return ( window as unknown as { wp?: { media?: MediaFactory } } ).wp?.media;
}

export function hasMediaModal(): boolean {
	return typeof mediaFactory() === 'function';
}

/**
 * Opens the modal; calls back with the chosen attachment ids.
 * @param texts        The modal's title and button.
 * @param texts.title  The modal's title.
 * @param texts.button The button that adds the selection.
 * @param onSelect     Receives the ids.
 */
export function openMediaModal(
	texts: { title: string; button: string },
	onSelect: ( ids: number[] ) => void
): void {
	const media = mediaFactory();
	if ( ! media ) {
		return;
	}
	const frame = media( {
		title: texts.title,
		button: { text: texts.button },
		library: { type: 'image' },
		multiple: 'add',
	} );
	frame.on( 'select', () => {
		const selection = frame.state().get( 'selection' ).toJSON();
		onSelect( selection.map( ( attachment ) => attachment.id ) );
	} );
	frame.open();
}
