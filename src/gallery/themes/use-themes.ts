/**
 * The state of the themes screen: the saved themes and the default look, the theme shown with the
 * changes typed in it, the server's messages by field of a refused save, and the last notice.
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { deleteTheme, fetchThemes, saveTheme } from './api';
import type { GalleryTheme } from './theme';
import { themeToShow } from './theme-choices';

export interface ThemeMessage {
	status: 'success' | 'error';
	text: string;
}

/**
 * The messages by field of a refused save (a WP_Error's data.errors), or none.
 * @param error What api-fetch threw.
 */
function fieldErrors( error: unknown ): Record< string, string > {
	const data = ( error as { data?: { errors?: Record< string, string > } } )
		?.data;
	return data?.errors ?? {};
}

export function useThemes() {
	const [ themes, setThemes ] = useState< GalleryTheme[] | null >( null );
	const [ defaults, setDefaults ] = useState< GalleryTheme | null >( null );
	const [ draft, setDraft ] = useState< GalleryTheme | null >( null );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const [ message, setMessage ] = useState< ThemeMessage | null >( null );
	const [ busy, setBusy ] = useState( false );

	const load = ( select?: number ) =>
		fetchThemes()
			.then( ( answer ) => {
				setThemes( answer.themes );
				setDefaults( answer.defaults );
				setDraft( themeToShow( answer.themes, select ) );
			} )
			.catch( () =>
				setMessage( {
					status: 'error',
					text: __(
						'The themes could not be loaded.',
						'vista-gallery'
					),
				} )
			);
	useEffect( () => {
		load();
	}, [] );

	const save = ( theme: GalleryTheme ) => {
		setBusy( true );
		setErrors( {} );
		saveTheme( theme )
			.then( ( saved ) => {
				setMessage( {
					status: 'success',
					text: __( 'Theme saved.', 'vista-gallery' ),
				} );
				return load( saved.id );
			} )
			.catch( ( error ) => {
				setErrors( fieldErrors( error ) );
				setMessage( {
					status: 'error',
					text:
						( error as { message?: string } )?.message ??
						__( 'The theme could not be saved.', 'vista-gallery' ),
				} );
			} )
			.finally( () => setBusy( false ) );
	};

	const remove = ( id: number ) => {
		setBusy( true );
		deleteTheme( id )
			.then( () => {
				setMessage( {
					status: 'success',
					text: __( 'Theme deleted.', 'vista-gallery' ),
				} );
				return load();
			} )
			.catch( () =>
				setMessage( {
					status: 'error',
					text: __(
						'The theme could not be deleted.',
						'vista-gallery'
					),
				} )
			)
			.finally( () => setBusy( false ) );
	};

	// Showing another theme, or a new one, drops the messages of the last save.
	const show = ( theme: GalleryTheme ) => {
		setErrors( {} );
		setDraft( theme );
	};

	return {
		themes,
		defaults,
		draft,
		setDraft,
		show,
		errors,
		message,
		clearMessage: () => setMessage( null ),
		busy,
		save,
		remove,
	};
}
