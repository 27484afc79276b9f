/**
 * One parameter of a price list (000 §3.7): its title and type, and for the select, radio and
 * checkbox types its values with their price differences.
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { fieldProps } from '@vista/shared/settings/field';
import { RowsEditor } from './RowsEditor';
import { hasValues, newParameter } from './draft';
import type { Parameter, ParameterType } from './types';

const TYPE_OPTIONS = (): Array< { value: string; label: string } > => [
	{ value: '2', label: __( 'Text', 'vista-gallery' ) },
	{ value: '3', label: __( 'Text area', 'vista-gallery' ) },
	{ value: '4', label: __( 'Select', 'vista-gallery' ) },
	{ value: '5', label: __( 'Radio buttons', 'vista-gallery' ) },
	{ value: '6', label: __( 'Checkboxes', 'vista-gallery' ) },
];

interface Props {
	parameter: Parameter;
	/** Its place in the list, for the server's field keys. */
	index: number;
	/** The server's message for a field key, noting it as shown. */
	err: ( key: string ) => string | undefined;
	onChange: ( fields: Partial< Parameter > ) => void;
	onRemove: () => void;
}

/**
 * Renders one parameter. A plain function called during the editor's render rather than a
 * component: its err() calls must note their keys before the editor lists the errors shown
 * nowhere else.
 * @param props           The parameter and its handlers.
 * @param props.parameter
 * @param props.index
 * @param props.err
 * @param props.onChange
 * @param props.onRemove
 */
export function parameterEditor( {
	parameter,
	index,
	err,
	onChange,
	onRemove,
}: Props ) {
	const valuesError = hasValues( parameter.type )
		? err( `parameters.${ index }.values` )
		: undefined;
	return (
		<div className="vista-pricelists__parameter" key={ index }>
			<div className="vista-pricelists__row">
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Parameter title', 'vista-gallery' ) }
					value={ parameter.title }
					onChange={ ( title ) => onChange( { title } ) }
					{ ...fieldProps( err( `parameters.${ index }.title` ) ) }
				/>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Parameter type', 'vista-gallery' ) }
					value={ String( parameter.type ) }
					options={ TYPE_OPTIONS() }
					onChange={ ( value ) => {
						const type = Number( value ) as ParameterType;
						onChange( {
							type,
							values:
								hasValues( type ) &&
								parameter.values.length === 0
									? newParameter().values
									: parameter.values,
						} );
					} }
					{ ...fieldProps( err( `parameters.${ index }.type` ) ) }
				/>
				<Button variant="tertiary" isDestructive onClick={ onRemove }>
					{ __( 'Remove parameter', 'vista-gallery' ) }
				</Button>
			</div>
			{ hasValues( parameter.type ) && (
				<div className="vista-pricelists__values">
					{ valuesError && (
						<p className="vista-settings-field-error">
							{ valuesError }
						</p>
					) }
					<RowsEditor
						rows={ parameter.values }
						columns={ [
							{
								key: 'value',
								label: __( 'Value', 'vista-gallery' ),
							},
							{
								key: 'price',
								label: __(
									'Price difference',
									'vista-gallery'
								),
								help: __(
									'Such as +2.00 or -1.50.',
									'vista-gallery'
								),
							},
						] }
						blank={ { value: '', price: '+0.00' } }
						addLabel={ __( 'Add value', 'vista-gallery' ) }
						removeLabel={ __( 'Remove value', 'vista-gallery' ) }
						errorPath={ `parameters.${ index }.values` }
						err={ err }
						onChange={ ( values ) => onChange( { values } ) }
					/>
				</div>
			) }
		</div>
	);
}
