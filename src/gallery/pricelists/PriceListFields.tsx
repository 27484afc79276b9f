/**
 * The fields of the price list editor, by group: the name and currency with the sections sold,
 * prints and products (base price, items, parameters), downloads, and the galleries that use the
 * list. Plain functions called during the editor's render rather than components: their err()
 * calls must note their keys before the editor lists the errors shown nowhere else.
 */
import { Button, CheckboxControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { fieldProps } from '@vista/shared/settings/field';
import { parameterEditor } from './ParameterEditor';
import { RowsEditor } from './RowsEditor';
import { newParameter, without, withRow } from './draft';
import type { GalleryChoice, PriceList, Section } from './types';

export interface FieldsProps {
	draft: PriceList;
	change: ( fields: Partial< PriceList > ) => void;
	/** The server's message for a field key, noting it as shown. */
	err: ( key: string ) => string | undefined;
}

/**
 * A group's own message (not tied to one control).
 * @param message The server's message, if any.
 */
function groupError( message: string | undefined ) {
	return message && <p className="vista-settings-field-error">{ message }</p>;
}

/**
 * Name, currency and the sections sold.
 * @param fields The draft, its change and the error lookup.
 */
export function generalFields( fields: FieldsProps ) {
	const { draft, change, err } = fields;
	const toggleSection = ( section: Section, on: boolean ) => {
		const others = draft.sections.filter( ( s ) => s !== section );
		change( { sections: on ? [ ...others, section ] : others } );
	};
	return (
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
				{ groupError( err( 'sections' ) ) }
			</fieldset>
		</>
	);
}

/**
 * Prints and products: the base price, the manual items and the parameters.
 * @param fields The draft, its change and the error lookup.
 */
export function printsFields( fields: FieldsProps ) {
	const { draft, change, err } = fields;
	return (
		<fieldset className="vista-pricelists__group">
			<legend>{ __( 'Prints and products', 'vista-gallery' ) }</legend>
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
					{ key: 'name', label: __( 'Item name', 'vista-gallery' ) },
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
					onChange: ( changed ) =>
						change( {
							parameters: withRow(
								draft.parameters,
								index,
								changed
							),
						} ),
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
	);
}

/**
 * The downloads sold.
 * @param fields The draft, its change and the error lookup.
 */
export function downloadsFields( fields: FieldsProps ) {
	const { draft, change, err } = fields;
	return (
		<fieldset className="vista-pricelists__group">
			<legend>{ __( 'Downloads', 'vista-gallery' ) }</legend>
			{ groupError( err( 'downloads' ) ) }
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
	);
}

/**
 * The galleries that use the list; one using another list moves here when checked.
 * @param fields           The draft, its change and the error lookup.
 * @param fields.galleries Every gallery, with the list it uses.
 */
export function galleriesFields(
	fields: FieldsProps & { galleries: GalleryChoice[] }
) {
	const { draft, change, err, galleries } = fields;
	const usesOther = ( gallery: GalleryChoice ) =>
		gallery.pricelist > 0 &&
		gallery.pricelist !== draft.id &&
		! draft.galleries.includes( gallery.id );
	return (
		<fieldset className="vista-pricelists__group">
			<legend>
				{ __( 'Galleries using this price list', 'vista-gallery' ) }
			</legend>
			{ groupError( err( 'galleries' ) ) }
			{ galleries.length === 0 && (
				<p>{ __( 'No galleries yet.', 'vista-gallery' ) }</p>
			) }
			{ galleries.map( ( gallery ) => (
				<CheckboxControl
					__nextHasNoMarginBottom
					key={ gallery.id }
					label={
						gallery.title || __( '(no title)', 'vista-gallery' )
					}
					help={
						usesOther( gallery )
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
			) ) }
		</fieldset>
	);
}
