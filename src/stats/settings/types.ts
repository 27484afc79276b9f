/**
 * The shapes the settings screen works with: the stored settings (includes/Settings.php), the REST
 * answers of /vista-stats/v1/settings (includes/SettingsController.php) and what the page prints as
 * `window.vistaStatsSettingsAdmin` (includes/SettingsPage.php).
 */

export type ConsentIntegration =
	| 'auto'
	| 'none'
	| 'vista_consent'
	| 'wp_consent_api'
	| 'real_cookie_banner'
	| 'borlabs';

export type ConsentLevel =
	| 'disabled'
	| 'functional'
	| 'statistics-anonymous'
	| 'statistics'
	| 'marketing';

export interface StatsSettings {
	onlineTracking: boolean;
	linkTracking: boolean;
	downloadTracking: boolean;
	/** Lower-case extensions without the dot, such as "pdf". */
	downloadExtensions: string[];
	respectDnt: boolean;
	bypassAdBlockers: boolean;
	consentIntegration: ConsentIntegration;
	consentLevel: ConsentLevel;
	anonymousTracking: boolean;
	/** Role slugs, such as "administrator". */
	excludedRoles: string[];
	excludeBots: boolean;
	/** Addresses and CIDR ranges, v4 or v6. */
	excludedIps: string[];
	/** Paths starting with "/", each optionally ending in "*". */
	excludedUrls: string[];
	/** Days detailed records are kept before only the daily totals remain. */
	retentionDays: number;
	/** Seconds between online checks. */
	jsCheckTime: number;
}

/** Lists edited as text: extensions on one line, addresses one per line. */
export type TextListField =
	'downloadExtensions' | 'excludedIps' | 'excludedUrls';

/** Numbers, which the form keeps as typed until the server has checked them. */
export type NumberField = 'retentionDays' | 'jsCheckTime';

/**
 * The settings as edited: text lists as the text typed, numbers possibly as text (such as "-5" or
 * "") so that the server's message can say what is wrong and nothing typed is lost.
 */
export type DraftSettings = {
	[ K in keyof StatsSettings ]: K extends TextListField
		? string
		: K extends NumberField
			? number | string
			: StatsSettings[ K ];
};

export interface Role {
	slug: string;
	/** Translated name. */
	name: string;
}

export interface SettingsResponse {
	settings: StatsSettings;
	/** The site's roles, for the excluded-roles checkboxes. */
	roles: Role[];
}

/** Printed by includes/SettingsPage.php before the screen's script. */
export interface AdminData {
	/** Whether Vista Consent is active. */
	vistaConsent: boolean;
	/** Whether a plugin provides the WP Consent API. */
	wpConsentApi: boolean;
}

declare global {
	interface Window {
		vistaStatsSettingsAdmin?: Partial< AdminData >;
	}
}
