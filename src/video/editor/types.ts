/**
 * The attributes of vista/video-gallery (blocks/vista-video/video-gallery/block.json).
 */
export type VideoGalleryAttributes = {
	source: 'media' | 'youtube' | 'feed' | 'urls' | 'live';
	liveFallback: 'message' | 'latest';
	liveMessage: string;
	playlistId: string;
	urls: string[];
	ids: number[];
	pageSize: number;
	columns: number;
	showTitle?: boolean;
	showPaging?: boolean;
	autonext?: boolean;
	thumbplay?: boolean;
	autoplay: boolean;
	pauseOthers?: boolean;
};
