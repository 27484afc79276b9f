/**
 * Galleries → Themes: the themes of the site's galleries (000 §3.10 theme_id), each a set of
 * colours, borders, radius, spacing, fonts and a hover effect for the thumbnails, titles, paging,
 * tag filter and lightbox, with a live preview. The default theme is the stylesheet's own look
 * and only serves as the start of a new one. A refused save keeps what was typed and shows the
 * server's message by field.
 */
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { Button, Notice, SelectControl, Spinner } from '@wordpress/components';
import { ConfirmModal } from '@vista/shared/admin/ConfirmModal';
import { deleteTheme, fetchThemes, saveTheme } from './api';
import { ThemeFields } from './ThemeFields';
import { ThemePreview } from './ThemePreview';
import type { GalleryTheme } from './theme';

interface Message {
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

export function ThemesScreen() {
	const [ themes, setThemes ] = useState< GalleryTheme[] | null >( null );
	const [ defaults, setDefaults ] = useState< GalleryTheme | null >( null );
	const [ draft, setDraft ] = useState< GalleryTheme | null >( null );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const [ message, setMessage ] = useState< Message | null >( null );
	const [ busy, setBusy ] = useState( false );
	const [ confirming, setConfirming ] = useState( false );

	const load = ( select?: number ) =>
		fetchThemes()
			.then( ( answer ) => {
				setThemes( answer.themes );
				setDefaults( answer.defaults );
				setDraft(
					answer.themes.find( ( theme ) => theme.id === select ) ??
						answer.themes[ 0 ]
				);
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

	if ( ! themes || ! draft || ! defaults ) {
		return message ? (
			<Notice status="error" isDismissible={ false }>
				{ message.text }
			</Notice>
		) : (
			<Spinner />
		);
	}

	// The default theme comes with id 0; a new one has no id until it is saved.
	const isDefault = draft.id === 0;
	const save = () => {
		setBusy( true );
		setErrors( {} );
		saveTheme( draft )
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
	const remove = () => {
		setConfirming( false );
		if ( ! draft.id ) {
			return;
		}
		setBusy( true );
		deleteTheme( draft.id )
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

	return (
		<div className="vista-gallery-themes">
			<form
				className="vista-gallery-themes__form"
				onSubmit={ ( event ) => {
					event.preventDefault();
					if ( ! isDefault ) {
						save();
					}
				} }
			>
				{ message && (
					<Notice
						status={ message.status }
						onRemove={ () => setMessage( null ) }
					>
						<span
							role={
								message.status === 'error' ? 'alert' : 'status'
							}
						>
							{ message.text }
						</span>
					</Notice>
				) }
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Theme', 'vista-gallery' ) }
					value={ String( draft.id ?? 'new' ) }
					options={ [
						...themes.map( ( theme ) => ( {
							value: String( theme.id ?? 0 ),
							label: theme.name,
						} ) ),
						...( draft.id === undefined
							? [ { value: 'new', label: draft.name } ]
							: [] ),
					] }
					onChange={ ( value ) => {
						setErrors( {} );
						setDraft(
							themes.find(
								( theme ) => String( theme.id ?? 0 ) === value
							) ?? themes[ 0 ]
						);
					} }
				/>
				<div className="vista-gallery-themes__actions">
					<Button
						variant="secondary"
						onClick={ () => {
							setErrors( {} );
							setDraft( {
								...( isDefault ? defaults : draft ),
								id: undefined,
								name: __( 'New theme', 'vista-gallery' ),
							} );
						} }
					>
						{ isDefault
							? __( 'New theme', 'vista-gallery' )
							: __( 'New theme from this one', 'vista-gallery' ) }
					</Button>
				</div>
				{ isDefault ? (
					<p>
						{ __(
							'The default theme is the galleries’ own look and cannot be changed: make a new theme to change it.',
							'vista-gallery'
						) }
					</p>
				) : (
					<>
						<ThemeFields
							theme={ draft }
							errors={ errors }
							update={ ( changes ) =>
								setDraft( { ...draft, ...changes } )
							}
						/>
						<div className="vista-gallery-themes__actions">
							<Button
								variant="primary"
								type="submit"
								isBusy={ busy }
								disabled={ busy }
							>
								{ __( 'Save theme', 'vista-gallery' ) }
							</Button>
							{ draft.id ? (
								<Button
									variant="tertiary"
									isDestructive
									disabled={ busy }
									onClick={ () => setConfirming( true ) }
								>
									{ __( 'Delete theme', 'vista-gallery' ) }
								</Button>
							) : null }
						</div>
					</>
				) }
			</form>
			<ThemePreview theme={ draft } />
			{ confirming && (
				<ConfirmModal
					title={ __( 'Delete this theme?', 'vista-gallery' ) }
					confirmLabel={ __( 'Delete', 'vista-gallery' ) }
					cancelLabel={ __( 'Cancel', 'vista-gallery' ) }
					destructive
					onConfirm={ remove }
					onCancel={ () => setConfirming( false ) }
				>
					{ sprintf(
						/* translators: %s: theme name. */
						__(
							'“%s” will be deleted. Galleries using it get the default theme.',
							'vista-gallery'
						),
						draft.name
					) }
				</ConfirmModal>
			) }
		</div>
	);
}
