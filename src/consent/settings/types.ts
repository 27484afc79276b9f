/**
 * The shapes the settings screen works with: the stored settings (includes/Settings.php), the REST
 * answers of /vista-consent/v1/settings and what the page prints as `window.vistaConsentAdmin`.
 */

export type Category = 'statistics' | 'marketing';

export interface HeldScript {
	/** A WordPress script handle, as passed to wp_enqueue_script(). */
	handle: string;
	category: Category;
}

export interface ConsentSettings {
	/** Whether visitors see the notice at all. */
	showNotice: boolean;
	cookieName: string;
	/** Lifetime of an acceptance, in seconds. */
	cookieTime: number;
	/** Lifetime of a refusal, in seconds. */
	cookieTimeRejected: number;
	globalCookie: boolean;
	onScroll: boolean;
	/** Pixels scrolled before scrolling counts as acceptance. */
	onScrollOffset: number;
	onClick: boolean;
	redirection: boolean;
	cache: boolean;
	hideEffect: 'none' | 'fade' | 'slide';
	revokeCookies: boolean;
	revokeCookiesOpt: 'automatic' | 'manual';
	message: string;
	/** The default button texts: "Accept"/"Reject", or Cookie Notice's "Ok"/"No". */
	buttonWording: ButtonWording;
	acceptText: string;
	refuseText: string;
	saveText: string;
	moreInfoText: string;
	revokeText: string;
	moreInfo: 'privacy' | 'custom' | 'none';
	moreInfoUrl: string;
	moreInfoTarget: '_blank' | '_self';
	position: 'bottom' | 'top';
	textColor: string;
	barColor: string;
	buttonColor: string;
	buttonTextColor: string;
	/** Percentage, 50 to 100. */
	barOpacity: number;
	categories: boolean;
	heldScripts: HeldScript[];
	log: boolean;
}

/** Text fields stored empty to show the translated default. */
export type TextField =
	| 'message'
	| 'acceptText'
	| 'refuseText'
	| 'saveText'
	| 'moreInfoText'
	| 'revokeText';

export type DefaultTexts = Record< TextField, string >;

export type ButtonWording = 'acceptReject' | 'okNo';

/** The default button texts of each wording. */
export type WordingTexts = Record<
	ButtonWording,
	Pick< DefaultTexts, 'acceptText' | 'refuseText' >
>;

/** Numeric fields, which the form keeps as typed until the server has checked them. */
export type NumberField =
	'cookieTime' | 'cookieTimeRejected' | 'onScrollOffset' | 'barOpacity';

/**
 * The settings as edited: numbers may be held as the text typed (such as "-5" or "") so that the
 * server's message can say what is wrong and nothing typed is lost.
 */
export type DraftSettings = {
	[ K in keyof ConsentSettings ]: K extends NumberField
		? number | string
		: ConsentSettings[ K ];
};

export interface SettingsResponse {
	settings: ConsentSettings;
	defaultTexts: DefaultTexts;
	wordingTexts: WordingTexts;
}

/** Printed by includes/AdminPage.php before the screen's script. */
export interface AdminData {
	/** The published privacy policy page, or '' when there is none. */
	privacyPolicyUrl: string;
	/** Settings → Privacy, where the privacy policy page is chosen. */
	privacyPageEdit: string;
	/** Download address of the consent log as CSV (with its nonce). */
	exportUrl: string;
	/** Consent → Records, where the log is filtered, searched and exported. */
	recordsUrl: string;
	/** Entries in the consent log. */
	logCount: number;
}

declare global {
	interface Window {
		vistaConsentAdmin?: AdminData;
	}
}
