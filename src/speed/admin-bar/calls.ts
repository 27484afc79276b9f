/**
 * The widget's calls (000 §7): call 2 twb_check_score and call 1 twb_notif_check, both with the
 * §6 nonce in `twb_nonce`, posted to admin-ajax.php.
 */
export interface ScoreResult {
	error: unknown;
	desktop_score?: number;
	desktop_tti?: number;
	mobile_score?: number;
	mobile_tti?: number;
}

export interface NotifResult {
	html: string;
	changeLogo: number;
}

export interface SpeedConfig {
	ajaxUrl: string;
	nonce: string;
}

async function post(
	config: SpeedConfig,
	fields: Record< string, string >
): Promise< string > {
	const response = await fetch( config.ajaxUrl, {
		method: 'POST',
		credentials: 'same-origin',
		body: new URLSearchParams( { ...fields, twb_nonce: config.nonce } ),
	} );
	if ( ! response.ok ) {
		throw new Error( `HTTP ${ response.status }` );
	}
	return response.text();
}

/**
 * Call 2. Rejects when the request fails or the answer is not JSON.
 *
 * @param config
 * @param postId
 */
export async function checkScore(
	config: SpeedConfig,
	postId: string
): Promise< ScoreResult > {
	return JSON.parse(
		await post( config, { action: 'twb_check_score', post_id: postId } )
	) as ScoreResult;
}

/**
 * Call 1: the answer is a JSON string with `html` and `changeLogo`.
 *
 * @param config
 */
export async function notifCheck(
	config: SpeedConfig
): Promise< NotifResult > {
	const answer = JSON.parse(
		await post( config, { action: 'twb_notif_check' } )
	) as Partial< NotifResult >;
	return {
		html: typeof answer.html === 'string' ? answer.html : '',
		changeLogo: Number( answer.changeLogo ?? 0 ),
	};
}
