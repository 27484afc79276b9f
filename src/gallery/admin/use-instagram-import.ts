/**
 * The state of the Instagram import form: its fields, the request in progress, and what it added.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { speak } from '@wordpress/a11y';
import type { InstagramConfig } from './config';
import {
	alertText,
	postImport,
	readAnswer,
	type InstagramFields,
	type InstagramRecord,
} from './instagram-answer';
import { initialInstagramFields, withGallery } from './instagram-fields';

/** The images an import added, and the title of the gallery chosen ('' for a new one). */
export interface InstagramAdded {
	records: InstagramRecord[];
	into: string;
}

export function useInstagramImport( config: InstagramConfig ) {
	const [ fields, setFields ] = useState< InstagramFields >(
		initialInstagramFields
	);
	const [ loading, setLoading ] = useState( false );
	const [ added, setAdded ] = useState< InstagramAdded | null >( null );
	const set = ( change: Partial< InstagramFields > ) =>
		setFields( ( current ) => ( { ...current, ...change } ) );

	const start = async () => {
		const chosen = config.galleries.find(
			( gallery ) => String( gallery.id ) === fields.gallery_id
		);
		setAdded( null );
		setLoading( true );
		speak( __( 'Importing from Instagram…', 'vista-gallery' ) );
		const outcome = readAnswer(
			await postImport( config.ajaxUrl, config.nonce, fields )
		);
		// 000 §8: every outcome hides the loading state.
		setLoading( false );
		const alert = alertText( outcome );
		if ( alert !== null ) {
			// eslint-disable-next-line no-alert -- 000 §8's own alerts.
			window.alert( alert );
		}
		if ( outcome.kind === 'records' ) {
			setAdded( {
				records: outcome.records,
				into: chosen?.title ?? '',
			} );
			// The token is not kept in the page once used.
			set( { instagram_access_token: '' } );
		}
	};

	const chooseGallery = ( galleryId: string ) =>
		setFields( ( current ) => withGallery( current, galleryId ) );

	return { fields, set, chooseGallery, loading, added, start };
}
