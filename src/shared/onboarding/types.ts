/**
 * What the getting started screen receives from the server (kit/GettingStarted.php,
 * kit/StarterContent.php) and what its routes answer.
 */

/** A plugin's item the screen can put on a page: a gallery, a form. */
export interface StarterItem {
	id: number;
	title: string;
	block: string;
	shortcode: string;
	editUrl: string;
}

/** A setting a card turns on in one click (kit/PlainCard.php), such as the cookie notice. */
export interface StarterTurnOn {
	/** Whether it is on already. */
	on: boolean;
	/** The plugin's REST route that turns it on. */
	path: string;
	label: string;
	/** What the card says once it is on. */
	onText: string;
	/** Where to see it then. */
	linkUrl: string;
	linkLabel: string;
}

/** One active plugin's card. */
export interface StarterCard {
	plugin: string;
	title: string;
	description: string;
	screenUrl: string;
	screenLabel: string;
	/** The sample button's text; '' when the user may not make one. */
	demoLabel: string;
	/** The plugin's getting-started routes, such as /vista-gallery/v1/getting-started. */
	path: string;
	sample: StarterItem | null;
	/** A plain card's one-click "turn on" button; absent or null for none. */
	turnOn?: StarterTurnOn | null;
}

/** The page an item was put on. */
export interface StarterPage {
	id: number;
	title: string;
	status: string;
	editUrl: string;
	viewUrl: string;
}

/** The screen's texts, translated by the server. */
export type StarterStrings = Record<
	| 'intro'
	| 'working'
	| 'sampleReady'
	| 'openSample'
	| 'addToPage'
	| 'dialogTitle'
	| 'createHeading'
	| 'pageLabel'
	| 'newPage'
	| 'pageOption'
	| 'untitled'
	| 'publishNow'
	| 'addButton'
	| 'addedDraft'
	| 'addedLive'
	| 'editPage'
	| 'viewPage'
	| 'copyHeading'
	| 'copyHelp'
	| 'blockLabel'
	| 'shortcodeLabel'
	| 'copyBlock'
	| 'copyShortcode'
	| 'copied'
	| 'close'
	| 'failed'
	| 'draft'
	| 'published',
	string
>;

export interface GettingStartedData {
	cards: StarterCard[];
	strings: StarterStrings;
}
