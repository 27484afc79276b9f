/**
 * The payments part of Forms → Settings (issue 37): the names of each gateway's keys per mode, as
 * the server stores them flat (`stripeTestSecretKey`, PaymentSettings::GATEWAY_KEYS), and the
 * draft of them. Secret keys are write-only, like the captcha's: the server answers only
 * `{name}Set`; the screen sends a secret typed in, '' to remove a saved one, and nothing otherwise.
 */
export type PaymentMode = 'test' | 'live';

export interface GatewayKeys {
	/** The gateway's id in forms (payment_gateway). */
	id: string;
	/** The prefix of its settings. */
	prefix: string;
	label: string;
	/** Key name => whether it is secret. */
	keys: Record< string, boolean >;
}

export const GATEWAYS: GatewayKeys[] = [
	{
		id: 'stripe',
		prefix: 'stripe',
		label: 'Stripe',
		keys: { PublishableKey: false, SecretKey: true, WebhookSecret: true },
	},
	{
		id: 'authorize_net',
		prefix: 'authorizeNet',
		label: 'Authorize.Net',
		keys: {
			ApiLoginId: false,
			ClientKey: false,
			TransactionKey: true,
			SignatureKey: true,
		},
	},
	{
		id: 'square',
		prefix: 'square',
		label: 'Square',
		keys: {
			ApplicationId: false,
			LocationId: false,
			AccessToken: true,
			WebhookSignatureKey: true,
		},
	},
	{
		id: 'razorpay',
		prefix: 'razorpay',
		label: 'Razorpay',
		keys: { KeyId: false, KeySecret: true, WebhookSecret: true },
	},
];

export const MODES: PaymentMode[] = [ 'test', 'live' ];

/**
 * The setting's name of a gateway's key in a mode.
 * @param gateway The gateway.
 * @param mode    test or live.
 * @param key     Key name.
 */
export function keyName(
	gateway: GatewayKeys,
	mode: PaymentMode,
	key: string
): string {
	return `${ gateway.prefix }${ mode === 'test' ? 'Test' : 'Live' }${ key }`;
}

/** Every key setting, with whether it is secret. */
export function allKeys(): Array< { name: string; secret: boolean } > {
	return GATEWAYS.flatMap( ( gateway ) =>
		MODES.flatMap( ( mode ) =>
			Object.entries( gateway.keys ).map( ( [ key, secret ] ) => ( {
				name: keyName( gateway, mode, key ),
				secret,
			} ) )
		)
	);
}

/** The keys as edited: public keys as saved or changed, secrets typed in, secrets to remove. */
export interface PaymentKeysDraft {
	keys: Record< string, string >;
	clear: string[];
}

/**
 * The draft of the keys from the saved settings: public keys as saved, no secret typed.
 * @param settings Saved settings (public keys, and `{secret}Set`).
 */
export function keysDraft( settings: object ): PaymentKeysDraft {
	const saved = settings as Record< string, unknown >;
	const keys: Record< string, string > = {};
	for ( const { name, secret } of allKeys() ) {
		keys[ name ] = secret ? '' : String( saved[ name ] ?? '' );
	}
	return { keys, clear: [] };
}

/**
 * The key fields to send: changed public keys, secrets typed in, '' for secrets to remove.
 * @param settings Saved settings.
 * @param draft    Keys as edited.
 */
export function keysChanges(
	settings: object,
	draft: PaymentKeysDraft
): Record< string, string > {
	const saved = settings as Record< string, unknown >;
	const changes: Record< string, string > = {};
	for ( const { name, secret } of allKeys() ) {
		const value = draft.keys[ name ] ?? '';
		if ( secret && draft.clear.includes( name ) ) {
			changes[ name ] = '';
		} else if (
			secret ? value.trim() !== '' : value !== ( saved[ name ] ?? '' )
		) {
			changes[ name ] = value;
		}
	}
	return changes;
}
