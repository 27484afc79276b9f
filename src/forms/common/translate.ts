/**
 * The texts of the visitor's form script: `__` of WordPress's i18n script when the page has it,
 * else the text as written. The form script does not require wp-i18n: on a site in English there
 * is nothing to translate, and the two blocking scripts it brings (wp-hooks, wp-i18n: 14 KB) held
 * the first paint of every form page (issue 18 goal 3). On a site in another language the plugin
 * queues them with the script's translations (FormEmbed::enqueue). Called `__` so that the
 * translation tools still find the texts.
 */
type Translate = ( text: string, domain?: string ) => string;

export const __: Translate = ( text, domain ) => {
	const i18n = ( window as unknown as { wp?: { i18n?: { __: Translate } } } )
		.wp?.i18n;
	// eslint-disable-next-line @wordpress/i18n-text-domain, @wordpress/i18n-no-variables -- the callers pass literal texts and domain; this hands them on.
	return i18n ? i18n.__( text, domain ) : text;
};
