/**
 * Galleries → Import, Instagram tab (administrators; 000 §1, §6): call 11 makes a new gallery of an
 * account's latest posts, or adds them to a gallery chosen, optionally kept up to date daily. The token goes to the server only and
 * is never shown back; the accounts kept up to date are listed by name and expiry.
 */
import {
	Button,
	Notice,
	RadioControl,
	SelectControl,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { InstagramConfig } from './config';
import type { InstagramFields, InstagramRecord } from './instagram-answer';
import { updateFlagOf, wholePostOf } from './instagram-fields';
import { PAGES, screenUrl } from './navigation';
import { AccountList } from './instagram-accounts';
import { useInstagramImport } from './use-instagram-import';

function Added( {
	records,
	into,
}: {
	records: InstagramRecord[];
	into: string;
} ) {
	const gallery = records[ 0 ]?.gallery_id ?? 0;
	return (
		<Notice status="success" isDismissible={ false }>
			<p>
				{ into
					? sprintf(
							/* translators: 1: number of images, 2: gallery title. */
							_n(
								'%1$d image added to %2$s.',
								'%1$d images added to %2$s.',
								records.length,
								'vista-gallery'
							),
							records.length,
							into
						)
					: sprintf(
							/* translators: %d: number of images. */
							_n(
								'%d image imported into a new gallery.',
								'%d images imported into a new gallery.',
								records.length,
								'vista-gallery'
							),
							records.length
						) }{ ' ' }
				<a href={ screenUrl( PAGES.galleries, { edit: gallery } ) }>
					{ __( 'Open the gallery', 'vista-gallery' ) }
				</a>
			</p>
			<ul className="vista-gallery-instagram__added">
				{ records.map( ( record ) => (
					<li key={ record.id }>
						<img src={ record.thumb_url } alt="" width={ 48 } />
						<span>{ record.name }</span>
					</li>
				) ) }
			</ul>
		</Notice>
	);
}

interface FieldsProps {
	config: InstagramConfig;
	fields: InstagramFields;
	set: ( change: Partial< InstagramFields > ) => void;
}

// Where the posts come from: the token, the account it should be, how many, and in what form.
function SourceFields( { config, fields, set }: FieldsProps ) {
	return (
		<>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Access token', 'vista-gallery' ) }
				type="password"
				autoComplete="off"
				required
				value={ fields.instagram_access_token }
				onChange={ ( value ) =>
					set( { instagram_access_token: value } )
				}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __(
					'Instagram user name (optional)',
					'vista-gallery'
				) }
				help={ __(
					'When given, the import stops if the token belongs to another account.',
					'vista-gallery'
				) }
				value={ fields.instagram_user }
				onChange={ ( value ) => set( { instagram_user: value } ) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Number of images', 'vista-gallery' ) }
				type="number"
				min={ 1 }
				max={ config.maxImages }
				required
				value={ fields.autogallery_image_number }
				onChange={ ( value ) =>
					set( { autogallery_image_number: value } )
				}
			/>
			<RadioControl
				label={ __( 'Import', 'vista-gallery' ) }
				selected={ fields.whole_post }
				options={ [
					{
						value: '0',
						label: __(
							'Images and videos (an album’s pictures one by one)',
							'vista-gallery'
						),
					},
					{
						value: '1',
						label: __(
							'Whole posts, embedded with their captions',
							'vista-gallery'
						),
					},
				] }
				onChange={ ( value ) =>
					set( { whole_post: wholePostOf( value ) } )
				}
			/>
		</>
	);
}

// Where the images go: a new gallery or one chosen, and whether it is kept up to date daily.
function DestinationFields( {
	config,
	fields,
	set,
	onGallery,
}: FieldsProps & {
	onGallery: ( galleryId: string ) => void;
} ) {
	return (
		<>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Add the images to', 'vista-gallery' ) }
				value={ fields.gallery_id }
				options={ [
					{
						value: '',
						label: __( 'A new gallery', 'vista-gallery' ),
					},
					...config.galleries.map( ( gallery ) => ( {
						value: String( gallery.id ),
						label: gallery.title,
					} ) ),
				] }
				onChange={ ( value ) => onGallery( value ) }
			/>
			<RadioControl
				label={ __( 'Keep the gallery up to date', 'vista-gallery' ) }
				selected={ fields.update_flag }
				options={ [
					{
						value: '',
						label: __( 'No, import once', 'vista-gallery' ),
					},
					{
						value: 'add',
						label: __( 'Daily: add new posts', 'vista-gallery' ),
					},
					// Only a new gallery may be replaced daily (see withGallery).
					...( fields.gallery_id
						? []
						: [
								{
									value: 'replace',
									label: __(
										'Daily: show only the latest posts',
										'vista-gallery'
									),
								},
							] ),
				] }
				onChange={ ( value ) =>
					set( { update_flag: updateFlagOf( value ) } )
				}
			/>
		</>
	);
}

export function InstagramImport( { config }: { config: InstagramConfig } ) {
	const { fields, set, chooseGallery, loading, added, start } =
		useInstagramImport( config );

	return (
		<div className="vista-gallery-instagram">
			<Notice status="info" isDismissible={ false }>
				{ __(
					'Instagram shut down its Basic Display API on 4 December 2024, and its tokens no longer work. Imports use the Instagram API with Instagram Login: create a long-lived access token for an Instagram professional account (business or creator) in your Meta app, and paste it here. It is kept on the server only, and only for galleries kept up to date.',
					'vista-gallery'
				) }
			</Notice>
			<AccountList config={ config } />
			<form
				className="vista-gallery-instagram__form"
				onSubmit={ ( event ) => {
					event.preventDefault();
					start();
				} }
			>
				<SourceFields config={ config } fields={ fields } set={ set } />
				<DestinationFields
					config={ config }
					fields={ fields }
					set={ set }
					onGallery={ chooseGallery }
				/>
				<Button
					variant="primary"
					type="submit"
					disabled={ loading }
					accessibleWhenDisabled
				>
					{ __( 'Import from Instagram', 'vista-gallery' ) }
				</Button>
				{ loading && (
					<p
						className="vista-gallery-instagram__loading"
						role="status"
					>
						<Spinner />
						{ __( 'Importing from Instagram…', 'vista-gallery' ) }
					</p>
				) }
			</form>
			{ added && <Added records={ added.records } into={ added.into } /> }
		</div>
	);
}
