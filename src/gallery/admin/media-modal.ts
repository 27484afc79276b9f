/**
 * The WordPress media modal (wp.media, loaded by wp_enqueue_media()), to pick or upload images.
 */

interface MediaAttachment {
	id: number;
	url?: string;
	sizes?: Record< string, { url?: string } | undefined >;
}

/** One image chosen in the modal. */
export interface PickedImage {
	id: number;
	/** A medium-size address for a preview, or the original's. */
	url: string;
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

/**
 * Opens the modal to choose one image; calls back with it.
 * @param texts        The modal's title and button.
 * @param texts.title  The modal's title.
 * @param texts.button The button that chooses the image.
 * @param onSelect     Receives the image.
 */
export function openImagePicker(
	texts: { title: string; button: string },
	onSelect: ( image: PickedImage ) => void
): void {
	const media = mediaFactory();
	if ( ! media ) {
		return;
	}
	const frame = media( {
		title: texts.title,
		button: { text: texts.button },
		library: { type: 'image' },
		multiple: false,
	} );
	frame.on( 'select', () => {
		const [ attachment ] = frame.state().get( 'selection' ).toJSON();
		if ( attachment ) {
			onSelect( {
				id: attachment.id,
				url: attachment.sizes?.medium?.url ?? attachment.url ?? '',
			} );
		}
	} );
	frame.open();
}
