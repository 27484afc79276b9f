import {
	changedFields,
	draftFrom,
	FORM_FIELDS,
} from '../../../../src/consent/settings/draft';
import type { ConsentSettings } from '../../../../src/consent/settings/types';

const saved: ConsentSettings = {
	showNotice: true,
	cookieName: 'cookie_notice_accepted',
	cookieTime: 2592000,
	cookieTimeRejected: 2592000,
	globalCookie: false,
	onScroll: false,
	onScrollOffset: 100,
	onClick: false,
	redirection: false,
	cache: false,
	hideEffect: 'fade',
	revokeCookies: true,
	revokeCookiesOpt: 'automatic',
	message: '',
	buttonWording: 'acceptReject',
	acceptText: '',
	refuseText: '',
	saveText: '',
	moreInfoText: '',
	revokeText: '',
	moreInfo: 'privacy',
	moreInfoUrl: '',
	moreInfoTarget: '_blank',
	position: 'bottom',
	textColor: '#ffffff',
	barColor: '#32323a',
	buttonColor: '#00a99d',
	buttonTextColor: '#ffffff',
	barOpacity: 100,
	categories: false,
	heldScripts: [ { handle: 'gtag', category: 'statistics' } ],
	log: true,
};

describe( 'draftFrom', () => {
	it( 'does not share the saved scripts with the draft', () => {
		const draft = draftFrom( saved );
		draft.heldScripts[ 0 ].handle = 'changed';
		expect( saved.heldScripts[ 0 ].handle ).toBe( 'gtag' );
	} );
} );

describe( 'FORM_FIELDS', () => {
	it( 'names every setting once', () => {
		expect( [ ...FORM_FIELDS ].sort() ).toEqual(
			Object.keys( saved ).sort()
		);
	} );
} );

describe( 'changedFields', () => {
	it( 'finds nothing in an unedited draft', () => {
		expect( changedFields( saved, draftFrom( saved ) ) ).toEqual( {} );
	} );

	it( 'sends the other fields as they are edited', () => {
		const draft = {
			...draftFrom( saved ),
			acceptText: 'Fine',
			cookieTime: '-5',
		};
		expect( changedFields( saved, draft ) ).toEqual( {
			acceptText: 'Fine',
			cookieTime: '-5',
		} );
	} );

	it( 'compares held-back scripts as they are saved', () => {
		const draft = draftFrom( saved );
		draft.heldScripts = [
			{ handle: ' gtag ', category: 'statistics' },
			{ handle: '', category: 'marketing' },
		];
		expect( changedFields( saved, draft ) ).toEqual( {} );
		draft.heldScripts = [
			{ handle: 'gtag', category: 'marketing' },
			{ handle: 'pixel ', category: 'marketing' },
		];
		expect( changedFields( saved, draft ) ).toEqual( {
			heldScripts: [
				{ handle: 'gtag', category: 'marketing' },
				{ handle: 'pixel', category: 'marketing' },
			],
		} );
	} );
} );
