/**
 * What the server prints on a gallery (GalleryRenderer.php): its options (000 §3.11) and texts.
 */
export interface GalleryOptions {
	playlistId: string;
	pageSize: number;
	columns: number;
	showTitle: boolean;
	showPaging: boolean;
	autonext: boolean;
	thumbplay: boolean;
	autoplay: boolean;
	pauseOthers: boolean;
}

export interface GalleryTexts {
	error: string;
	loaded: string;
	play: string;
	hosted: string;
	accept: string;
}

/** One gallery on the page. */
export interface Gallery {
	root: HTMLElement;
	stage: HTMLElement;
	list: HTMLElement;
	status: HTMLElement;
	options: GalleryOptions;
	texts: GalleryTexts;
	/** Whether hosted videos wait for the visitor's consent (000 §3.13). */
	consent: boolean;
	/** The current video's id. */
	current: string;
}

/** What a thumbnail carries (its data attributes). */
export interface VideoData {
	videoid: string;
	kind: string;
	title: string;
	src: string;
	poster: string;
	max: string;
	host: string;
}
