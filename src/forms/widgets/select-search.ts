/**
 * 001 §5, §9: an enhanced select gets a search box only when it has more than 10 options.
 */
export const SEARCH_MIN_OPTIONS = 11;

/**
 * @param select The select.
 */
export function wantsSearch( select: HTMLSelectElement ): boolean {
	return (
		Array.from( select.options ).filter( ( option ) => option.value !== '' )
			.length >= SEARCH_MIN_OPTIONS
	);
}
