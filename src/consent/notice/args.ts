/**
 * The notice's settings object, printed by the server as `window.cnArgs` (000 §3.13 fields).
 */
export interface NoticeArgs {
	cookieName: string;
	/** Lifetime of an acceptance, in seconds. */
	cookieTime: number;
	/** Lifetime of a refusal, in seconds. */
	cookieTimeRejected: number;
	globalCookie: boolean;
	cookieDomain: string;
	cookiePath: string;
	secure: boolean;
	onScroll: boolean;
	onScrollOffset: number;
	onClick: boolean;
	redirection: boolean;
	cache: boolean;
	hideEffect: 'none' | 'fade' | 'slide';
	revokeCookies: boolean;
	revokeCookiesOpt: 'automatic' | 'manual';
	categories: boolean;
	/** The consent log's address, the page's nonce and its signature (which does not expire). */
	log: false | { url: string; nonce: string; token: string };
}

declare global {
	interface Window {
		cnArgs?: NoticeArgs;
		wp_set_consent?: ( category: string, value: 'allow' | 'deny' ) => void;
	}
}
