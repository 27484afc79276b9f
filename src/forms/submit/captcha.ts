/**
 * The captcha before sending (001 §4 submit button: with reCAPTCHA, widget 0 is executed and the
 * submission stops until its token arrives; then the form is sent again). One adapter for
 * reCAPTCHA v2 invisible and v3, hCaptcha and Turnstile. The provider's script loads the first
 * time a visitor sends the form, never with the page. The server verifies the token (Captcha.php).
 */

type WidgetId = number | string;

interface RenderOptions {
	sitekey: string;
	size?: 'invisible';
	execution?: 'execute';
	callback: ( token: string ) => void;
	'error-callback'?: () => void;
}

/** What the four providers' scripts share, as far as this adapter uses them. */
export interface CaptchaApi {
	render: ( container: HTMLElement, options: RenderOptions ) => WidgetId;
	execute: (
		idOrKey?: WidgetId | HTMLElement,
		options?: { action: string }
	) => unknown;
	reset?: ( id?: WidgetId | HTMLElement ) => void;
	ready?: ( callback: () => void ) => void;
}

const GLOBALS: Record< string, string > = {
	recaptcha_v2: 'grecaptcha',
	recaptcha_v3: 'grecaptcha',
	hcaptcha: 'hcaptcha',
	turnstile: 'turnstile',
};

const scripts = new Map< string, Promise< void > >();
const widgets = new WeakMap< HTMLElement, WidgetId >();
const waiting = new WeakMap< HTMLElement, ( token: string ) => void >();

export function captchaOf( form: HTMLFormElement ): HTMLElement | null {
	return form.querySelector< HTMLElement >( '.evf-captcha[data-provider]' );
}

function tokenField( form: HTMLFormElement ): HTMLInputElement | null {
	return form.querySelector< HTMLInputElement >( 'input.evf-captcha-token' );
}

/**
 * Whether the form must get a captcha token before it is sent.
 * @param form The form.
 */
export function needsToken( form: HTMLFormElement ): boolean {
	const field = tokenField( form );
	return !! captchaOf( form ) && !! field && field.value === '';
}

function loadScript( url: string ): Promise< void > {
	let loading = scripts.get( url );
	if ( ! loading ) {
		loading = new Promise< void >( ( resolve, reject ) => {
			const script = document.createElement( 'script' );
			script.src = url;
			script.async = true;
			script.onload = () => resolve();
			script.onerror = () => {
				scripts.delete( url );
				reject( new Error( 'captcha script' ) );
			};
			document.head.append( script );
		} );
		scripts.set( url, loading );
	}
	return loading;
}

async function api( container: HTMLElement ): Promise< CaptchaApi > {
	await loadScript( container.dataset.script ?? '' );
	const name = GLOBALS[ container.dataset.provider ?? '' ];
	const found = ( window as unknown as Record< string, unknown > )[ name ];
	if ( ! found ) {
		throw new Error( 'captcha api' );
	}
	const captcha = found as CaptchaApi;
	if ( captcha.ready ) {
		await new Promise< void >( ( resolve ) => captcha.ready?.( resolve ) );
	}
	return captcha;
}

/**
 * Asks the provider for a token: v3 by site key and action; the others by their widget, rendered
 * on first use (the first one is widget 0) and executed.
 * @param container The captcha's container.
 * @param captcha   The provider's script.
 */
async function token(
	container: HTMLElement,
	captcha: CaptchaApi
): Promise< string > {
	const sitekey = container.dataset.sitekey ?? '';
	if ( container.dataset.provider === 'recaptcha_v3' ) {
		return String(
			await captcha.execute( sitekey, {
				action: container.dataset.action ?? 'submit',
			} )
		);
	}
	return new Promise< string >( ( resolve, reject ) => {
		waiting.set( container, resolve );
		if ( ! widgets.has( container ) ) {
			widgets.set(
				container,
				captcha.render( container, {
					sitekey,
					size: 'invisible',
					execution: 'execute',
					callback: ( value ) => waiting.get( container )?.( value ),
					'error-callback': () => reject( new Error( 'captcha' ) ),
				} )
			);
		}
		const id = widgets.get( container ) as WidgetId;
		captcha.execute(
			container.dataset.provider === 'turnstile' ? container : id
		);
	} );
}

/**
 * Gets a token into the form's hidden field.
 * @param form The form.
 */
export async function fetchToken( form: HTMLFormElement ): Promise< void > {
	const container = captchaOf( form );
	const field = tokenField( form );
	if ( ! container || ! field ) {
		return;
	}
	field.value = await token( container, await api( container ) );
}

/**
 * A token serves once: after an answer the next send asks for a new one.
 * @param form The form.
 */
export function resetCaptcha( form: HTMLFormElement ): void {
	const container = captchaOf( form );
	const field = tokenField( form );
	if ( field ) {
		field.value = '';
	}
	const name = GLOBALS[ container?.dataset.provider ?? '' ];
	const captcha = ( window as unknown as Record< string, unknown > )[
		name
	] as CaptchaApi | undefined;
	if ( container && widgets.has( container ) ) {
		captcha?.reset?.( widgets.get( container ) );
	}
}
