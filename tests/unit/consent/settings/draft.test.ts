import {
	changedFields,
	draftAfterSave,
	draftFrom,
	numberInput,
} from '../../../../src/consent/settings/draft';
import type { ConsentSettings } from '../../../../src/consent/settings/types';

const saved: ConsentSettings = {
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
	revokeCookies: false,
	revokeCookiesOpt: 'automatic',
	message: '',
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

describe( 'numberInput', () => {
	it( 'turns whole numbers into numbers and keeps anything else as typed', () => {
		expect( numberInput( '3600' ) ).toBe( 3600 );
		expect( numberInput( ' 60 ' ) ).toBe( 60 );
		expect( numberInput( '-5' ) ).toBe( -5 );
		expect( numberInput( '' ) ).toBe( '' );
		expect( numberInput( '1.5' ) ).toBe( '1.5' );
		expect( numberInput( '1e3' ) ).toBe( '1e3' );
	} );
} );

describe( 'changedFields', () => {
	it( 'finds nothing in an unedited draft', () => {
		expect( changedFields( saved, draftFrom( saved ) ) ).toEqual( {} );
	} );

	it( 'gives only the fields edited', () => {
		const draft = {
			...draftFrom( saved ),
			acceptText: 'Fine',
			barColor: '#ff0000',
			cookieTime: '-5',
		};
		expect( changedFields( saved, draft ) ).toEqual( {
			acceptText: 'Fine',
			barColor: '#ff0000',
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

	it( 'does not share the saved scripts with the draft', () => {
		const draft = draftFrom( saved );
		draft.heldScripts[ 0 ].handle = 'changed';
		expect( saved.heldScripts[ 0 ].handle ).toBe( 'gtag' );
	} );
} );

describe( 'draftAfterSave', () => {
	it( 'takes the server’s values of what was sent', () => {
		const sent = { ...draftFrom( saved ), acceptText: '  Fine ' };
		const after = draftAfterSave( sent, sent, {
			...saved,
			acceptText: 'Fine',
		} );
		expect( after.acceptText ).toBe( 'Fine' );
		expect(
			changedFields( { ...saved, acceptText: 'Fine' }, after )
		).toEqual( {} );
	} );

	it( 'keeps what was edited while the save was on its way', () => {
		const sent = { ...draftFrom( saved ), acceptText: 'Fine' };
		const current = { ...sent, refuseText: 'No thanks' };
		const after = draftAfterSave( current, sent, {
			...saved,
			acceptText: 'Fine',
		} );
		expect( after.acceptText ).toBe( 'Fine' );
		expect( after.refuseText ).toBe( 'No thanks' );
	} );
} );
