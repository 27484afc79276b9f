/**
 * The tracker's settings object, printed by the server as WP_Statistics_Tracker_Object (001 §3, §4).
 */
export interface HitParams {
	source_type: string;
	source_id: number;
	signature: string;
	/** File under requestUrl; absent when hits go through admin-ajax (`action` instead). */
	endpoint?: string;
	action?: string;
	[ field: string ]: string | number | undefined;
}

export interface TrackerOptions {
	userOnline: boolean;
	dntEnabled: boolean;
	bypassAdBlockers: boolean;
	/**
	 * The original's shape: name is wp_consent_api, real_cookie_banner, borlabs_cookie or empty;
	 * for the WP Consent API, status carries consent_level and track_anonymously.
	 */
	consentIntegration: {
		name: string | null;
		status: Record< string, unknown > | unknown[];
	};
	isPreview: boolean;
	trackAnonymously: boolean;
	isWpConsentApiActive: boolean;
	consentLevel: string;
	linkTracking: boolean;
	downloadTracking: boolean;
	downloadExtensions: string[];
}

export interface TrackerObject {
	requestUrl: string;
	ajaxUrl: string;
	hitParams: HitParams;
	onlineParams: HitParams;
	option: TrackerOptions;
	/** Milliseconds between online pings. */
	jsCheckTime: number;
	customEventAjaxUrl?: string;
	eventAjaxUrl?: string;
}

declare global {
	interface Window {
		WP_Statistics_Tracker_Object?: TrackerObject | string;
		wp_has_consent?: ( category: string ) => boolean;
		consentApi?: { consent: ( id: string ) => Promise< unknown > };
		wp_statistics_event?: (
			name: string,
			data?: Record< string, unknown >
		) => void;
	}
}
