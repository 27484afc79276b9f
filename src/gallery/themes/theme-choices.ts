/**
 * The theme picker's rules. The default theme comes with id 0 and cannot be changed; a new theme
 * has no id until it is saved, and shows in the picker under its name until then.
 */
import type { GalleryTheme } from './theme';

/** The picker's value for a new theme, which no saved theme's id can be. */
const NEW_THEME = 'new';

/**
 * Whether a theme is the default one.
 * @param theme The theme.
 */
export const isDefaultTheme = ( theme: GalleryTheme ) => theme.id === 0;

/**
 * The picker's value for a theme.
 * @param theme The theme.
 */
export const choiceValue = ( theme: GalleryTheme ) =>
	String( theme.id ?? NEW_THEME );

/**
 * The picker's options: every saved theme, and the new one being made.
 * @param themes The saved themes, the default first.
 * @param draft  The theme shown.
 */
export function themeChoices(
	themes: readonly GalleryTheme[],
	draft: GalleryTheme
): Array< { value: string; label: string } > {
	return [
		...themes.map( ( theme ) => ( {
			value: String( theme.id ?? 0 ),
			label: theme.name,
		} ) ),
		...( draft.id === undefined
			? [ { value: NEW_THEME, label: draft.name } ]
			: [] ),
	];
}

/**
 * The theme a picker value stands for; the first (the default) when none.
 * @param themes The saved themes, the default first.
 * @param value  The picker's value.
 */
export function themeOfChoice(
	themes: readonly GalleryTheme[],
	value: string
): GalleryTheme {
	return (
		themes.find( ( theme ) => String( theme.id ?? 0 ) === value ) ??
		themes[ 0 ]
	);
}

/**
 * A new, unsaved theme that starts from the one shown; from the default look when the default
 * theme is shown, since the default theme itself only stands for the stylesheet's own look.
 * @param shown    The theme shown.
 * @param defaults The default look's values.
 * @param name     The new theme's name.
 */
export function newThemeFrom(
	shown: GalleryTheme,
	defaults: GalleryTheme,
	name: string
): GalleryTheme {
	return {
		...( isDefaultTheme( shown ) ? defaults : shown ),
		id: undefined,
		name,
	};
}

/**
 * The chosen theme after a load: the one asked for, or the first (the default).
 * @param themes The saved themes, the default first.
 * @param id     The theme to show, if any.
 */
export function themeToShow(
	themes: readonly GalleryTheme[],
	id?: number
): GalleryTheme {
	return themes.find( ( theme ) => theme.id === id ) ?? themes[ 0 ];
}
