/**
 * Galleries → Themes: the themes of the site's galleries (000 §3.10 theme_id), each a set of
 * colours, borders, radius, spacing, fonts and a hover effect for the thumbnails, titles, paging,
 * tag filter and lightbox, with a live preview. The default theme is the stylesheet's own look
 * and only serves as the start of a new one. A refused save keeps what was typed and shows the
 * server's message by field.
 */
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { Button, Notice, SelectControl, Spinner } from '@wordpress/components';
import { ConfirmModal } from '@vista/shared/admin/ConfirmModal';
import { ThemeFields } from './ThemeFields';
import { ThemePreview } from './ThemePreview';
import type { GalleryTheme } from './theme';
import {
	choiceValue,
	isDefaultTheme,
	newThemeFrom,
	themeChoices,
	themeOfChoice,
} from './theme-choices';
import { useThemes, type ThemeMessage } from './use-themes';

function MessageNotice( {
	message,
	onRemove,
}: {
	message: ThemeMessage;
	onRemove: () => void;
} ) {
	return (
		<Notice status={ message.status } onRemove={ onRemove }>
			<span role={ message.status === 'error' ? 'alert' : 'status' }>
				{ message.text }
			</span>
		</Notice>
	);
}

// The theme picker, and the button that starts a new theme from the one shown.
function ThemePicker( {
	themes,
	defaults,
	draft,
	onShow,
}: {
	themes: GalleryTheme[];
	defaults: GalleryTheme;
	draft: GalleryTheme;
	onShow: ( theme: GalleryTheme ) => void;
} ) {
	const isDefault = isDefaultTheme( draft );
	return (
		<>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Theme', 'vista-gallery' ) }
				value={ choiceValue( draft ) }
				options={ themeChoices( themes, draft ) }
				onChange={ ( value ) =>
					onShow( themeOfChoice( themes, value ) )
				}
			/>
			<div className="vista-gallery-themes__actions">
				<Button
					variant="secondary"
					onClick={ () =>
						onShow(
							newThemeFrom(
								draft,
								defaults,
								__( 'New theme', 'vista-gallery' )
							)
						)
					}
				>
					{ isDefault
						? __( 'New theme', 'vista-gallery' )
						: __( 'New theme from this one', 'vista-gallery' ) }
				</Button>
			</div>
		</>
	);
}

// The fields of a theme that can be changed, with its save and delete buttons.
function ThemeEditor( {
	draft,
	errors,
	busy,
	onChange,
	onDelete,
}: {
	draft: GalleryTheme;
	errors: Record< string, string >;
	busy: boolean;
	onChange: ( theme: GalleryTheme ) => void;
	onDelete: () => void;
} ) {
	return (
		<>
			<ThemeFields
				theme={ draft }
				errors={ errors }
				update={ ( changes ) => onChange( { ...draft, ...changes } ) }
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
						onClick={ onDelete }
					>
						{ __( 'Delete theme', 'vista-gallery' ) }
					</Button>
				) : null }
			</div>
		</>
	);
}

export function ThemesScreen() {
	const screen = useThemes();
	const { themes, defaults, draft, message } = screen;
	const [ confirming, setConfirming ] = useState( false );

	if ( ! themes || ! draft || ! defaults ) {
		return message ? (
			<Notice status="error" isDismissible={ false }>
				{ message.text }
			</Notice>
		) : (
			<Spinner />
		);
	}

	const isDefault = isDefaultTheme( draft );
	const remove = () => {
		setConfirming( false );
		if ( draft.id ) {
			screen.remove( draft.id );
		}
	};

	return (
		<div className="vista-gallery-themes">
			<form
				className="vista-gallery-themes__form"
				onSubmit={ ( event ) => {
					event.preventDefault();
					if ( ! isDefault ) {
						screen.save( draft );
					}
				} }
			>
				{ message && (
					<MessageNotice
						message={ message }
						onRemove={ screen.clearMessage }
					/>
				) }
				<ThemePicker
					themes={ themes }
					defaults={ defaults }
					draft={ draft }
					onShow={ screen.show }
				/>
				{ isDefault ? (
					<p>
						{ __(
							'The default theme is the galleries’ own look and cannot be changed: make a new theme to change it.',
							'vista-gallery'
						) }
					</p>
				) : (
					<ThemeEditor
						draft={ draft }
						errors={ screen.errors }
						busy={ screen.busy }
						onChange={ screen.setDraft }
						onDelete={ () => setConfirming( true ) }
					/>
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
