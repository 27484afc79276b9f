/**
 * Picks a gallery or an album to add to the album being edited. An entry that is there already, or
 * an album that would contain itself, is refused with a message (spoken at once); one that goes in
 * is announced.
 */
import { Button, Notice, SelectControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { speak } from '@wordpress/a11y';
import {
	entryTitle,
	refusedEntry,
	type AlbumSurroundings,
} from './album-contents';
import type { AlbumItem } from './types';

interface Props {
	album: { id: number; title: string; items: AlbumItem[] };
	surroundings: AlbumSurroundings;
	onAdd: ( item: AlbumItem ) => void;
}

/**
 * The entry an option of the select stands for ("album:12"), or null for none.
 * @param choice The option's value.
 */
function entryOf( choice: string ): AlbumItem | null {
	const [ type, rawId ] = choice.split( ':' );
	const id = Number( rawId );
	return id ? { type: type === 'album' ? 'album' : 'gallery', id } : null;
}

export function AlbumEntryPicker( { album, surroundings, onAdd }: Props ) {
	const [ choice, setChoice ] = useState( '' );
	const [ error, setError ] = useState< string | null >( null );

	const add = () => {
		const item = entryOf( choice );
		if ( ! item ) {
			return;
		}
		const refusal = refusedEntry( album, item, surroundings );
		setError( refusal );
		if ( refusal ) {
			speak( refusal, 'assertive' );
			return;
		}
		onAdd( item );
		speak(
			sprintf(
				/* translators: %s: title. */
				__( '%s added to the album.', 'vista-gallery' ),
				entryTitle( surroundings, item )
			)
		);
	};

	return (
		<>
			<div className="vista-gallery-album__add">
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Gallery or album to add', 'vista-gallery' ) }
					value={ choice }
					onChange={ ( value: string ) => {
						setChoice( value );
						setError( null );
					} }
				>
					<option value="">
						{ __( 'Choose…', 'vista-gallery' ) }
					</option>
					<optgroup label={ __( 'Galleries', 'vista-gallery' ) }>
						{ surroundings.galleries.map( ( row ) => (
							<option
								key={ row.id }
								value={ `gallery:${ row.id }` }
							>
								{ row.title }
							</option>
						) ) }
					</optgroup>
					<optgroup label={ __( 'Albums', 'vista-gallery' ) }>
						{ surroundings.albums.map( ( row ) => (
							<option
								key={ row.id }
								value={ `album:${ row.id }` }
							>
								{ row.title }
							</option>
						) ) }
					</optgroup>
				</SelectControl>
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ add }
					disabled={ choice === '' }
					accessibleWhenDisabled
				>
					{ __( 'Add to album', 'vista-gallery' ) }
				</Button>
			</div>
			{ error && (
				<Notice status="error" onRemove={ () => setError( null ) }>
					<p>{ error }</p>
				</Notice>
			) }
		</>
	);
}
