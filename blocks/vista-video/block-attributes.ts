/**
 * Generated from blocks/vista-video/<block>/block.json by `npm run generate` (tools/generate): do not edit.
 * Change an attribute in its block.json and run the command again.
 */

/** The attributes of vista/video-gallery (vista-video/video-gallery/block.json). */
export type VideoGalleryAttributes = {
	/** One of "media", "youtube", "feed", "urls", "live". */
	source: string;
	playlistId: string;
	urls: Array< string >;
	ids: Array< number >;
	pageSize: number;
	columns: number;
	showTitle?: boolean;
	showPaging?: boolean;
	autonext?: boolean;
	thumbplay?: boolean;
	autoplay: boolean;
	pauseOthers?: boolean;
	/** One of "message", "latest". */
	liveFallback: string;
	liveMessage: string;
};
