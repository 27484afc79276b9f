/**
 * The video settings as the settings route sends and takes them.
 */
import type { SectionProps } from '@vista/shared/settings/section-props';
import type {
	StarterItem,
	StarterStrings,
} from '@vista/shared/onboarding/types';

export interface VideoSettings {
	consentGate: 'auto' | 'on' | 'off';
	contentFacade: boolean;
	pageSize: number;
	columns: number;
	showTitle: boolean;
	showPaging: boolean;
	autonext: boolean;
	thumbplay: boolean;
	pauseOthers: boolean;
	cacheMinutes: number;
}

export interface SettingsResponse {
	settings: VideoSettings;
	apiKeySet: boolean;
	vistaConsent: boolean;
	/** "Create a page with a video gallery"; null for a user who may not edit pages. */
	galleryPage: GalleryPageData | null;
}

/** What the screen knows of the site's video galleries (Onboarding/VideoGalleryPage.php). */
export interface GalleryPageData {
	/** The route's base, such as /vista-video/v1/getting-started. */
	path: string;
	/** Whether a page, post or pattern already shows a video gallery. */
	hasGallery: boolean;
	/** How many videos the new page's gallery would show. */
	videoCount: number;
	/** Media → Add New, or '' for a user who may not upload. */
	uploadUrl: string;
	/** The gallery the dialog puts on a page, as its block. */
	item: StarterItem;
	strings: StarterStrings;
}

export type Flag =
	| 'contentFacade'
	| 'showTitle'
	| 'showPaging'
	| 'autonext'
	| 'thumbplay'
	| 'pauseOthers';

export type PanelProps = SectionProps< VideoSettings >;
