/**
 * The captcha's secret key is write-only: the screen sends it only when a new one is typed or the
 * saved one is to be removed, never what the server sent (it sends no key at all).
 */
jest.mock(
	'@wordpress/components',
	() => new Proxy( {}, { get: () => () => null } )
);

import {
	draftFromSettings,
	settingsChanges,
	type FormsSettings,
} from '../../../../src/forms/settings/secret-key';

const saved: FormsSettings = {
	captchaProvider: 'turnstile',
	captchaSiteKey: 'site',
	captchaSecretKeySet: true,
	captchaThreshold: 0.5,
	geolocation: 'off',
	paymentMode: 'test',
	paymentCurrency: 'USD',
};

describe( 'the secret key field', () => {
	it( 'sends nothing for a draft left as loaded', () => {
		expect( settingsChanges( saved, draftFromSettings( saved ) ) ).toEqual(
			{}
		);
	} );

	it( 'sends a new key typed, and the other changes', () => {
		const draft = {
			...draftFromSettings( saved ),
			captchaSecretKey: 'new-key',
			geolocation: 'ipapi',
		};
		expect( settingsChanges( saved, draft ) ).toEqual( {
			captchaSecretKey: 'new-key',
			geolocation: 'ipapi',
		} );
	} );

	it( 'sends an empty key to remove the saved one', () => {
		const draft = {
			...draftFromSettings( saved ),
			captchaSecretKey: 'typed then removed',
			clearSecretKey: true,
		};
		expect( settingsChanges( saved, draft ) ).toEqual( {
			captchaSecretKey: '',
		} );
	} );
} );

describe( 'the payment gateways’ keys (issue 37)', () => {
	const withKeys = {
		...saved,
		stripeTestPublishableKey: 'pk_test_1',
		stripeTestSecretKeySet: true,
	} as FormsSettings;

	it( 'keeps a saved secret out of the draft and sends nothing for it', () => {
		const draft = draftFromSettings( withKeys );
		expect( draft.paymentKeys.keys.stripeTestSecretKey ).toBe( '' );
		expect( draft.paymentKeys.keys.stripeTestPublishableKey ).toBe(
			'pk_test_1'
		);
		expect( settingsChanges( withKeys, draft ) ).toEqual( {} );
	} );

	it( 'sends a secret typed in, a changed public key, and removes a secret asked to', () => {
		const draft = draftFromSettings( withKeys );
		draft.paymentKeys = {
			keys: {
				...draft.paymentKeys.keys,
				stripeTestPublishableKey: 'pk_test_2',
				stripeLiveSecretKey: 'sk_live_new',
			},
			clear: [ 'stripeTestSecretKey' ],
		};
		expect( settingsChanges( withKeys, draft ) ).toEqual( {
			stripeTestPublishableKey: 'pk_test_2',
			stripeLiveSecretKey: 'sk_live_new',
			stripeTestSecretKey: '',
		} );
	} );
} );
