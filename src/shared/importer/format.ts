/**
 * Fills a text the server translated (kit/ImportStrings.php) with its values. @wordpress/i18n's
 * sprintf types its arguments from a literal format; these formats arrive at run time.
 */
import { sprintf } from '@wordpress/i18n';

const fill = sprintf as ( format: string, ...args: unknown[] ) => string;

/**
 * The text with its placeholders (%s, %1$s…) replaced.
 * @param template The translated text.
 * @param values   Its values, in order.
 */
export function format(
	template: string,
	...values: Array< string | number >
) {
	return fill( template, ...values );
}
