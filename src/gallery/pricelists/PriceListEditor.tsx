/**
 * Creates or edits one price list: name, currency, the sections sold, the base price, the manual
 * items, the parameters of the five 000 §3.7 types with their values and price differences, the
 * downloads, and the galleries that use it. The server checks every field; its message for a field
 * is shown next to it. Leaving with unsaved changes warns first.
 */
import { useState } from 'react';
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	CheckboxControl,
	Notice,
	TextControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { ConfirmModal } from '@vista/shared/admin/ConfirmModal';
import { fieldProps } from '@vista/shared/settings/field';
import {
	errorsOutsideForm,
	parseSaveError,
	type FieldErrors,
} from '@vista/shared/settings/errors';
import { useLeaveWarning } from '@vista/shared/settings/use-leave-warning';
import { parameterEditor } from './ParameterEditor';
import { RowsEditor } from './RowsEditor';
import { differs, newParameter, without, withRow } from './draft';
import type { GalleryChoice, Parameter, PriceList, Section } from './types';

interface Props {
	initial: PriceList;
	galleries: GalleryChoice[];
	/** Back to the list, with the saved list or null when cancelled. */
	onDone: ( saved: PriceList | null ) => void;
}

export function PriceListEditor( { initial, galleries, onDone }: Props ) {
	const [ draft, setDraft ] = useState< PriceList >( initial );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ message, setMessage ] = useState( '' );
	const [ saving, setSaving ] = useState( false );
	const [ confirmLeave, setConfirmLeave ] = useState( false );
	const dirty = differs( draft, initial );
	useLeaveWarning( dirty );

	const shown = new Set< string >();
	const err = ( key: string ) => {
		shown.add( key );
		return errors[ key ];
	};
	const change = ( fields: Partial< PriceList > ) =>
		setDraft( ( current ) => ( { ...current, ...fields } ) );
	const setParameter = ( index: number, fields: Partial< Parameter > ) =>
		change( { parameters: withRow( draft.parameters, index, fields ) } );

	const toggleSection = ( section: Section, on: boolean ) =>
		change( {
			sections: on
				? [
						...draft.sections.filter( ( s ) => s !== section ),
						section,
					]
				: draft.sections.filter( ( s ) => s !== section ),
		} );

	const save = async () => {
		setSaving( true );
		setMessage( '' );
		try {
			const saved = await apiFetch< PriceList >( {
				path: draft.id
					? `/vista-gallery/v1/pricelists/${ draft.id }`
					: '/vista-gallery/v1/pricelists',
				method: draft.id ? 'PUT' : 'POST',
				data: draft,
			} );
			setErrors( {} );
			onDone( saved );
		} catch ( error ) {
			const parsed = parseSaveError(
				error,
				__( 'The price list was not saved.', 'vista-gallery' )
			);
			setErrors( parsed.fieldErrors );
			setMessage( parsed.message );
		} finally {
			setSaving( false );
		}
	};

	const body = (
		<>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Name', 'vista-gallery' ) }
				value={ draft.title }
				onChange={ ( title ) => change( { title } ) }
				{ ...fieldProps( err( 'title' ) ) }
			/>
			<div className="vista-pricelists__row">
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Currency (ISO code)', 'vista-gallery' ) }
					value={ draft.currency }
					maxLength={ 3 }
					onChange={ ( currency ) => change( { currency } ) }
					{ ...fieldProps( err( 'currency' ) ) }
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Currency symbol', 'vista-gallery' ) }
					value={ draft.currency_symbol }
					onChange={ ( symbol ) =>
						change( { currency_symbol: symbol } )
					}
					{ ...fieldProps( err( 'currency_symbol' ) ) }
				/>
			</div>
			<fieldset className="vista-pricelists__group">
				<legend>{ __( 'Sell', 'vista-gallery' ) }</legend>
				<CheckboxControl
					__nextHasNoMarginBottom
					label={ __( 'Prints and products', 'vista-gallery' ) }
					checked={ draft.sections.includes( 'manual' ) }
					onChange={ ( on ) => toggleSection( 'manual', on ) }
				/>
				<CheckboxControl
					__nextHasNoMarginBottom
					label={ __( 'Downloads', 'vista-gallery' ) }
					checked={ draft.sections.includes( 'downloads' ) }
					onChange={ ( on ) => toggleSection( 'downloads', on ) }
				/>
				{ err( 'sections' ) && (
					<p className="vista-settings-field-error">
						{ errors.sections }
					</p>
				) }
			</fieldset>

			<fieldset className="vista-pricelists__group">
				<legend>
					{ __( 'Prints and products', 'vista-gallery' ) }
				</legend>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Base price', 'vista-gallery' ) }
					value={ draft.manual_price }
					inputMode="decimal"
					onChange={ ( price ) => change( { manual_price: price } ) }
					{ ...fieldProps(
						err( 'manual_price' ),
						__(
							'The price of a print when the list has no items below.',
							'vista-gallery'
						)
					) }
				/>
				<h3>{ __( 'Items', 'vista-gallery' ) }</h3>
				<RowsEditor
					rows={ draft.manual_items }
					columns={ [
						{
							key: 'name',
							label: __( 'Item name', 'vista-gallery' ),
						},
						{
							key: 'price',
							label: __( 'Item price', 'vista-gallery' ),
							inputMode: 'decimal',
						},
					] }
					blank={ { name: '', price: '' } }
					addLabel={ __( 'Add item', 'vista-gallery' ) }
					removeLabel={ __( 'Remove item', 'vista-gallery' ) }
					errorPath="manual_items"
					err={ err }
					onChange={ ( items ) => change( { manual_items: items } ) }
				/>

				<h3>{ __( 'Parameters', 'vista-gallery' ) }</h3>
				{ draft.parameters.map( ( parameter, index ) =>
					parameterEditor( {
						parameter,
						index,
						err,
						onChange: ( fields ) => setParameter( index, fields ),
						onRemove: () =>
							change( {
								parameters: without( draft.parameters, index ),
							} ),
					} )
				) }
				<Button
					variant="secondary"
					onClick={ () =>
						change( {
							parameters: [ ...draft.parameters, newParameter() ],
						} )
					}
				>
					{ __( 'Add parameter', 'vista-gallery' ) }
				</Button>
			</fieldset>

			<fieldset className="vista-pricelists__group">
				<legend>{ __( 'Downloads', 'vista-gallery' ) }</legend>
				{ err( 'downloads' ) && (
					<p className="vista-settings-field-error">
						{ errors.downloads }
					</p>
				) }
				<RowsEditor
					rows={ draft.downloads }
					columns={ [
						{
							key: 'name',
							label: __( 'Download name', 'vista-gallery' ),
						},
						{
							key: 'longest_side',
							label: __( 'Longest side (px)', 'vista-gallery' ),
							type: 'number',
							min: 1,
						},
						{
							key: 'price',
							label: __( 'Download price', 'vista-gallery' ),
							inputMode: 'decimal',
						},
					] }
					blank={ { name: '', longest_side: 1024, price: '' } }
					addLabel={ __( 'Add download', 'vista-gallery' ) }
					removeLabel={ __( 'Remove download', 'vista-gallery' ) }
					errorPath="downloads"
					err={ err }
					onChange={ ( downloads ) => change( { downloads } ) }
				/>
			</fieldset>

			<fieldset className="vista-pricelists__group">
				<legend>
					{ __( 'Galleries using this price list', 'vista-gallery' ) }
				</legend>
				{ err( 'galleries' ) && (
					<p className="vista-settings-field-error">
						{ errors.galleries }
					</p>
				) }
				{ galleries.length === 0 && (
					<p>{ __( 'No galleries yet.', 'vista-gallery' ) }</p>
				) }
				{ galleries.map( ( gallery ) => {
					const other =
						gallery.pricelist > 0 &&
						gallery.pricelist !== draft.id &&
						! draft.galleries.includes( gallery.id );
					return (
						<CheckboxControl
							__nextHasNoMarginBottom
							key={ gallery.id }
							label={
								gallery.title ||
								__( '(no title)', 'vista-gallery' )
							}
							help={
								other
									? __(
											'Uses another price list; checking it moves it here.',
											'vista-gallery'
										)
									: undefined
							}
							checked={ draft.galleries.includes( gallery.id ) }
							onChange={ ( on ) =>
								change( {
									galleries: on
										? [ ...draft.galleries, gallery.id ]
										: draft.galleries.filter(
												( id ) => id !== gallery.id
											),
								} )
							}
						/>
					);
				} ) }
			</fieldset>
		</>
	);

	const hidden = errorsOutsideForm( errors, shown );

	return (
		<div className="vista-pricelists__editor">
			<h2>
				{ draft.id
					? sprintf(
							/* translators: %s: price list name */
							__( 'Edit “%s”', 'vista-gallery' ),
							initial.title
						)
					: __( 'New price list', 'vista-gallery' ) }
			</h2>
			<div aria-live="assertive">
				{ message && (
					<Notice status="error" isDismissible={ false }>
						{ message }
						{ hidden.map( ( text ) => (
							<p key={ text }>{ text }</p>
						) ) }
					</Notice>
				) }
			</div>
			{ body }
			<div className="vista-pricelists__actions">
				<Button
					__next40pxDefaultSize
					variant="primary"
					isBusy={ saving }
					disabled={ saving }
					onClick={ save }
				>
					{ __( 'Save price list', 'vista-gallery' ) }
				</Button>
				<Button
					__next40pxDefaultSize
					variant="tertiary"
					onClick={ () =>
						dirty ? setConfirmLeave( true ) : onDone( null )
					}
				>
					{ __( 'Cancel', 'vista-gallery' ) }
				</Button>
			</div>
			{ confirmLeave && (
				<ConfirmModal
					title={ __( 'Discard your changes?', 'vista-gallery' ) }
					confirmLabel={ __( 'Discard changes', 'vista-gallery' ) }
					cancelLabel={ __( 'Keep editing', 'vista-gallery' ) }
					destructive
					onConfirm={ () => onDone( null ) }
					onCancel={ () => setConfirmLeave( false ) }
				>
					{ __(
						'The changes to this price list are not saved.',
						'vista-gallery'
					) }
				</ConfirmModal>
			) }
		</div>
	);
}
