/**
 * One editable list of a price list (manual items, a parameter's values, downloads): a row of
 * text fields per entry with a remove button, and an add button. The server's message for a
 * field is found under "<errorPath>.<index>.<key>", as the REST route names it.
 */
import { Button, TextControl } from '@wordpress/components';
import { fieldProps } from '@vista/shared/settings/field';
import { without, withRow } from './draft';

export interface RowsColumn< Row > {
	key: keyof Row & string;
	label: string;
	help?: string;
	inputMode?: 'decimal';
	type?: 'number';
	min?: number;
}

interface Props< Row > {
	rows: Row[];
	columns: Array< RowsColumn< Row > >;
	/** The row the add button appends. */
	blank: Row;
	addLabel: string;
	removeLabel: string;
	errorPath: string;
	/** The server's message for a field key; the editor records which keys it showed. */
	err: ( key: string ) => string | undefined;
	onChange: ( rows: Row[] ) => void;
}

export function RowsEditor< Row extends object >( {
	rows,
	columns,
	blank,
	addLabel,
	removeLabel,
	errorPath,
	err,
	onChange,
}: Props< Row > ) {
	return (
		<>
			{ rows.map( ( row, index ) => (
				<div className="vista-pricelists__row" key={ index }>
					{ columns.map( ( column ) => (
						<TextControl
							key={ column.key }
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ column.label }
							type={ column.type }
							min={ column.min }
							inputMode={ column.inputMode }
							value={ String( row[ column.key ] ) }
							onChange={ ( text ) =>
								onChange(
									withRow( rows, index, {
										[ column.key ]: text,
									} as Partial< Row > )
								)
							}
							{ ...fieldProps(
								err(
									`${ errorPath }.${ index }.${ column.key }`
								),
								column.help
							) }
						/>
					) ) }
					<Button
						variant="tertiary"
						isDestructive
						onClick={ () => onChange( without( rows, index ) ) }
					>
						{ removeLabel }
					</Button>
				</div>
			) ) }
			<Button
				variant="secondary"
				onClick={ () => onChange( [ ...rows, { ...blank } ] ) }
			>
				{ addLabel }
			</Button>
		</>
	);
}
