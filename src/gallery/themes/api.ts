/**
 * The themes screen's REST calls (/vista-gallery/v1/themes, Themes\ThemesRoute).
 */
import apiFetch from '@wordpress/api-fetch';
import type { GalleryTheme } from './theme';
import { themeFields } from './theme';

const PATH = '/vista-gallery/v1/themes';

export const fetchThemes = () =>
	apiFetch< { themes: GalleryTheme[]; defaults: GalleryTheme } >( {
		path: PATH,
	} );

/**
 * Saves a theme: a new one when it has no id.
 * @param theme The theme.
 */
export const saveTheme = ( theme: GalleryTheme ) =>
	apiFetch< GalleryTheme >( {
		path: theme.id ? `${ PATH }/${ theme.id }` : PATH,
		method: 'POST',
		data: themeFields( theme ),
	} );

/**
 * Deletes a theme.
 * @param id Its id.
 */
export const deleteTheme = ( id: number ) =>
	apiFetch( { path: `${ PATH }/${ id }`, method: 'DELETE' } );
